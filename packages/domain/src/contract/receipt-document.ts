import { z } from 'zod';
import { sumKyat } from '../rules/money.ts';
import { folioSchema } from './folio.ts';
import { instantText } from './input-fields.ts';

/** Every kind of receipt the desk prints (ADR 069). */
export const receiptDocumentKinds = [
  'check-in',
  'extension',
  'food',
  'payment',
  'deposit',
  'refund',
  'void',
  'bill',
] as const;
export type ReceiptDocumentKind = (typeof receiptDocumentKinds)[number];

/**
 * One printed line. `room`: a room's stay (Room, StayType, Nights); `extra-bed`: its extra bed;
 * `early-check-in`: the owner's early check-in charge of a room (ADR 068);
 * `extension`: days or hours added (Quantity, Unit, Price each); `dish`: a dish (Label, Quantity,
 * Price); `record`: a payment's Type (checked-in, payment, deposit, void, ...) or a text.
 */
export const receiptDocumentLineSchema = z.object({
  Kind: z.enum(['room', 'extra-bed', 'early-check-in', 'extension', 'dish', 'record']),
  Label: z.string().nullable(),
  Room: z.string().nullable(),
  StayType: z.string().nullable(),
  Nights: z.number().int().nullable(),
  Quantity: z.number().nullable(),
  Unit: z.enum(['days', 'hours', 'long-stay']).nullable(),
  Price: z.number().nullable(),
  Amount: z.number(),
});
export type ReceiptDocumentLine = z.infer<typeof receiptDocumentLineSchema>;

/** The hotel's details as they were when the receipt was issued. */
export const receiptHotelSchema = z.object({
  Name: z.string(),
  Address: z.string(),
  City: z.string(),
  Phone: z.string(),
  TimeZone: z.string(),
});
export type ReceiptHotelDetails = z.infer<typeof receiptHotelSchema>;

/**
 * A receipt as it was printed (ADR 069), stored with its money in the same transaction and
 * answered by the write and by GET /receipts/{number}: a reprint prints this, marked COPY.
 * Amounts are the server's; the desk only lays them out (in its language).
 */
export const receiptDocumentSchema = z.object({
  Kind: z.enum(receiptDocumentKinds),
  /** A bill has a number of its own or none (null), never another receipt's. */
  ReceiptNumber: z.string().nullable(),
  IssuedAt: instantText,
  Hotel: receiptHotelSchema,
  Guest: z.string().nullable(),
  Rooms: z.array(z.string()),
  Stay: z
    .object({
      StayType: z.string(),
      CheckinDate: instantText,
      CheckoutDate: instantText,
      /** Printed 'N Nights'; null for a stay counted in hours. */
      Nights: z.number().int().nullable(),
    })
    .nullable(),
  Extension: z
    .object({
      Kind: z.enum(['days', 'hours', 'long-stay']),
      Units: z.number().int(),
      PreviousCheckoutDate: instantText,
      CheckoutDate: instantText,
    })
    .nullable(),
  Lines: z.array(receiptDocumentLineSchema),
  Subtotal: z.number(),
  TaxRate: z.number(),
  Tax: z.number(),
  ServiceRate: z.number(),
  Service: z.number(),
  Total: z.number(),
  /** A reservation's prepayment credited, and what was left to pay (check-in). */
  PriorPaid: z.number().nullable(),
  GrandTotal: z.number().nullable(),
  PaymentMethod: z.string().nullable(),
  WalletTransactionId: z.string().nullable(),
  Correction: z
    .object({
      Kind: z.enum(['void', 'refund']),
      Reason: z.string(),
      OriginalReceiptNumber: z.string().nullable(),
    })
    .nullable(),
  /** A stay's bill: its folio as it was (charges, payments, balance). */
  Bill: z.lazy(() => folioSchema).nullable(),
  /** Who served: the acting user's name. */
  ServedBy: z.string().nullable(),
  /**
   * True only for a receipt issued before ADR 069 (no stored document): rebuilt from the records
   * that carry its number, so it shows what was recorded, not every line that was printed.
   */
  Rebuilt: z.boolean().optional(),
});
export type ReceiptDocument = z.infer<typeof receiptDocumentSchema>;

