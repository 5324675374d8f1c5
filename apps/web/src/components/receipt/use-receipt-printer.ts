import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Hotel, ReceiptDocument } from '@frontdesk/domain';
import { sessionQueryOptions } from '../../lib/session.ts';
import { hotelDetailsQueryOptions } from './hotel-details.ts';
import type { ReceiptContent } from './receipt-html.ts';
import { openReceiptWindow, placeholderReceiptHtml } from './receipt-window.ts';

/** A print started by a click: the window is open, the receipt follows. */
export interface ReceiptPrintJob {
  /**
   * Prints `content` (built with the hotel's details) and closes the window; resolves false, with
   * the window closed, when the receipt could not be printed.
   */
  print: (content: (hotel: Hotel) => ReceiptContent | Promise<ReceiptContent>) => Promise<boolean>;
  /**
   * Prints a receipt as the server issued and kept it (ADR 069), or as the document it answers
   * later (a reprint: `copy`). Nothing of today's hotel details goes into it.
   */
  printIssued: (
    document: () => ReceiptDocument | Promise<ReceiptDocument>,
    options?: { copy?: boolean },
  ) => Promise<boolean>;
  /** Closes the window without printing (the operation it was for failed). */
  cancel: () => void;
}

/**
 * Prints receipts in a small 58 mm window, signed with the name of the user who served. `start()` must run in the click handler itself; what
 * the receipt says may be awaited afterwards (e.g. the check-in's answer).
 */
export const useReceiptPrinter = () => {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback((): ReceiptPrintJob => {
    const receiptWindow = openReceiptWindow(placeholderReceiptHtml(t('receipt.preparing')));
    const printHtml = async (html: () => Promise<string>) => {
      if (!receiptWindow) return false;
      try {
        await receiptWindow.print(await html());
        return true;
      } catch (error) {
        console.warn('Failed to print receipt:', error);
        receiptWindow.close();
        return false;
      }
    };
    return {
      printIssued: (document, { copy = false } = {}) =>
        printHtml(async () => {
          // The layout comes after the click, not with every screen that can print.
          const [{ renderReceiptHtml }, { receiptContentOf }] = await Promise.all([
            import('./receipt-html.ts'),
            import('./receipt-document.ts'),
          ]);
          return renderReceiptHtml(receiptContentOf(await document(), t, { copy }));
        }),
      print: async (content) => {
        if (!receiptWindow) return false;
        try {
          // The receipt's layout comes after the click (with the hotel's details), not with
          // every screen that can print: the window already shows 'Preparing'.
          const [hotel, { renderReceiptHtml }] = await Promise.all([
            queryClient.fetchQuery(hotelDetailsQueryOptions()),
            import('./receipt-html.ts'),
          ]);
          // Who served the guest: the signed-in user (already known to the desk's top bar).
          const servedBy = queryClient.getQueryData(sessionQueryOptions().queryKey)?.user.name;
          await receiptWindow.print(renderReceiptHtml({ servedBy, ...(await content(hotel)) }));
          return true;
        } catch (error) {
          console.warn('Failed to print receipt:', error);
          receiptWindow.close();
          return false;
        }
      },
      cancel: () => receiptWindow?.close(),
    };
  }, [queryClient, t]);
};
