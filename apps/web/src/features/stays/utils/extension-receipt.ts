import type { TFunction } from 'i18next';
import type { ExtensionResponse, Hotel } from '@frontdesk/domain';
import type { ReceiptContent } from '../../../components/receipt/receipt-html.ts';
import { displayFormat, paymentMethodText } from '../../../i18n/format.ts';
import '../../../i18n/desk-dialog-texts.ts';

/** What an extension added, in words: '2 Days', '3 Hours'. */
export const extensionLength = (answer: Pick<ExtensionResponse, 'kind' | 'units'>, t: TFunction) =>
  t(answer.kind === 'hours' ? 'stays.extend.hourCount' : 'stays.extend.dayCount', {
    count: answer.units,
  });

/**
 * The receipt of an extension, on the one 58 mm layout: receipt number, guest, room, old and new
 * check-out, the days or hours added, charges, tax %, service %, total. Amounts are the server's.
 */
export const extensionReceipt = (
  answer: ExtensionResponse,
  hotel: Hotel,
  t: TFunction,
): ReceiptContent => ({
  hotel,
  receiptNumber: answer.receiptNumber,
  issuedAt: new Date(answer.issuedAt),
  timeZone: hotel.timeZone,
  rooms: [answer.guest.RoomNumber],
  guest: answer.guest.Name,
  extension: {
    previousCheckout: new Date(answer.previousCheckoutDate),
    checkout: new Date(answer.checkoutDate),
    added: extensionLength(answer, t),
  },
  items: [
    {
      label: t(`stays.extend.receiptLine.${answer.kind}`),
      detail: t('stays.extend.receiptDetail', {
        units: extensionLength(answer, t),
        price: displayFormat().kyat(answer.unitPrice),
      }),
      amount: answer.roomCharges,
    },
  ],
  subtotal: answer.roomCharges,
  taxRate: answer.taxRate,
  tax: answer.tax,
  serviceRate: answer.serviceRate,
  service: answer.service,
  total: answer.total,
  paymentMethod: paymentMethodText(t, answer.paymentMethod),
});
