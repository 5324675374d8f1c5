import {
  alreadyVoidedMessage,
  moneyReceiptDocument,
  refundLimit,
  refundRefusal,
  sumKyat,
  voidRefusal,
  type ActivityParams,
  type Correction,
  type Refund,
  type VoidPayment,
} from '@frontdesk/domain';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { Transaction } from '../db/client.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { actingUserId } from '../http/acting-user.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { runIdempotent } from '../idempotency/idempotent-operation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { receiptIssue, storeIssuedReceipt } from '../receipts/issued-receipt.repository.ts';
import { issueReceiptNumber } from '../receipts/receipt.service.ts';
import { insertFoodRevenue } from '../food/food.repository.ts';
import { insertIncomes, type IncomeRow } from '../revenue/income.repository.ts';
import {
  findFoodRevenue,
  findIncome,
  isFoodRevenueVoided,
  isIncomeVoided,
  isUniqueViolation,
  lockFoodRevenue,
  lockIncome,
  sumRefundsOfIncome,
} from './correction.repository.ts';
import { addGuestPayment, lockGuestForPayment } from './folio.repository.ts';
import { guestNotFound } from './folio.service.ts';

const paymentNotFound = () => notFound('Payment not found.');

/** A void's or refund's receipt, kept as it is printed (ADR 069), in the correction's transaction. */
const keepCorrectionReceipt = (
  tx: Transaction,
  hotel: HotelRow,
  at: Date,
  c: {
    kind: 'void' | 'refund';
    receiptNumber: string;
    guest: string | null;
    room: string;
    amount: number;
    paymentMethod: string;
    reason: string;
    original: string | null;
  },
) =>
  storeIssuedReceipt(
    tx,
    hotel.id,
    moneyReceiptDocument(receiptIssue(hotel, at), {
      kind: c.kind,
      receiptNumber: c.receiptNumber,
      guest: c.guest,
      rooms: c.room === '0' ? [] : [c.room],
      lines: [{ type: c.kind, amount: c.amount }],
      paymentMethod: c.paymentMethod,
      walletTransactionId: null,
      correction: { kind: c.kind, reason: c.reason, originalReceiptNumber: c.original },
    }),
  );

const presentIncomeCorrection = (row: IncomeRow, original: string | null): Correction => ({
  Kind: row.correction === 'refund' ? 'refund' : 'void',
  ID: row.id,
  GuestID: row.guestId,
  RoomNumber: row.roomNumber,
  Amount: row.amount,
  PaymentMethod: row.paymentMethod,
  RevenueType: row.revenueType,
  ReceiptNumber: row.receiptNumber ?? '',
  OriginalReceiptNumber: original,
  Reason: row.reason ?? '',
  CreatedAt: row.createdAt.toISOString(),
});

/**
 * The guest of a record, locked before the record itself: every money write of a stay locks the
 * guest first, then its records, then the receipt counter, so desks correcting one stay at once
 * wait in turn and never deadlock (ADR 071).
 */
const lockGuestOf = (tx: Transaction, hotelId: number, guestId: number | null) =>
  guestId === null ? Promise.resolve(undefined) : lockGuestForPayment(tx, hotelId, guestId);

/** The activity entry of a void (ADR 036): the amount voided and both receipt numbers. */
const recordVoid = (
  tx: Transaction,
  hotel: HotelRow,
  subject: string,
  params: ActivityParams['payment-void'],
) => recordActivity(tx, actingAs(hotel), { kind: 'payment-void', subject, params });

