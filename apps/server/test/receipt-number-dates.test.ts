import { describe, expect, it } from 'vitest';
import type { Income } from '@frontdesk/domain';
import { useInStayFixture } from './in-stay-fixture.ts';

/**
 * A client's receipt number is taken only when it is of the hotel's business date today (or the
 * hotel issued it); any other date gets a server-issued number of today, in the answer.
 */
// 14:00 on 22 November 2026 at the hotel.
const fx = useInStayFixture(() => new Date('2026-11-22T07:30:00.000Z'));
const { call } = fx;
const today = /^AUR20261122\d{4}$/;

const income = (ReceiptNumber: string) => ({
  Type: 'electricity',
  GuestID: null,
  RoomNumber: '0',
  Amount: 5000,
  RevenueType: 'revenue',
  PaymentMethod: 'cash',
  ReceiptNumber,
});

describe("receipt numbers of another date than the hotel's today", () => {
  it("create-income with tomorrow's number is recorded under a number of today", async () => {
    const response = await call('POST', '/create-income', income('AUR202611230001'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Income>().ReceiptNumber).toMatch(today);
    expect(await fx.incomesOf('AUR202611230001')).toEqual([]);
  });

  it("create-guest with a number of 1 January gets today's number", async () => {
    const response = await call('POST', '/create-guest', {
      name: 'Aye Aye',
      nationalId: '12/PaBaTa(N)123456',
      phone: '09 420 111 222',
      roomType: 'session',
      roomNumber: '101',
      checkinDate: '2026-11-22T07:30:00.000Z',
      checkoutDate: '2026-11-22T10:30:00.000Z',
      receiptNumber: 'AUR202601010001',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ guest: { ReceiptNumber: string } }>().guest.ReceiptNumber).toMatch(
      today,
    );
    expect(await fx.guestsOf('AUR202601010001')).toEqual([]);
  });

  it("a food line with yesterday's FOOD number gets today's", async () => {
    const guestId = await fx.checkInGuest('102');
    const response = await call('POST', '/create-food-order', {
      GuestID: guestId,
      RoomNumber: '102',
      FoodName: 'Tiger can',
      Price: 3000,
      Quantity: 1,
      PaymentMethod: 'cash',
      ReceiptNumber: 'AURFOOD202611210007',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ ReceiptNumber: string }>().ReceiptNumber).toMatch(
      /^AURFOOD20261122\d{4}$/,
    );
  });

  it("today's own number is still taken as sent", async () => {
    const response = await call('POST', '/create-income', income('AUR202611220777'));
    expect(response.json<Income>().ReceiptNumber).toBe('AUR202611220777');
  });
});
