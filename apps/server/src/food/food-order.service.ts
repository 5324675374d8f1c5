import {
  walletReferenceOf,
  foodLineCharge,
  foodReceiptDocument,
  foodOrderTotals,
  roomAccount,
  sumKyat,
  type CreateFoodOrder,
  type FoodOrder,
  type GuestFoodOrdersQuery,
  type PlaceFoodOrder,
  type PlacedFoodOrder,
} from '@frontdesk/domain';
import type { Transaction } from '../db/client.ts';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { conflict } from '../http/errors.ts';
import { orderTimeOf } from './order-time.ts';
import { assertFitsMoneyColumn } from '../http/money-bounds.ts';
import { runIdempotent } from '../idempotency/idempotent-operation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { AlreadyRecorded, orFirstRecord } from '../receipts/already-recorded.ts';
import { foodOrdersWithReceipt } from '../receipts/receipt-records.repository.ts';
import { storeIssuedReceipt, receiptIssue } from '../receipts/issued-receipt.repository.ts';
import { issueReceiptNumber, recordReceiptNumber } from '../receipts/receipt.service.ts';
import { keepRecordedReceipt } from '../receipts/recorded-receipt.ts';
import { findActiveGuestOfRoom } from '../stays/guest.repository.ts';
import { guestToChargeFood } from './food-guest.ts';
import { presentFoodOrder } from './food.present.ts';
import {
  addGuestFoodCharges,
  insertFoodOrders,
  insertFoodRevenue,
  listGuestFoodOrders,
} from './food.repository.ts';
import { findMenuItems } from './menu.repository.ts';

const foodChargeLabels = { grandTotal: 'Order total', foodCharges: 'Food charges' };

export const menuItemGoneMessage = 'A menu item of this order is no longer on the menu.';

/** The whole order of the Food Order dialog, in the caller's transaction. */
const placeOrder = async (
  tx: Transaction,
  hotel: HotelRow,
  request: PlaceFoodOrder,
  at: Date,
): Promise<PlacedFoodOrder> => {
  const guest = await guestToChargeFood(tx, hotel, request.guestId, request.roomNumber);
  const ids = [...new Set(request.items.map((item) => item.menuItemId))];
  const menu = new Map((await findMenuItems(tx, hotel.id, ids)).map((m) => [m.id, m]));
  const lines = request.items.map((item) => {
    const menuItem = menu.get(item.menuItemId);
    if (!menuItem) throw conflict(menuItemGoneMessage);
    return { foodName: menuItem.foodName, price: menuItem.foodPrice, quantity: item.quantity };
  });
  const totals = foodOrderTotals(lines, request.taxRate, request.serviceRate);
  assertFitsMoneyColumn(
    {
      grandTotal: totals.grandTotal,
      foodCharges: sumKyat([guest.foodCharges, totals.grandTotal]),
    },
    foodChargeLabels,
  );
  const receiptNumber = await issueReceiptNumber(tx, hotel, 'food', at);
  // On the room's account ('Pay at checkout', ADR 033): charged to the guest, no food receipt
  // (no food revenue) until the bill is paid at checkout.
  const onAccount = request.paymentMethod === roomAccount;
  const revenue = onAccount
    ? null
    : await insertFoodRevenue(tx, hotel.id, {
        guestId: guest.id,
        roomNumber: guest.roomNumber,
        totalAmount: totals.grandTotal,
        paymentMethod: request.paymentMethod,
        walletReference: walletReferenceOf(request.paymentMethod, request.walletReference),
        orderTime: at,
        receiptNumber,
        createdAt: at,
      });
  const rows = await insertFoodOrders(
    tx,
    hotel.id,
    totals.lines.map((line) => ({
      guestId: guest.id,
      foodRevenueId: revenue?.id ?? null,
      roomNumber: guest.roomNumber,
      foodName: line.foodName,
      price: line.price,
      quantity: line.quantity,
      orderTime: at,
      paymentMethod: request.paymentMethod,
      serviceCharges: line.service,
      taxCharges: line.tax,
      receiptNumber,
      createdAt: at,
    })),
  );
  await addGuestFoodCharges(tx, hotel.id, guest.id, totals.grandTotal);
  await recordActivity(tx, actingAs(hotel), {
    kind: 'food-order',
    // On the account there is no food receipt yet: the guest's order is the subject.
    subject: revenue ? `food-revenue:${revenue.id}` : `guest:${guest.id}`,
    params: {
      room: guest.roomNumber,
      items: lines.reduce((count, line) => count + line.quantity, 0),
      amount: totals.grandTotal,
    },
  });
  const receipt = await storeIssuedReceipt(
    tx,
    hotel.id,
    foodReceiptDocument(receiptIssue(hotel, at), {
      ...totals,
      receiptNumber,
      guest: guest.name,
      room: guest.roomNumber,
      dishes: totals.lines.map((line) => ({ name: line.foodName, ...line })),
      total: totals.grandTotal,
      paymentMethod: request.paymentMethod,
      walletTransactionId: walletReferenceOf(request.paymentMethod, request.walletReference),
    }),
  );
  return {
    receipt,
    receiptNumber,
    foodRevenueId: revenue?.id ?? null,
    guestId: guest.id,
    guestName: guest.name,
    roomNumber: guest.roomNumber,
    paymentMethod: request.paymentMethod,
    orderTime: at.toISOString(),
    lines: rows.map((row, index) => ({
      ID: row.id,
      FoodName: row.foodName,
      Price: row.price,
      Quantity: row.quantity,
      Amount: totals.lines[index]!.amount,
      TaxCharges: row.taxCharges,
      ServiceCharges: row.serviceCharges,
    })),
    taxRate: totals.taxRate,
    serviceRate: totals.serviceRate,
    subtotal: totals.subtotal,
    tax: totals.tax,
    service: totals.service,
    grandTotal: totals.grandTotal,
  };
};

