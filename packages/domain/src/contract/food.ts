import { z } from 'zod';
import { receiptDocumentSchema } from './receipt-document.ts';
import { isIsoDate } from '../rules/dates.ts';
import { stockSummaryDrinks } from '../rules/menu.ts';
import { foodOrderPaymentMethods, paymentMethods } from '../rules/stay-types.ts';
import { walletReferenceField } from './wallet-reference.ts';
import { normalizeWallClock, parseWallClock } from '../rules/wall-clock.ts';
import {
  choice,
  instantText,
  kyat,
  optionalText,
  ratePercent,
  requiredText,
  roomNumberField,
  storedId,
} from './input-fields.ts';
import { correctionFields, noRoomNumber } from './incomes.ts';
import { businessDateField, revenuePaymentTypes } from './stats.ts';

export const foodLimits = {
  nameLength: 100,
  maxPrice: 100_000_000,
  maxQuantity: 1000,
  maxLines: 100,
  maxAmount: 1_000_000_000,
} as const;

/** SPEC.md section 5: the Settings form's message for a blank name or price. */
export const menuItemBlankMessage = 'Please fill in both food name and price.';
/** SPEC.md section 5: the Food Order dialog's messages. */
export const addItemsToOrderMessage = 'Please add items to your order';
export const selectPaymentMethodMessage = 'Please select a payment method';

// --- Menu -------------------------------------------------------------------------------------

/** POST /create-menu and PUT /menu/{id}: name and price non-blank, price >= 0. */
export const menuItemInputSchema = z.object(
  {
    FoodName: requiredText('FoodName', foodLimits.nameLength),
    FoodPrice: kyat('FoodPrice', { min: 0, max: foodLimits.maxPrice }),
  },
  { error: 'The menu item is required' },
);
export type MenuItemInputValues = z.input<typeof menuItemInputSchema>;
export type MenuItemInput = z.output<typeof menuItemInputSchema>;

export const menuItemSchema = z.object({
  ID: z.number().int(),
  FoodName: z.string(),
  FoodPrice: z.number(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
export const menuItemListSchema = z.array(menuItemSchema);

/** Digits only: '0x2', '+3', ' 3' or '3.0' name no item (Number() would read them as one). */
export const menuItemIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'Menu item id must be a number')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'Menu item id must be at least 1')
        .max(2_147_483_647, 'Menu item id is too large'),
    ),
});

// --- Order time -------------------------------------------------------------------------------

/**
 * OrderTime as SPEC.md section 7 sends it: the hotel's wall-clock time 'yyyy-mm-dd hh:mm:ss'
 * (the ISO-like '...T14:00:00.000Z' wall-clock form is read the same way). Normalised to the
 * wall-clock wire form; the server turns it into an instant in the hotel's time zone.
 */
export const orderTimeField = (label: string) =>
  requiredText(label, 40)
    .transform((text) => text.replace(' ', 'T'))
    .refine(
      (text) => text.includes('T') && parseWallClock(text) !== undefined,
      `${label} must be a time written yyyy-mm-dd hh:mm:ss`,
    )
    .transform((text) => normalizeWallClock(text));

// --- One order line (SPEC.md section 7, POST /create-food-order) ------------------------------

/**
 * One order line. ServiceCharges and TaxCharges are the line's amounts (not rates). OrderTime
 * absent means now. ReceiptNumber: a well-formed unused FOOD number is kept, a missing or used
 * one gets the next server-issued number (the response says which).
 */
