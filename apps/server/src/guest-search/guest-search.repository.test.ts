import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { guestSearchPatterns } from '@frontdesk/domain';
import { guests, hotels, rooms } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { newestStaysRead, searchStays } from './guest-search.repository.ts';

// More stays than a search reads first (ADR 050): the newest ones, then the years behind.
const count = newestStaysRead + 30;
const dayMs = 86_400_000;
let t: TestApp;
let hotelId: number;
/** Stay n (0 the oldest) checked in n days after 1 Jan 2020; 15 of them are Mya's. */
const myaStays = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1010, 1012, 1014, 1016, 1018]);
const nameOf = (n: number) => (myaStays.has(n) ? `Mya ${n}` : `Guest ${n}`);

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.key, 'aureo'));
  hotelId = hotel!.id;
  const [room] = await db
    .select({ id: rooms.id, number: rooms.number })
    .from(rooms)
    .where(eq(rooms.hotelId, hotelId))
    .limit(1);
  const rows = Array.from({ length: count }, (_, n) => {
    const checkinAt = new Date(Date.UTC(2020, 0, 1) + n * dayMs);
    return {
      hotelId,
      roomId: room!.id,
      roomNumber: room!.number,
      name: nameOf(n),
      nationalId: `12/ABC(N)${String(n).padStart(6, '0')}`,
      phone: `09 ${String(n).padStart(9, '0')}`,
      roomType: 'full-night',
      checkinAt,
      checkoutAt: new Date(checkinAt.getTime() + dayMs),
      status: 'checked-out',
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(guests).values(rows.slice(i, i + 500));
});
afterAll(() => t.close());

const found = async (query: string, limit = 21) =>
  (await searchStays(t.database.db, hotelId, guestSearchPatterns(query), limit)).map((s) => s.name);
const newestFirst = (ns: number[]) => [...ns].sort((a, b) => b - a).map(nameOf);

describe('searchStays: the newest matches first, however old (ADR 050)', () => {
  it('a query most stays match: the newest 21 of them', async () => {
    const all = Array.from({ length: count }, (_, n) => n).filter((n) => !myaStays.has(n));
    expect(await found('guest')).toEqual(newestFirst(all).slice(0, 21));
  });

  it('a query only stays older than those read first match: found all the same', async () => {
    expect(await found('mya')).toEqual(newestFirst([...myaStays]));
    // 5 among the newest, 10 behind them: the 7 newest of all.
    expect(await found('mya', 7)).toEqual(newestFirst([...myaStays]).slice(0, 7));
  });

  it('by the phone and the NRC of the oldest stay', async () => {
    expect(await found('000000000')).toEqual(['Mya 0']);
    expect(await found('(n)000009')).toEqual(['Mya 9']);
  });
});
