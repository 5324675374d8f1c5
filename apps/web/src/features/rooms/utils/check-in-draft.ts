import {
  arrivalNight,
  bookedVsNew,
  businessDate,
  checkInStay,
  earliestCheckoutDate,
  formatWallClock,
  MissingPriceError,
  parseRate,
  quoteCheckIn,
  readTypedNumber,
  reservationCheckout,
  tomorrowAtNoon,
  walletReferenceBody,
  type BookedVsNew,
  type CheckInQuote,
  type CheckInRequestInput,
  type CheckInStay,
  type IsoDate,
  type OverpaymentChoice,
  type PaymentMethod,
  type Reservation,
  type Room,
  type StayType,
} from '@frontdesk/domain';
import { schemaMessage } from '../../../i18n/schema-message.ts';
import { priceListOf } from './room-prices.ts';

/** What a check-in starts from: a room clicked in the grid, or a reservation. */
export type CheckInSource =
  | { kind: 'walk-in'; room: Room; stayType: StayType }
  | { kind: 'reservation'; reservation: Reservation };

export interface RoomSlot {
  /** '' until a room is chosen (reservation check-in). */
  roomNumber: string;
  extraBed: boolean;
}

/** The check-in form as typed. */
export type CheckInDraft = {
  name: string;
  nationalId: string;
  phone: string;
  /** The hotel's date the guest leaves (at 12:00); full night and long stay only. */
  checkoutDate: IsoDate | null;
  paymentMethod: PaymentMethod;
  /** A wallet payment's transaction reference (ADR 051); '' is none, cash sends none. */
  walletReference: string;
  isForeigner: boolean;
  /** A foreigner's papers (ADR 043), asked once Foreigner is ticked. */
  passportNumber: string;
  nationality: string;
  visaType: string;
  /** yyyy-mm-dd, or null until chosen. */
  visaExpiry: IsoDate | null;
  rooms: RoomSlot[];
  /** As typed: empty counts as 0. */
  taxRate: number | string;
  serviceRate: number | string;
  /** Long stay only. */
  pricePerNight: number | string;
  /** Reservation check-in: 'I confirm full amount has been paid.' */
  confirmedPaid: boolean;
  /** Reservation check-in prepaid beyond the total: keep the rest as credit or refund it. */
  overpayment: OverpaymentChoice;
};

export const stayTypeOf = (source: CheckInSource): StayType =>
  source.kind === 'walk-in' ? source.stayType : source.reservation.RoomType;

/** Full night and long stay ask when the guest leaves; daycation and session last 12 h / 3 h. */
export const asksCheckoutDate = (stayType: StayType) =>
  stayType === 'full-night' || stayType === 'long-stay';

/** Foreigner prices exist for full night only. */
export const asksForeigner = (stayType: StayType) => stayType === 'full-night';

/**
 * The earliest check-out date, by the hotel's times (ADR 075): tomorrow, or today for an arrival
 * before the arrival-day hour (its night, the one before, is charged).
 */
export const earliestCheckout = (now: Date, timeZone: string, arrivalDayHour: number): IsoDate =>
  earliestCheckoutDate(now, { timeZone, arrivalDayHour });

/** The wire form of a check-out date: 12:00 on the hotel's clock. */
export const checkoutWallClock = (date: IsoDate) =>
  formatWallClock({ date, hour: 12, minute: 0, second: 0, millisecond: 0 });

const rateText = (rate: number) => (rate > 0 ? rate : '');

/** The rates a check-in starts with when its source has none: the owner's defaults. */
export interface DefaultRates {
  taxRate: number;
  serviceRate: number;
}
const noDefaultRates: DefaultRates = { taxRate: 0, serviceRate: 0 };

