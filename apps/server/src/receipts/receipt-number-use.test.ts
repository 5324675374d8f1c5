import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Income } from '@frontdesk/domain';
import { guests, incomes, receipts } from '../db/schema.ts';
import { guestPayload, useTestApp } from '../../test/app-fixture.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
const fx = useTestApp(() => new Date('2026-11-22T07:30:00.000Z'));

const createGuest = (roomNumber: string, receiptNumber?: string) =>
  fx.call(
    'POST',
    `${fx.base}/create-guest`,
    guestPayload({ roomNumber, ...(receiptNumber === undefined ? {} : { receiptNumber }) }),
  );
const guestIn = async (roomNumber: string, receiptNumber?: string) => {
  const response = await createGuest(roomNumber, receiptNumber);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ guest: { ID: number; ReceiptNumber: string } }>().guest;
};
const income = (GuestID: number | null, ReceiptNumber?: string | null, change: object = {}) =>
  fx.call('POST', `${fx.base}/create-income`, {
    Type: GuestID === null ? 'electricity' : 'checked-in',
    GuestID,
    RoomNumber: '0',
    Amount: 30000,
    RevenueType: 'revenue',
    PaymentMethod: 'cash',
    ...(ReceiptNumber === undefined ? {} : { ReceiptNumber }),
    ...change,
  });
const recordedOnIncome = async (...args: Parameters<typeof income>) => {
  const response = await income(...args);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Income>().ReceiptNumber;
};
const issueForPrint = async (kind = 'room') =>
  (await fx.call('POST', `${fx.base}/receipt-numbers`, { kind })).json<{ receiptNumber: string }>()
    .receiptNumber;
const countOf = async (table: typeof guests | typeof incomes) =>
  (await fx.db().select({ n: count() }).from(table))[0]!.n;

describe('receipt numbers a client sends (ADR 013)', () => {
  it('a number issued for a print is taken as-is by the first record, then by no other guest', async () => {
    const printed = await issueForPrint();
    expect((await guestIn('101', printed)).ReceiptNumber).toBe(printed);
    const second = await guestIn('102', printed);
    expect(second.ReceiptNumber).not.toBe(printed);
    expect(second.ReceiptNumber).toMatch(/^AUR20261122\d{4}$/);
  });

  it("the guest's check-in number on that guest's income is the same receipt: as-is", async () => {
    const guest = await guestIn('103', 'AUR202611220100');
    expect(guest.ReceiptNumber).toBe('AUR202611220100');
    expect(await recordedOnIncome(guest.ID, 'AUR202611220100')).toBe('AUR202611220100');
    expect(await recordedOnIncome(guest.ID, 'AUR202611220100')).toBe('AUR202611220100');
  });

  it('one receipt over several records of one guest (food lines) keeps its number', async () => {
    const guest = await guestIn('104');
    const food = { Type: 'food', RevenueType: 'food-revenue' };
    expect(await recordedOnIncome(guest.ID, 'AURFOOD202611220007', food)).toBe(
      'AURFOOD202611220007',
    );
    expect(await recordedOnIncome(guest.ID, 'AURFOOD202611220007', food)).toBe(
      'AURFOOD202611220007',
    );
    // Another guest, or a payment of no guest, with that number gets the next free one.
    const other = await guestIn('105');
    const renumbered = await recordedOnIncome(other.ID, 'AURFOOD202611220007', food);
    expect(renumbered).toMatch(/^AURFOOD20261122\d{4}$/);
    expect(renumbered).not.toBe('AURFOOD202611220007');
    expect(await recordedOnIncome(null, 'AURFOOD202611220007', food)).not.toBe(
      'AURFOOD202611220007',
    );
  });

  it("a guest's number on another guest's income, or a payment of no guest, is renumbered", async () => {
    const guest = await guestIn('201', 'AUR202611220200');
    const other = await guestIn('202');
    expect(await recordedOnIncome(other.ID, 'AUR202611220200')).not.toBe('AUR202611220200');
    expect(await recordedOnIncome(null, 'AUR202611220200')).not.toBe('AUR202611220200');
    expect(await recordedOnIncome(guest.ID, 'AUR202611220200')).toBe('AUR202611220200');
  });

  it('payments of no guest: a new number as-is, the same number again renumbered', async () => {
    expect(await recordedOnIncome(null, 'AUR202611220300')).toBe('AUR202611220300');
    expect(await recordedOnIncome(null, 'AUR202611220300')).not.toBe('AUR202611220300');
    expect(await recordedOnIncome(null, null)).toBeNull(); // no receipt printed
  });

  it('a malformed number on create-income -> 400 naming ReceiptNumber, nothing written', async () => {
    const before = await countOf(incomes);
    for (const number of ['SMH202611220001', 'AUR202602300001', 'AUR2026112201']) {
      const response = await income(null, number);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'ReceiptNumber', message: expect.stringContaining('AUR') },
      ]);
    }
    expect(await countOf(incomes)).toBe(before);
  });

  it('two clients sending one number at once both succeed, with different numbers', async () => {
    const [a, b] = await Promise.all([
      createGuest('203', 'AUR202611220400'),
      createGuest('204', 'AUR202611220400'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const numbers = [a, b].map((r) => r.json<{ guest: { ReceiptNumber: string } }>().guest);
    expect(new Set(numbers.map((g) => g.ReceiptNumber)).size).toBe(2);
    expect(numbers.map((g) => g.ReceiptNumber)).toContain('AUR202611220400');

    const [x, y] = await Promise.all([
      recordedOnIncome(null, 'AUR202611220401'),
      recordedOnIncome(null, 'AUR202611220401'),
    ]);
    expect(x).not.toBe(y);
    expect([x, y]).toContain('AUR202611220401');
  });

  it('no number is on two guests, and every recorded number is in the receipts', async () => {
    const rows = await fx.db().select({ number: guests.receiptNumber }).from(guests);
    const numbers = rows.map((r) => r.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const recorded = await fx.db().select({ number: receipts.number }).from(receipts);
    const known = new Set(recorded.map((r) => r.number));
    expect(numbers.filter((n) => !known.has(n!))).toEqual([]);
    const used = await fx.db().select().from(receipts).where(eq(receipts.used, false));
    expect(used).toEqual([]);
  });
});