/** What every receipt is issued with: the hotel as it is now, when, by whom. */
export interface ReceiptIssue {
  hotel: ReceiptHotelDetails;
  issuedAt: Date;
  servedBy: string | null;
}

const emptyLine = {
  Label: null,
  Room: null,
  StayType: null,
  Nights: null,
  Quantity: null,
  Unit: null,
  Price: null,
} as const;

/** A line of `kind` with only the fields given. */
export const receiptLine = (
  kind: ReceiptDocumentLine['Kind'],
  amount: number,
  fields: Partial<Omit<ReceiptDocumentLine, 'Kind' | 'Amount'>> = {},
): ReceiptDocumentLine => ({ ...emptyLine, ...fields, Kind: kind, Amount: amount });

/** The fields every receipt has, with nothing in the optional ones. */
export const receiptBase = (
  kind: ReceiptDocumentKind,
  number: string | null,
  issue: ReceiptIssue,
): ReceiptDocument => ({
  Kind: kind,
  ReceiptNumber: number,
  IssuedAt: issue.issuedAt.toISOString(),
  Hotel: issue.hotel,
  Guest: null,
  Rooms: [],
  Stay: null,
  Extension: null,
  Lines: [],
  Subtotal: 0,
  TaxRate: 0,
  Tax: 0,
  ServiceRate: 0,
  Service: 0,
  Total: 0,
  PriorPaid: null,
  GrandTotal: null,
  PaymentMethod: null,
  WalletTransactionId: null,
  Correction: null,
  Bill: null,
  ServedBy: issue.servedBy,
});

const countsNights = (stayType: string) => stayType === 'full-night' || stayType === 'long-stay';

/** A check-in's rooms as priced: each room's charges (its extra bed apart). */
export interface CheckedInRoom {
  roomNumber: string;
  roomCharges: number;
  extraBedCharges: number;
  /** The owner's early check-in charge (ADR 068), a line of its own; 0 or absent: none. */
  earlyCheckInCharges?: number | undefined;
}

/** What a priced receipt charged: its rates, tax, service and total, and how it was paid. */
interface ChargedTotals {
  taxRate: number;
  tax: number;
  serviceRate: number;
  service: number;
  total: number;
  paymentMethod: string;
  walletTransactionId: string | null;
}

const chargedTotals = (c: ChargedTotals) => ({
  TaxRate: c.taxRate,
  Tax: c.tax,
  ServiceRate: c.serviceRate,
  Service: c.service,
  Total: c.total,
  PaymentMethod: c.paymentMethod,
  WalletTransactionId: c.walletTransactionId,
});

/** The receipt of a check-in (walk-in or reservation), from what the check-in wrote. */
export const checkInReceiptDocument = (
  issue: ReceiptIssue,
  c: {
    receiptNumber: string;
    guest: string;
    stayType: string;
    checkinAt: Date;
    checkoutAt: Date;
    nights: number;
    rooms: readonly CheckedInRoom[];
    roomCharges: number;
    fromReservation: boolean;
    priorPaid: number;
    grandTotal: number;
  } & ChargedTotals,
): ReceiptDocument => {
  const nights = countsNights(c.stayType) ? c.nights : null;
  return {
    ...receiptBase('check-in', c.receiptNumber, issue),
    Guest: c.guest,
    Rooms: c.rooms.map((r) => r.roomNumber),
    Stay: {
      StayType: c.stayType,
      CheckinDate: c.checkinAt.toISOString(),
      CheckoutDate: c.checkoutAt.toISOString(),
      Nights: nights,
    },
    Lines: c.rooms.flatMap((r) => {
      const early = r.earlyCheckInCharges ?? 0;
      return [
        receiptLine('room', sumKyat([r.roomCharges, -r.extraBedCharges, -early]), {
          Room: r.roomNumber,
          StayType: c.stayType,
          Nights: nights,
        }),
        ...(r.extraBedCharges > 0
          ? [receiptLine('extra-bed', r.extraBedCharges, { Room: r.roomNumber, Nights: nights })]
          : []),
        ...(early > 0 ? [receiptLine('early-check-in', early, { Room: r.roomNumber })] : []),
      ];
    }),
    Subtotal: c.roomCharges,
    ...chargedTotals(c),
    PriorPaid: c.fromReservation ? c.priorPaid : null,
    GrandTotal: c.fromReservation ? c.grandTotal : null,
  };
};

