import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import {
  formatHotelClockTime,
  formatDisplayDate,
  formatDisplayDateTime,
  formatDigits,
  formatKyat,
  formatNumber,
  formatSignedKyat,
  formatTopBarDate,
  isRoomStatusCode,
  paymentMethods,
  type DisplayLocale,
  type IsoDate,
  type FoodOrderPaymentMethod,
} from '@frontdesk/domain';
import { getDisplayLocale, useDisplayLocale } from './display-locale.ts';

/** Every amount, count and date the screens show, in the chosen language and digits. */
export interface DisplayFormat {
  locale: DisplayLocale;
  kyat: (amount: number) => string;
  signedKyat: (amount: number) => string;
  number: (value: number) => string;
  date: (date: IsoDate) => string;
  dateTime: (instant: Date, timeZone: string) => string;
  topBarDate: (instant: Date, timeZone: string) => string;
  /** hh:mm, 24-hour, on the hotel's clock. */
  clockTime: (instant: Date, timeZone: string) => string;
  /** A time of the hotel's day as hh:mm ('12:00', '၁၂:၀၀'): its check-out time, a setting. */
  hourMinute: (hour: number, minute?: number) => string;
}

export const displayFormat = (locale: DisplayLocale = getDisplayLocale()): DisplayFormat => ({
  locale,
  kyat: (amount) => formatKyat(amount, locale),
  signedKyat: (amount) => formatSignedKyat(amount, locale),
  number: (value) => formatNumber(value, locale),
  date: (date) => formatDisplayDate(date, locale),
  dateTime: (instant, timeZone) => formatDisplayDateTime(instant, timeZone, locale),
  topBarDate: (instant, timeZone) => formatTopBarDate(instant, timeZone, locale),
  clockTime: (instant, timeZone) => formatHotelClockTime(instant, timeZone, locale),
  hourMinute: (hour, minute = 0) =>
    `${formatDigits(hour, 2, locale)}:${formatDigits(minute, 2, locale)}`,
});

/** The formatters, re-rendering the caller when the language or the digits change. */
export const useDisplayFormat = (): DisplayFormat => {
  const locale = useDisplayLocale();
  return useMemo(() => displayFormat(locale), [locale]);
};

/** A room status as the grid shows it; an unknown status is shown as Available. */
export const roomStatusText = (t: TFunction, status: number): string =>
  t(`display.roomStatuses.${isRoomStatusCode(status) ? status : 1}`);

/** A floor header of the room grid (rules/floors.ts names them in English). */
export const floorText = (t: TFunction, floor: number): string =>
  floor >= 1 && floor <= 20
    ? t(`display.floors.${floor as 1}`, { floor })
    : t('display.floors.other', { floor });

export const paymentMethodText = (t: TFunction, method: FoodOrderPaymentMethod): string =>
  t(`display.paymentMethods.${method}`);

/** Cash, KPay, AyaPay and WavePay as a Select's choices, named in the desk's language. */
export const paymentMethodOptions = (t: TFunction) =>
  paymentMethods.map((method) => ({ value: method, label: paymentMethodText(t, method) }));