/** Voids and refunds (ADR 034): owner-only entries that reverse or give back money. */
export const createCorrectionService = ({ db, events, now }: ReceptionDeps) => {
  const once = async <T>(
    hotel: HotelRow,
    operation: string,
    request: unknown,
    key: string | undefined,
    work: (tx: Transaction, at: Date) => Promise<T>,
  ): Promise<T> => {
    const at = now();
    try {
      const { answer, replayed } = await runIdempotent(
        db,
        { hotelId: hotel.id, key, operation, request, at },
        (tx) => work(tx, at),
      );
      if (!replayed) await events.publish(hotel.id, { type: 'payment_updated' });
      return answer;
    } catch (error) {
      // Backstop of the lock on the original: the one-void index refused a second void.
      if (isUniqueViolation(error)) throw conflict(alreadyVoidedMessage);
      throw error;
    }
  };

  return {
    /**
     * Reverses an income recorded by mistake: a negative income of the same type of revenue,
     * method, guest and room, pointing at it, with the reason and the acting user, on today's
     * receipt; a guest's AmountPaid loses it. Once per payment (409 after).
     */
    voidIncome(hotel: HotelRow, id: number, body: VoidPayment, key?: string) {
      return once(hotel, 'void-income', { id, body }, key, async (tx, at) => {
        const found = await findIncome(tx, hotel.id, id);
        if (!found) throw paymentNotFound();
        const guest = await lockGuestOf(tx, hotel.id, found.guestId);
        const original = await lockIncome(tx, hotel.id, id);
        if (!original) throw paymentNotFound();
        // What the void takes from AmountPaid: what the record added to it (ADR 071).
        const fromStay = guest && original.inAmountPaid ? guest : undefined;
        const refusal = voidRefusal({
          correction: original.correction,
          isDeposit: original.reservationId !== null,
          voided: await isIncomeVoided(tx, hotel.id, id),
          refunded: await sumRefundsOfIncome(tx, hotel.id, id),
          ...(fromStay && { stay: { takes: original.amount, holds: fromStay.amountPaid } }),
        });
        if (refusal) throw conflict(refusal);
        const receiptNumber = await issueReceiptNumber(tx, hotel, 'room', at);
        const [entry] = await insertIncomes(tx, hotel.id, [
          {
            type: 'void',
            guestId: original.guestId,
            roomNumber: original.roomNumber,
            amount: -original.amount,
            revenueType: original.revenueType,
            paymentMethod: original.paymentMethod,
            receiptNumber,
            correction: 'void',
            correctsIncomeId: original.id,
            reason: body.reason,
            recordedBy: actingUserId() ?? null,
            inAmountPaid: original.inAmountPaid,
            createdAt: at,
          },
        ]);
        if (fromStay) {
          await addGuestPayment(
            tx,
            hotel.id,
            fromStay.id,
            sumKyat([fromStay.amountPaid, -original.amount]),
          );
        }
        await recordVoid(tx, hotel, `income:${original.id}`, {
          room: original.roomNumber,
          amount: original.amount,
          reason: body.reason,
          receipt: receiptNumber,
          originalReceipt: original.receiptNumber,
        });
        await keepCorrectionReceipt(tx, hotel, at, {
          kind: 'void',
          receiptNumber,
          guest: guest?.name ?? null,
          room: original.roomNumber,
          amount: -original.amount,
          paymentMethod: original.paymentMethod,
          reason: body.reason,
          original: original.receiptNumber,
        });
        return presentIncomeCorrection(entry!, original.receiptNumber);
      });
    },

    /**
     * Reverses a food receipt recorded by mistake: a food receipt of the negative total, same
     * method, guest and room, pointing at it (its order lines and the guest's food charges stay:
     * the food was served, now unpaid). Once per receipt.
     */
    voidFoodRevenue(hotel: HotelRow, id: number, body: VoidPayment, key?: string) {
      return once(hotel, 'void-food-revenue', { id, body }, key, async (tx, at) => {
        const found = await findFoodRevenue(tx, hotel.id, id);
        if (!found) throw paymentNotFound();
        const guest = await lockGuestOf(tx, hotel.id, found.guestId);
        const original = await lockFoodRevenue(tx, hotel.id, id);
        if (!original) throw paymentNotFound();
        const refusal = voidRefusal({
          correction: original.voidsFoodRevenueId === null ? null : 'void',
          isDeposit: false,
          voided: await isFoodRevenueVoided(tx, hotel.id, id),
        });
        if (refusal) throw conflict(refusal);
        const receiptNumber = await issueReceiptNumber(tx, hotel, 'food', at);
        const entry = await insertFoodRevenue(tx, hotel.id, {
          guestId: original.guestId,
          roomNumber: original.roomNumber,
          totalAmount: -original.totalAmount,
          paymentMethod: original.paymentMethod,
          orderTime: at,
          receiptNumber,
          voidsFoodRevenueId: original.id,
          reason: body.reason,
          recordedBy: actingUserId() ?? null,
          createdAt: at,
        });
        await recordVoid(tx, hotel, `food-revenue:${original.id}`, {
          room: original.roomNumber,
          amount: original.totalAmount,
          reason: body.reason,
          receipt: receiptNumber,
          originalReceipt: original.receiptNumber,
        });
        await keepCorrectionReceipt(tx, hotel, at, {
          kind: 'void',
          receiptNumber,
          guest: guest?.name ?? null,
          room: original.roomNumber,
          amount: -original.totalAmount,
          paymentMethod: original.paymentMethod,
          reason: body.reason,
          original: original.receiptNumber,
        });
        return {
          Kind: 'void',
          ID: entry.id,
          GuestID: entry.guestId,
          RoomNumber: entry.roomNumber,
          Amount: entry.totalAmount,
          PaymentMethod: entry.paymentMethod,
          RevenueType: 'food-revenue',
          ReceiptNumber: receiptNumber,
          OriginalReceiptNumber: original.receiptNumber,
          Reason: body.reason,
          CreatedAt: entry.createdAt.toISOString(),
        } satisfies Correction;
      });
    },

    /**
     * Money given back to a guest: a negative room-revenue income of the chosen method on the
     * stay (and its payment, if named), at most what the stay holds and the payment has left;
     * the guest's AmountPaid loses it.
     */
    refundStay(hotel: HotelRow, guestId: number, body: Refund, key?: string) {
      return once(hotel, 'refund', { guestId, body }, key, async (tx, at) => {
        const guest = await lockGuestForPayment(tx, hotel.id, guestId);
        if (!guest) throw guestNotFound();
        let payment: { amount: number; refunded: number } | undefined;
        let original: IncomeRow | undefined;
        // A refund of a payment outside AmountPaid (a create-income) is bounded by the payment
        // alone and leaves AmountPaid as it is (ADR 071).
        let inAmountPaid = true;
        if (body.incomeId !== null) {
          original = await lockIncome(tx, hotel.id, body.incomeId);
          if (!original) throw paymentNotFound();
          if (original.guestId !== guest.id) throw conflict('This payment is not of this stay.');
          if (original.correction !== null || original.amount <= 0) {
            throw conflict('Only a payment can be refunded.');
          }
          if (await isIncomeVoided(tx, hotel.id, original.id)) throw conflict(alreadyVoidedMessage);
          payment = {
            amount: original.amount,
            refunded: await sumRefundsOfIncome(tx, hotel.id, original.id),
          };
          inAmountPaid = original.inAmountPaid;
        }
        const stayHolds = inAmountPaid ? guest.amountPaid : Infinity;
        const refusal = refundRefusal(body.amount, refundLimit(stayHolds, payment));
        if (refusal) throw badRequest(refusal);
        const receiptNumber = await issueReceiptNumber(tx, hotel, 'room', at);
        const [entry] = await insertIncomes(tx, hotel.id, [
          {
            type: 'refund',
            guestId: guest.id,
            roomNumber: guest.roomNumber,
            amount: -body.amount,
            revenueType: 'revenue',
            paymentMethod: body.paymentMethod,
            receiptNumber,
            correction: 'refund',
            correctsIncomeId: original?.id ?? null,
            reason: body.reason,
            recordedBy: actingUserId() ?? null,
            inAmountPaid,
            createdAt: at,
          },
        ]);
        if (inAmountPaid) {
          await addGuestPayment(tx, hotel.id, guest.id, sumKyat([guest.amountPaid, -body.amount]));
        }
        await recordActivity(tx, actingAs(hotel), {
          kind: 'refund',
          subject: `guest:${guest.id}`,
          params: {
            guest: guest.name,
            room: guest.roomNumber,
            amount: body.amount,
            paymentMethod: body.paymentMethod,
            reason: body.reason,
            receipt: receiptNumber,
            originalReceipt: original?.receiptNumber ?? null,
          },
        });
        await keepCorrectionReceipt(tx, hotel, at, {
          kind: 'refund',
          receiptNumber,
          guest: guest.name,
          room: guest.roomNumber,
          amount: -body.amount,
          paymentMethod: body.paymentMethod,
          reason: body.reason,
          original: original?.receiptNumber ?? null,
        });
        return presentIncomeCorrection(entry!, original?.receiptNumber ?? null);
      });
    },
  };
};
