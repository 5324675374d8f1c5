import { z } from 'zod';
import { isIsoDate } from '../rules/dates.ts';
import { datesAreWallClock } from '../rules/guest-stay.ts';
import { paymentMethods, stayTypes } from '../rules/stay-types.ts';
import { normalizeWallClock, parseWallClock } from '../rules/wall-clock.ts';
import {
  choice,
  flag,
  instantText,
  isInstantInBusinessYears,
  kyat,
  optionalText,
  requiredText,
  roomNumberField,
} from './input-fields.ts';
import { optionalForeignerPapersFields } from './register.ts';
import { reservationLimits } from './reservation.ts';

export const guestStatuses = ['active', 'checked-out'] as const;
export type GuestStatus = (typeof guestStatuses)[number];

export const guestLimits = {
  nameLength: reservationLimits.nameLength,
  nationalIdLength: reservationLimits.nationalIdLength,
  phoneLength: reservationLimits.phoneLength,
  receiptNumberLength: 40,
  maxAmount: 1_000_000_000,
} as const;

/** The guest's identity, as every check-in form asks for it. */
export const guestIdentityFields = {
  name: requiredText('Name', guestLimits.nameLength),
  nationalId: requiredText('National ID', guestLimits.nationalIdLength),
  phone: requiredText('Phone', guestLimits.phoneLength),
};

const isInstantText = isInstantInBusinessYears;

const dateText = (label: string) =>
  requiredText(label, 40).refine(
    (text) => parseWallClock(text) !== undefined || isInstantText(text),
    `${label} must be a date like 2026-11-22T14:00:00.000Z`,
  );

const money = (label: string) => kyat(label, { min: 0, max: guestLimits.maxAmount }).default(0);

/**
 * POST /create-guest: the guest payload of SPEC.md section 3 (the API clients' path; the web app
 * checks in with POST /check-in, where the server prices the stay itself).
 */
export const guestPayloadSchema = z
  .object(
    {
      ...guestIdentityFields,
      roomType: choice('Room type', stayTypes),
      roomNumber: roomNumberField('Room number'),
      checkinDate: dateText('Check-in date'),
      checkoutDate: dateText('Check-out date'),
      extraBed: flag('Extra bed').default(false),
      isForeigner: flag('Foreigner').default(false),
      /** Optional here (ADR 043): SPEC's clients send no papers and keep working. */
      ...optionalForeignerPapersFields,
      paymentType: choice('Payment type', paymentMethods).default('cash'),
      amountPaid: money('Amount paid'),
      roomCharges: money('Room charges'),
      foodCharges: money('Food charges'),
      taxCharges: money('Tax charges'),
      serviceCharges: money('Service charges'),
      status: z.literal('active', { error: 'Status of a new guest must be active' }).optional(),
      receiptNumber: optionalText('Receipt number', guestLimits.receiptNumberLength),
    },
    { error: 'The guest is required' },
  )
  .superRefine((guest, ctx) => {
    const wallClock = datesAreWallClock(guest.roomType);
    for (const field of ['checkinDate', 'checkoutDate'] as const) {
      const text = guest[field];
      // A date alone is accepted for every stay type (guestStay says what it means).
      const ok =
        isIsoDate(text) || (wallClock ? parseWallClock(text) !== undefined : isInstantText(text));
      if (!ok) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: wallClock
            ? `${field === 'checkinDate' ? 'Check-in' : 'Check-out'} date must be the hotel's time like 2026-11-22T14:00:00.000Z`
            : `${field === 'checkinDate' ? 'Check-in' : 'Check-out'} date must be an ISO instant (years 1900-2999) or a date for a ${guest.roomType}`,
        });
        return;
      }
    }
    // Both dates are of one kind, so comparing them in UTC keeps their order.
    // A date alone is placed by guestStay, which checks the order itself.
    if (isIsoDate(guest.checkinDate) || isIsoDate(guest.checkoutDate)) return;
    const [from, to] = [guest.checkinDate, guest.checkoutDate].map((text) =>
      wallClock ? Date.parse(normalizeWallClock(text)) : Date.parse(text),
    );
    if (from !== undefined && to !== undefined && to < from) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkoutDate'],
        message: 'Check-out date cannot be before the check-in date',
      });
    }
  });
export type GuestPayloadInput = z.input<typeof guestPayloadSchema>;
export type GuestPayload = z.output<typeof guestPayloadSchema>;

export const createGuestResponseSchema = z.object({
  guest: z.object({
    ID: z.number().int(),
    ReceiptNumber: z
      .string()
      .describe('The receipt number recorded: the one sent, or a server-issued one (ADR 013)'),
  }),
});
export type CreateGuestResponse = z.infer<typeof createGuestResponseSchema>;

/** A guest as the API answers it (SPEC.md section 3); dates are ISO-8601 instants. */
export const guestSchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  NationalID: z.string(),
  Phone: z.string(),
  RoomType: z.enum(stayTypes),
  RoomNumber: z.string(),
  CheckinDate: instantText,
  CheckoutDate: instantText,
  Extrabed: z.boolean(),
  IsForeigner: z.boolean(),
  PaymentType: z.string(),
  AmountPaid: z.number(),
  RoomCharges: z.number(),
  FoodCharges: z.number(),
  TaxCharges: z.number(),
  ServiceCharges: z.number(),
  Status: z.enum(guestStatuses),
  ReceiptNumber: z.string().nullable(),
});
export type Guest = z.infer<typeof guestSchema>;
