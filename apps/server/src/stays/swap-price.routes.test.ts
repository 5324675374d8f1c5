import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Folio, Hotel, SwapRoomResponse } from '@frontdesk/domain';
import { activityLog, stayCharges } from '../db/schema.ts';
import { useInStayFixture } from '../../test/in-stay-fixture.ts';
import { bearer } from '../../test/test-app.ts';

// 14:00 on 22 Nov at the hotel (UTC+06:30); the walk-ins leave on the 24th at 12:00: 2 nights
// left. Aureo: standard 40,000 (extra bed 10,000), family 65,000 (extra bed 12,000) a night;
// family rooms are the last of each floor (105, 205, 304).
const now = new Date('2026-11-22T07:30:00.000Z');
const fx = useInStayFixture(() => now);
const { call, checkInGuest, guestRow } = fx;

const swap = (guestId: number, from: string, to: string, key?: string) =>
  call(
    'POST',
    '/swap-room',
    { guestID: String(guestId), currentRoomNumber: from, newRoomNumber: to },
    key ? { key } : {},
  );
const folioOf = async (id: number) => (await call('GET', `/guests/${id}/folio`)).json<Folio>();
const details = {
  name: 'Aureo Hotel',
  address: 'No. 45, Bogyoke Aung San Road, Pabedan Township',
  city: 'Yangon',
  phone: '+95 9 420 111 222',
  receiptPrefix: 'AUR',
  defaultTaxRate: 0,
  defaultServiceRate: 0,
};
const setRule = async (swapPriceRule: unknown) =>
  fx.t.app.inject({
    method: 'PUT',
    url: '/api/aureo/admin/hotel',
    headers: bearer(await fx.t.login('aureo', 'admin')),
    payload: { ...details, swapPriceRule },
  });
const roomChangeLines = (folio: Folio) => folio.Charges.filter((c) => c.Type === 'room-change');

describe('POST /swap-room between room types (ADR 073)', () => {
  it('by default keeps the booked price; the answer says the difference, SPEC fields as they were', async () => {
    const id = await checkInGuest('101');
    const response = await swap(id, '101', '105');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<SwapRoomResponse>();
    expect(answer).toMatchObject({
      message: 'Guest successfully moved from Room 101 to Room 105.',
      guest: { ID: id, RoomNumber: '105', RoomCharges: 80000 },
      previousRoom: { Room: '101', Status: 1 },
      newRoom: { Room: '105', Status: 2 },
      // 2 x (65,000 - 40,000)
      priceDifference: { nights: 2, difference: 50000, charged: 0 },
    });
    expect(roomChangeLines(await folioOf(id))).toEqual([]);
    expect((await guestRow(id)).roomCharges).toBe(80000);
  });

  it('the same type: no difference in the answer', async () => {
    const id = await fx.currentGuestId('105');
    const response = await swap(id, '105', '205');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).not.toHaveProperty('priceDifference');
  });

  it('the owner chooses the rule; a bad one is refused with 400', async () => {
    const bad = await setRule('sometimes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Room swap price must be one of: keep-booked-price, charge-difference',
    );
    const ok = await setRule('charge-difference');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ swapPriceRule: 'charge-difference' });
    const publicDetails = await fx.t.app.inject({ method: 'GET', url: '/api/aureo/details' });
    expect(publicDetails.json<Hotel>().swapPriceRule).toBe('charge-difference');
    // A client that does not send it leaves it as it is.
    expect((await setRule(undefined)).json()).toMatchObject({ swapPriceRule: 'charge-difference' });
  });

  it('charge the difference: on the folio as a room-change line, once per key, announced', async () => {
    const id = await checkInGuest('102');
    const before = await folioOf(id);
    await fx.forgetEvents();
    const responses = await Promise.all([1, 2].map(() => swap(id, '102', '304', 'swap-102')));
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<SwapRoomResponse>()).toMatchObject({
        guest: { RoomNumber: '304', RoomCharges: 130000 },
        priceDifference: { nights: 2, difference: 50000, charged: 50000 },
      });
    }
    const folio = await folioOf(id);
    expect(roomChangeLines(folio)).toEqual([
      expect.objectContaining({ Amount: 50000, Rooms: ['102', '304'], Quantity: 2 }),
    ]);
    expect(folio.TotalCharges).toBe(before.TotalCharges + 50000);
    expect(folio.Balance).toBe(before.Balance + 50000);
    const charges = await fx.db().select().from(stayCharges).where(eq(stayCharges.guestId, id));
    expect(charges).toMatchObject([
      {
        description: 'Room change 102 to 304, 2 nights',
        amount: 50000,
        roomNumber: '304',
        fromRoom: '102',
        nights: 2,
      },
    ]);
    const [entry] = await fx
      .db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.kind, 'swap'), eq(activityLog.subject, `guest:${id}`)));
    expect(entry!.params).toEqual({
      guest: 'Aye Aye',
      fromRoom: '102',
      toRoom: '304',
      charged: 50000,
    });
    await vi.waitFor(() => expect(fx.published).toContainEqual({ type: 'payment_updated' }));
  });

  it('the difference is due before checkout, as any charge on the account', async () => {
    const id = await fx.currentGuestId('304');
    const refused = await call('PUT', '/guests/checkout/304', { guestId: id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This stay has a balance due of 50,000 Ks. Collect it before checkout.',
    );
  });

  it('a cheaper room is no credit: shown, nothing charged or given back', async () => {
    const id = await fx.currentGuestId('304');
    const response = await swap(id, '304', '103');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SwapRoomResponse>()).toMatchObject({
      guest: { RoomCharges: 130000 },
      priceDifference: { nights: 2, difference: -50000, charged: 0 },
    });
    expect(roomChangeLines(await folioOf(id))).toHaveLength(1);
  });

  it('an extra bed moves with its own price: 2 x (77,000 - 50,000)', async () => {
    const id = await checkInGuest('202', { rooms: [{ roomNumber: '202', extraBed: true }] });
    const response = await swap(id, '202', '105');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().priceDifference).toEqual({
      nights: 2,
      difference: 54000,
      charged: 54000,
    });
  });

  it('a long stay keeps its own price: no difference', async () => {
    const id = await checkInGuest('203', { stayType: 'long-stay', pricePerNight: 30000 });
    const before = (await guestRow(id)).roomCharges;
    const response = await swap(id, '203', '304');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).not.toHaveProperty('priceDifference');
    expect((await guestRow(id)).roomCharges).toBe(before);
  });
});