/** The receipt of an extension by days, by hours or of a long stay. */
export const extensionReceiptDocument = (
  issue: ReceiptIssue,
  e: {
    receiptNumber: string;
    guest: string;
    room: string;
    kind: 'days' | 'hours' | 'long-stay';
    units: number;
    unitPrice: number;
    previousCheckout: Date;
    checkout: Date;
    roomCharges: number;
  } & ChargedTotals,
): ReceiptDocument => ({
  ...receiptBase('extension', e.receiptNumber, issue),
  Guest: e.guest,
  Rooms: [e.room],
  Extension: {
    Kind: e.kind,
    Units: e.units,
    PreviousCheckoutDate: e.previousCheckout.toISOString(),
    CheckoutDate: e.checkout.toISOString(),
  },
  Lines: [
    receiptLine('extension', e.roomCharges, {
      Unit: e.kind,
      Quantity: e.units,
      Price: e.unitPrice,
    }),
  ],
  Subtotal: e.roomCharges,
  ...chargedTotals(e),
});

/** The receipt (or, on the room's account, the slip) of a food order. */
export const foodReceiptDocument = (
  issue: ReceiptIssue,
  f: {
    receiptNumber: string;
    guest: string;
    room: string;
    dishes: readonly { name: string; quantity: number; price: number; amount: number }[];
    subtotal: number;
  } & ChargedTotals,
): ReceiptDocument => ({
  ...receiptBase('food', f.receiptNumber, issue),
  Guest: f.guest,
  Rooms: [f.room],
  Lines: f.dishes.map((d) =>
    receiptLine('dish', d.amount, { Label: d.name, Quantity: d.quantity, Price: d.price }),
  ),
  Subtotal: f.subtotal,
  ...chargedTotals(f),
});

/**
 * The receipt of money taken or given back on its own: a payment, a deposit, a refund, a void, or
 * the food a checkout collects (its line is the record's Type; a void or refund names its reason
 * and the receipt it corrects).
 */
export const moneyReceiptDocument = (
  issue: ReceiptIssue,
  m: {
    kind: 'payment' | 'deposit' | 'refund' | 'void' | 'food';
    receiptNumber: string | null;
    guest: string | null;
    rooms: readonly string[];
    lines: readonly { type: string; amount: number }[];
    paymentMethod: string | null;
    walletTransactionId: string | null;
    correction?: { kind: 'void' | 'refund'; reason: string; originalReceiptNumber: string | null };
  },
): ReceiptDocument => {
  const total = sumKyat(m.lines.map((l) => l.amount));
  return {
    ...receiptBase(m.kind, m.receiptNumber, issue),
    Guest: m.guest,
    Rooms: [...m.rooms],
    Lines: m.lines.map((l) => receiptLine('record', l.amount, { Label: l.type })),
    Subtotal: total,
    Total: total,
    PaymentMethod: m.paymentMethod,
    WalletTransactionId: m.walletTransactionId,
    Correction: m.correction
      ? {
          Kind: m.correction.kind,
          Reason: m.correction.reason,
          OriginalReceiptNumber: m.correction.originalReceiptNumber,
        }
      : null,
  };
};

/** A stay's bill (at checkout, the final bill): titled Bill, with no receipt number of its own. */
export const billReceiptDocument = (
  issue: ReceiptIssue,
  bill: z.infer<typeof folioSchema>,
): ReceiptDocument => ({
  ...receiptBase('bill', null, issue),
  Guest: bill.Name,
  Rooms: [bill.RoomNumber],
  Subtotal: bill.TotalCharges,
  Total: bill.TotalCharges,
  Bill: bill,
});
