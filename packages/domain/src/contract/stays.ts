import { z } from 'zod';
import { receiptDocumentSchema } from './receipt-document.ts';
import {
  extensionLimits,
  extensionMessages,
  hoursTooManyMessage,
  type ExtensionKind,
} from '../rules/extensions.ts';
import { selectNewRoomMessage } from '../rules/room-swap.ts';
import { paymentMethods } from '../rules/stay-types.ts';
import { parseWallClock, wallClockDate } from '../rules/wall-clock.ts';
import { checkInLimits } from './check-in.ts';
import { guestPayloadSchema, guestSchema } from './guests.ts';
import { choice, instantText, kyat, ratePercent, storedId } from './input-fields.ts';
import { walletReferenceField } from './wallet-reference.ts';

const guest = guestPayloadSchema.shape;

/**
 * PUT /guests/{id}: the guest payload of SPEC.md section 3, for a correction (Guest Details) and
 * for the SPEC clients' long-stay extension (the guest plus checkoutDate and the new totals of
 * amountPaid, roomCharges, taxCharges, serviceCharges). Name, national ID and phone are
 * required; any other field left out keeps its value. The room, the stay type and the status are
 * changed by Room Swap and Checkout, not here: they may only be sent unchanged.
 */
export const guestUpdateSchema = z.object(
  {
    name: guest.name,
    nationalId: guest.nationalId,
    phone: guest.phone,
    roomType: guest.roomType.optional(),
    roomNumber: guest.roomNumber.optional(),
    checkinDate: guest.checkinDate.optional(),
    checkoutDate: guest.checkoutDate.optional(),
    extraBed: guest.extraBed.unwrap().optional(),
    isForeigner: guest.isForeigner.unwrap().optional(),
    paymentType: guest.paymentType.unwrap().optional(),
    amountPaid: guest.amountPaid.unwrap().optional(),
    roomCharges: guest.roomCharges.unwrap().optional(),
    foodCharges: guest.foodCharges.unwrap().optional(),
    taxCharges: guest.taxCharges.unwrap().optional(),
    serviceCharges: guest.serviceCharges.unwrap().optional(),
    status: z
      .literal('active', { error: 'Status can only be active here; use Checkout to check out' })
      .optional(),
    receiptNumber: guest.receiptNumber.describe('Ignored: the check-in receipt stays the guest’s'),
  },
  { error: 'The guest is required' },
);
export type GuestUpdateInput = z.input<typeof guestUpdateSchema>;
export type GuestUpdate = z.output<typeof guestUpdateSchema>;

/** A guest id in a path: digits. */
export const guestIdParamSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'Guest ID must be a number')
  .transform(Number)
  .describe("The guest's ID");

/** The date of the new check-out (the hotel's calendar; the guest leaves at 12:00). */
const newCheckoutDate = z
  .string({ error: extensionMessages.selectValidCheckout })
  .trim()
  .refine((text) => parseWallClock(text) !== undefined, extensionMessages.selectValidCheckout)
  .transform((text) => wallClockDate(text))
  .describe('yyyy-mm-dd, or the hotel’s wall-clock time like 2026-11-25T12:00:00.000Z');

const paymentMethod = choice('Payment method', paymentMethods).default('cash');
/** The wallet's transaction reference (ADR 051): kept for KPay, AyaPay and WavePay only. */
const walletReference = walletReferenceField;

/** POST /guests/{id}/extend-days: a full-night stay to a later date; the server prices it. */
export const extendByDaysRequestSchema = z.object(
  { checkoutDate: newCheckoutDate, paymentMethod, walletReference },
  { error: 'The extension is required' },
);
export type ExtendByDaysRequestInput = z.input<typeof extendByDaysRequestSchema>;
export type ExtendByDaysRequest = z.output<typeof extendByDaysRequestSchema>;

