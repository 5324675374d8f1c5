import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftReportDocument } from '@frontdesk/domain';
import {
  openReceiptWindow,
  placeholderReceiptHtml,
} from '../../../components/receipt/receipt-window.ts';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { getShiftReport } from '../api/shifts.ts';
import { renderShiftReport } from './shift-report.ts';

/**
 * Prints a shift's report as it was kept at the close (ADR 079) in the 58 mm receipt window,
 * marked COPY for a reprint; call it from the click itself (the window opens then), the report
 * may follow. Resolves false, the window closed, when it could not print.
 */
export const useShiftReportPrinter = () => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  return useCallback(
    async (
      report: () => ShiftReportDocument | Promise<ShiftReportDocument>,
      { copy = false }: { copy?: boolean } = {},
    ): Promise<boolean> => {
      const target = openReceiptWindow(placeholderReceiptHtml(t('receipt.preparing')));
      if (!target) return false;
      try {
        await target.print(renderShiftReport(await report(), t, format, { copy }));
        return true;
      } catch (error) {
        console.warn('Failed to print the shift report:', error);
        target.close();
        return false;
      }
    },
    [t, format],
  );
};

/**
 * The owner's Reprint shift report (the Shifts list and a shift's page): prints the report kept
 * at the close, marked COPY; `printFailed` says the last reprint could not print.
 */
export const useShiftReprint = () => {
  const printReport = useShiftReportPrinter();
  const [printFailed, setPrintFailed] = useState(false);
  const reprint = (id: number) => {
    setPrintFailed(false);
    void printReport(() => getShiftReport(id), { copy: true }).then((printed) =>
      setPrintFailed(!printed),
    );
  };
  return { reprint, printFailed };
};
