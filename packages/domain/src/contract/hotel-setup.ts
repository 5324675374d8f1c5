import { z } from 'zod';
import { hotelKeyMessage, hotelKeyPattern } from '../rules/hotel-keys.ts';
import { priceStayTypes } from '../rules/stay-types.ts';
import { maxRoomPrice } from './room-prices.ts';
import { arrivalDayHourLimits } from '../rules/stay-length.ts';
import { swapPriceRules } from '../rules/swap-price.ts';
import {
  choice,
  kyat,
  ratePercent,
  requiredText,
  roomNumberField,
  storedId,
  wholeNumber,
} from './input-fields.ts';

/**
 * The owner's setup of their hotel (issue 18): its details and default rates, its rooms and its
 * room types. Every call here is admin-only.
 */

/** A receipt prefix: 2-6 capital letters (AUR, SMH); FOOD follows it on food receipts. */
export const receiptPrefixPattern = /^[A-Z]{2,6}$/;
export const receiptPrefixMessage = 'Receipt prefix must be 2 to 6 capital letters (A-Z)';

/** The most rooms an owner may allow past the free ones (the column's check). */
export const maxOverbookAllowance = 99;

/** PUT /admin/hotel: the details receipts print, the prefix of new numbers, default rates. */
export const hotelDetailsUpdateSchema = z.object(
  {
    name: requiredText('Hotel name', 100),
    address: requiredText('Address', 200),
    city: requiredText('City', 60),
    phone: requiredText('Phone', 40),
    receiptPrefix: z
      .string({ error: receiptPrefixMessage })
      .trim()
      .regex(receiptPrefixPattern, receiptPrefixMessage),
    defaultTaxRate: ratePercent('Default tax rate'),
    defaultServiceRate: ratePercent('Default service rate'),
    /** Rooms past the free ones that may be promised on a night; left as is when absent. */
    overbookAllowance: wholeNumber('Overbooking allowance', 0, maxOverbookAllowance).optional(),
    /**
     * The nights rule's hour (ADR 068): an arrival from it belongs to that day's night, before it
     * to the night before (0-23, default 6); left as is when absent.
     */
    arrivalDayHour: wholeNumber(
      'Arrival-day hour',
      arrivalDayHourLimits.min,
      arrivalDayHourLimits.max,
    ).optional(),
    /** Charged per room on a line of its own for an arrival before 12:00 (0: none); kept when absent. */
    earlyCheckInCharge: kyat('Early check-in charge', {
      min: 0,
      max: maxRoomPrice,
      whole: true,
    }).optional(),
    /** A swap to a room of another type (ADR 073): keep the booked price or charge the difference. */
    swapPriceRule: choice('Room swap price', swapPriceRules).optional(),
  },
  { error: 'The hotel details are required' },
);
export type HotelDetailsUpdate = z.output<typeof hotelDetailsUpdateSchema>;

/** A room's floor: 1-99 (the grid names floors 1-20, others 'Floor N'). */
const floorField = wholeNumber('Floor', 1, 99);
const roomTypeIdField = storedId('Room type');

/** A new room's number: 1-6 letters or digits ('101', '12A'); never all zeros (issue 44). */
export const newRoomNumberPattern = /^[A-Za-z0-9]{1,6}$/;
export const newRoomNumberMessage = 'Room number must be 1 to 6 letters or digits';
/** create-income and food orders read RoomNumber '0' as 'no room' (SPEC section 7). */
export const zeroRoomNumberMessage = 'Room number cannot be all zeros (it would read as no room)';
const newRoomNumberField = roomNumberField('Room number').pipe(
  z
    .string()
    .regex(newRoomNumberPattern, newRoomNumberMessage)
    .refine((number) => !/^0+$/.test(number), zeroRoomNumberMessage),
);

/** POST /admin/rooms: a new room of a type (the type's ID of GET /admin/room-types). */
export const roomCreateSchema = z.object(
  { number: newRoomNumberField, floor: floorField, roomTypeId: roomTypeIdField },
  { error: 'The room is required' },
);
export type RoomCreate = z.output<typeof roomCreateSchema>;

/**
 * PUT /admin/rooms/{id}: its floor, its type, or both; and its number, corrected while the room
 * has never had a guest or a payment (issue 44: a mistyped number is not for ever).
 */
