import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Reservation } from '@frontdesk/domain';
import { reservations } from '../db/schema.ts';
import { bearer } from '../../test/test-app.ts';
import { reservationForm, useTestApp } from '../../test/app-fixture.ts';

// 00:30 on 22 November in Yangon (UTC+06:30).
const now = new Date('2026-11-21T18:00:00.000Z');
const form = reservationForm();

const fx = useTestApp(() => now);

const base = '/api/aureo/reception';
const rowCount = async () =>
  (await fx.t.database.db.select({ n: count() }).from(reservations))[0]?.n ?? 0;
const create = async () => {
  const response = await fx.t.app.inject({
    method: 'POST',
    url: `${base}/create-reservation`,
    headers: bearer(fx.aureo),
    payload: form,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Reservation>();
};

/** Any JSON a confused or hostile client might send in place of one field. */
const garbage = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(1e308, -1e308, 2 ** 53, -0, 0.1 + 0.2, '', ' ', '\u0000', 'x'.repeat(5000)),
);

describe('POST /create-reservation with garbage', () => {
  it.each<[string, object]>([
    ['no body', {}],
    ['an empty JSON body', { payload: '', headers: { 'content-type': 'application/json' } }],
    ['broken JSON', { payload: '{"name": ', headers: { 'content-type': 'application/json' } }],
    [
      'a JSON string',
      { payload: '"a reservation"', headers: { 'content-type': 'application/json' } },
    ],
    ['a JSON array', { payload: [form] }],
    ['JSON null', { payload: 'null', headers: { 'content-type': 'application/json' } }],
    ['plain text', { payload: 'name=Aye', headers: { 'content-type': 'text/plain' } }],
    [
      'every field of the wrong type',
      {
        payload: {
          name: [],
          nationalId: {},
          phone: 1,
          guestCount: true,
          roomCount: null,
          roomType: 5,
          checkinDate: 20261122,
          checkoutDate: false,
          extraBed: 'true',
          paymentType: [],
          amountPaid: { value: 1 },
        },
      },
    ],
  ])('answers %s with 400, never 500', async (_case, options) => {
    const before = await rowCount();
    const response = await fx.t.app.inject({
      method: 'POST',
      url: `${base}/create-reservation`,
      ...options,
      headers: {
        ...bearer(fx.aureo),
        ...('headers' in options ? (options.headers as object) : {}),
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    expect(await rowCount()).toBe(before);
  });
});

describe('any garbage', () => {
  it('never answers 500 and writes only valid reservations', async () => {
    const keys = [...Object.keys(form), 'status', 'reservationDate', 'prepaidDivider', 'notes'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...keys), garbage, async (key, value) => {
        const before = await rowCount();
        const response = await fx.t.app.inject({
          method: 'POST',
          url: `${base}/create-reservation`,
          headers: bearer(fx.aureo),
          payload: { ...form, [key]: value },
        });
        expect([201, 400], response.body).toContain(response.statusCode);
        expect(await rowCount()).toBe(response.statusCode === 201 ? before + 1 : before);
      }),
      { numRuns: 60 },
    );
  });

  it('never answers 500 to a whole garbage body, on create or update', async () => {
    const { ID } = await create();
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        for (const [method, url] of [
          ['POST', `${base}/create-reservation`],
          ['PUT', `${base}/reservations/${ID}`],
        ] as const) {
          const response = await fx.t.app.inject({
            method,
            url,
            headers: { ...bearer(fx.aureo), 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          });
          expect(response.statusCode, `${method} ${response.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('PUT /reservations/{id} with garbage', () => {
  it('answers 400 for a missing or malformed body', async () => {
    const { ID } = await create();
    for (const payload of [undefined, '', '[]', '"x"', '42', 'null', '{"status":']) {
      const response = await fx.t.app.inject({
        method: 'PUT',
        url: `${base}/reservations/${ID}`,
        headers: { ...bearer(fx.aureo), 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, String(payload)).toBe(400);
    }
  });
});
