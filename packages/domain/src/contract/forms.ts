import { z } from 'zod';
import type { IsoDate } from '../rules/dates.ts';
import { checkInRequestSchema } from './check-in.ts';
import { foodLimits, menuItemBlankMessage, placeFoodOrderSchema } from './food.ts';
import { kyat, readTypedNumber, typedNumber } from './input-fields.ts';
import { nrcProblem } from '../rules/nrc.ts';
import { missingPaperIssues } from './register.ts';
import {
  reservationFormSchema,
  reservationFormSchemaFor,
  type ReservationForm,
  type ReservationFormInput,
} from './reservation.ts';
import { updateRoomPriceSchema } from './room-prices.ts';
import {
  hotelDetailsUpdateSchema,
  roomChangeSchema,
  roomCreateSchema,
  roomTypeCreateSchema,
} from './hotel-setup.ts';
import {
  extendByDaysRequestSchema,
  extendByHoursRequestSchema,
  extendLongStayRequestSchema,
  guestUpdateSchema,
  swapRoomRequestSchema,
} from './stays.ts';

/**
 * The dialogs' forms (ADR 032): each is the request schema the server parses, field for field,
 * read from what the desk typed (`typedNumber`, input-fields.ts).
 */

/** Extend Stay (days): the payment method (the new date is checked against the stay it extends). */
export const extendDaysFormSchema = extendByDaysRequestSchema.pick({
  paymentMethod: true,
  walletReference: true,
});

const hours = extendByHoursRequestSchema.shape;
/** Extend Hours: whole hours, at least 1 ('Please enter a valid number of hours (minimum 1).'). */
export const extendHoursFormSchema = z.object({
  hours: typedNumber(hours.hours),
  paymentMethod: hours.paymentMethod,
  walletReference: hours.walletReference,
});

const longStay = extendLongStayRequestSchema.shape;
/** Extend Long Stay's typed fields (the new date is checked against the stay it extends). */
export const extendLongStayFormSchema = z.object({
  pricePerDay: typedNumber(longStay.pricePerDay, { label: 'Price per day' }),
  taxRate: longStay.taxRate,
  serviceRate: longStay.serviceRate,
  paymentMethod: longStay.paymentMethod,
  walletReference: longStay.walletReference,
});

/** Settings > Food Menu Management: name and price both filled in (SPEC.md section 5). */
export const menuItemFormSchema = z.object({
  FoodName: z
    .string({ error: menuItemBlankMessage })
    .trim()
    .min(1, menuItemBlankMessage)
    .max(foodLimits.nameLength, `Name must be at most ${foodLimits.nameLength} characters`),
  FoodPrice: typedNumber(
    z
      .number({
        error: (iss) => (iss.input === undefined ? menuItemBlankMessage : 'Price must be a number'),
      })
      .pipe(kyat('Price', { min: 0, max: foodLimits.maxPrice })),
    { label: 'Price' },
  ),
});

/**
 * Settings > Room Price Settings: the prices edited so far, by entry ID, each a whole number of
 * Ks from 0 as PUT /room-prices/{id} takes it.
 */
export const roomPriceFormSchema = z.object({
  edits: z.record(z.string(), typedNumber(updateRoomPriceSchema.shape.Price)),
});