export const initialDraft = (
  source: CheckInSource,
  now: Date,
  timeZone: string,
  defaults: DefaultRates = noDefaultRates,
): CheckInDraft => {
  const stayType = stayTypeOf(source);
  const blank = {
    paymentMethod: 'cash' as const,
    walletReference: '',
    isForeigner: false,
    passportNumber: '',
    nationality: '',
    visaType: '',
    visaExpiry: null,
    pricePerNight: '',
    confirmedPaid: false,
    overpayment: 'credit' as const,
  };
  if (source.kind === 'walk-in') {
    return {
      ...blank,
      name: '',
      nationalId: '',
      phone: '',
      checkoutDate: asksCheckoutDate(stayType)
        ? businessDate(tomorrowAtNoon(now, timeZone), timeZone)
        : null,
      rooms: [{ roomNumber: source.room.Room, extraBed: false }],
      taxRate: rateText(defaults.taxRate),
      serviceRate: rateText(defaults.serviceRate),
    };
  }
  const { reservation } = source;
  return {
    ...blank,
    name: reservation.Name,
    nationalId: reservation.NationalID,
    phone: reservation.Phone,
    // A reservation whose check-out is today or earlier leaves tomorrow at 12:00.
    checkoutDate: asksCheckoutDate(stayType)
      ? businessDate(
          reservationCheckout(new Date(reservation.CheckoutDate), now, timeZone),
          timeZone,
        )
      : null,
    rooms: Array.from({ length: Math.max(1, reservation.RoomCount) }, () => ({
      roomNumber: '',
      extraBed: reservation.ExtraBed,
    })),
    taxRate: rateText(reservation.TaxRate || defaults.taxRate),
    serviceRate: rateText(reservation.ServiceRate || defaults.serviceRate),
  };
};

/**
 * The hotel's nights rule (ADR 068, from its details): the hour from which an arrival belongs to
 * that day's night, and the early check-in charge per room (0: none).
 */
export interface NightsRule {
  arrivalDayHour: number;
  earlyCheckInCharge: number;
}

/** When the stay starts and ends and its nights, by the server's rule; null without a date. */
export const stayOfDraft = (
  source: CheckInSource,
  draft: CheckInDraft,
  now: Date,
  timeZone: string,
  rule: NightsRule,
): CheckInStay | null => {
  const stayType = stayTypeOf(source);
  if (asksCheckoutDate(stayType) && !draft.checkoutDate) return null;
  return checkInStay({
    stayType,
    now,
    timeZone,
    arrivalDayHour: rule.arrivalDayHour,
    checkoutDate: draft.checkoutDate ? checkoutWallClock(draft.checkoutDate) : undefined,
    reservation:
      source.kind === 'reservation'
        ? {
            checkinAt: new Date(source.reservation.CheckinDate),
            checkoutAt: new Date(source.reservation.CheckoutDate),
          }
        : undefined,
  });
};

/**
 * The price as typed, read by the domain's one parser ('50 000', '၅၀,၀၀၀' and '50,000 Ks' are
 * 50,000 as the field shows them); a minus included: the contract refuses it with its message.
 */
const pricePerNightOf = (draft: CheckInDraft): number | undefined => {
  const price = readTypedNumber(draft.pricePerNight);
  return typeof price === 'number' && Number.isFinite(price) ? price : undefined;
};

/** The rooms chosen so far, each with its type's prices. */
const pricedRoomsOf = (
  source: CheckInSource,
  draft: CheckInDraft,
  roomsByNumber: ReadonlyMap<string, Room>,
) =>
  draft.rooms.flatMap((slot) => {
    const room =
      source.kind === 'walk-in' && slot.roomNumber === source.room.Room
        ? source.room
        : roomsByNumber.get(slot.roomNumber);
    return room
      ? [{ roomNumber: slot.roomNumber, extraBed: slot.extraBed, prices: priceListOf(room) }]
      : [];
  });

/**
 * A reservation checked in on another day than booked, or leaving on another day: the booked
 * nights and price next to the new ones, by the domain (issue 19). Prices need the rooms chosen
 * (and a long stay's price); `priced` says whether the totals mean anything yet.
 */
export const bookedVsNewOfDraft = (
  source: CheckInSource,
  draft: CheckInDraft,
  now: Date,
  timeZone: string,
  rule: NightsRule,
  roomsByNumber: ReadonlyMap<string, Room>,
): { change: BookedVsNew; priced: boolean } | null => {
  if (source.kind !== 'reservation' || !draft.checkoutDate) return null;
  const { reservation } = source;
  const stayType = reservation.RoomType;
  const rooms = pricedRoomsOf(source, draft, roomsByNumber);
  const pricePerNight = pricePerNightOf(draft);
  const priceKnown =
    stayType !== 'long-stay' || (pricePerNight !== undefined && pricePerNight >= 0);
  try {
    const change = bookedVsNew({
      stayType,
      booked: {
        checkinDate: businessDate(new Date(reservation.CheckinDate), timeZone),
        checkoutDate: businessDate(new Date(reservation.CheckoutDate), timeZone),
      },
      // The arrival's night (before the arrival-day hour, the night before): the nights rule.
      actual: {
        checkinDate: arrivalNight(now, { timeZone, arrivalDayHour: rule.arrivalDayHour }),
        checkoutDate: draft.checkoutDate,
      },
      quote: {
        isForeigner: asksForeigner(stayType) && draft.isForeigner,
        pricePerNight: priceKnown ? (pricePerNight ?? 0) : 0,
        taxRate: draft.taxRate,
        serviceRate: draft.serviceRate,
        rooms,
      },
    });
    return change ? { change, priced: rooms.length > 0 && priceKnown } : null;
  } catch (error) {
    if (error instanceof MissingPriceError) return null;
    throw error;
  }
};

