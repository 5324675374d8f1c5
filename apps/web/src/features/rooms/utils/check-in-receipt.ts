import type { TFunction } from 'i18next';
import {
  roomCharges,
  sumKyat,
  type CheckInResponse,
  type Hotel,
  type PriceList,
  type PricedStay,
  type StayType,
} from '@frontdesk/domain';
import type { ReceiptContent, ReceiptItem } from '../../../components/receipt/receipt-html.ts';
import { paymentMethodText } from '../../../i18n/format.ts';
import '../../../i18n/desk-dialog-texts.ts';

export interface CheckInReceiptInput {
  response: CheckInResponse;
  guestName: string;
  isForeigner: boolean;
  /** The prices of each checked-in room's type, for the extra-bed line. */
  pricesOf: (roomNumber: string) => PriceList | undefined;
  hotel: Hotel;
  t: TFunction;
}

const countsNights = (stayType: StayType) => stayType === 'full-night' || stayType === 'long-stay';

/** The part of a room's charges that is its extra bed (0 when its price is unknown). */
const extraBedCharge = (
  prices: PriceList | undefined,
  stayType: StayType,
  nights: number,
  isForeigner: boolean,
): number => {
  if (!prices || stayType === 'long-stay') return 0;
  const stay = (extraBed: boolean): PricedStay =>
    stayType === 'full-night'
      ? { stayType, nights, extraBed, isForeigner }
      : { stayType, extraBed };
  try {
    return sumKyat([roomCharges(prices, stay(true)), -roomCharges(prices, stay(false))]);
  } catch {
    return 0;
  }
};

/**
 * The receipt of a completed check-in: the server's answer (number, dates, nights, amounts) with
 * the guest's name and the hotel's details; a room with an extra bed gets its own line.
 */
export const checkInReceipt = ({
  response,
  guestName,
  isForeigner,
  pricesOf,
  hotel,
  t,
}: CheckInReceiptInput): ReceiptContent => {
  const stayLabel = t(`checkIn.stayTypes.${response.stayType}`);
  const nightsText = t('receipt.nightCount', { count: response.nights });
  const items: ReceiptItem[] = response.guests.flatMap((guest) => {
    const extra = guest.ExtraBed
      ? extraBedCharge(pricesOf(guest.RoomNumber), response.stayType, response.nights, isForeigner)
      : 0;
    const detail = countsNights(response.stayType) ? `${stayLabel} · ${nightsText}` : stayLabel;
    const lines: ReceiptItem[] = [
      {
        label: t('receipt.roomLine', { room: guest.RoomNumber }),
        detail,
        amount: sumKyat([guest.RoomCharges, -extra]),
      },
    ];
    if (extra > 0) {
      const room = t('receipt.roomLine', { room: guest.RoomNumber });
      lines.push({
        label: t('receipt.extraBed'),
        detail: countsNights(response.stayType) ? `${room} · ${nightsText}` : room,
        amount: extra,
      });
    }
    return lines;
  });
  const fromReservation = response.reservationId !== null;
  return {
    hotel,
    receiptNumber: response.receiptNumber,
    issuedAt: new Date(response.checkinDate),
    timeZone: hotel.timeZone,
    rooms: response.guests.map((guest) => guest.RoomNumber),
    guest: guestName,
    stay: {
      label: stayLabel,
      checkin: new Date(response.checkinDate),
      checkout: new Date(response.checkoutDate),
      nights: countsNights(response.stayType) ? response.nights : undefined,
    },
    items,
    subtotal: response.roomCharges,
    taxRate: response.taxRate,
    tax: response.tax,
    serviceRate: response.serviceRate,
    service: response.service,
    total: response.total,
    priorPaid: fromReservation ? response.priorPaid : undefined,
    grandTotal: fromReservation ? response.grandTotal : undefined,
    paymentMethod: paymentMethodText(t, response.paymentMethod),
  };
};
