import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests, incomes, receipts, rooms } from '../db/schema.ts';
import { bearer, startTestApp, type TestApp } from '../../test/test-app.ts';

// Whatever a client sends, the rooms, stays, revenue and receipt calls answer 4xx (or succeed),
// never 500, and a refused call writes nothing.
const now = new Date('2026-11-22T07:30:00.000Z');
const base = '/api/aureo/reception';

let t: TestApp;
let aureo: string;
beforeAll(async () => {
  t = await startTestApp({ now: () => now });
  aureo = await t.login('aureo');
});
afterAll(() => t.close());

const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('\u0000', '', ' ', '101', '2026-11-24', 'NaN', -1, 0, 1e308, 101.005),
);

const goodBodies: Record<string, Record<string, unknown>> = {
  '/check-in': {
    stayType: 'full-night',
    guest: { name: 'Aye Aye', nationalId: '12/PaBaTa(N)123456', phone: '09 420 111 222' },
    rooms: [{ roomNumber: '101', extraBed: false }],
    checkoutDate: '2026-11-24T12:00:00.000Z',
    taxRate: 5,
  },
  '/create-guest': {
    name: 'Aye Aye',
    nationalId: '12/PaBaTa(N)123456',
    phone: '09 420 111 222',
    roomType: 'full-night',
    roomNumber: '102',
    checkinDate: '2026-11-22T14:00:00.000Z',
    checkoutDate: '2026-11-24T12:00:00.000Z',
  },
  '/create-income': {
    Type: 'electricity',
    GuestID: null,
    RoomNumber: '0',
    Amount: 15000,
    RevenueType: '',
    PaymentMethod: 'cash',
  },
  '/receipt-numbers': { kind: 'room' },
};

const written = async () => {
  const n = async (table: typeof guests | typeof incomes | typeof receipts) =>
    (await t.database.db.select({ n: count() }).from(table))[0]!.n;
  const statuses = await t.database.db.select({ status: rooms.status }).from(rooms);
  return [await n(guests), await n(incomes), await n(receipts), statuses.map((r) => r.status)];
};

describe('garbage in, never 500', () => {
  it.each(Object.keys(goodBodies))('POST %s with one field replaced or added', async (path) => {
    const good = goodBodies[path]!;
    const field = fc.constantFrom(...Object.keys(good), 'extra');
    await fc.assert(
      fc.asyncProperty(field, anyValue, async (key, value) => {
        const before = await written();
        const response = await t.app.inject({
          method: 'POST',
          url: `${base}${path}`,
          headers: bearer(aureo),
          payload: { ...good, [key]: value } as object,
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) expect(await written()).toEqual(before);
      }),
      { numRuns: 40 },
    );
  });

  it('whole garbage bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/check-in', '/create-guest', '/create-income', '/receipt-numbers'),
        anyValue,
        async (path, body) => {
          const response = await t.app.inject({
            method: 'POST',
            url: `${base}${path}`,
            headers: { ...bearer(aureo), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('any room number in a path', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 25 }),
        fc.constantFrom(
          ['GET', '/rooms/'],
          ['PUT', '/rooms/'],
          ['GET', '/guests/current/'],
          ['PUT', '/guests/checkout/'],
        ),
        async (room, [method, path]) => {
          const response = await t.app.inject({
            method: method as 'GET' | 'PUT',
            url: `${base}${path}${encodeURIComponent(room)}`,
            headers: bearer(aureo),
            ...(path === '/rooms/' && method === 'PUT' ? { payload: { status: 5 } } : {}),
          });
          expect(response.statusCode, `${room}: ${response.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
  });

  it.each(['\u0000', '%00'])(
    'a NUL in a room number is a 400, not a database error',
    async (nul) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${base}/rooms/${nul === '%00' ? nul : encodeURIComponent(nul)}`,
        headers: bearer(aureo),
      });
      expect(response.statusCode).toBe(400);
    },
  );

  it('any date and filter for the revenue calls', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 15 }),
        fc.string(),
        async (date, type) => {
          const q = `date=${encodeURIComponent(date)}&paymentType=${encodeURIComponent(type)}`;
          for (const url of [
            `${base}/room-revenue?${q}`,
            `${base}/incomes/date/${encodeURIComponent(date || 'x')}`,
          ]) {
            const response = await t.app.inject({ method: 'GET', url, headers: bearer(aureo) });
            expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
