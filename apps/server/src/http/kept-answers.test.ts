import { brotliDecompressSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { FoodRevenue, Income, Room, Stats } from '@frontdesk/domain';
import { useTestApp } from '../../test/app-fixture.ts';
import { bearer } from '../../test/test-app.ts';
import { databaseSnapshot } from '../db/database-snapshot.ts';
import { rooms } from '../db/schema.ts';
import { keptAnswerCounts, useKeptAnswers } from './kept-answers.ts';

// 14:00 in Yangon on 22 November; moved past midnight by one test.
let clock = new Date('2026-11-22T07:30:00.000Z');
const fx = useTestApp(() => clock);
const { base, call } = fx;
const kind = process.env.TEST_DB_KIND ?? 'pglite';

const roomsOf = async (token = fx.aureo, hotel = 'aureo') =>
  (await call('GET', `/api/${hotel}/reception/rooms`, undefined, token)).json<Room[]>();
const statusIn = (list: Room[], number: string) => list.find((r) => r.Room === number)?.Status;
const counted = async <T>(work: () => Promise<T>) => {
  const before = { ...keptAnswerCounts };
  const result = await work();
  return {
    result,
    sentAgain: keptAnswerCounts.sentAgain - before.sentAgain,
    readAnew: keptAnswerCounts.readAnew - before.readAnew,
  };
};

describe(`a list answered again until a write (ADR 058, ${kind})`, () => {
  it('sends the same bytes again while nothing was written, without reading the list', async () => {
    const ask = () =>
      fx.t.app.inject({
        method: 'GET',
        url: `${base}/rooms`,
        headers: { ...bearer(fx.aureo), 'accept-encoding': 'br' },
      });
    // PostgreSQL's snapshot is the cluster's: a commit in another test file's database, running
    // beside this one, is a write as far as the kept answer can tell, and it is read anew. Both
    // calls are made in a moment with no commit anywhere (the snapshot the same before and after).
    const quietPair = async () => {
      for (let attempt = 1; ; attempt += 1) {
        const before = await databaseSnapshot(fx.db());
        const keptBefore = keptAnswerCounts.bytesKept;
        const read = await counted(ask);
        const bytesKept = keptAnswerCounts.bytesKept - keptBefore;
        const again = await counted(ask);
        // The first call of the pair read the list and kept it; nothing committed since.
        const quiet = read.readAnew === 1 && before === (await databaseSnapshot(fx.db()));
        if (quiet || attempt === 50) return { first: read.result, bytesKept, again };
      }
    };
    const { first, bytesKept, again } = await quietPair();
    // What is kept is the compressed answer, so it is not compressed again on every call.
    expect(bytesKept).toBe(first.rawPayload.length);
    expect(again.sentAgain).toBe(1);
    expect(again.readAnew).toBe(0);
    expect(again.result.statusCode).toBe(200);
    expect(again.result.headers['content-encoding']).toBe('br');
    expect(again.result.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.result.rawPayload.equals(first.rawPayload)).toBe(true);
    const list = JSON.parse(brotliDecompressSync(again.result.rawPayload).toString()) as Room[];
    expect(list.map((r) => r.Room).slice(0, 3)).toEqual(['101', '102', '103']);
  });

  it('shows a room status changed through the API on the very next call', async () => {
    const housekeeping = async () =>
      (await call('GET', `${base}/get-stats`)).json<Stats>().housekeeping;
    expect(statusIn(await roomsOf(), '102')).toBe(1);
    const before = await housekeeping();
    expect(await housekeeping()).toBe(before);
    const changed = await call('PUT', `${base}/rooms/102`, { status: 5 });
    expect(changed.statusCode).toBe(200);
    const next = await counted(() => roomsOf());
    expect(statusIn(next.result, '102')).toBe(5);
    expect(next.readAnew).toBe(1);
    expect(await housekeeping()).toBe(before + 1);
    await call('PUT', `${base}/rooms/102`, { status: 1 });
  });

  it('shows a write made straight to the database, as another process would make it', async () => {
    expect(statusIn(await roomsOf(), '103')).toBe(1);
    const where = and(eq(rooms.hotelId, fx.aureoId), eq(rooms.number, '103'));
    // Not through the API: on PostgreSQL another pool's connection than the reads' (ADR 057).
    await fx.db().update(rooms).set({ status: 6 }).where(where);
    expect(statusIn(await roomsOf(), '103')).toBe(6);
    await fx.db().update(rooms).set({ status: 1 }).where(where);
    expect(statusIn(await roomsOf(), '103')).toBe(1);
  });

  it("keeps each hotel's, encoding's and language's answer apart", async () => {
    const aureo = await roomsOf();
    const swe = await roomsOf(fx.swe, 'swe');
    expect(swe.map((r) => r.Room)).not.toEqual(aureo.map((r) => r.Room));
    expect((await roomsOf()).map((r) => r.Room)).toEqual(aureo.map((r) => r.Room));
    // Asked without compression after a compressed answer was kept: plain JSON.
    const plain = await fx.t.app.inject({
      method: 'GET',
      url: `${base}/rooms`,
      headers: { ...bearer(fx.aureo), 'accept-language': 'my' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<Room[]>()).toEqual(aureo);
  });

  it("answers a call without a date with the new day's figures after midnight", async () => {
    const cash = `${base}/food-revenue?paymentType=cash`;
    const recorded = await call('POST', `${base}/create-income`, {
      GuestID: null,
      RoomNumber: '0',
      Type: 'guest-food',
      Amount: 7000,
      RevenueType: 'food-revenue',
      PaymentMethod: 'cash',
    });
    expect(recorded.statusCode).toBe(201);
    const today = (await call('GET', cash)).json<FoodRevenue>();
    expect((await call('GET', cash)).json<FoodRevenue>()).toEqual(today);
    clock = new Date('2026-11-22T18:00:00.000Z'); // 00:30 on the 23rd in Yangon
    try {
      const nextDay = await counted(() => call('GET', cash));
      expect(nextDay.readAnew).toBe(1);
      expect(nextDay.result.json<FoodRevenue>()).not.toEqual(today);
    } finally {
      clock = new Date('2026-11-22T07:30:00.000Z');
    }
  });

  it('never shows a desk a list from before a write it has seen answered, with desks writing and reading at once', async () => {
    const day = `${base}/incomes/date/2026-11-22`;
    const idsOf = async () => (await call('GET', day)).json<Income[]>().map((income) => income.ID);
    const writers = 3;
    const writes = 8;
    /** The incomes whose recording had been answered, in the order answered. */
    const answered: number[] = [];
    const writer = async (desk: number) => {
      for (let n = 1; n <= writes; n += 1) {
        const recorded = await call('POST', `${base}/create-income`, {
          GuestID: null,
          RoomNumber: '0',
          Type: 'guest-food',
          Amount: desk * 1000 + n,
          RevenueType: 'food-revenue',
          PaymentMethod: 'cash',
        });
        expect(recorded.statusCode).toBe(201);
        const { ID } = recorded.json<Income>();
        answered.push(ID);
        // The desk that recorded it asks at once: it is there.
        expect(await idsOf()).toContain(ID);
      }
    };
    let writing = true;
    const reader = async () => {
      let asked = 0;
      while (writing) {
        // Every income answered before this call began is in its answer.
        const due = [...answered];
        const ids = await idsOf();
        expect(ids).toEqual(expect.arrayContaining(due));
        asked += 1;
        // A desk's next call comes over the network: in one process, a loop of answers kept
        // in memory would otherwise never let the writes' I/O run.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return asked;
    };
    const readers = [reader(), reader(), reader()];
    await Promise.all(Array.from({ length: writers }, (_, i) => writer(i + 1)));
    writing = false;
    expect(Math.min(...(await Promise.all(readers)))).toBeGreaterThan(writers);
    expect(await idsOf()).toEqual(expect.arrayContaining(answered));
    expect(answered).toHaveLength(writers * writes);
  });

  it('refuses to start with a write marked to be kept', async () => {
    const app = Fastify();
    useKeptAnswers(app, fx.db(), () => clock);
    const start = async () => {
      app.post('/write', { config: { keptUntilWrite: true } }, async () => ({}));
      await app.ready();
    };
    await expect(start()).rejects.toThrow('POST /write: only reads may be keptUntilWrite');
    await app.close();
  });

  it('keeps no refused answer', async () => {
    const bad = `${base}/incomes/date/2026-13-40`;
    expect((await call('GET', bad)).statusCode).toBe(400);
    const again = await counted(() => call('GET', bad));
    expect(again.result.statusCode).toBe(400);
    expect(again.sentAgain).toBe(0);
  });
});
