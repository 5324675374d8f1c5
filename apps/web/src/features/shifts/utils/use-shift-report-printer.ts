import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Shift } from '@frontdesk/domain';
import { hotelDetailsQueryOptions } from '../../../components/receipt/hotel-details.ts';
import {
  openReceiptWindow,
  placeholderReceiptHtml,
} from '../../../components/receipt/receipt-window.ts';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { renderShiftReport } from './shift-report.ts';

/**
 * Prints a shift's report in the 58 mm receipt window; call it from the click itself (the window
 * opens then). Resolves false, the window closed, when it could not print.
 */
export const useShiftReportPrinter = () => {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const format = useDisplayFormat();
  return useCallback(
    async (shift: Shift): Promise<boolean> => {
      const target = openReceiptWindow(placeholderReceiptHtml(t('receipt.preparing')));
      if (!target) return false;
      try {
        const hotel = await queryClient.fetchQuery(hotelDetailsQueryOptions());
        await target.print(renderShiftReport(shift, hotel, t, format));
        return true;
      } catch (error) {
        console.warn('Failed to print the shift report:', error);
        target.close();
        return false;
      }
    },
    [queryClient, t, format],
  );
};