export const createFoodOrderService = ({ db, events, now }: ReceptionDeps) => ({
  /**
   * POST /food-orders: the lines, the food revenue record, the guest's food charges and a
   * server-issued FOOD receipt number, in one transaction, once per Idempotency-Key.
   */
  async placeFoodOrder(
    hotel: HotelRow,
    request: PlaceFoodOrder,
    idempotencyKey: string | undefined,
  ): Promise<PlacedFoodOrder> {
    const at = now();
    const outcome = await runIdempotent(
      db,
      { hotelId: hotel.id, key: idempotencyKey, operation: 'place-food-order', request, at },
      (tx) => placeOrder(tx, hotel, request, at),
    );
    if (!outcome.replayed) await events.publish(hotel.id, { type: 'payment_updated' });
    return outcome.answer;
  },

  /**
   * POST /create-food-order (SPEC.md section 7): one line, charged to the guest (its amount plus
   * its tax and service), under the receipt number recordReceiptNumber settles.
   */
  async createFoodOrder(
    hotel: HotelRow,
    body: CreateFoodOrder,
    idempotencyKey: string | undefined,
  ): Promise<FoodOrder> {
    const at = now();
    const outcome = await orFirstRecord(
      runIdempotent(
        db,
        {
          hotelId: hotel.id,
          key: idempotencyKey,
          operation: 'create-food-order',
          request: body,
          at,
        },
        async (tx) => {
          const guest = await guestToChargeFood(tx, hotel, body.GuestID, body.RoomNumber);
          const charged = foodLineCharge({
            price: body.Price,
            quantity: body.Quantity,
            tax: body.TaxCharges,
            service: body.ServiceCharges,
          });
          assertFitsMoneyColumn(
            { grandTotal: charged, foodCharges: sumKyat([guest.foodCharges, charged]) },
            foodChargeLabels,
          );
          const receiptNumber = await recordReceiptNumber(
            tx,
            hotel,
            'food',
            body.ReceiptNumber,
            at,
            {
              field: 'ReceiptNumber',
              guestId: guest.id,
            },
          );
          // The same line sent again under its receipt number: the first (ADR 031); the dialog
          // sends an item once per order, with its quantity.
          if (body.ReceiptNumber) {
            const first = (await foodOrdersWithReceipt(tx, hotel.id, body.ReceiptNumber)).find(
              (row) =>
                row.guestId === guest.id &&
                row.foodName === body.FoodName &&
                row.price === body.Price &&
                row.quantity === body.Quantity &&
                row.taxCharges === body.TaxCharges &&
                row.serviceCharges === body.ServiceCharges &&
                row.paymentMethod === body.PaymentMethod,
            );
            if (first) throw new AlreadyRecorded(presentFoodOrder(first));
          }
          const [row] = await insertFoodOrders(tx, hotel.id, [
            {
              guestId: guest.id,
              roomNumber: guest.roomNumber,
              foodName: body.FoodName,
              price: body.Price,
              quantity: body.Quantity,
              orderTime: orderTimeOf(hotel, body.OrderTime, at),
              paymentMethod: body.PaymentMethod,
              serviceCharges: body.ServiceCharges,
              taxCharges: body.TaxCharges,
              receiptNumber,
              createdAt: at,
            },
          ]);
          await addGuestFoodCharges(tx, hotel.id, guest.id, charged);
          // The client's receipt kept as its records make it (ADR 074).
          await keepRecordedReceipt(tx, hotel, receiptNumber, at);
          await recordActivity(tx, actingAs(hotel), {
            kind: 'food-order',
            subject: `food-order:${row!.id}`,
            params: { room: guest.roomNumber, items: body.Quantity, amount: charged },
          });
          return presentFoodOrder(row!);
        },
      ),
    );
    if (!outcome.replayed) await events.publish(hotel.id, { type: 'payment_updated' });
    return outcome.answer;
  },

  /**
   * GET /guest-food-orders: the guest's lines, matched by the guest (a swapped guest's earlier
   * orders carry the old room); by the room's current guest only when no guestID is sent.
   */
  async guestFoodOrders(hotel: HotelRow, query: GuestFoodOrdersQuery): Promise<FoodOrder[]> {
    const guestId =
      query.guestID ??
      (query.roomNumber === undefined
        ? undefined
        : (await findActiveGuestOfRoom(db, hotel.id, query.roomNumber))?.id);
    if (guestId === undefined) return [];
    return (await listGuestFoodOrders(db, hotel.id, guestId)).map(presentFoodOrder);
  },
});
