import type { TFunction } from 'i18next';
import type { PaymentMethod, ShiftReportDocument } from '@frontdesk/domain';
import {
  receiptDocument,
  receiptHotelLines,
  receiptRow as row,
  receiptText as text,
} from '../../../components/receipt/receipt-html.ts';
import { paymentMethodText, type DisplayFormat } from '../../../i18n/format.ts';
import { differenceText } from './difference-text.ts';

/**
 * The 58 mm shift report: who, when, float, cash taken and paid out, expected, counted and over
 * or short with its note (wrapped), each method's total and count, room, food, expenses and
 * refunds, and the wallet payments with their references. It prints the report kept at the close
 * (ADR 079), with the hotel's details as they were then; a reprint adds only the COPY mark.
 */
export const renderShiftReport = (
  report: ShiftReportDocument,
  t: TFunction,
  format: DisplayFormat,
  { copy = false }: { copy?: boolean } = {},
): string => {
  const { Shift: shift, Hotel: hotel } = report;
  const money = (amount: number) => format.kyat(amount);
  const time = (instant: string) => format.dateTime(new Date(instant), hotel.TimeZone);
  const parts = [
    ...receiptHotelLines({
      name: hotel.Name,
      address: hotel.Address,
      city: hotel.City,
      phone: hotel.Phone,
    }),
    `<div class="center grand">${text(t('shift.reportTitle'))}</div>`,
    ...(copy ? [`<div class="center grand">${text(t('corrections.receipt.copy'))}</div>`] : []),
    row(t('shift.receptionist'), shift.userName),
    row(t('shift.openedAt'), time(shift.openedAt)),
    ...(shift.closedAt ? [row(t('shift.closedAt'), time(shift.closedAt))] : []),
    '<hr>',
    row(t('shift.float'), money(shift.float)),
    row(t('shift.cashIn'), money(shift.cashIn)),
    row(t('shift.cashOut'), money(shift.cashOut)),
    row(t('shift.expectedCash'), money(shift.expectedCash), 'field strong'),
  ];
  if (shift.countedCash !== null && shift.difference !== null) {
    parts.push(row(t('shift.countedCash'), money(shift.countedCash), 'field strong'));
    parts.push(
      row(t('shift.difference'), differenceText(shift.difference, t, format), 'field grand'),
    );
    // A long note wraps under its label, on the paper's width.
    if (shift.note) {
      parts.push(`<div>${text(t('shift.note'))}</div>`);
      parts.push(`<div class="detail note">${text(shift.note)}</div>`);
    }
  }
  parts.push('<hr>');
  for (const method of Object.keys(shift.methods) as PaymentMethod[]) {
    const { total, count } = shift.methods[method];
    parts.push(row(paymentMethodText(t, method), money(total)));
    parts.push(`<div class="detail">${text(t('shift.payments', { count }))}</div>`);
  }
  parts.push('<hr>');
  parts.push(row(t('shift.room'), money(shift.room)));
  parts.push(row(t('shift.food'), money(shift.food)));
  parts.push(row(t('shift.expenses'), money(shift.expenses)));
  parts.push(row(t('shift.refunds'), money(shift.refunds)));
  if (shift.walletPayments.length > 0) {
    parts.push('<hr>', `<div class="strong">${text(t('shift.walletPayments'))}</div>`);
    for (const payment of shift.walletPayments) {
      const method = paymentMethodText(t, payment.paymentMethod as PaymentMethod);
      parts.push(row(method, money(payment.amount), 'item'));
      const detail = [time(payment.at), payment.walletReference].filter(Boolean).join(' · ');
      parts.push(`<div class="detail">${text(detail)}</div>`);
    }
  }
  return receiptDocument(t('shift.reportTitle'), format.locale.language, parts);
};
