import { beforeAll, describe, expect, it } from 'vitest';
import type { Reservation } from '@frontdesk/domain';
import { bearer } from '../../test/test-app.ts';
import { useTestApp } from '../../test/app-fixture.ts';

// 10:00 on 30 November 2026 in Yangon (UTC+06:30).
const now = new Date('2026-11-30T03:30:00.000Z');
const form = {
  name: 'Guest',
  nationalId: 'N-1',
  phone: '09 1',
  guestCount: 1,
  roomCount: 1,
  roomType: 'full-night',
  extraBed: false,
  paymentType: 'none',
  amountPaid: 0,
};

const fx = useTestApp(() => now);
const base = '/api/aureo/reception';
const ids: Record<string, number> = {};

const create = async (name: string, change: Record<string, unknown>) => {
  const response = await fx.t.app.inject({
    method: 'POST',
    url: `${base}/create-reservation`,
    headers: bearer(fx.aureo),
    payload: { ...form, name, ...change },
  });
  expect(response.statusCode, response.body).toBe(201);
  ids[name] = response.json<Reservation>().ID;
};

const namesOn = async (date: string) => {
  const response = await fx.t.app.inject({
    method: 'GET',
    url: `${base}/reservations/date/${date}`,
    headers: bearer(fx.aureo),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Reservation[]>().map((r) => r.Name);
};

beforeAll(async () => {
  // Created out of order on purpose: the list sorts by check-in, then by ID.
  await create('Full night 2-4 Dec', {
    checkinDate: '2026-12-02T14:00:00.000Z',
    checkoutDate: '2026-12-04T12:00:00.000Z',
  });
  await create('Session 2 Dec 10:00', {
    roomType: 'session',
    checkinDate: '2026-12-02T10:00:00.000Z',
    checkoutDate: '2026-12-02T13:00:00.000Z',
  });
  await create('Daycation 3 Dec', {
    roomType: 'daycation',
    checkinDate: '2026-12-03T08:00',
    checkoutDate: '2026-12-03T20:00',
  });
  await create('Second full night 2 Dec 14:00', {
    checkinDate: '2026-12-02T14:00:00.000Z',
    checkoutDate: '2026-12-03T12:00:00.000Z',
  });
  await create('Cancelled 2-3 Dec', {
    status: 'cancelled',
    checkinDate: '2026-12-02T14:00',
    checkoutDate: '2026-12-03T12:00',
  });
  await create('Checked in 2-3 Dec', {
    checkinDate: '2026-12-02T15:00',
    checkoutDate: '2026-12-03T12:00',
  });
  await fx.t.app.inject({
    method: 'PUT',
    url: `${base}/reservations/${ids['Checked in 2-3 Dec']}`,
    headers: bearer(fx.aureo),
    payload: { status: 'checked-in' },
  });
  // Just before and at midnight at the hotel: in UTC these are 17:29 and 17:30 of the day before.
  await create('Late 9 Dec 23:59', {
    checkinDate: '2026-12-09T23:59',
    checkoutDate: '2026-12-10T00:00',
  });
  await create('Daycation 11 Dec', {
    roomType: 'daycation',
    checkinDate: '2026-12-11',
    checkoutDate: '2026-12-11T12:00',
  });
  await fx.t.app.inject({
    method: 'POST',
    url: '/api/swe/reception/create-reservation',
    headers: bearer(fx.swe),
    payload: { ...form, name: 'Swe guest', checkinDate: '2026-12-02', checkoutDate: '2026-12-04' },
  });
});

describe('GET /reservations/date/{date}', () => {
  it.each<[string, string[]]>([
    ['2026-12-01', []],
    ['2026-12-02', ['Session 2 Dec 10:00', 'Full night 2-4 Dec', 'Second full night 2 Dec 14:00']],
    ['2026-12-03', ['Full night 2-4 Dec', 'Second full night 2 Dec 14:00', 'Daycation 3 Dec']],
    ['2026-12-04', ['Full night 2-4 Dec']], // the check-out date is included
    ['2026-12-05', []],
    ['2026-12-08', []],
    ['2026-12-09', ['Late 9 Dec 23:59']],
    ['2026-12-10', ['Late 9 Dec 23:59']], // checks out at 00:00 on the 10th
    ['2026-12-11', ['Daycation 11 Dec']],
    ['2026-12-12', []],
  ])('on %s shows %j', async (date, names) => {
    expect(await namesOn(date)).toEqual(names);
  });

  it('sorts by check-in, then by ID', async () => {
    expect(ids['Full night 2-4 Dec']).toBeLessThan(ids['Second full night 2 Dec 14:00']!);
  });

  it('hides checked-in and cancelled reservations and the other hotel', async () => {
    const shown = await namesOn('2026-12-02');
    expect(shown).not.toContain('Cancelled 2-3 Dec');
    expect(shown).not.toContain('Checked in 2-3 Dec');
    expect(shown).not.toContain('Swe guest');
  });

  it('shows a reservation again once it is confirmed again', async () => {
    const id = ids['Cancelled 2-3 Dec'];
    const response = await fx.t.app.inject({
      method: 'PUT',
      url: `${base}/reservations/${id}`,
      headers: bearer(fx.aureo),
      payload: {
        ...form,
        name: 'Cancelled 2-3 Dec',
        status: 'confirmed',
        checkinDate: '2026-12-02T14:00',
        checkoutDate: '2026-12-03T12:00',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await namesOn('2026-12-03')).toContain('Cancelled 2-3 Dec');
  });

  it('answers a bare JSON array of reservations', async () => {
    const response = await fx.t.app.inject({
      method: 'GET',
      url: `${base}/reservations/date/2026-12-11`,
      headers: bearer(fx.aureo),
    });
    expect(response.json()).toEqual([
      expect.objectContaining({
        ID: ids['Daycation 11 Dec'],
        RoomType: 'daycation',
        CheckinDate: '2026-12-10T17:30:00.000Z',
        CheckoutDate: '2026-12-11T05:30:00.000Z',
        Status: 'confirmed',
      }),
    ]);
  });

  it.each(['2026-13-01', '2026-02-30', 'today', '2026-2-1', '20261202', '2026-12-02T00:00'])(
    'answers 400 for the date %s',
    async (date) => {
      const response = await fx.t.app.inject({
        method: 'GET',
        url: `${base}/reservations/date/${date}`,
        headers: bearer(fx.aureo),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Date must be yyyy-mm-dd',
        errors: [{ field: 'date', message: 'Date must be yyyy-mm-dd' }],
      });
    },
  );
});
