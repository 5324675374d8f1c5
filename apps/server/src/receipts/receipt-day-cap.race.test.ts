import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { bearer } from '../../test/test-app.ts';
import { useTestApp } from '../../test/app-fixture.ts';

// Issue 48 item 3 (ADR 077): a user takes at most 300 numbers a hotel day that no record carries,
// checked and counted in one step, so eight desks of one user at once never get past it (real
// concurrency on PostgreSQL; PGlite runs them one after another), and check-ins still get theirs.
// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
let clock = new Date('2026-11-22T07:30:00.000Z');
const fx = useTestApp(() => clock);
const issue = (token: string, headers: Record<string, string> = {}) =>
  fx.t.app.inject({
    method: 'POST',
    url: '/api/aureo/reception/receipt-numbers',
    headers: { ...bearer(token), ...headers },
    payload: { kind: 'room' },
  });
const capMessage =
  'You already have 300 receipt numbers today that no receipt uses. Use those first; ' +
  'numbers are counted again tomorrow.';

/** Numbers AUR<date><from..from+n-1> recorded for the user at `at`, used or for a print only. */
const recordNumbers = async (
  userId: number,
  date: string,
  from: number,
  n: number,
  at: string,
  used: boolean,
) => {
  await fx.db().execute(sql`
    insert into receipts (hotel_id, kind, number, used, issued_by, created_at)
    select ${fx.aureoId}, 'room', ${`AUR${date}`} || lpad(k::text, 4, '0'), ${used}, ${userId},
      ${at}::timestamptz
    from generate_series(${from}::int, ${from + n - 1}::int) as k`);
};

describe('receipt numbers no record carries, a day, eight desks of one user at once', () => {
  it('issues exactly up to 300 of the day, refuses the rest with 429, and check-ins go on', async () => {
    const [reception] = await fx
      .db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.hotelId, fx.aureoId), eq(users.role, 'reception')));
    // 290 of this morning for prints only; what a record carries, and yesterday's, do not count.
    await recordNumbers(reception!.id, '20261122', 5000, 290, '2026-11-22T03:30:00Z', false);
    await recordNumbers(reception!.id, '20261122', 6000, 40, '2026-11-22T04:30:00Z', true);
    await recordNumbers(reception!.id, '20261121', 5000, 300, '2026-11-21T09:30:00Z', false);

    const sessions = await Promise.all(Array.from({ length: 8 }, () => fx.t.login('aureo')));
    const answers = [];
    for (let round = 0; round < 2; round += 1) {
      answers.push(...(await Promise.all(sessions.map((token) => issue(token)))));
    }
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(6);
    expect(refused[0]!.json()).toEqual({ message: capMessage });

    const burmese = await issue(sessions[0]!, { 'accept-language': 'my' });
    expect(burmese.statusCode).toBe(429);
    expect(burmese.json<{ message: string }>().message).toBe(
      'ယနေ့ ပြေစာတစ်စောင်မျှ အသုံးမပြုရသေးသော ပြေစာနံပါတ် ၃၀၀ ခု ယူထားပြီး ဖြစ်သည်။ ၎င်းတို့ကို အရင်သုံးပါ။ မနက်ဖြန်တွင် ပြန်လည် ရေတွက်မည်။',
    );

    // A check-in of the same user still gets its number, and so does the owner's print.
    const checkIn = await fx.call('POST', `${fx.base}/check-in`, {
      stayType: 'session',
      guest: { name: 'Aye Aye', nationalId: '12/PaBaTa(N)123456', phone: '09 420 111 222' },
      rooms: [{ roomNumber: '101' }],
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const owner = await fx.t.login('aureo', 'admin');
    expect((await issue(owner)).statusCode).toBe(201);

    // The next hotel day (00:10 on the 23rd in Yangon) the user takes numbers again.
    clock = new Date('2026-11-22T17:40:00.000Z');
    const tomorrow = await issue(sessions[0]!);
    expect(tomorrow.statusCode, tomorrow.body).toBe(201);
    expect(tomorrow.json<{ receiptNumber: string }>().receiptNumber).toMatch(/^AUR20261123\d{4}$/);
  });
});