/** The Food Order dialog's rates: 0 to 100, empty counts as 0. */
export const foodOrderRatesFormSchema = z.object({
  taxRate: placeFoodOrderSchema.shape.taxRate,
  serviceRate: placeFoodOrderSchema.shape.serviceRate,
  /** A wallet payment's transaction reference (ADR 051), checked with the rates. */
  walletReference: placeFoodOrderSchema.shape.walletReference,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A request schema as a form's (the owner's pages): the fields named, or every field of the
 * object named `allOf`, hold typed text, read by `readTypedNumber` before the schema's own rules.
 */
const readingTyped = <S extends z.ZodType>(
  schema: S,
  { fields = [], allOf }: { fields?: readonly string[]; allOf?: string },
) =>
  z.preprocess((values) => {
    if (!isRecord(values)) return values;
    const read: Record<string, unknown> = { ...values };
    for (const field of fields) if (field in read) read[field] = readTypedNumber(read[field]);
    const nested = allOf === undefined ? undefined : read[allOf];
    if (allOf !== undefined && isRecord(nested)) {
      read[allOf] = Object.fromEntries(
        Object.entries(nested).map(([key, value]) => [key, readTypedNumber(value)]),
      );
    }
    return read;
  }, schema);

/** /admin/hotel: the details as PUT /admin/hotel parses them, its counts and amounts as typed. */
export const hotelDetailsFormSchema = readingTyped(hotelDetailsUpdateSchema, {
  fields: ['overbookAllowance', 'arrivalDayHour', 'earlyCheckInCharge'],
});

/**
 * Add a room / change a room: the floor as typed. A change checks the number only when it was
 * corrected (`currentNumber` is the room's own: a number the hotel has had since before the
 * 1-6 letters or digits rule stays as it is while the floor or type changes).
 */
export const roomFormSchemaFor = (adding: boolean, currentNumber?: string) =>
  adding
    ? readingTyped(roomCreateSchema, { fields: ['floor'] })
    : readingTyped(
        z.preprocess((values) => {
          if (!isRecord(values) || typeof values.number !== 'string') return values;
          const { number, ...rest } = values;
          return number.trim() === currentNumber ? rest : values;
        }, roomChangeSchema),
        { fields: ['floor'] },
      );

/** Add a room type: its prices as typed, each a whole number of Ks. */
export const roomTypeFormSchema = readingTyped(roomTypeCreateSchema, { allOf: 'prices' });

/**
 * A Food Order line's quantity as typed: a whole number from 1 to 1,000 as POST /food-orders
 * takes it (0 or below removes the line, SPEC.md section 5, before this is asked).
 */
export const foodOrderQuantityFormSchema = typedNumber(
  placeFoodOrderSchema.shape.items.element.shape.quantity,
  { label: 'Quantity' },
);

/** Room Swap: a new room must be chosen ('Please select a new room.'). */
export const roomSwapFormSchema = z.object({
  newRoomNumber: swapRoomRequestSchema.shape.newRoomNumber,
});

/**
 * A national ID typed as an NRC (a state number and '/', or a type in brackets) must be one
 * (ADR 084); a passport or an old-style ID is not checked. The desk's forms ask it; SPEC's API
 * takes any text.
 */
const nationalIdNrcIssue = (nationalId: unknown, ctx: z.RefinementCtx) => {
  const message = typeof nationalId === 'string' ? nrcProblem(nationalId) : undefined;
  if (message) ctx.addIssue({ code: 'custom', path: ['nationalId'], message });
};

/**
 * Guest Details' edit: name, national ID and phone required, as PUT /guests/{id} parses them,
 * and a national ID written as an NRC a well-formed one.
 */
export const guestEditFormSchema = guestUpdateSchema
  .pick({ name: true, nationalId: true, phone: true })
  .superRefine((form, ctx) => nationalIdNrcIssue(form.nationalId, ctx));

const checkIn = checkInRequestSchema.shape;
const checkInGuest = checkIn.guest.shape;
/**
 * A check-in dialog's typed fields (SPEC.md section 5): name, national ID and phone required,
 * the rates 0 to 100 (empty counts as 0) and, for a long stay, the price per night required and
 * at least 0; as POST /check-in parses them.
 */
export const checkInFormSchemaFor = (stayType: string) =>
  z
    .object({
      name: checkInGuest.name,
      nationalId: checkInGuest.nationalId,
      phone: checkInGuest.phone,
      taxRate: checkIn.taxRate,
      serviceRate: checkIn.serviceRate,
      walletReference: checkIn.walletReference,
      pricePerNight:
        stayType === 'long-stay'
          ? typedNumber(checkIn.pricePerNight.unwrap(), { label: 'Price per night' })
          : z.unknown().optional(),
      isForeigner: z.boolean().optional(),
      passportNumber: z.unknown().optional(),
      nationality: z.unknown().optional(),
      visaType: z.unknown().optional(),
      visaExpiry: z.unknown().optional(),
    })
    .superRefine((form, ctx) => {
      // A foreigner's passport fills National ID: not an NRC (ADR 084).
      if (form.isForeigner !== true) nationalIdNrcIssue(form.nationalId, ctx);
      // Foreigner (full night): passport number, nationality, visa type and expiry (ADR 043).
      if (stayType !== 'full-night' || form.isForeigner !== true) return;
      for (const { path, message } of missingPaperIssues(form)) {
        ctx.addIssue({ code: 'custom', path: [path], message });
      }
    });

/**
 * The reservation modal: its fields as the inputs hold them (`read` turns them into the form of
 * SPEC.md section 5), checked by the schema POST /create-reservation and PUT /reservations/{id}
 * parse, one message per field. A stay may not start before the hotel's `today`; an edit that
 * keeps its stored start (`keptCheckin`, to the minute) may keep a start already past.
 */
export const reservationModalFormSchema = <Fields>(
  read: (fields: Fields) => ReservationFormInput,
  today: IsoDate,
  keptCheckin?: string,
) =>
  z.custom<Fields>().transform((fields, ctx): ReservationForm => {
    const input = read(fields);
    const keepsStart =
      keptCheckin !== undefined &&
      typeof input.checkinDate === 'string' &&
      input.checkinDate.slice(0, 16) === keptCheckin.slice(0, 16);
    const checked = keepsStart
      ? reservationFormSchema.safeParse({ ...input, checkinDate: keptCheckin })
      : reservationFormSchemaFor(today).safeParse(input);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.slice(0, 1) });
    }
    return z.NEVER;
  });
