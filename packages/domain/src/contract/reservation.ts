import { z } from 'zod';
import type { IsoDate } from '../rules/dates.ts';
import { reservationPaymentTypes, reservationRoomTypes, stayTypes } from '../rules/stay-types.ts';
import { normalizeWallClock, parseWallClock, wallClockDate } from '../rules/wall-clock.ts';

/** Reservation statuses (SPEC.md section 4): created confirmed, then checked-in or cancelled. */
export const reservationStatuses = ['confirmed', 'checked-in', 'cancelled'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
export const defaultReservationStatus: ReservationStatus = 'confirmed';
/** The date list hides these. */
export const hiddenReservationStatuses: readonly ReservationStatus[] = ['checked-in', 'cancelled'];

/** Limits of the form; the SPEC names none, these keep a typo from becoming a record. */
export const reservationLimits = {
  nameLength: 100,
  nationalIdLength: 50,
  phoneLength: 30,
  notesLength: 1000,
  maxGuestCount: 200,
  maxRoomCount: 50,
  maxAmountPaid: 1_000_000_000,
} as const;

const missing = (input: unknown) => input === undefined || input === null;

// PostgreSQL text cannot hold NUL, and no name or phone needs a control character.
const hasControlCharacter = (text: string, allowed = '') => {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code < 32 || code === 127) && !allowed.includes(char)) return true;
  }
  return false;
};

