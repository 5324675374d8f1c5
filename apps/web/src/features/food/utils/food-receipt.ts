import type { TFunction } from 'i18next';
import type { Hotel, PlacedFoodOrder } from '@frontdesk/domain';
import type { ReceiptContent } from '../../../components/receipt/receipt-html.ts';
import { displayFormat, paymentMethodText } from '../../../i18n/format.ts';
import '../../../i18n/desk-dialog-texts.ts';

/**
 * The 58 mm food receipt of a placed order: its FOOD number, the room and guest, one line per
 * dish ('2 x 3,500 Ks'), subtotal, tax, service and total, all as the server answered them.
 */
export const foodReceipt = (
  order: PlacedFoodOrder,
  hotel: Hotel,
  t: TFunction,
): ReceiptContent => ({
  hotel,
  receiptNumber: order.receiptNumber,
  issuedAt: new Date(order.orderTime),
  timeZone: hotel.timeZone,
  rooms: [order.roomNumber],
  guest: order.guestName,
  items: order.lines.map((line) => ({
    label: line.FoodName,
    detail: t('food.receiptLine', {
      quantity: line.Quantity,
      price: displayFormat().kyat(line.Price),
    }),
    amount: line.Amount,
  })),
  subtotal: order.subtotal,
  taxRate: order.taxRate,
  tax: order.tax,
  serviceRate: order.serviceRate,
  service: order.service,
  total: order.grandTotal,
  paymentMethod: paymentMethodText(t, order.paymentMethod),
});
