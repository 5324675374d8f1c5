import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { HotelEvent, Reservation } from '@frontdesk/domain';
import { hotels } from '../db/schema.ts';
import { bearer } from '../../test/test-app.ts';
import { useTestApp } from '../../test/app-fixture.ts';

// 10:00 on 22 November 2026 in Yangon.
const now = new Date('2026-11-22T03:30:00.000Z');
const form = {
  name: 'Event Guest',
  nationalId: 'N-1',
  phone: '09 1',
  guestCount: 1,
  roomCount: 1,
  roomType: 'session',
  checkinDate: '2026-11-22T20:00',
  checkoutDate: '2026-11-22T23:00',
  extraBed: false,
  paymentType: 'none',
  amountPaid: 0,
};

const fx = useTestApp(() => now);
const base = '/api/aureo/reception';

/** Runs a call and answers the events the hotel received meanwhile. */
const eventsDuring = async (hotelId: number, action: () => Promise<unknown>) => {
  const received: HotelEvent[] = [];
  const unsubscribe = fx.t.app.events.subscribe(hotelId, (event) => received.push(event));
  try {
    await action();
    // On PostgreSQL events travel through NOTIFY: give them a moment.
    await new Promise((resolve) => setTimeout(resolve, 150));
    return received;
  } finally {
    unsubscribe();
  }
};

const createOne = async () => {
  const response = await fx.t.app.inject({
    method: 'POST',
    url: `${base}/create-reservation`,
    headers: bearer(fx.aureo),
    payload: form,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Reservation>().ID;
};

describe('reservation_updated', () => {
  it('is published for every change, to the hotel that changed', async () => {
    const sweId = (await fx.t.database.db.select().from(hotels).where(eq(hotels.key, 'swe')))[0]!
      .id;
    let id = 0;
    const toSwe = await eventsDuring(sweId, async () => {
      expect(await eventsDuring(fx.aureoId, async () => (id = await createOne()))).toEqual([
        { type: 'reservation_updated' },
      ]);
    });
    expect(toSwe).toEqual([]);

    for (const payload of [{ ...form, notes: 'edited' }, { status: 'checked-in' }]) {
      const events = await eventsDuring(fx.aureoId, () =>
        fx.t.app.inject({
          method: 'PUT',
          url: `${base}/reservations/${id}`,
          headers: bearer(fx.aureo),
          payload,
        }),
      );
      expect(events).toEqual([{ type: 'reservation_updated' }]);
    }

    const deleted = await eventsDuring(fx.aureoId, () =>
      fx.t.app.inject({
        method: 'DELETE',
        url: `${base}/reservations/${id}`,
        headers: bearer(fx.aureo),
      }),
    );
    expect(deleted).toEqual([{ type: 'reservation_updated' }]);
  });

  it('is not published when nothing changed', async () => {
    const events = await eventsDuring(fx.aureoId, async () => {
      await fx.t.app.inject({
        method: 'POST',
        url: `${base}/create-reservation`,
        headers: bearer(fx.aureo),
        payload: { ...form, name: '' },
      });
      await fx.t.app.inject({
        method: 'DELETE',
        url: `${base}/reservations/999999`,
        headers: bearer(fx.aureo),
      });
      await fx.t.app.inject({
        method: 'PUT',
        url: `${base}/reservations/999999`,
        headers: bearer(fx.aureo),
        payload: { status: 'cancelled' },
      });
    });
    expect(events).toEqual([]);
  });

  it('reaches a desk over the websocket', async () => {
    await fx.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = fx.t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/ws`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => socket.on('open', resolve).on('error', reject));
    socket.send(JSON.stringify({ type: 'auth', token: fx.aureo }));
    await vi.waitFor(() => expect(messages).toEqual([{ type: 'ready' }]));

    await createOne();
    await vi.waitFor(() =>
      expect(messages).toEqual([{ type: 'ready' }, { type: 'reservation_updated' }]),
    );
    socket.close();
  });
});
