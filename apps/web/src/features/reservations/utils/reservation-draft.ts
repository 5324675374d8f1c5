import {
  defaultReservationSource,
  readTypedNumber,
  formatWallClock,
  instantToWallClock,
  parseWallClock,
  reservationLimits,
  type IsoDate,
  type Reservation,
  type ReservationFormInput,
  type ReservationPaymentType,
  type ReservationRoomType,
  type ReservationSource,
} from '@frontdesk/domain';

/**
 * A number input as typed: a number, '' while blank or half typed, or the digits themselves when
 * they are beyond what a number holds exactly (99999999999999999 would become 1e17).
 */
export type NumberDraft = number | string;

/**
 * What the reservation modal edits: the form of SPEC.md section 5 as the inputs hold it (a date
 * and a time per end of the stay, counts that may be blank while typing). `toFormInput` turns it
 * into the domain's form, whose schema alone decides what is valid.
 */
export type ReservationDraft = {
  name: string;
  nationalId: string;
  phone: string;
  roomType: ReservationRoomType | null;
  checkinDate: IsoDate | null;
  /** HH:mm on the hotel's clock. */
  checkinTime: string;
  checkoutDate: IsoDate | null;
  checkoutTime: string;
  guestCount: NumberDraft;
  roomCount: NumberDraft;
  extraBed: boolean;
  notes: string;
  paymentType: ReservationPaymentType;
  amountPaid: NumberDraft;
  /** Where the booking came from (ADR 086). */
  source: ReservationSource;
};

/** Full-night guests leave at 12:00 (SPEC.md section 9); a stay usually starts at 14:00. */
export const defaultCheckinTime = '14:00';
export const defaultCheckoutTime = '12:00';

export const emptyDraft = (): ReservationDraft => ({
  name: '',
  nationalId: '',
  phone: '',
  roomType: null,
  checkinDate: null,
  checkinTime: defaultCheckinTime,
  checkoutDate: null,
  checkoutTime: defaultCheckoutTime,
  guestCount: 1,
  roomCount: 1,
  extraBed: false,
  notes: '',
  paymentType: 'none',
  amountPaid: 0,
  source: defaultReservationSource,
});

const pad = (n: number) => String(n).padStart(2, '0');

/** 00:00, 00:30 ... 23:30: the time steps of the date picker (SPEC.md section 9). */
export const halfHourTimes: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${pad(Math.floor(i / 2))}:${i % 2 === 0 ? '00' : '30'}`,
);

const splitWallClock = (wallClock: string): { date: IsoDate; time: string } => {
  const parts = parseWallClock(wallClock);
  if (!parts) throw new RangeError(`Not a wall-clock time: ${wallClock}`);
  return { date: parts.date, time: `${pad(parts.hour)}:${pad(parts.minute)}` };
};

/** A stored reservation as the form shows it, its instants read on the hotel's clock. */
export const draftFromReservation = (
  reservation: Reservation,
  timeZone: string,
): ReservationDraft => {
  const checkin = splitWallClock(instantToWallClock(new Date(reservation.CheckinDate), timeZone));
  const checkout = splitWallClock(instantToWallClock(new Date(reservation.CheckoutDate), timeZone));
  return {
    name: reservation.Name,
    nationalId: reservation.NationalID,
    phone: reservation.Phone,
    // A long-stay reservation cannot be made here; the select then asks for a type.
    roomType: reservation.RoomType === 'long-stay' ? null : reservation.RoomType,
    checkinDate: checkin.date,
    checkinTime: checkin.time,
    checkoutDate: checkout.date,
    checkoutTime: checkout.time,
    guestCount: reservation.GuestCount,
    roomCount: reservation.RoomCount,
    extraBed: reservation.ExtraBed,
    notes: reservation.Notes,
    paymentType: reservation.PaymentType,
    amountPaid: reservation.AmountPaid,
    source: reservation.Source,
  };
};

/** 'yyyy-mm-ddThh:mm:00.000Z' (the hotel's wall clock, SPEC.md section 7), or undefined. */
export const wallClockOf = (date: IsoDate | null, time: string): string | undefined => {
  if (!date) return undefined;
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return formatWallClock({ date, hour, minute, second: 0, millisecond: 0 });
};

/** A count or amount as typed, read by the domain's parser ('50,000 Ks' -> 50000, '1e5' -> NaN). */
const numberOrUndefined = (value: NumberDraft) => readTypedNumber(value) as number | undefined;

/**
 * The domain form of a draft. Blank fields become undefined, so the schema answers with its own
 * 'is required' messages; the prepaid amount is spread over the rooms (SPEC.md section 7).
 */
export const toFormInput = (draft: ReservationDraft): ReservationFormInput => {
  const roomCount = numberOrUndefined(draft.roomCount);
  const input: Partial<ReservationFormInput> = {
    name: draft.name,
    nationalId: draft.nationalId,
    phone: draft.phone,
    guestCount: numberOrUndefined(draft.guestCount),
    roomCount,
    roomType: draft.roomType ?? undefined,
    checkinDate: wallClockOf(draft.checkinDate, draft.checkinTime),
    checkoutDate: wallClockOf(draft.checkoutDate, draft.checkoutTime),
    extraBed: draft.extraBed,
    paymentType: draft.paymentType,
    amountPaid: numberOrUndefined(draft.amountPaid),
    notes: draft.notes,
    source: draft.source,
  };
  const validRoomCount =
    roomCount !== undefined &&
    Number.isInteger(roomCount) &&
    roomCount >= 1 &&
    roomCount <= reservationLimits.maxRoomCount;
  if (validRoomCount) {
    input.prepaidDivider = roomCount;
  }
  // Incomplete on purpose: the schema reports what is missing.
  return input as ReservationFormInput;
};
