import type { FoodOrder, FoodRevenueRecord, MenuItem } from '@frontdesk/domain';
import type { FoodRevenueRow, ListedFoodOrder } from './food.repository.ts';
import type { MenuItemRow } from './menu.repository.ts';

/** The API forms of SPEC.md section 3 (PascalCase fields, ISO instants). */
export const presentMenuItem = (row: MenuItemRow): MenuItem => ({
  ID: row.id,
  FoodName: row.foodName,
  FoodPrice: row.foodPrice,
});

export const presentFoodOrder = (row: ListedFoodOrder): FoodOrder => ({
  ID: row.id,
  GuestID: row.guestId,
  RoomNumber: row.roomNumber,
  FoodName: row.foodName,
  Price: row.price,
  Quantity: row.quantity,
  OrderTime: row.orderTime.toISOString(),
  PaymentMethod: row.paymentMethod,
  ServiceCharges: row.serviceCharges,
  TaxCharges: row.taxCharges,
  ReceiptNumber: row.receiptNumber,
});

export const presentFoodRevenue = (
  row: FoodRevenueRow,
  items: readonly ListedFoodOrder[],
  voided = false,
): FoodRevenueRecord => ({
  ID: row.id,
  GuestID: row.guestId,
  RoomNumber: row.roomNumber,
  TotalAmount: row.totalAmount,
  PaymentMethod: row.paymentMethod,
  ReceiptNumber: row.receiptNumber,
  OrderTime: row.orderTime.toISOString(),
  CreatedAt: row.createdAt.toISOString(),
  Items: items.map(presentFoodOrder),
  // Only on voids and voided records: an ordinary one answers exactly SPEC's fields.
  ...(row.voidsFoodRevenueId === null
    ? {}
    : { Correction: 'void' as const, Reason: row.reason, CorrectsID: row.voidsFoodRevenueId }),
  ...(voided ? { Voided: true } : {}),
});