export type DraftQuote =
  | { kind: 'ready'; quote: CheckInQuote }
  | { kind: 'waiting'; for: 'checkout' | 'price' | 'rooms' }
  | { kind: 'missing-price'; message: string };

/**
 * The live charge summary: the domain's quote of the rooms chosen so far, exactly as the server
 * will charge them (a reservation's prepayment shared by its room count).
 */
export const quoteDraft = (
  source: CheckInSource,
  draft: CheckInDraft,
  stay: CheckInStay | null,
  roomsByNumber: ReadonlyMap<string, Room>,
  earlyCheckInCharge = 0,
): DraftQuote => {
  const stayType = stayTypeOf(source);
  if (!stay) return { kind: 'waiting', for: 'checkout' };
  const pricePerNight = pricePerNightOf(draft);
  // A negative price is never summed into charges; Confirm says what is wrong with it.
  if (stayType === 'long-stay' && (pricePerNight === undefined || pricePerNight < 0)) {
    return { kind: 'waiting', for: 'price' };
  }
  const rooms = pricedRoomsOf(source, draft, roomsByNumber);
  if (rooms.length === 0) return { kind: 'waiting', for: 'rooms' };
  try {
    return {
      kind: 'ready',
      quote: quoteCheckIn({
        stayType,
        nights: stay.nights,
        isForeigner: asksForeigner(stayType) && draft.isForeigner,
        pricePerNight,
        earlyCheckInCharge: stay.earlyArrival ? earlyCheckInCharge : 0,
        taxRate: draft.taxRate,
        serviceRate: draft.serviceRate,
        rooms,
        prepaid:
          source.kind === 'reservation' ? { amountPaid: source.reservation.AmountPaid } : undefined,
      }),
    };
  } catch (error) {
    if (error instanceof MissingPriceError)
      return { kind: 'missing-price', message: schemaMessage(error.message) };
    throw error;
  }
};

/** The POST /check-in body of a (validated) draft; the server prices it. */
export const requestOfDraft = (source: CheckInSource, draft: CheckInDraft): CheckInRequestInput => {
  const stayType = stayTypeOf(source);
  const pricePerNight = pricePerNightOf(draft);
  return {
    stayType,
    ...(source.kind === 'reservation' ? { reservationId: source.reservation.ID } : {}),
    guest: {
      name: draft.name.trim(),
      nationalId: draft.nationalId.trim(),
      phone: draft.phone.trim(),
      isForeigner: asksForeigner(stayType) && draft.isForeigner,
      ...(asksForeigner(stayType) && draft.isForeigner
        ? {
            passportNumber: draft.passportNumber.trim(),
            nationality: draft.nationality.trim(),
            visaType: draft.visaType.trim(),
            visaExpiry: draft.visaExpiry,
          }
        : {}),
    },
    rooms: draft.rooms.map(({ roomNumber, extraBed }) => ({ roomNumber, extraBed })),
    ...(asksCheckoutDate(stayType) && draft.checkoutDate
      ? { checkoutDate: checkoutWallClock(draft.checkoutDate) }
      : {}),
    ...(stayType === 'long-stay' && pricePerNight !== undefined ? { pricePerNight } : {}),
    taxRate: parseRate(draft.taxRate),
    serviceRate: parseRate(draft.serviceRate),
    paymentMethod: draft.paymentMethod,
    ...walletReferenceBody(draft.paymentMethod, draft.walletReference),
    ...(source.kind === 'reservation' ? { overpayment: draft.overpayment } : {}),
  };
};
