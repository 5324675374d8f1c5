import {
  depositIncomeType,
  depositPaymentMethod,
  depositRefundIncomeType,
  moneyReceiptDocument,
  sumKyat,
  type DepositChoice,
  type ReceiptDocument,
} from '@frontdesk/domain';
import type { Transaction } from '../db/client.ts';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { receiptIssue, storeIssuedReceipt } from '../receipts/issued-receipt.repository.ts';
import { issueReceiptNumber } from '../receipts/receipt.service.ts';
import { countIncomesOfReservation, insertIncomes } from '../revenue/income.repository.ts';
import { updateReservation, type ReservationRow } from './reservation.repository.ts';

/**
 * A reservation's deposit is room revenue on the day it is taken (ADR 030): an income of Type
 * 'deposit' linked to the reservation, by its payment type ('none' counts as cash). An edit of
 * AmountPaid records the difference (negative when lowered); nothing is rewritten. Each is a
 * receipt of its own (ADR 074): a room receipt number of the day, its document kept as issued
 * and answered (none when nothing changed).
 */
export const recordDepositChange = async (
  tx: Transaction,
  hotel: HotelRow,
  reservation: ReservationRow,
  change: number,
  at: Date,
): Promise<ReceiptDocument | undefined> => {
  if (change === 0) return undefined;
  const receiptNumber = await issueReceiptNumber(tx, hotel, 'room', at);
  const paymentMethod = depositPaymentMethod(reservation.paymentType);
  await insertIncomes(tx, hotel.id, [
    {
      type: depositIncomeType,
      guestId: null,
      roomNumber: '0',
      amount: change,
      revenueType: 'revenue',
      paymentMethod,
      reservationId: reservation.id,
      receiptNumber,
      createdAt: at,
    },
  ]);
  return storeIssuedReceipt(tx, hotel.id, {
    ...moneyReceiptDocument(receiptIssue(hotel, at), {
      kind: 'deposit',
      receiptNumber,
      guest: reservation.name,
      rooms: [],
      lines: [{ type: depositIncomeType, amount: change }],
      paymentMethod,
      walletTransactionId: null,
    }),
    Stay: bookedStay(reservation),
  });
};

/** The stay a deposit holds, as booked: printed on its receipts. */
const bookedStay = (reservation: ReservationRow): ReceiptDocument['Stay'] => ({
  StayType: reservation.roomType,
  CheckinDate: reservation.checkinAt.toISOString(),
  CheckoutDate: reservation.checkoutAt.toISOString(),
  Nights: null,
});

/** The part of a reservation's deposit no check-in has credited yet. */
export const depositHeld = (reservation: ReservationRow): number =>
  Math.max(0, sumKyat([reservation.amountPaid, -reservation.prepaidCredited]));

/** A refund of (part of) a deposit: a negative income by the deposit's method. */
export const refundDeposit = (
  tx: Transaction,
  hotel: HotelRow,
  reservation: ReservationRow,
  amount: number,
  at: Date,
  receiptNumber: string | null = null,
) =>
  insertIncomes(tx, hotel.id, [
    {
      type: depositRefundIncomeType,
      guestId: null,
      roomNumber: '0',
      amount: -amount,
      revenueType: 'revenue',
      paymentMethod: depositPaymentMethod(reservation.paymentType),
      reservationId: reservation.id,
      receiptNumber,
      createdAt: at,
    },
  ]);

/**
 * The deposit given back when its reservation is cancelled: a receipt of its own (ADR 079), the
 * hotel's next room receipt number of the day as every deposit (ADR 074), kept as issued.
 */
const refundCancelledDeposit = async (
  tx: Transaction,
  hotel: HotelRow,
  reservation: ReservationRow,
  held: number,
  at: Date,
): Promise<ReceiptDocument> => {
  const receiptNumber = await issueReceiptNumber(tx, hotel, 'room', at);
  await refundDeposit(tx, hotel, reservation, held, at, receiptNumber);
  return storeIssuedReceipt(tx, hotel.id, {
    ...moneyReceiptDocument(receiptIssue(hotel, at), {
      kind: 'refund',
      receiptNumber,
      guest: reservation.name,
      rooms: [],
      lines: [{ type: depositRefundIncomeType, amount: -held }],
      paymentMethod: depositPaymentMethod(reservation.paymentType),
      walletTransactionId: null,
    }),
    Stay: bookedStay(reservation),
  });
};

/**
 * Cancels a reservation that holds (or held) money, in the caller's transaction: the deposit is
 * refunded (a negative income, with its receipt) or kept (recorded on the reservation); the
 * reservation stays, cancelled, so nothing disappears. A no-show ends the same way (ADR 086),
 * with its own status and log entry. Answers whether money moved, and the refund's receipt.
 */
export const cancelWithDeposit = async (
  tx: Transaction,
  hotel: HotelRow,
  reservation: ReservationRow,
  choice: DepositChoice,
  at: Date,
  ending: 'cancelled' | 'no-show' = 'cancelled',
): Promise<{ row: ReservationRow; moneyMoved: boolean; receipt?: ReceiptDocument }> => {
  const held = depositHeld(reservation);
  const refund = choice === 'refund' && held > 0;
  const receipt = refund
    ? await refundCancelledDeposit(tx, hotel, reservation, held, at)
    : undefined;
  const row = await updateReservation(
    tx,
    hotel.id,
    reservation.id,
    {
      status: ending,
      depositOutcome: held > 0 ? (refund ? 'refunded' : 'kept') : null,
    },
    at,
  );
  await recordActivity(tx, actingAs(hotel), {
    kind: ending === 'cancelled' ? 'reservation-cancel' : 'reservation-no-show',
    subject: `reservation:${reservation.id}`,
    params: {
      name: reservation.name,
      deposit: held > 0 ? (refund ? 'refunded' : 'kept') : null,
      amount: held,
    },
  });
  return { row: row ?? reservation, moneyMoved: refund, ...(receipt ? { receipt } : {}) };
};

/** True when money was ever taken for the reservation: it is then cancelled, never deleted. */
export const hasDepositRecords = async (
  tx: Transaction,
  hotel: HotelRow,
  reservation: ReservationRow,
): Promise<boolean> =>
  reservation.amountPaid > 0 || (await countIncomesOfReservation(tx, hotel.id, reservation.id)) > 0;
