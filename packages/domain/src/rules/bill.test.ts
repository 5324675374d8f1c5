import { describe, expect, it } from 'vitest';
import { checkoutCollection } from './bill.ts';
import { folioOf, type FolioSources } from './folio.ts';

const at = '2026-11-22T07:30:00.000Z';
const guest: FolioSources['guest'] = {
  ID: 9,
  RoomNumber: '204',
  Name: 'Daw Mya',
  Status: 'active',
  AmountPaid: 0,
  RoomCharges: 0,
  TaxCharges: 0,
  ServiceCharges: 0,
  FoodCharges: 0,
};
const paid = (Type: string, Amount: number, PaymentMethod = 'cash') => ({
  Type,
  Amount,
  PaymentMethod,
  ReceiptNumber: 'AUR202611220001',
  CreatedAt: at,
});
const foodReceipt = (Amount: number) => ({
  Amount,
  PaymentMethod: 'kpay',
  ReceiptNumber: 'AURFOOD202611220001',
  CreatedAt: at,
});
const extra = (Description: string, Amount: number) => ({ Description, Amount, CreatedAt: at });

describe('the bill at checkout (hand-computed)', () => {
  it.each([
    {
      case: 'settled at check-in: nothing to collect',
      sources: {
        guest: {
          ...guest,
          AmountPaid: 82300,
          RoomCharges: 80000,
          TaxCharges: 920,
          ServiceCharges: 1380,
        },
        incomes: [paid('checked-in', 82300)],
        foodPayments: [],
      },
      charges: 82300,
      paid: 82300,
      balance: 0,
      collect: { food: 0, room: 0 },
    },
    {
      // Food 11,500 on the account, 6,000 paid by a food receipt: 5,500 of food still owed.
      case: 'food on the account, part paid at once: the food owed goes to food revenue',
      sources: {
        guest: { ...guest, AmountPaid: 40000, RoomCharges: 40000, FoodCharges: 11500 },
        incomes: [paid('checked-in', 40000)],
        foodPayments: [foodReceipt(6000)],
      },
      charges: 51500,
      paid: 46000,
      balance: 5500,
      collect: { food: 5500, room: 0 },
    },
    {
      // RoomCharges 45,000 holds laundry 3,000 and minibar 2,000.50: room line 40,000; food
      // 7,000.35 owed; 40,000 paid. Balance 12,000.85 = 7,000.35 food + 5,000.50 room.
      case: 'extra charges and food on the account: food first, the rest room revenue',
      sources: {
        guest: { ...guest, AmountPaid: 40000, RoomCharges: 45000.5, FoodCharges: 7000.35 },
        incomes: [paid('checked-in', 40000)],
        foodPayments: [],
        extraCharges: [extra('Laundry', 3000), extra('Minibar', 2000.5)],
      },
      charges: 52000.85,
      paid: 40000,
      balance: 12000.85,
      collect: { food: 7000.35, room: 5000.5 },
    },
    {
      // 30,000 prepaid beyond the 20,000 room: 10,000 credit; 4,000 of food on the account
      // leaves 6,000 credit. A credit collects nothing.
      case: 'a credit larger than the food on the account collects nothing',
      sources: {
        guest: { ...guest, AmountPaid: 30000, RoomCharges: 20000, FoodCharges: 4000 },
        incomes: [],
        foodPayments: [],
      },
      charges: 24000,
      paid: 30000,
      balance: -6000,
      collect: { food: 0, room: 0 },
    },
    {
      // 25,000 prepaid for a 20,000 room: 5,000 credit; 8,000 food owed: 3,000 due, all food.
      case: 'a credit smaller than the food owed: the balance is food, never more',
      sources: {
        guest: { ...guest, AmountPaid: 25000, RoomCharges: 20000, FoodCharges: 8000 },
        incomes: [],
        foodPayments: [],
      },
      charges: 28000,
      paid: 25000,
      balance: 3000,
      collect: { food: 3000, room: 0 },
    },
    {
      // Food overpaid by a receipt (2,000 charged, 2,500 paid); 1,000 of room still owed.
      case: 'food paid beyond its charges: nothing more goes to food revenue',
      sources: {
        guest: { ...guest, AmountPaid: 9000, RoomCharges: 10000, FoodCharges: 2000 },
        incomes: [paid('checked-in', 9000)],
        foodPayments: [foodReceipt(2500)],
      },
      charges: 12000,
      paid: 11500,
      balance: 500,
      collect: { food: 0, room: 500 },
    },
  ])('$case', ({ sources, charges, paid: totalPaid, balance, collect }) => {
    const folio = folioOf(sources);
    expect([folio.TotalCharges, folio.TotalPaid, folio.Balance]).toEqual([
      charges,
      totalPaid,
      balance,
    ]);
    expect(checkoutCollection(folio)).toEqual(collect);
  });

  it('food a void left owed is food revenue: the food receipts net of their voids (ADR 071)', () => {
    // Food 6,900 paid by a receipt, then the receipt voided: the folio's lines are 'food' 6,900
    // and 'void' -6,900, so by Type the food looks paid; by the receipts it is owed.
    const folio = folioOf({
      guest: { ...guest, AmountPaid: 40000, RoomCharges: 40000, FoodCharges: 6900 },
      incomes: [paid('checked-in', 40000)],
      foodPayments: [foodReceipt(6900), { ...foodReceipt(-6900), Type: 'void' }],
    });
    expect(folio.Balance).toBe(6900);
    expect(checkoutCollection(folio, 0)).toEqual({ food: 6900, room: 0 });
    expect(checkoutCollection(folio)).toEqual({ food: 0, room: 6900 });
  });

  it('extra charges are lines of their own, taken out of the room line', () => {
    const folio = folioOf({
      guest: { ...guest, RoomCharges: 45000.5 },
      incomes: [],
      foodPayments: [],
      extraCharges: [extra('Laundry', 3000), extra('Minibar', 2000.5)],
    });
    expect(folio.Charges.map((c) => [c.Type, c.Amount, c.Description ?? null])).toEqual([
      ['room', 40000, null],
      ['other', 3000, 'Laundry'],
      ['other', 2000.5, 'Minibar'],
    ]);
  });
});
