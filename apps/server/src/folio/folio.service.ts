import { folioOf, type Folio } from '@frontdesk/domain';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { notFound } from '../http/errors.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { findGuest } from '../stays/guest.repository.ts';
import { listFoodRevenuesOfGuest, listIncomesOfGuest } from './folio.repository.ts';

export const guestNotFound = () => notFound('Guest not found.');

export const createFolioService = ({ db }: ReceptionDeps) => ({
  /** A stay's account: its charges, its payments and the balance (ADR 030). */
  async folioOfGuest(hotel: HotelRow, guestId: number): Promise<Folio> {
    return db.transaction(async (tx) => {
      const guest = await findGuest(tx, hotel.id, guestId);
      if (!guest) throw guestNotFound();
      const [paid, food] = [
        await listIncomesOfGuest(tx, hotel.id, guest.id),
        await listFoodRevenuesOfGuest(tx, hotel.id, guest.id),
      ];
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
          Amount: f.totalAmount,
          PaymentMethod: f.paymentMethod,
          ReceiptNumber: f.receiptNumber,
          CreatedAt: f.createdAt.toISOString(),
        })),
      });
    });
  },
});
