import { useCallback } from 'react';
import { useReceiptPrinter } from './use-receipt-printer.ts';

/**
 * Prints a receipt the server holds, by number, as it was issued (ADR 069): marked COPY for a reprint. Call it in
 * the click handler (the print window opens there); resolves false when nothing was printed.
 */
export const useStoredReceiptPrint = () => {
  const startPrint = useReceiptPrinter();
  return useCallback(
    (receiptNumber: string, { copy = true }: { copy?: boolean } = {}) =>
      startPrint().printIssued(
        async () => {
          // Fetched with the first reprint: a list of lines only shows their Reprint icons.
          const { getReceiptCopy } = await import('./receipt-copy.ts');
          return getReceiptCopy(receiptNumber);
        },
        { copy },
      ),
    [startPrint],
  );
};
