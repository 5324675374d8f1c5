import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { CheckInResponse } from '@frontdesk/domain';
import { reservations } from '../db/schema.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
const now = new Date('2026-11-22T07:30:00.000Z');

const fx = useCheckInFixture(() => now);
const { db, published, walkIn, checkIn, counts, statusOf, incomesOf, guestsOf, reserve } = fx;

describe('POST /check-in: reservation', () => {
  const fromReservation = (
    id: number,
    roomNumbers: string[],
    change: Record<string, unknown> = {},
  ) =>
    walkIn({
      reservationId: id,
      guest: { name: 'Ko Ko', nationalId: '9/MaKaNa(N)654321', phone: '09 250 333 444' },
      rooms: roomNumbers.map((roomNumber) => ({ roomNumber, extraBed: false })),
      checkoutDate: undefined,
      taxRate: 0,
      serviceRate: 0,
      paymentMethod: 'cash',
      ...change,
    });

  it('two rooms: the prepaid amount is shared by their totals, the reservation becomes checked-in', async () => {
    const reservation = await reserve();
    await fx.forgetEvents();
    const response = await checkIn(fromReservation(reservation.ID, ['801', '803']));
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<CheckInResponse>();
    expect(answer).toMatchObject({
      reservationId: reservation.ID,
      nights: 2,
      checkoutDate: '2026-11-24T05:30:00.000Z',
      total: 210000, // 2 x 40,000 + 2 x 65,000
      priorPaid: 100000,
      grandTotal: 110000,
    });
    expect(answer.guests.map((g) => [g.RoomNumber, g.Total, g.AmountDue])).toEqual([
      ['801', 80000, 41904.76], // 100,000 x 80/210 = 38,095.238.. credited (+1 pya: larger remainder)
      ['803', 130000, 68095.24], // 61,904.76 credited
    ]);
    const stored = await guestsOf(answer.receiptNumber);
    expect(stored.map((g) => [g.roomNumber, g.amountPaid, g.reservationId]).sort()).toEqual([
      ['801', 80000, reservation.ID],
      ['803', 130000, reservation.ID],
    ]);
    const paid = await incomesOf(answer.receiptNumber);
    expect(paid.map((i) => [i.roomNumber, i.amount, i.type, i.paymentMethod]).sort()).toEqual([
      ['801', 41904.76, 'checked-in', 'cash'],
      ['803', 68095.24, 'checked-in', 'cash'],
    ]);
    const [row] = await db().select().from(reservations).where(eq(reservations.id, reservation.ID));
    expect(row!.status).toBe('checked-in');
    expect([await statusOf('801'), await statusOf('803')]).toEqual([2, 2]);
    await vi.waitFor(() => {
      expect(published).toContainEqual({ type: 'reservation_updated' });
      expect(published.filter((e) => e.type === 'room_updated')).toHaveLength(2);
    });
  });

  it('a reservation checked in already -> 409, nothing written', async () => {
    const [row] = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.status, 'checked-in'));
    const before = await counts();
    const response = await checkIn(fromReservation(row!.id, ['204', '304']));
    expect(response.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('a check-out of today is moved to tomorrow at 12:00', async () => {
    const reservation = await reserve({ roomCount: 1, amountPaid: 0 });
    // A full night is booked to leave after its check-in date: one made earlier, from
    // yesterday to today 12:00 at the hotel, is still waiting to check in.
    await db()
      .update(reservations)
      .set({
        checkinAt: new Date('2026-11-21T07:30:00.000Z'),
        checkoutAt: new Date('2026-11-22T05:30:00.000Z'),
      })
      .where(eq(reservations.id, reservation.ID));
    const response = await checkIn(fromReservation(reservation.ID, ['204']));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      nights: 1,
      checkoutDate: '2026-11-23T05:30:00.000Z',
      grandTotal: 40000,
    });
  });

  it('fewer rooms than reserved -> 400, nothing written', async () => {
    const reservation = await reserve();
    const before = await counts();
    const response = await checkIn(fromReservation(reservation.ID, ['802']));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please verify all room numbers before proceeding.',
      errors: [{ field: 'rooms' }],
    });
    expect(await counts()).toEqual(before);
  });

  it('another stay type than reserved -> 400 naming stayType', async () => {
    const reservation = await reserve({ roomCount: 1 });
    const response = await checkIn(
      fromReservation(reservation.ID, ['802'], { stayType: 'session' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'stayType', message: 'This reservation is for full-night.' },
    ]);
  });

  it('a reservation of the other hotel or none -> 404, and it stays confirmed', async () => {
    const theirs = await reserve({ roomCount: 1 }, fx.swe, 'swe');
    const before = await counts();
    for (const id of [theirs.ID, 999999]) {
      const response = await checkIn(fromReservation(id, ['802']));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Reservation not found.');
    }
    expect(await counts()).toEqual(before);
    const [row] = await db().select().from(reservations).where(eq(reservations.id, theirs.ID));
    expect(row!.status).toBe('confirmed');
  });

  it('an occupied room -> 409 and the reservation stays confirmed', async () => {
    const reservation = await reserve({ roomCount: 1 });
    const response = await checkIn(fromReservation(reservation.ID, ['801']));
    expect(response.statusCode).toBe(409);
    const [row] = await db().select().from(reservations).where(eq(reservations.id, reservation.ID));
    expect(row!.status).toBe('confirmed');
  });
});
