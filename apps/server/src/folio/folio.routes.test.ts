import { describe, expect, it } from 'vitest';
import type { CheckInResponse, Folio, Reservation } from '@frontdesk/domain';
import { guests } from '../db/schema.ts';
import { bearer } from '../../test/test-app.ts';
import { guestPayload, reservationForm } from '../../test/app-fixture.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
const now = new Date('2026-11-22T07:30:00.000Z');
const fx = useCheckInFixture(() => now);

const folioOf = (id: number | string, hotel: 'aureo' | 'swe' = 'aureo') =>
  fx.t.app.inject({
    method: 'GET',
    url: `/api/${hotel}/reception/guests/${id}/folio`,
    headers: bearer(hotel === 'aureo' ? fx.aureo : fx.swe),
  });

describe('GET /guests/{id}/folio', () => {
  it("shows each room's charges, its share of the deposit and what was paid, settled", async () => {
    const created = await fx.t.app.inject({
      method: 'POST',
      url: `${fx.base}/create-reservation`,
      headers: bearer(fx.aureo),
      payload: reservationForm({ roomCount: 2, amountPaid: 100000 }),
    });
    const reservation = created.json<Reservation>();
    const response = await fx.checkIn({
      stayType: 'full-night',
      reservationId: reservation.ID,
      guest: { name: 'Ko Ko', nationalId: '9/MaKaNa(N)654321', phone: '09 250 333 444' },
      rooms: [
        { roomNumber: '801', extraBed: false },
        { roomNumber: '803', extraBed: false },
      ],
      taxRate: 0,
      serviceRate: 0,
      paymentMethod: 'cash',
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<CheckInResponse>();
    const folios = await Promise.all(
      answer.guests.map(async (g) => (await folioOf(g.ID)).json<Folio>()),
    );
    expect(folios.map((f) => [f.RoomNumber, f.TotalCharges, f.TotalPaid, f.Balance])).toEqual([
      ['801', 80000, 80000, 0],
      ['803', 130000, 130000, 0],
    ]);
    // The deposit line says how and when the reservation's deposit was taken (issue 43 item 5).
    expect(
      folios[0]!.Payments.map((p) => [p.Type, p.Amount, p.PaymentMethod, p.CreatedAt]),
    ).toEqual([
      ['prepayment', 38095.24, 'kpay', now.toISOString()],
      ['checked-in', 41904.76, 'cash', now.toISOString()],
    ]);
    expect(folios[0]!.Payments[1]!.ReceiptNumber).toBe(answer.receiptNumber);
    // Both rooms' prepayment lines add up to the deposit, credited once.
    expect(folios.map((f) => f.Payments[0]!.Amount)).toEqual([38095.24, 61904.76]);
  });

  it("another hotel's guest or none is 404; a non-numeric id is 400", async () => {
    const [guest] = await fx.db().select().from(guests);
    expect((await folioOf(guest!.id)).statusCode).toBe(200);
    expect((await folioOf(guest!.id, 'swe')).statusCode).toBe(404);
    expect((await folioOf(999999)).statusCode).toBe(404);
    expect((await folioOf('abc')).statusCode).toBe(400);
  });

  it('a payment for a stay settles its balance, taken once; a checked-out stay takes none', async () => {
    const created = await fx.call(
      'POST',
      `${fx.base}/create-guest`,
      guestPayload({ roomNumber: '204', roomCharges: 40000, taxCharges: 0.35, amountPaid: 30000 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ guest: { ID: number } }>().guest.ID;
    expect((await folioOf(id)).json<Folio>().Balance).toBe(10000.35);

    for (const amount of [0, -5, 1e15, 1.234]) {
      const bad = await fx.call('POST', `${fx.base}/guests/${id}/payments`, {
        amount,
        paymentMethod: 'cash',
      });
      expect(bad.statusCode, String(amount)).toBe(400);
    }
    const pay = () =>
      fx.t.app.inject({
        method: 'POST',
        url: `${fx.base}/guests/${id}/payments`,
        headers: { ...bearer(fx.aureo), 'idempotency-key': 'settle-204' },
        payload: { amount: 10000.35, paymentMethod: 'kpay' },
      });
    const [first, again] = [await pay(), await pay()];
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    const folio = (await folioOf(id)).json<Folio>();
    expect(folio).toMatchObject({ TotalCharges: 40000.35, TotalPaid: 40000.35, Balance: 0 });
    expect(folio.Payments.filter((p) => p.Type === 'payment')).toHaveLength(1);

    const out = await fx.call('PUT', `${fx.base}/guests/checkout/204`);
    expect(out.statusCode, out.body).toBe(200);
    const late = await fx.call('POST', `${fx.base}/guests/${id}/payments`, {
      amount: 5,
      paymentMethod: 'cash',
    });
    expect(late.statusCode).toBe(409);
  });
});
