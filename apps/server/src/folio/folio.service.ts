import {
  folioOf,
  sumKyat,
  type Folio,
  type FolioPayment,
  type FolioPaymentResponse,
  type FolioExtension,
  moneyReceiptDocument,
  walletReferenceOf,
} from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { conflict, notFound } from '../http/errors.ts';
import { runIdempotent } from '../idempotency/idempotent-operation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { issueReceiptNumber } from '../receipts/receipt.service.ts';
import { insertIncomes } from '../revenue/income.repository.ts';
import { receiptIssue, storeIssuedReceipt } from '../receipts/issued-receipt.repository.ts';
import { findGuest, type GuestRow } from '../stays/guest.repository.ts';
import {
  addGuestPayment,
  listDepositsOfReservation,
  listFoodRevenuesOfGuest,
  listIncomesOfGuest,
  lockGuestForPayment,
} from './folio.repository.ts';
import { listExtensionsOfGuest, listStayChargesOfGuest } from './stay-charge.repository.ts';

export const guestNotFound = () => notFound('Guest not found.');

/** The stay's account from its guest row and money records (ADR 030). */
export const folioOfStay = async (
  db: Executor,
  hotelId: number,
  guest: GuestRow,
): Promise<Folio> => {
  const paid = await listIncomesOfGuest(db, hotelId, guest.id);
  const food = await listFoodRevenuesOfGuest(db, hotelId, guest.id);
  const extras = await listStayChargesOfGuest(db, hotelId, guest.id);
  const extensions = await listExtensionsOfGuest(db, hotelId, guest.id);
  const deposits =
    guest.reservationId === null
      ? []
      : await listDepositsOfReservation(db, hotelId, guest.reservationId);
  return folioOf({
    guest: {
      ID: guest.id,
      RoomNumber: guest.roomNumber,
      Name: guest.name,
      Status: guest.status,
      AmountPaid: guest.amountPaid,
      RoomCharges: guest.roomCharges,
      TaxCharges: guest.taxCharges,
      ServiceCharges: guest.serviceCharges,
      FoodCharges: guest.foodCharges,
    },
    incomes: paid.map((i) => ({
      Type: i.type,
      Amount: i.amount,
      PaymentMethod: i.paymentMethod,
      ReceiptNumber: i.receiptNumber,
      CreatedAt: i.createdAt.toISOString(),
    })),
    foodPayments: food.map((f) => ({
      ...(f.voidsFoodRevenueId === null ? {} : { Type: 'void' }),
      Amount: f.totalAmount,
      PaymentMethod: f.paymentMethod,
      ReceiptNumber: f.receiptNumber,
      CreatedAt: f.createdAt.toISOString(),
    })),
    extraCharges: extras.map((c) => ({
      Description: c.description,
      Amount: c.amount,
      CreatedAt: c.createdAt.toISOString(),
      roomChange:
        c.fromRoom === null || c.nights === null
          ? undefined
          : { from: c.fromRoom, to: c.roomNumber, nights: c.nights },
    })),
    roomParts: {
      nights:
        guest.nightsCharges === null
          ? undefined
          : { count: guest.nights, amount: guest.nightsCharges },
      extraBed: guest.extraBedCharges ?? undefined,
      earlyCheckIn: guest.earlyCheckInCharges ?? undefined,
      extensions: extensions.map((e) => ({
        Kind: e.kind as FolioExtension['Kind'],
        Units: e.units,
        Amount: e.roomCharges,
        CreatedAt: e.createdAt.toISOString(),
      })),
    },
    deposits: deposits.map((d) => ({
      PaymentMethod: d.paymentMethod,
      CreatedAt: d.createdAt.toISOString(),
    })),
  });
};

export const createFolioService = ({ db, events, now }: ReceptionDeps) => ({
  /** A stay's account: its charges, its payments and the balance (ADR 030). */
  async folioOfGuest(hotel: HotelRow, guestId: number): Promise<Folio> {
    return db.transaction(async (tx) => {
      const guest = await findGuest(tx, hotel.id, guestId);
      if (!guest) throw guestNotFound();
      return folioOfStay(tx, hotel.id, guest);
    });
  },

  /**
   * Money taken for a stay (a balance collected before checkout): an income of Type 'payment'
   * on the guest, with a receipt number, added to the guest's AmountPaid, in one transaction;
   * once per Idempotency-Key.
   */
  async collectPayment(
    hotel: HotelRow,
    guestId: number,
    payment: FolioPayment,
    idempotencyKey?: string,
  ): Promise<FolioPaymentResponse> {
    const at = now();
    const { answer, replayed } = await runIdempotent(
      db,
      {
        hotelId: hotel.id,
        key: idempotencyKey,
        operation: 'folio-payment',
        request: { guestId, payment },
        at,
      },
      async (tx) => {
        const guest = await lockGuestForPayment(tx, hotel.id, guestId);
        if (!guest) throw guestNotFound();
        if (guest.status !== 'active') {
          throw conflict('This stay is checked out; no payment can be added.');
        }
        const receiptNumber = await issueReceiptNumber(tx, hotel, 'room', at);
        await insertIncomes(tx, hotel.id, [
          {
            type: 'payment',
            guestId: guest.id,
            roomNumber: guest.roomNumber,
            amount: payment.amount,
            revenueType: 'revenue',
            paymentMethod: payment.paymentMethod,
            walletReference: walletReferenceOf(payment.paymentMethod, payment.walletReference),
            receiptNumber,
            createdAt: at,
          },
        ]);
        const updated = await addGuestPayment(
          tx,
          hotel.id,
          guest.id,
          sumKyat([guest.amountPaid, payment.amount]),
        );
        await recordActivity(tx, actingAs(hotel), {
          kind: 'income',
          subject: `guest:${guest.id}`,
          params: {
            type: 'payment',
            room: guest.roomNumber,
            amount: payment.amount,
            paymentMethod: payment.paymentMethod,
          },
        });
        const receipt = await storeIssuedReceipt(
          tx,
          hotel.id,
          moneyReceiptDocument(receiptIssue(hotel, at), {
            kind: 'payment',
            receiptNumber,
            guest: guest.name,
            rooms: [guest.roomNumber],
            lines: [{ type: 'payment', amount: payment.amount }],
            paymentMethod: payment.paymentMethod,
            walletTransactionId: walletReferenceOf(payment.paymentMethod, payment.walletReference),
          }),
        );
        return {
          receiptNumber,
          folio: await folioOfStay(tx, hotel.id, updated ?? guest),
          receipt,
        };
      },
    );
    if (!replayed) await events.publish(hotel.id, { type: 'payment_updated' });
    return answer;
  },
});
