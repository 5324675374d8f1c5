import { z } from 'zod';
import { messageResponseSchema } from './auth.ts';
import { receiptDocumentSchema } from './receipt-document.ts';
import type { IsoDate } from '../rules/dates.ts';
import { depositChoices } from '../rules/prepayment.ts';
import { reservationSources } from '../rules/reservation-life.ts';
import { reservationPaymentTypes, reservationRoomTypes, stayTypes } from '../rules/stay-types.ts';
import { parseWallClock, wallClockDate } from '../rules/wall-clock.ts';
import {
  choice,
  flag,
  instantText,
  isPlainText,
  kyat,
  requiredText,
  wallClockField,
  wholeNumber,
} from './input-fields.ts';

/** Reservation statuses (SPEC.md section 4): created confirmed, then checked-in or cancelled. */
export const reservationFormStatuses = ['confirmed', 'checked-in', 'cancelled'] as const;
/**
 * The statuses a reservation can have: SPEC's, and no-show, marked by its own call after the
 * arrival day (ADR 086), never through the form.
 */
export const reservationStatuses = [...reservationFormStatuses, 'no-show'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
export const defaultReservationStatus: ReservationStatus = 'confirmed';
/** The date list hides these. */
export const hiddenReservationStatuses: readonly ReservationStatus[] = [
  'checked-in',
  'cancelled',
  'no-show',
];

/** Limits of the form; the SPEC names none, these keep a typo from becoming a record. */
export const reservationLimits = {
  nameLength: 100,
  nationalIdLength: 50,
  phoneLength: 30,
  notesLength: 1000,
  maxGuestCount: 200,
  /** Guests one room may hold, extra bed and children included: 150 guests in one room is a typo. */
  maxGuestsPerRoom: 10,
  maxRoomCount: 50,
  maxAmountPaid: 1_000_000_000,
} as const;

const sameDayStayTypes: readonly string[] = ['daycation', 'session'];
export const guestsPerRoomMessage = `Guest count must be at most ${reservationLimits.maxGuestsPerRoom} per room`;
export const fullNightCheckoutMessage = 'Check-out date must be after the check-in date';

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
      guestCount: wholeNumber('Guest count', 1, reservationLimits.maxGuestCount),
      roomCount: wholeNumber('Room count', 1, reservationLimits.maxRoomCount),
      roomType: choice('Room type', reservationRoomTypes),
      checkinDate: wallClockField('Check-in date'),
      checkoutDate: wallClockField('Check-out date'),
      reservationDate: wallClockField('Reservation date').optional(),
      status: choice('Status', reservationFormStatuses).optional(),
      /** Where the booking came from (ADR 086); kept as it was on an edit without one. */
      source: choice('Source', reservationSources).optional(),
      extraBed: flag('Extra bed'),
      paymentType: choice('Payment type', reservationPaymentTypes),
      // SPEC.md section 7: 'counts and amount integers'.
      amountPaid: kyat('Amount paid', {
        min: 0,
        max: reservationLimits.maxAmountPaid,
        whole: true,
      }),
      /** Rooms the prepaid amount is spread over; the server uses the room count when absent. */
      prepaidDivider: wholeNumber('Prepaid divider', 1, reservationLimits.maxRoomCount).optional(),
      notes: z
        .string({ error: 'Notes must be text' })
        .trim()
        .max(
          reservationLimits.notesLength,
          `Notes must be at most ${reservationLimits.notesLength} characters`,
        )
        .refine(
          (text) => isPlainText(text, '\n\r\t'),
          'Notes cannot contain control characters other than line breaks and tabs',
        )
        .nullish()
        .transform((notes) => notes ?? ''),
    },
    { error: 'The reservation form is required' },
  )
  // Said while another field is still wrong (a blank name), so the desk sees it at once.
  .refine((form) => form.guestCount <= form.roomCount * reservationLimits.maxGuestsPerRoom, {
    path: ['guestCount'],
    message: guestsPerRoomMessage,
    when: ({ value }) => {
      const { guestCount, roomCount } = (value ?? {}) as Record<string, unknown>;
      const isCount = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 1;
      return isCount(guestCount) && isCount(roomCount);
    },
  })
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
    } else if (sameDayStayTypes.includes(form.roomType)) {
      if (checkout.date !== checkin.date) {
        ctx.addIssue({
          code: 'custom',
          path: ['checkoutDate'],
          message: `Check-out date must be the check-in date for a ${form.roomType}`,
        });
      }
    } else if (checkout.date <= checkin.date) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkoutDate'],
        message: fullNightCheckoutMessage,
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
          iss.input === undefined || iss.input === null
            ? 'Status is required'
            : 'Status must be checked-in or cancelled',
      }),
      /** Cancelling a reservation that holds a deposit: keep it (the default) or refund it. */
      deposit: choice('Deposit', depositChoices).optional(),
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

/**
 * A body with `status` and nothing else (but a deposit choice) is a status change; anything else
 * is the edit form.
 */
export const isReservationStatusChange = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  'status' in body &&
  Object.keys(body).every((key) => key === 'status' || key === 'deposit');

/**
 * DELETE /reservations/{id}?deposit=keep|refund and POST /reservations/{id}/no-show (ADR 086):
 * what becomes of a deposit it holds.
 */
export const reservationDeleteQuerySchema = z.object({
  deposit: choice('Deposit', depositChoices).optional(),
});

/**
 * The branch of reservationUpdateSchema a body is meant for, so that invalid input is answered
 * with that branch's field messages rather than a bare 'Invalid input' of the union.
 */
export const reservationUpdateSchemaOf = (body: unknown) =>
  isReservationStatusChange(body) ? reservationStatusChangeSchema : reservationFormSchema;

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
  /** Additive (ADR 086): where the booking came from. */
  Source: z.enum(reservationSources),
  ExtraBed: z.boolean(),
  PaymentType: z.enum(reservationPaymentTypes),
  AmountPaid: z.number(),
  Notes: z.string(),
  TaxRate: z.number(),
  ServiceRate: z.number(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationListSchema = z.array(reservationSchema);

/**
 * A reservation saved (created or edited), and the receipt of the deposit it took or changed,
 * kept as issued (ADR 074, ADR 079): additive, SPEC's fields are unchanged; none when no money
 * moved.
 */
export const savedReservationSchema = reservationSchema.extend({
  receipt: receiptDocumentSchema.optional(),
});
export type SavedReservation = z.infer<typeof savedReservationSchema>;

/** DELETE /reservations/{id}: SPEC's message, and the receipt of a deposit refunded (ADR 079). */
export const reservationDeletedSchema = messageResponseSchema.extend({
  receipt: receiptDocumentSchema.optional(),
});
export type ReservationDeleted = z.infer<typeof reservationDeletedSchema>;