export const createFoodOrderSchema = z.object(
  {
    GuestID: storedId('GuestID'),
    RoomNumber: roomNumberField('RoomNumber'),
    FoodName: requiredText('FoodName', foodLimits.nameLength),
    Price: kyat('Price', { min: 0, max: foodLimits.maxPrice }),
    Quantity: z
      .number({ error: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(foodLimits.maxQuantity, `Quantity must be at most ${foodLimits.maxQuantity}`),
    OrderTime: orderTimeField('OrderTime').optional(),
    PaymentMethod: choice('PaymentMethod', paymentMethods),
    ServiceCharges: kyat('ServiceCharges', { min: 0, max: foodLimits.maxAmount }).default(0),
    TaxCharges: kyat('TaxCharges', { min: 0, max: foodLimits.maxAmount }).default(0),
    ReceiptNumber: optionalText('ReceiptNumber', 40),
  },
  { error: 'The food order is required' },
);
export type CreateFoodOrderInput = z.input<typeof createFoodOrderSchema>;
export type CreateFoodOrder = z.output<typeof createFoodOrderSchema>;

/** An order line read back (GET /guest-food-orders, a food revenue record's Items). */
export const foodOrderSchema = z.object({
  ID: z.number().int(),
  GuestID: z.number().int().nullable(),
  RoomNumber: z.string(),
  FoodName: z.string(),
  Price: z.number(),
  Quantity: z.number().int(),
  /** An ISO instant. */
  OrderTime: instantText,
  PaymentMethod: z.string(),
  ServiceCharges: z.number(),
  TaxCharges: z.number(),
  ReceiptNumber: z.string().nullable(),
});
export type FoodOrder = z.infer<typeof foodOrderSchema>;
export const foodOrderListSchema = z.array(foodOrderSchema);

/**
 * GET /guest-food-orders?roomNumber&guestID: the guest's lines wherever they were ordered (a
 * swapped guest keeps them); without guestID, those of the room's current guest. An unknown
 * guest is an empty list.
 */
export const guestFoodOrdersQuerySchema = z
  .object({
    roomNumber: roomNumberField('roomNumber').optional(),
    guestID: z.coerce
      .number({ error: 'guestID must be a number' })
      .int('guestID must be a whole number')
      .min(1, 'guestID must be at least 1')
      .max(2_147_483_647, 'guestID is too large')
      .optional(),
  })
  .refine((query) => query.guestID !== undefined || query.roomNumber !== undefined, {
    message: 'guestID is required',
    path: ['guestID'],
  });
export type GuestFoodOrdersQuery = z.output<typeof guestFoodOrdersQuerySchema>;

// --- Food revenue -----------------------------------------------------------------------------

/** POST /create-food-revenue (SPEC.md section 7). GuestID null and RoomNumber '0': no room. */
export const createFoodRevenueSchema = z.object(
  {
    GuestID: storedId('GuestID')
      .nullish()
      .transform((id) => id ?? null),
    RoomNumber: roomNumberField('RoomNumber').default(noRoomNumber),
    TotalAmount: kyat('TotalAmount', { min: 0, max: foodLimits.maxAmount }),
    PaymentMethod: choice('PaymentMethod', paymentMethods),
    ReceiptNumber: optionalText('ReceiptNumber', 40),
    OrderTime: orderTimeField('OrderTime').optional(),
  },
  { error: 'The food revenue is required' },
);
export type CreateFoodRevenueInput = z.input<typeof createFoodRevenueSchema>;
export type CreateFoodRevenue = z.output<typeof createFoodRevenueSchema>;

/** A food revenue record (SPEC.md section 3); OrderTime and CreatedAt are ISO instants. */
export const foodRevenueRecordSchema = z.object({
  ID: z.number().int(),
  GuestID: z.number().int().nullable(),
  RoomNumber: z.string(),
  TotalAmount: z.number(),
  PaymentMethod: z.string(),
  ReceiptNumber: z.string().nullable(),
  OrderTime: instantText,
  CreatedAt: instantText,
  Items: z.array(foodOrderSchema),
  ...correctionFields,
});
export type FoodRevenueRecord = z.infer<typeof foodRevenueRecordSchema>;
export const foodRevenueRecordListSchema = z.array(foodRevenueRecordSchema);

export const foodRevenueDateParamsSchema = z.object({ date: businessDateField('Date') });

/**
 * GET /food-revenue?date&paymentType: the day's food revenue records plus incomes of RevenueType
 * food-revenue (SPEC.md section 9); cash is cash only, online every other method; without
 * paymentType every method counts. date is the hotel's business date (today when absent).
 */
export const foodRevenueQuerySchema = z.object({
  date: businessDateField('Date').optional(),
  paymentType: choice('Payment type', revenuePaymentTypes).optional(),
});
export type FoodRevenueQuery = z.output<typeof foodRevenueQuerySchema>;

export const foodRevenueSchema = z.object({ 'food-revenue': z.number() });
export type FoodRevenue = z.infer<typeof foodRevenueSchema>;

// --- Drink stock summary ----------------------------------------------------------------------

/** A yyyy-mm-dd date or an ISO instant (read as the hotel's business date of that instant). */
const dateOrInstant = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .refine(
      (text) => isIsoDate(text) || z.iso.datetime({ offset: true }).safeParse(text).success,
      `${label} must be a date yyyy-mm-dd or an ISO time`,
    );

/** GET /drink-stock-summary?start&end: both days included; default the last 7 days to today. */
export const drinkStockSummaryQuerySchema = z.object({
  start: dateOrInstant('start').optional(),
  end: dateOrInstant('end').optional(),
});
export type DrinkStockSummaryQuery = z.output<typeof drinkStockSummaryQuerySchema>;

/** Quantities ordered, keyed by drink name; every drink of the fixed list, 0 when none. */
export const drinkStockSummarySchema = z.record(z.enum(stockSummaryDrinks), z.number().int());
export type DrinkStockSummary = z.infer<typeof drinkStockSummarySchema>;

// --- The whole order at once (the web app's Food Order dialog) --------------------------------

/**
 * POST /food-orders: a whole order for a room's guest in one transaction (its lines, its food
 * revenue record, the guest's food charges and a server-issued FOOD receipt number), safe to
 * retry under Idempotency-Key. Lines name menu items; the server prices them from the menu.
 */
export const placeFoodOrderSchema = z.object(
  {
    guestId: storedId('Guest ID'),
    roomNumber: roomNumberField('Room number'),
    items: z
      .array(
        z.object(
          {
            menuItemId: storedId('Menu item'),
            quantity: z
              .number({ error: 'Quantity must be a number' })
              .int('Quantity must be a whole number')
              .min(1, 'Quantity must be at least 1')
              .max(foodLimits.maxQuantity, `Quantity must be at most ${foodLimits.maxQuantity}`),
          },
          { error: 'Each item needs a menu item and a quantity' },
        ),
        { error: addItemsToOrderMessage },
      )
      .min(1, addItemsToOrderMessage)
      .max(foodLimits.maxLines, `At most ${foodLimits.maxLines} items in one order`),
    taxRate: ratePercent('Tax rate'),
    serviceRate: ratePercent('Service rate'),
    /** A method paid now, or 'room-account': on the stay's account, paid at checkout (ADR 033). */
    paymentMethod: z.enum(foodOrderPaymentMethods, { error: selectPaymentMethodMessage }),
    /** Paid by a wallet: its transaction reference (ADR 051). */
    walletReference: walletReferenceField,
  },
  { error: 'The food order is required' },
);
export type PlaceFoodOrderInput = z.input<typeof placeFoodOrderSchema>;
export type PlaceFoodOrder = z.output<typeof placeFoodOrderSchema>;

/** The answer of POST /food-orders: everything the food receipt prints. */
export const placedFoodOrderSchema = z.object({
  receiptNumber: z.string(),
  /** The food receipt paid now; null for an order on the room's account. */
  foodRevenueId: z.number().int().nullable(),
  guestId: z.number().int(),
  guestName: z.string(),
  roomNumber: z.string(),
  paymentMethod: z.enum(foodOrderPaymentMethods),
  orderTime: instantText,
  lines: z.array(
    z.object({
      ID: z.number().int(),
      FoodName: z.string(),
      Price: z.number(),
      Quantity: z.number().int(),
      Amount: z.number(),
      TaxCharges: z.number(),
      ServiceCharges: z.number(),
    }),
  ),
  taxRate: z.number(),
  serviceRate: z.number(),
  subtotal: z.number(),
  tax: z.number(),
  service: z.number(),
  grandTotal: z.number(),
  /** The receipt (or the slip of an order on the account) as printed and kept (ADR 069). */
  receipt: receiptDocumentSchema,
});
export type PlacedFoodOrder = z.infer<typeof placedFoodOrderSchema>;