/** POST /guests/{id}/extend-hours: a stay (not a long stay) by whole hours. */
export const extendByHoursRequestSchema = z.object(
  {
    hours: z
      .number({ error: extensionMessages.hoursMinimum })
      .int(extensionMessages.hoursMinimum)
      .min(1, extensionMessages.hoursMinimum)
      .max(extensionLimits.maxHours, hoursTooManyMessage),
    paymentMethod,
    walletReference,
  },
  { error: 'The extension is required' },
);
export type ExtendByHoursRequestInput = z.input<typeof extendByHoursRequestSchema>;
export type ExtendByHoursRequest = z.output<typeof extendByHoursRequestSchema>;

/** POST /guests/{id}/extend-long-stay: a long stay to a later date at the desk's price per day. */
export const extendLongStayRequestSchema = z.object(
  {
    checkoutDate: newCheckoutDate,
    pricePerDay: kyat('Price per day', { min: 0, max: checkInLimits.maxPricePerNight }),
    taxRate: ratePercent('Tax rate'),
    serviceRate: ratePercent('Service rate'),
    paymentMethod,
    walletReference,
  },
  { error: 'The extension is required' },
);
export type ExtendLongStayRequestInput = z.input<typeof extendLongStayRequestSchema>;
export type ExtendLongStayRequest = z.output<typeof extendLongStayRequestSchema>;

export const extensionKinds = ['days', 'hours', 'long-stay'] as const satisfies ExtensionKind[];

/** The answer of every extension: what its receipt prints, and the guest after it. */
export const extensionResponseSchema = z.object({
  receiptNumber: z.string(),
  kind: z.enum(extensionKinds),
  paymentMethod: z.enum(paymentMethods),
  issuedAt: instantText,
  previousCheckoutDate: instantText,
  checkoutDate: instantText,
  /** Days (by days, long stay) or hours (by hours) added. */
  units: z.number().int(),
  /** The price of one day or hour. */
  unitPrice: z.number(),
  roomCharges: z.number(),
  taxRate: z.number(),
  tax: z.number(),
  serviceRate: z.number(),
  service: z.number(),
  total: z.number(),
  guest: guestSchema,
  /** The receipt as printed and kept (ADR 069). */
  receipt: receiptDocumentSchema,
});
export type ExtensionResponse = z.infer<typeof extensionResponseSchema>;

/** '12', 12: a guest ID the SPEC's clients send as text. */
const guestIdText = z
  .union([z.string(), z.number()], {
    error: (iss) => (iss.input === undefined ? 'guestID is required' : 'guestID must be a number'),
  })
  .transform((value) =>
    typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN,
  )
  .pipe(storedId('guestID'));

const roomText = (label: string, missingMessage: string) =>
  z
    .union([z.string(), z.number()], { error: missingMessage })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, missingMessage)
        .max(20, `${label} must be at most 20 characters`)
        .regex(/^[^\p{Cc}]*$/u, `${label} cannot contain control characters`),
    );

/** POST /swap-room (SPEC.md section 7): guestID, currentRoomNumber, newRoomNumber as strings. */
export const swapRoomRequestSchema = z.object(
  {
    guestID: guestIdText,
    currentRoomNumber: roomText('currentRoomNumber', 'currentRoomNumber is required'),
    newRoomNumber: roomText('newRoomNumber', selectNewRoomMessage),
  },
  { error: 'The room swap is required' },
);
export type SwapRoomRequestInput = z.input<typeof swapRoomRequestSchema>;
export type SwapRoomRequest = z.output<typeof swapRoomRequestSchema>;

export const swapSuccessMessage = (from: string, to: string) =>
  `Guest successfully moved from Room ${from} to Room ${to}.`;

const roomAfterSwap = z.object({ Room: z.string(), Status: z.number().int() });
export const swapRoomResponseSchema = z.object({
  message: z.string(),
  guest: guestSchema,
  previousRoom: roomAfterSwap,
  newRoom: roomAfterSwap,
  /**
   * Not in SPEC.md (additive, ADR 073): a full-night stay moved to a room of another type, the
   * price difference of its nights left (below 0 a cheaper room) and what went onto its account.
   */
  priceDifference: z
    .object({ nights: z.number().int(), difference: z.number(), charged: z.number() })
    .optional(),
});
export type SwapRoomResponse = z.infer<typeof swapRoomResponseSchema>;
