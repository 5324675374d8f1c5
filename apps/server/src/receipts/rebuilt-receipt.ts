import { and, eq } from 'drizzle-orm';
import {
  fromHundredths,
  rateOfAmount,
  receiptBase,
  receiptLine,
  sumKyat,
  toHundredths,
  type Hundredths,
  type ReceiptCopy,
  type ReceiptCopyLine,
  type ReceiptDocument,
  type ReceiptDocumentKind,
  type ReceiptIssue,
} from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { foodRevenues, incomes } from '../db/schema.ts';
import { finalBillOfReceipt } from '../folio/final-bill.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { notFound } from '../http/errors.ts';
import { findGuest } from '../stays/guest.repository.ts';
import { receiptIssue } from './issued-receipt.repository.ts';
import type { ReceiptRecords } from './receipt-records.repository.ts';

const receiptOf = async (db: Executor, hotelId: number, id: number, table: 'income' | 'food') => {
  const rows =
    table === 'income'
      ? await db
          .select({ number: incomes.receiptNumber })
          .from(incomes)
          .where(and(eq(incomes.hotelId, hotelId), eq(incomes.id, id)))
      : await db
          .select({ number: foodRevenues.receiptNumber })
          .from(foodRevenues)
          .where(and(eq(foodRevenues.hotelId, hotelId), eq(foodRevenues.id, id)));
  return rows[0]?.number ?? null;
};

const lineAmount = (d: { price: number; quantity: number }) =>
  fromHundredths((toHundredths(d.price) * d.quantity) as Hundredths);

/**
 * A receipt read from the records that carry its number (ADR 034): what was recorded, not every
 * line printed. The reprint FALLBACK for receipts from before ADR 069 (`finalBill`: a stay's
 * last receipt after checkout is its bill), and what a SPEC client's own calls are kept as
 * (ADR 074). 404 when no record carries it.
 */
export const copyOfRecords = async (
  tx: Executor,
  hotel: HotelRow,
  number: string,
  { paid, food, dishes, stays }: ReceiptRecords,
  options: { finalBill: boolean },
): Promise<ReceiptCopy> => {
  if (paid.length + food.length + dishes.length + stays.length === 0) {
    throw notFound('Receipt not found.');
  }
  const lines: ReceiptCopyLine[] = [
    ...paid.map((i) => ({ Label: i.type, Quantity: null, Price: null, Amount: i.amount })),
    ...dishes.map((d) => ({
      Label: d.foodName,
      Quantity: d.quantity,
      Price: d.price,
      Amount: lineAmount(d),
    })),
    // A food payment with no dishes of its own (a walk-in's, a void): its total.
    ...food
      .filter((f) => !dishes.some((d) => d.foodRevenueId === f.id))
      .map((f) => ({
        Label: f.voidsFoodRevenueId === null ? 'food' : 'void',
        Quantity: null,
        Price: null,
        Amount: f.totalAmount,
      })),
  ];
  const tax = sumKyat(dishes.map((d) => d.taxCharges));
  const service = sumKyat(dishes.map((d) => d.serviceCharges));
  const total =
    food.length > 0 || paid.length > 0
      ? sumKyat([...paid.map((i) => i.amount), ...food.map((f) => f.totalAmount)])
      : sumKyat([...dishes.map(lineAmount), tax, service]);

  const guestId = stays[0]?.id ?? [...paid, ...food, ...dishes].find((r) => r.guestId)?.guestId;
  const guest = stays[0] ?? (guestId ? await findGuest(tx, hotel.id, guestId) : undefined);
  const correctionIncome = paid.find((i) => i.correction !== null);
  const foodVoid = food.find((f) => f.voidsFoodRevenueId !== null);
  const original = correctionIncome?.correctsIncomeId
    ? await receiptOf(tx, hotel.id, correctionIncome.correctsIncomeId, 'income')
    : foodVoid?.voidsFoodRevenueId
      ? await receiptOf(tx, hotel.id, foodVoid.voidsFoodRevenueId, 'food')
      : null;
  const times = [...paid, ...food, ...dishes, ...stays].map((r) => r.createdAt.getTime());
  const rooms = [
    ...new Set(
      [...stays, ...paid, ...food, ...dishes].map((r) => r.roomNumber).filter((r) => r !== '0'),
    ),
  ];
  return {
    ReceiptNumber: number,
    IssuedAt: new Date(Math.min(...times)).toISOString(),
    Rooms: rooms,
    Guest: guest
      ? {
          Name: guest.name,
          RoomType: guest.roomType,
          CheckinDate: guest.checkinAt.toISOString(),
          CheckoutDate: guest.checkoutAt.toISOString(),
        }
      : null,
    Lines: lines,
    Tax: tax,
    Service: service,
    Total: total,
    PaymentMethod:
      paid[0]?.paymentMethod ?? food[0]?.paymentMethod ?? dishes[0]?.paymentMethod ?? null,
    Correction: correctionIncome?.correction ?? (foodVoid ? 'void' : null),
    Reason: correctionIncome?.reason ?? foodVoid?.reason ?? null,
    OriginalReceiptNumber: original,
    // A check-in of several rooms is several stays: its copy is the check-in's.
    FinalBill:
      options.finalBill && stays.length <= 1
        ? await finalBillOfReceipt(tx, hotel.id, guest, number)
        : null,
  };
};

