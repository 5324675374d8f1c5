import {
  checkoutNotBeforeTodayMessage,
  checkoutNotBeforeTomorrowMessage,
  checkoutTooLateMessage,
  maxStayNights,
} from '../rules/guest-stay.ts';
import { z } from 'zod';
import { receiptDocumentSchema } from './receipt-document.ts';
import { addDays, businessDate } from '../rules/dates.ts';
import { sumKyat } from '../rules/money.ts';
import { creditPrepayment } from '../rules/prepayment.ts';
import {
  chargeSummary,
  parseRate,
  roomCharges,
  type PriceList,
  type PricedStay,
} from '../rules/pricing.ts';
import { receiptKinds } from '../rules/receipt-number.ts';
import {
  checkoutAtNoon,
  countNights,
  earliestCheckoutDate,
  isEarlyArrival,
  reservationCheckout,
  shortStayEnd,
  type NightsCount,
  type NightTimes,
} from '../rules/stay-length.ts';
import { paymentMethods, stayTypes, type StayType } from '../rules/stay-types.ts';
import { wallClockDate, type WallClock } from '../rules/wall-clock.ts';
import { guestIdentityFields } from './guests.ts';
import { missingPaperIssues, optionalForeignerPapersFields } from './register.ts';
import { walletReferenceField } from './wallet-reference.ts';
import {
  choice,
  flag,
  instantText,
  kyat,
  ratePercent,
  roomNumberField,
  storedId,
  wallClockField,
} from './input-fields.ts';

export const checkInLimits = { maxRooms: 50, maxPricePerNight: 100_000_000 } as const;

/** Header that makes POST /check-in safe to retry: the same key answers the first result. */
export const idempotencyKeyHeader = 'idempotency-key';

/** What becomes of a prepayment the rooms do not use. */
export const overpaymentChoices = ['credit', 'refund'] as const;
export type OverpaymentChoice = (typeof overpaymentChoices)[number];

export const verifyRoomNumbersMessage = 'Please verify all room numbers before proceeding.';
export const roomNotAvailableMessage = (room: string) => `Room ${room} is not available.`;

const checkInRoomSchema = z.object(
  {
    roomNumber: roomNumberField('Room number'),
    extraBed: flag('Extra bed').default(false),
  },
  { error: 'Each room needs a room number' },
);

const needsCheckoutDate: readonly StayType[] = ['full-night', 'long-stay'];

/**
 * POST /check-in: one operation for a whole check-in (walk-in or reservation, one or more rooms).
 * The server prices it from the hotel's prices; the client sends no amounts but a long stay's
 * price per night and the rates. checkoutDate is the hotel's wall-clock time (its date counts;
 * full-night and long-stay guests leave at 12:00); a reservation without one keeps its own.
 */
export const checkInRequestSchema = z
  .object(
    {
      stayType: choice('Stay type', stayTypes),
      reservationId: storedId('Reservation ID').optional(),
      /** A foreigner's passport and visa are required (ADR 043); a local guest sends none. */
      guest: z.object(
        {
          ...guestIdentityFields,
          isForeigner: flag('Foreigner').default(false),
          ...optionalForeignerPapersFields,
        },
        { error: 'The guest is required' },
      ),
      rooms: z
        .array(checkInRoomSchema, { error: 'Please select a room' })
        .min(1, 'Please select a room')
        .max(checkInLimits.maxRooms, `At most ${checkInLimits.maxRooms} rooms at once`),
      checkoutDate: wallClockField('Check-out date').optional(),
      pricePerNight: kyat('Price per night', {
        min: 0,
        max: checkInLimits.maxPricePerNight,
      }).optional(),
      taxRate: ratePercent('Tax rate'),
      serviceRate: ratePercent('Service rate'),
      paymentMethod: choice('Payment method', paymentMethods).default('cash'),
      /** The wallet's transaction reference (ADR 051): kept for KPay, AyaPay and WavePay only. */
      walletReference: walletReferenceField,
      /**
       * A reservation prepaid beyond the rooms' totals: keep the rest as credit on the (first)
       * stay, or refund it now by the reservation's payment method (ADR 030).
       */
      overpayment: choice('Overpayment', overpaymentChoices).default('credit'),
      /**
       * The desk confirmed checking in although reservations are promised more rooms than would
       * be left on some night (the 409 with overbookedNights, ADR 040); recorded in the log.
       */
      confirmOverbooking: flag('Confirm overbooking').optional(),
    },
    { error: 'The check-in is required' },
  )
  .superRefine((request, ctx) => {
    if (request.guest.isForeigner) {
      for (const { path, message } of missingPaperIssues(request.guest)) {
        ctx.addIssue({ code: 'custom', path: ['guest', path], message });
      }
    }
    const seen = new Set<string>();
    request.rooms.forEach((room, index) => {
      if (seen.has(room.roomNumber)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rooms', index, 'roomNumber'],
          message: `Room ${room.roomNumber} is chosen twice`,
        });
      }
      seen.add(room.roomNumber);
    });
    if (
      needsCheckoutDate.includes(request.stayType) &&
      request.reservationId === undefined &&
      request.checkoutDate === undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkoutDate'],
        message: 'Check-out date is required',
      });
    }
    if (request.stayType === 'long-stay' && request.pricePerNight === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['pricePerNight'],
        message: 'Price per night is required for a long stay',
      });
    }
  });