export const roomChangeSchema = z
  .object(
    {
      floor: floorField.optional(),
      roomTypeId: roomTypeIdField.optional(),
      number: newRoomNumberField.optional(),
    },
    { error: 'The change is required' },
  )
  .refine((c) => c.floor !== undefined || c.roomTypeId !== undefined || c.number !== undefined, {
    message: 'Give a floor or a room type to change',
  });
export type RoomChange = z.output<typeof roomChangeSchema>;

/**
 * The stay types a room type has a price for: SPEC.md's price entries, and the foreigner
 * daycation and session prices the demo hotels carry and Room Price Settings lists.
 */
export const roomTypePriceStayTypes = [
  ...priceStayTypes,
  'foreigner-daycation',
  'foreigner-session',
] as const;
export type RoomTypePriceStayType = (typeof roomTypePriceStayTypes)[number];

/** Each price entry as the owner's pages name it, so a message names the field it is under. */
const priceEntryNames: Record<RoomTypePriceStayType, string> = {
  'full-night': 'Full Night',
  extrabed: 'Extra Bed',
  'foreigner-full-night': 'Foreigner Full Night',
  'foreigner-extrabed': 'Foreigner Extra Bed',
  daycation: 'Daycation',
  session: 'Session',
  'hourly-rate': 'Hourly Rate',
  'foreigner-daycation': 'Foreigner Daycation',
  'foreigner-session': 'Foreigner Session',
};

const priceField = (stayType: RoomTypePriceStayType) =>
  wholeNumber(`${priceEntryNames[stayType]} price`, 0, maxRoomPrice);

/** Every stay type's price of a room type: one entry per stay type, whole Ks. */
export const roomTypePricesSchema = z.object(
  Object.fromEntries(roomTypePriceStayTypes.map((s) => [s, priceField(s)])) as Record<
    RoomTypePriceStayType,
    ReturnType<typeof priceField>
  >,
  { error: 'Prices are required' },
);

const roomTypeName = requiredText('Room type name', 40);

/** POST /admin/room-types: a new type with a price for every stay type. */
export const roomTypeCreateSchema = z.object(
  { name: roomTypeName, prices: roomTypePricesSchema },
  { error: 'The room type is required' },
);
export type RoomTypeCreate = z.output<typeof roomTypeCreateSchema>;

/** PUT /admin/room-types/{id}: a new name. */
export const roomTypeRenameSchema = z.object(
  { name: roomTypeName },
  { error: 'The room type name is required' },
);

/** An admin room as GET /admin/rooms lists it, out-of-service rooms included. */
export const adminRoomSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  floor: z.number().int(),
  status: z.number().int(),
  roomTypeId: z.number().int(),
  roomTypeName: z.string(),
  /** When it was taken out of service for good; null while in service. */
  retiredAt: z.string().nullable(),
  /** A guest holds it now: it cannot be changed. */
  occupied: z.boolean(),
});
export type AdminRoom = z.infer<typeof adminRoomSchema>;

export const adminRoomTypeSchema = z.object({
  id: z.number().int(),
  /** The hotel's own number of the type (RoomTypeID of GET /rooms). */
  number: z.number().int(),
  name: z.string(),
  roomCount: z.number().int(),
});
export type AdminRoomType = z.infer<typeof adminRoomTypeSchema>;

/** Path ids of the admin calls: digits only, at most 9. */
export const adminIdParam = (label: string) =>
  z
    .string()
    .regex(/^[0-9]{1,9}$/, `${label} must be a number`)
    .transform(Number);

/** `npm run hotel:add`: a new hotel of the deployment and its first admin. */
export const hotelAddSchema = z.object({
  key: z.string({ error: 'Hotel key is required' }).trim().regex(hotelKeyPattern, hotelKeyMessage),
  name: requiredText('Hotel name', 100),
  address: requiredText('Address', 200),
  city: requiredText('City', 60),
  phone: requiredText('Phone', 40),
  receiptPrefix: z
    .string({ error: receiptPrefixMessage })
    .trim()
    .regex(receiptPrefixPattern, receiptPrefixMessage),
  adminUsername: requiredText('Admin username', 60),
  adminName: requiredText('Admin name', 100),
});
export type HotelAdd = z.output<typeof hotelAddSchema>;