const kindOfLines = (copy: ReceiptCopy): ReceiptDocumentKind => {
  if (copy.Correction) return copy.Correction;
  const first = copy.Lines[0];
  if (!first) return 'payment';
  if (first.Quantity !== null || first.Label === 'food') return 'food';
  if (first.Label === 'checked-in') return 'check-in';
  if (first.Label === 'extend' || first.Label === 'extend-long-stay') return 'extension';
  if (first.Label === 'deposit') return 'deposit';
  return 'payment';
};

/** The document of a receipt read from its records, issued with `issue` (its hotel, time). */
export const documentOfRecords = (copy: ReceiptCopy, issue: ReceiptIssue): ReceiptDocument => {
  const subtotal = sumKyat(copy.Lines.map((line) => line.Amount));
  return {
    ...receiptBase(kindOfLines(copy), copy.ReceiptNumber, issue),
    Guest: copy.Guest?.Name ?? null,
    Rooms: copy.Rooms,
    Stay: copy.Guest
      ? {
          StayType: copy.Guest.RoomType,
          CheckinDate: copy.Guest.CheckinDate,
          CheckoutDate: copy.Guest.CheckoutDate,
          Nights: null,
        }
      : null,
    Lines: copy.Lines.map((line) =>
      line.Quantity !== null && line.Price !== null
        ? receiptLine('dish', line.Amount, {
            Label: line.Label,
            Quantity: line.Quantity,
            Price: line.Price,
          })
        : receiptLine('record', line.Amount, { Label: line.Label }),
    ),
    Subtotal: subtotal,
    // A food order's rates are one per order: its tax over its dishes gives it back.
    TaxRate: rateOfAmount(copy.Tax, subtotal),
    Tax: copy.Tax,
    ServiceRate: rateOfAmount(copy.Service, subtotal),
    Service: copy.Service,
    Total: copy.Total,
    PaymentMethod: copy.PaymentMethod,
    Correction: copy.Correction
      ? {
          Kind: copy.Correction,
          Reason: copy.Reason ?? '',
          OriginalReceiptNumber: copy.OriginalReceiptNumber,
        }
      : null,
  };
};

/**
 * FALLBACK (ADR 069) for a receipt issued before receipts were stored: its records as a document
 * with today's hotel details, marked `Rebuilt`. A stay's final bill is a bill of no number.
 */
export const documentOfRebuilt = (copy: ReceiptCopy, hotel: HotelRow): ReceiptDocument => {
  const issue = { ...receiptIssue(hotel, new Date(copy.IssuedAt)), servedBy: null };
  if (copy.FinalBill) {
    return {
      ...receiptBase('bill', null, { ...issue, issuedAt: new Date(copy.FinalBill.CheckedOutAt) }),
      Guest: copy.FinalBill.Folio.Name,
      Rooms: [copy.FinalBill.Folio.RoomNumber],
      Subtotal: copy.FinalBill.Folio.TotalCharges,
      Total: copy.FinalBill.Folio.TotalCharges,
      Bill: copy.FinalBill.Folio,
      Rebuilt: true,
    };
  }
  return { ...documentOfRecords(copy, issue), Rebuilt: true };
};