export type CheckInRequestInput = z.input<typeof checkInRequestSchema>;
export type CheckInRequest = z.output<typeof checkInRequestSchema>;

/**
 * A check-in's check-out date against the hotel's times: the earliest is tomorrow, or today for
 * an arrival before the arrival-day hour (earliestCheckoutDate, ADR 075), the latest a year from
 * today; undefined when the date is fine.
 */
export const checkoutDateProblem = (
  checkoutDate: WallClock,
  now: Date,
  times: NightTimes,
): string | undefined => {
  const day = wallClockDate(checkoutDate);
  const today = businessDate(now, times.timeZone);
  const earliest = earliestCheckoutDate(now, times);
  if (day < earliest) {
    return earliest === today ? checkoutNotBeforeTodayMessage : checkoutNotBeforeTomorrowMessage;
  }
  if (day > addDays(today, maxStayNights)) return checkoutTooLateMessage;
  return undefined;
};

export interface CheckInStay {
  checkinAt: Date;
  checkoutAt: Date;
  nights: number;
  /** How the nights were counted (countNights); null for a daycation or session. */
  counted: NightsCount | null;
  /** Arrived on its night's date before 12:00: the owner's early check-in charge applies. */
  earlyArrival: boolean;
}

/**
 * When a check-in starts and ends, and the nights it is charged for. Daycation and session start
 * now and last 12 h / 3 h (one stay). A full night or long stay leaves at 12:00 on the chosen
 * date (a reservation without one keeps its own; when today or earlier, tomorrow at 12:00). A
 * walk-in and a reservation check-in count their nights by the one rule (countNights, ADR 068)
 * from the hotel's times: from the arrival's night to the check-out date.
 */
export const checkInStay = (input: {
  stayType: StayType;
  now: Date;
  timeZone: string;
  /** The hotel's hour from which an arrival belongs to that day's night (ADR 068). */
  arrivalDayHour: number;
  checkoutDate?: WallClock | undefined;
  reservation?: { checkinAt: Date; checkoutAt: Date } | undefined;
}): CheckInStay => {
  const { stayType, now, timeZone, checkoutDate, reservation } = input;
  if (stayType === 'daycation' || stayType === 'session') {
    const checkoutAt = shortStayEnd(stayType, now);
    return { checkinAt: now, checkoutAt, nights: 1, counted: null, earlyArrival: false };
  }
  if (!checkoutDate && !reservation) {
    throw new RangeError(`A ${stayType} check-in needs a check-out date`);
  }
  const day = checkoutDate
    ? wallClockDate(checkoutDate)
    : businessDate(reservationCheckout(reservation!.checkoutAt, now, timeZone), timeZone);
  const checkoutAt = checkoutAtNoon(day, timeZone);
  const times = { timeZone, arrivalDayHour: input.arrivalDayHour };
  const counted = countNights({ arrival: now, departure: checkoutAt }, times);
  return {
    checkinAt: now,
    checkoutAt,
    nights: counted.nights,
    counted,
    earlyArrival: isEarlyArrival(now, times),
  };
};

export interface QuotedRoomInput {
  roomNumber: string;
  extraBed: boolean;
  /** The prices of the room's type. */
  prices: PriceList;
}

export interface QuotedRoom {
  roomNumber: string;
  extraBed: boolean;
  roomCharges: number;
  /** The extra bed's part of roomCharges (0 without one): the folio shows it on its own line. */
  extraBedCharges: number;
  /** The early check-in charge's part of roomCharges (0 when none): a line of its own. */
  earlyCheckInCharges: number;
  tax: number;
  service: number;
  total: number;
  /** The room's share of a reservation's prepayment (in proportion to the rooms' totals). */
  prepaidShare: number;
  /** What is paid now for the room: its total, less its share of a reservation's prepayment. */
  amountDue: number;
}

export interface CheckInQuote {
  rooms: QuotedRoom[];
  taxRate: number;
  serviceRate: number;
  roomCharges: number;
  tax: number;
  service: number;
  total: number;
  /** The part of the total the reservation's prepayment covers. */
  priorPaid: number;
  /** What is paid now: total minus priorPaid. */
  grandTotal: number;
  /** The part of the prepayment the rooms do not use: kept as credit on the stay or refunded. */
  overpaid: number;
}

/**
 * The charges of a check-in, room by room (each room priced by its own type), with the totals of
 * the receipt. Throws MissingPriceError when a needed price is not set.
 */
