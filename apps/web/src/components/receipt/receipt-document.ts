import type { TFunction } from 'i18next';
import {
  foodOrderPaymentMethods,
  type FoodOrderPaymentMethod,
  type ReceiptDocument,
  type ReceiptDocumentLine,
  type StayType,
} from '@frontdesk/domain';
import { displayFormat, paymentMethodText } from '../../i18n/format.ts';
import '../../i18n/desk-dialog-texts.ts';
import { billReceipt } from './bill-receipt.ts';
import type { ReceiptContent, ReceiptItem } from './receipt-html.ts';

const recordTypes = [
  'checked-in',
  'extend',
  'extend-long-stay',
  'food',
  'deposit',
  'deposit-refund',
  'payment',
] as const;

const countsNights = (stayType: string | null) =>
  stayType === 'full-night' || stayType === 'long-stay';

/** What an extension added, in words: '2 Days', '3 Hours'. */
export const extensionLengthText = (kind: string, units: number, t: TFunction) =>
  t(kind === 'hours' ? 'stays.extend.hourCount' : 'stays.extend.dayCount', { count: units });

const methodText = (t: TFunction, method: string) =>
  (foodOrderPaymentMethods as readonly string[]).includes(method)
    ? paymentMethodText(t, method as FoodOrderPaymentMethod)
    : method;

const itemOf = (line: ReceiptDocumentLine, t: TFunction): ReceiptItem => {
  const kyat = (amount: number) => displayFormat().kyat(amount);
  const nights = line.Nights !== null ? t('receipt.nightCount', { count: line.Nights }) : null;
  switch (line.Kind) {
    case 'room': {
      const stay = line.StayType ? t(`checkIn.stayTypes.${line.StayType as StayType}`) : null;
      return {
        label: t('receipt.roomLine', { room: line.Room ?? '' }),
        detail: [stay, countsNights(line.StayType) ? nights : null].filter(Boolean).join(' · '),
        amount: line.Amount,
      };
    }
    case 'extra-bed':
      return {
        label: t('receipt.extraBed'),
        detail: [t('receipt.roomLine', { room: line.Room ?? '' }), nights]
          .filter(Boolean)
          .join(' · '),
        amount: line.Amount,
      };
    case 'early-check-in':
      return {
        label: t('checkIn.earlyCheckIn', {
          room: line.Room ?? '',
          noon: displayFormat().hourMinute(12),
        }),
        amount: line.Amount,
      };
    case 'extension':
      return {
        label: t(`stays.extend.receiptLine.${line.Unit ?? 'days'}`),
        detail: t('stays.extend.receiptDetail', {
          units: extensionLengthText(line.Unit ?? 'days', line.Quantity ?? 0, t),
          price: kyat(line.Price ?? 0),
        }),
        amount: line.Amount,
      };
    case 'dish':
      return {
        label: line.Label ?? '',
        detail: t('food.receiptLine', {
          quantity: line.Quantity ?? 0,
          price: kyat(line.Price ?? 0),
        }),
        amount: line.Amount,
      };
    case 'record': {
      const label = line.Label ?? '';
      return {
        label:
          label === 'void' || label === 'refund'
            ? t(`corrections.${label}`)
            : (recordTypes as readonly string[]).includes(label)
              ? t(`revenue.types.${label as (typeof recordTypes)[number]}`)
              : label,
        amount: line.Amount,
      };
    }
  }
};

/**
 * The one way a receipt is printed (ADR 069): the document the server issued and kept, laid out
 * in the desk's language. The first print and every reprint of a receipt go through here, so a
 * copy says what the original said, marked COPY.
 */
export const receiptContentOf = (
  document: ReceiptDocument,
  t: TFunction,
  { copy = false }: { copy?: boolean } = {},
): ReceiptContent => {
  const hotel = {
    name: document.Hotel.Name,
    address: document.Hotel.Address,
    city: document.Hotel.City,
    phone: document.Hotel.Phone,
    timeZone: document.Hotel.TimeZone,
  };
  const common = {
    servedBy: document.ServedBy ?? undefined,
    copy,
    walletTransactionId: document.WalletTransactionId ?? undefined,
  };
  if (document.Bill) {
    return {
      ...billReceipt(document.Bill, hotel, t, new Date(document.IssuedAt)),
      receiptNumber: document.ReceiptNumber,
      ...common,
    };
  }
  const stay = document.Stay;
  const extension = document.Extension;
  return {
    hotel,
    receiptNumber: document.ReceiptNumber,
    issuedAt: new Date(document.IssuedAt),
    timeZone: hotel.timeZone,
    rooms: document.Rooms,
    guest: document.Guest ?? undefined,
    stay: stay
      ? {
          label: t(`checkIn.stayTypes.${stay.StayType as StayType}`),
          checkin: new Date(stay.CheckinDate),
          checkout: new Date(stay.CheckoutDate),
          nights: stay.Nights ?? undefined,
        }
      : undefined,
    extension: extension
      ? {
          previousCheckout: new Date(extension.PreviousCheckoutDate),
          checkout: new Date(extension.CheckoutDate),
          added: extensionLengthText(extension.Kind, extension.Units, t),
        }
      : undefined,
    items: document.Lines.map((line) => itemOf(line, t)),
    subtotal: document.Subtotal,
    taxRate: document.TaxRate,
    tax: document.Tax,
    serviceRate: document.ServiceRate,
    service: document.Service,
    total: document.Total,
    priorPaid: document.PriorPaid ?? undefined,
    grandTotal: document.GrandTotal ?? undefined,
    paymentMethod: document.PaymentMethod ? methodText(t, document.PaymentMethod) : undefined,
    correction: document.Correction
      ? {
          kind: document.Correction.Kind,
          reason: document.Correction.Reason,
          originalReceiptNumber: document.Correction.OriginalReceiptNumber,
        }
      : undefined,
    ...common,
  };
};
