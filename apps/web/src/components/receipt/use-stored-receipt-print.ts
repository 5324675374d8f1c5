import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useReceiptPrinter } from './use-receipt-printer.ts';

/**
 * Prints a receipt the server holds, by number (ADR 034): marked COPY for a reprint. Call it in
 * the click handler (the print window opens there); resolves false when nothing was printed.
 */
export const useStoredReceiptPrint = () => {
  const { t } = useTranslation();
  const startPrint = useReceiptPrinter();
  return useCallback(
    (receiptNumber: string, { copy = true }: { copy?: boolean } = {}) =>
      startPrint().print(async (hotel) => {
        // Fetched with the first reprint: a list of lines only shows their Reprint icons.
        const { getReceiptCopy, receiptOfCopy } = await import('./receipt-copy.ts');
        return receiptOfCopy(await getReceiptCopy(receiptNumber), hotel, t, copy);
      }),
    [startPrint, t],
  );
};