export const quoteCheckIn = (input: {
  stayType: StayType;
  nights: number;
  isForeigner: boolean;
  pricePerNight?: number | undefined;
  /**
   * The owner's early check-in charge for each room, when the stay arrived early
   * (CheckInStay.earlyArrival; ADR 068): added to the room's charges, taxed like them.
   */
  earlyCheckInCharge?: number | undefined;
  taxRate: unknown;
  serviceRate: unknown;
  rooms: readonly QuotedRoomInput[];
  /**
   * A reservation's prepayment: AmountPaid, less what earlier check-ins already credited.
   * prepaidDivider is still accepted from clients and ignored (ADR 030).
   */
  prepaid?: { amountPaid: number; alreadyCredited?: number; prepaidDivider?: number } | undefined;
}): CheckInQuote => {
  const pricedStay = (extraBed: boolean): PricedStay => {
    switch (input.stayType) {
      case 'full-night':
        return {
          stayType: 'full-night',
          nights: input.nights,
          extraBed,
          isForeigner: input.isForeigner,
        };
      case 'daycation':
      case 'session':
        return { stayType: input.stayType, extraBed };
      case 'long-stay':
        if (input.pricePerNight === undefined) {
          throw new RangeError('A long stay needs a price per night');
        }
        return { stayType: 'long-stay', nights: input.nights, pricePerNight: input.pricePerNight };
    }
  };
  const early = input.earlyCheckInCharge ?? 0;
  const summaries = input.rooms.map((room) =>
    chargeSummary(
      sumKyat([roomCharges(room.prices, pricedStay(room.extraBed)), early]),
      input.taxRate,
      input.serviceRate,
    ),
  );
  const credit = creditPrepayment(
    summaries.map((s) => s.total),
    input.prepaid ? sumKyat([input.prepaid.amountPaid, -(input.prepaid.alreadyCredited ?? 0)]) : 0,
  );
  const rooms = input.rooms.map((room, i): QuotedRoom => ({
    roomNumber: room.roomNumber,
    extraBed: room.extraBed,
    roomCharges: summaries[i]!.roomCharges,
    extraBedCharges:
      room.extraBed && input.stayType !== 'long-stay'
        ? sumKyat([summaries[i]!.roomCharges, -early, -roomCharges(room.prices, pricedStay(false))])
        : 0,
    earlyCheckInCharges: early,
    tax: summaries[i]!.tax,
    service: summaries[i]!.service,
    total: summaries[i]!.total,
    prepaidShare: credit.shares[i]!,
    amountDue: credit.due[i]!,
  }));
  const total = sumKyat(rooms.map((r) => r.total));
  return {
    rooms,
    taxRate: parseRate(input.taxRate),
    serviceRate: parseRate(input.serviceRate),
    roomCharges: sumKyat(rooms.map((r) => r.roomCharges)),
    tax: sumKyat(rooms.map((r) => r.tax)),
    service: sumKyat(rooms.map((r) => r.service)),
    total,
    priorPaid: credit.credited,
    grandTotal: sumKyat(credit.due),
    overpaid: credit.overpaid,
  };
};

export const checkedInGuestSchema = z.object({
  ID: z.number().int(),
  RoomNumber: z.string(),
  ExtraBed: z.boolean(),
  RoomCharges: z.number(),
  TaxCharges: z.number(),
  ServiceCharges: z.number(),
  Total: z.number(),
  /** The room's share of the reservation's prepayment. */
  PrepaidShare: z.number(),
  AmountDue: z.number(),
});
export type CheckedInGuest = z.infer<typeof checkedInGuestSchema>;

/** The answer of POST /check-in: everything the receipt prints. */
export const checkInResponseSchema = z.object({
  receiptNumber: z.string(),
  stayType: z.enum(stayTypes),
  reservationId: z.number().int().nullable(),
  paymentMethod: z.enum(paymentMethods),
  nights: z.number().int(),
  checkinDate: instantText,
  checkoutDate: instantText,
  taxRate: z.number(),
  serviceRate: z.number(),
  guests: z.array(checkedInGuestSchema),
  roomCharges: z.number(),
  tax: z.number(),
  service: z.number(),
  total: z.number(),
  priorPaid: z.number(),
  grandTotal: z.number(),
  /** The part of the prepayment the rooms did not use, and what became of it (ADR 030). */
  overpaid: z.number(),
  overpayment: z.enum(overpaymentChoices),
  /** The receipt as printed and kept (ADR 069): the desk prints it; a reprint is the same. */
  receipt: receiptDocumentSchema,
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

/** POST /receipt-numbers: a receipt number issued by the server for any other receipt. */
export const receiptNumberRequestSchema = z.object(
  { kind: choice('Kind', receiptKinds) },
  { error: 'The receipt kind is required' },
);
export type ReceiptNumberRequest = z.output<typeof receiptNumberRequestSchema>;
export const receiptNumberResponseSchema = z.object({ receiptNumber: z.string() });
export type ReceiptNumberResponse = z.infer<typeof receiptNumberResponseSchema>;