const requiredText = (label: string, max: number) =>
  z
    .string({
      error: (iss) => (missing(iss.input) ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !hasControlCharacter(text), `${label} cannot contain control characters`);

const count = (label: string, min: number, max: number) =>
  z
    .number({
      error: (iss) => (missing(iss.input) ? `${label} is required` : `${label} must be a number`),
    })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    // Not .int(): it would also call 1e308 'not a whole number'.
    .refine(Number.isInteger, `${label} must be a whole number`);

const choice = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, {
    error: (iss) =>
      missing(iss.input) ? `${label} is required` : `${label} must be one of: ${values.join(', ')}`,
  });

const hasAtMostTwoDecimals = (value: number) => Number(value.toFixed(2)) === value;

/** Kyat with at most two decimals, as the API carries money. */
const amount = (label: string, max: number) =>
  z
    .number({
      error: (iss) => (missing(iss.input) ? `${label} is required` : `${label} must be a number`),
    })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`);

/** A wall-clock time of the hotel (see rules/wall-clock.ts), normalised to '...T14:00:00.000Z'. */
const wallClock = (label: string) =>
  z
    .string({
      error: (iss) => (missing(iss.input) ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .refine(
      (text) => parseWallClock(text) !== undefined,
      `${label} must be a date like 2026-11-22 or 2026-11-22T14:00:00.000Z`,
    )
    .transform((text) => normalizeWallClock(text));

const sameDayStayTypes: readonly string[] = ['daycation', 'session'];

/**
 * The reservation form: the payload of create-reservation and of an edit (SPEC.md sections 3, 5,
 * 7). Dates are the hotel's wall-clock times ('2026-11-22T14:00:00.000Z' is 14:00 at the hotel).
 * The rule that the stay cannot start before today needs the hotel's today: use
 * `reservationFormSchemaFor(today)` where it is known; the server checks it as well.
 */
export const reservationFormSchema = z
  .object(
    {
      name: requiredText('Name', reservationLimits.nameLength),
      nationalId: requiredText('National ID', reservationLimits.nationalIdLength),
      phone: requiredText('Phone', reservationLimits.phoneLength),
      guestCount: count('Guest count', 1, reservationLimits.maxGuestCount),
      roomCount: count('Room count', 1, reservationLimits.maxRoomCount),
      roomType: choice('Room type', reservationRoomTypes),
      checkinDate: wallClock('Check-in date'),
      checkoutDate: wallClock('Check-out date'),
      reservationDate: wallClock('Reservation date').optional(),
      status: choice('Status', reservationStatuses).optional(),
      extraBed: z.boolean({
        error: (iss) =>
          missing(iss.input) ? 'Extra bed is required' : 'Extra bed must be true or false',
      }),
      paymentType: choice('Payment type', reservationPaymentTypes),
      amountPaid: amount('Amount paid', reservationLimits.maxAmountPaid),
      /** Rooms the prepaid amount is spread over; the server uses the room count when absent. */
      prepaidDivider: count('Prepaid divider', 1, reservationLimits.maxRoomCount).optional(),
      notes: z
        .string({ error: 'Notes must be text' })
        .trim()
        .max(
          reservationLimits.notesLength,
          `Notes must be at most ${reservationLimits.notesLength} characters`,
        )
        .refine(
          (text) => !hasControlCharacter(text, '\n\r\t'),
          'Notes cannot contain control characters other than line breaks and tabs',
        )
        .nullish()
        .transform((notes) => notes ?? ''),
    },
    { error: 'The reservation form is required' },
  )
  .superRefine((form, ctx) => {
    const checkin = parseWallClock(form.checkinDate);
    const checkout = parseWallClock(form.checkoutDate);
    if (!checkin || !checkout) return;
    if (form.checkoutDate < form.checkinDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkoutDate'],
        message: 'Check-out date cannot be before the check-in date',
      });
    } else if (sameDayStayTypes.includes(form.roomType) && checkout.date !== checkin.date) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkoutDate'],
        message: `Check-out date must be the check-in date for a ${form.roomType}`,
      });
    }
  });
export type ReservationFormInput = z.input<typeof reservationFormSchema>;
export type ReservationForm = z.output<typeof reservationFormSchema>;

export const checkinBeforeTodayMessage = 'Check-in date cannot be before today';

/** True when a stay would start on a business date before the hotel's today. */
export const startsBeforeToday = (checkinDate: string, today: IsoDate): boolean =>
  parseWallClock(checkinDate) !== undefined && wallClockDate(checkinDate) < today;

/**
 * The form with the rule that needs the hotel's today (`businessDate(now, hotel.timeZone)`): the
 * stay cannot start before today.
 */
export const reservationFormSchemaFor = (today: IsoDate) =>
  reservationFormSchema.superRefine((form, ctx) => {
    if (startsBeforeToday(form.checkinDate, today)) {
      ctx.addIssue({ code: 'custom', path: ['checkinDate'], message: checkinBeforeTodayMessage });
    }
  });

/** The body sent after a check-in (or to cancel): only the new status. */
export const reservationStatusChangeSchema = z
  .object(
    {
      status: z.enum(['checked-in', 'cancelled'], {
        error: (iss) =>
          missing(iss.input) ? 'Status is required' : 'Status must be checked-in or cancelled',
      }),
    },
    { error: 'The reservation status is required' },
  )
  .strict();
export type ReservationStatusChange = z.output<typeof reservationStatusChangeSchema>;

/** PUT /reservations/{id}: the edit form, or a status change. */
export const reservationUpdateSchema = z.union([
  reservationStatusChangeSchema,
  reservationFormSchema,
]);
export type ReservationUpdate = z.output<typeof reservationUpdateSchema>;

/** A body whose only field is `status` is a status change; anything else is the edit form. */
export const isReservationStatusChange = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.keys(body).length === 1 &&
  'status' in body;

/**
 * The branch of reservationUpdateSchema a body is meant for, so that invalid input is answered
 * with that branch's field messages rather than a bare 'Invalid input' of the union.
 */
export const reservationUpdateSchemaOf = (body: unknown) =>
  isReservationStatusChange(body) ? reservationStatusChangeSchema : reservationFormSchema;

const instantText = z.iso.datetime();

/** A reservation as the API answers it (SPEC.md section 3); dates are ISO-8601 instants. */
export const reservationSchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  NationalID: z.string(),
  Phone: z.string(),
  GuestCount: z.number().int(),
  RoomCount: z.number().int(),
  RoomType: z.enum(stayTypes),
  CheckinDate: instantText,
  CheckoutDate: instantText,
  ReservationDate: instantText,
  Status: z.enum(reservationStatuses),
  ExtraBed: z.boolean(),
  PaymentType: z.enum(reservationPaymentTypes),
  AmountPaid: z.number(),
  Notes: z.string(),
  TaxRate: z.number(),
  ServiceRate: z.number(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationListSchema = z.array(reservationSchema);
