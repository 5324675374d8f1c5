import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Calendar, Room } from '@frontdesk/domain';
import { activityLog } from '../db/schema.ts';
import { reservationForm, useCheckInFixture } from '../../test/check-in-fixture.ts';
import { bearer } from '../../test/test-app.ts';

// 12:30 on 22 November 2026 in Yangon: tonight is the night of the 22nd.
const clock = new Date('2026-11-22T06:00:00.000Z');
const fx = useCheckInFixture(() => clock);

const setStatus = (room: string, body: unknown, headers: Record<string, string> = {}) =>
  fx.t.app.inject({
    method: 'PUT',
    url: `${fx.base}/rooms/${room}`,
    headers: { ...bearer(fx.aureo), ...headers },
    payload: body as object,
  });
const room = async (number: string) =>
  (await fx.call('GET', `${fx.base}/rooms/${number}`)).json<Room>();
const calendar = async () =>
  (await fx.call('GET', `${fx.base}/calendar?from=2026-11-22&days=5`)).json<Calendar>();
const freeOf = (c: Calendar) => c.nights.map((n) => n.free);
const roomStatusEntries = () =>
  fx
    .db()
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.hotelId, fx.aureoId), eq(activityLog.kind, 'room-status')))
    .orderBy(desc(activityLog.id));

describe('Maintenance with a reason and an expected end (issue 47, ADR 085)', () => {
  it('takes the room out only up to its expected end; the calendar shows why', async () => {
    const response = await setStatus('103', {
      status: 6,
      reason: 'AC broken',
      expectedEnd: '2026-11-25',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Room>()).toMatchObject({
      Room: '103',
      Status: 6,
      Maintenance: { Reason: 'AC broken', From: '2026-11-22', Until: '2026-11-25' },
    });
    const [entry] = await roomStatusEntries();
    expect(entry).toMatchObject({
      subject: 'room:103',
      userId: expect.any(Number),
      params: { room: '103', before: 1, after: 6, reason: 'AC broken', until: '2026-11-25' },
    });

    const c = await calendar();
    // Nights of 22, 23 and 24 without 103; from the 25th it is free again.
    expect(freeOf(c)).toEqual([16, 16, 16, 17, 17]);
    expect(c.rooms.find((r) => r.room === '103')).toEqual({
      room: '103',
      floor: 1,
      roomType: 'standard',
      status: 6,
      maintenance: { reason: 'AC broken', until: '2026-11-25' },
    });
    expect(c.rooms.find((r) => r.room === '104')).not.toHaveProperty('maintenance');
  });

  it('lets reservations have the room after its expected end, not before', async () => {
    const everyRoom = { roomCount: 17, guestCount: 17 };
    await fx.reserve({
      ...everyRoom,
      checkinDate: '2026-11-25T14:00:00.000Z',
      checkoutDate: '2026-11-26T12:00:00.000Z',
    });
    const before = await fx.t.app.inject({
      method: 'POST',
      url: `${fx.base}/create-reservation`,
      headers: bearer(fx.aureo),
      payload: {
        ...reservationForm,
        ...everyRoom,
        checkinDate: '2026-11-24T14:00:00.000Z',
        checkoutDate: '2026-11-25T12:00:00.000Z',
      },
    });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({ message: 'Only 16 rooms are free on 24/11/2026' });
  });

  it("SPEC's call without a reason keeps the room out of every night; Available clears it", async () => {
    const spec = await setStatus('104', { status: 6 });
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.json<Room>().Maintenance).toEqual({
      Reason: null,
      From: '2026-11-22',
      Until: null,
    });
    // 104 is out every night; 103 until the 25th, when the 17-room reservation above holds all.
    expect(freeOf(await calendar())).toEqual([15, 15, 15, -1, 16]);

    expect((await setStatus('104', { status: 1 })).statusCode).toBe(200);
    expect((await setStatus('103', { status: 1 })).statusCode).toBe(200);
    expect(await room('103')).not.toHaveProperty('Maintenance');
    expect(freeOf(await calendar())).toEqual([17, 17, 17, 0, 17]);
  });

  it('a room already under maintenance keeps the night it started when its end is changed', async () => {
    expect((await setStatus('105', { status: 6, reason: 'Leak' })).statusCode).toBe(200);
    const changed = await setStatus('105', {
      status: 6,
      reason: 'Leak',
      expectedEnd: '2026-11-30',
    });
    expect(changed.json<Room>().Maintenance).toEqual({
      Reason: 'Leak',
      From: '2026-11-22',
      Until: '2026-11-30',
    });
    expect((await setStatus('105', { status: 1 })).statusCode).toBe(200);
  });

  it.each<[string, unknown, string]>([
    [
      'an end of today',
      { status: 6, expectedEnd: '2026-11-22' },
      'The expected end date must be after today',
    ],
    [
      'an end in the past',
      { status: 6, expectedEnd: '2026-01-01' },
      'The expected end date must be after today',
    ],
    [
      'a bad date',
      { status: 6, expectedEnd: '25/11/2026' },
      'Expected end must be a date written yyyy-mm-dd',
    ],
    [
      'a reason on Available',
      { status: 1, reason: 'AC' },
      'A reason and an expected end date are only for Maintenance (status 6)',
    ],
    [
      'a long reason',
      { status: 6, reason: 'x'.repeat(201) },
      'Reason must be at most 200 characters',
    ],
  ])('%s: 400 with its message, nothing written', async (_case, body, message) => {
    const entries = (await roomStatusEntries()).length;
    const response = await setStatus('201', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await fx.statusOf('201')).toBe(1);
    expect(await roomStatusEntries()).toHaveLength(entries);
  });

  it('answers the refusal in Burmese for a Burmese desk', async () => {
    const response = await setStatus(
      '201',
      { status: 6, expectedEnd: '2026-11-22' },
      { 'accept-language': 'my' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'ပြီးမည့်ရက်သည် ယနေ့ထက် နောက်ကျရမည်' });
  });

  it('is safe to retry with an Idempotency-Key: one change, one entry', async () => {
    const entries = (await roomStatusEntries()).length;
    const body = { status: 6, reason: 'Painting', expectedEnd: '2026-11-24' };
    const first = await setStatus('202', body, { 'idempotency-key': 'maint-202' });
    const again = await setStatus('202', body, { 'idempotency-key': 'maint-202' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await roomStatusEntries()).toHaveLength(entries + 1);
  });
});
