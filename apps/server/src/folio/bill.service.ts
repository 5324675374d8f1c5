import {
  balanceDueMessage,
  billChangedMessage,
  checkoutCollection,
  moneyReceiptDocument,
  sumKyat,
  type CheckoutCollect,
  type Folio,
  type StayCharge,
  walletReferenceOf,
} from '@frontdesk/domain';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { Executor } from '../db/client.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { actingUserId } from '../http/acting-user.ts';
import { conflict } from '../http/errors.ts';
import { assertFitsMoneyColumn } from '../http/money-bounds.ts';
import { runIdempotent } from '../idempotency/idempotent-operation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { insertFoodRevenue } from '../food/food.repository.ts';
import { receiptIssue, storeIssuedReceipt } from '../receipts/issued-receipt.repository.ts';
import { issueReceiptNumber } from '../receipts/receipt.service.ts';
import { insertIncomes } from '../revenue/income.repository.ts';
import { hasCorrections } from './correction.repository.ts';
import {
  addGuestPayment,
  listFoodRevenuesOfGuest,
  lockGuestForPayment,
} from './folio.repository.ts';
import { folioOfStay, guestNotFound } from './folio.service.ts';
import { hasChargesOnAccount, insertStayCharge } from './stay-charge.repository.ts';

/** 10,000 or 10,000.50: the amount as the bill shows it. */
const kyatText = (amount: number) =>
  amount.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  });

/**
 * The bill of a stay being checked out, in the checkout's transaction (ADR 033). Settled or in
 * credit: nothing to do. A balance due with charges on the room's account ('Pay at checkout'):
 * refused (409) unless the desk collects it. A collection is taken by the method
 * chosen and for exactly the balance it was shown; the food owed becomes a food receipt (food
 * revenue), the rest an income of Type 'payment' (room revenue) added to AmountPaid. Answers
 * what was collected, for the checkout's activity entry (none when nothing was).
 */
export const settleBillAtCheckout = async (
  tx: Executor,
  hotel: HotelRow,
  guestId: number,
  collect: CheckoutCollect | undefined,
  at: Date,
): Promise<{ amount: number; paymentMethod: string } | undefined> => {
  // Locked after its room, as checkout and swaps lock them.
  const guest = await lockGuestForPayment(tx, hotel.id, guestId);
  if (!guest) throw guestNotFound();
  const folio = await folioOfStay(tx, hotel.id, guest);
  const due = Math.max(0, folio.Balance);
  if (collect === undefined) {
    // What the desk put on the account, and what a void or refund left owing, must be paid
    // before the room is released (ADR 071); a balance a SPEC client recorded by its own calls
    // (a food line without its payment, a guest created with less paid) checks out as SPEC.md
    // has it (ADR 033).
    if (
      due > 0 &&
      ((await hasChargesOnAccount(tx, hotel.id, guest.id)) ||
        (await hasCorrections(tx, hotel.id, guest.id)))
    ) {
      throw conflict(balanceDueMessage(kyatText(due)));
    }
    return undefined;
  }
  if (collect.amount !== due) throw conflict(billChangedMessage(kyatText(due)));
  // The food receipts net of their voids: food a void left owed is food revenue when paid.
  const foodPaid = sumKyat(
    (await listFoodRevenuesOfGuest(tx, hotel.id, guest.id)).map((r) => r.totalAmount),
  );
  const { food, room } = checkoutCollection(folio, foodPaid);
  const walletReference = walletReferenceOf(collect.paymentMethod, collect.walletReference);
  // Each collection is a receipt of its own, kept as issued with its money (ADR 074).
  const keepReceipt = (kind: 'food' | 'payment', receiptNumber: string, amount: number) =>
    storeIssuedReceipt(
      tx,
      hotel.id,
      moneyReceiptDocument(receiptIssue(hotel, at), {
        kind,
        receiptNumber,
        guest: guest.name,
        rooms: [guest.roomNumber],
        lines: [{ type: kind, amount }],
        paymentMethod: collect.paymentMethod,
        walletTransactionId: walletReference,
      }),
    );
  if (food > 0) {
    const receiptNumber = await issueReceiptNumber(tx, hotel, 'food', at);
    await insertFoodRevenue(tx, hotel.id, {
      guestId: guest.id,
      roomNumber: guest.roomNumber,
      totalAmount: food,
      paymentMethod: collect.paymentMethod,
      walletReference,
      orderTime: at,
      receiptNumber,
      createdAt: at,
    });
    await keepReceipt('food', receiptNumber, food);
  }
  if (room > 0) {
    const amountPaid = sumKyat([guest.amountPaid, room]);
    assertFitsMoneyColumn({ amountPaid }, { amountPaid: 'Amount paid' });
    const receiptNumber = await issueReceiptNumber(tx, hotel, 'room', at);
    await insertIncomes(tx, hotel.id, [
      {
        type: 'payment',
        guestId: guest.id,
        roomNumber: guest.roomNumber,
        amount: room,
        revenueType: 'revenue',
        paymentMethod: collect.paymentMethod,
        walletReference,
        receiptNumber,
        createdAt: at,
      },
    ]);
    await addGuestPayment(tx, hotel.id, guest.id, amountPaid);
    await keepReceipt('payment', receiptNumber, room);
  }
  return due > 0 ? { amount: due, paymentMethod: collect.paymentMethod } : undefined;
};

export const createBillService = ({ db, events, now }: ReceptionDeps) => ({
  /**
   * An extra charge (laundry, minibar, damage) put on a stay's account: recorded with the acting
   * user and added to the guest's RoomCharges, in one transaction, once per Idempotency-Key.
   */
  async addStayCharge(
    hotel: HotelRow,
    guestId: number,
    charge: StayCharge,
    idempotencyKey?: string,
  ): Promise<Folio> {
    const at = now();
    const { answer, replayed } = await runIdempotent(
      db,
      {
        hotelId: hotel.id,
        key: idempotencyKey,
        operation: 'stay-charge',
        request: { guestId, charge },
        at,
      },
      async (tx) => {
        const guest = await lockGuestForPayment(tx, hotel.id, guestId);
        if (!guest) throw guestNotFound();
        if (guest.status !== 'active') {
          throw conflict('This stay is checked out; no charge can be added.');
        }
        const roomCharges = sumKyat([guest.roomCharges, charge.amount]);
        assertFitsMoneyColumn({ roomCharges }, { roomCharges: 'Room charges' });
        await insertStayCharge(tx, hotel.id, {
          guestId: guest.id,
          roomNumber: guest.roomNumber,
          description: charge.description,
          amount: charge.amount,
          createdBy: actingUserId() ?? null,
          createdAt: at,
        });
        await recordActivity(tx, actingAs(hotel), {
          kind: 'stay-charge',
          subject: `guest:${guest.id}`,
          params: {
            guest: guest.name,
            room: guest.roomNumber,
            description: charge.description,
            amount: charge.amount,
          },
        });
        return folioOfStay(tx, hotel.id, { ...guest, roomCharges });
      },
    );
    if (!replayed) await events.publish(hotel.id, { type: 'payment_updated' });
    return answer;
  },
});
