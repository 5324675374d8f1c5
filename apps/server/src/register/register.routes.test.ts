import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type {
  CheckInResponse,
  ImmigrationDue,
  ImmigrationReported,
  OvernightGuestList,
} from '@frontdesk/domain';
import { guests, users } from '../db/schema.ts';
import { guestPayload } from '../../test/app-fixture.ts';
import { activityLogOf } from '../../test/activity-fixture.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30); tests move the clock on.
const checkinAt = new Date('2026-11-22T07:30:00.000Z');
let now = checkinAt;
const hours = (h: number) => new Date(checkinAt.getTime() + h * 3_600_000);

const fx = useCheckInFixture(() => now);
const activity = activityLogOf(fx);
/** The clock `h` hours after the check-in; the desks sign in again (sessions end with time). */
const moveTo = async (h: number) => {
  now = hours(h);
  [fx.aureo, fx.swe] = [await fx.t.login('aureo'), await fx.t.login('swe')];
};

const papers = {
  passportNumber: 'X1234567',
  nationality: 'Thai',
  visaType: 'Tourist',
  visaExpiry: '2027-01-31',
};
const foreigner = { name: 'Somchai', nationalId: 'X1234567', phone: '+66 81 234 5678' };

const register = async (date?: string, role: 'admin' | 'reception' = 'admin') =>
  fx.call(
    'GET',
    `/api/aureo/admin/register${date ? `?date=${date}` : ''}`,
    undefined,
    role === 'admin' ? await fx.t.login('aureo', 'admin') : fx.aureo,
  );
const due = async () => {
  const response = await fx.call('GET', `${fx.base}/immigration-reports`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImmigrationDue[]>();
};
const markReported = (id: number) => fx.call('POST', `${fx.base}/guests/${id}/immigration-report`);

describe('the guest register (ADR 043)', () => {
  let foreignGuestId = 0;

  it('POST /check-in refuses a foreigner without passport and visa, writing nothing', async () => {
    const before = await fx.counts();
    const response = await fx.checkIn(
      fx.walkIn({ guest: { ...foreigner, isForeigner: true, passportNumber: 'X1234567' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Nationality is required' });
    expect(await fx.counts()).toEqual(before);
  });

  it('keeps a foreigner’s passport and visa from the check-in, and a local guest’s NRC only', async () => {
    const response = await fx.checkIn(
      fx.walkIn({ guest: { ...foreigner, isForeigner: true, ...papers } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<CheckInResponse>();
    foreignGuestId = answer.guests[0]!.ID;
    const [stored] = await fx.guestsOf(answer.receiptNumber);
    expect(stored).toMatchObject({ ...papers, isForeigner: true, immigrationReportedAt: null });

    const local = await fx.checkIn(
      fx.walkIn({
        rooms: [{ roomNumber: '102' }],
        guest: { name: 'Aye Aye', nationalId: '12/PaBaTa(N)123456', phone: '09 1', ...papers },
      }),
    );
    expect(local.statusCode, local.body).toBe(201);
    const [kept] = await fx.guestsOf(local.json<CheckInResponse>().receiptNumber);
    expect(kept).toMatchObject({ isForeigner: false, passportNumber: null, nationality: null });
  });

  it("SPEC's create-guest keeps working without papers, and keeps those sent", async () => {
    const without = await fx.call(
      'POST',
      `${fx.base}/create-guest`,
      guestPayload({ roomNumber: '103', isForeigner: true, name: 'John' }),
    );
    expect(without.statusCode, without.body).toBe(201);
    const withPapers = await fx.call(
      'POST',
      `${fx.base}/create-guest`,
      guestPayload({ roomNumber: '104', isForeigner: true, name: 'Anna', ...papers }),
    );
    expect(withPapers.statusCode, withPapers.body).toBe(201);
    const id = withPapers.json<{ guest: { ID: number } }>().guest.ID;
    const [row] = await fx.db().select().from(guests).where(eq(guests.id, id));
    expect(row).toMatchObject(papers);
  });

  it('lists everyone staying the night, rooms in order, for the owner only', async () => {
    const response = await register('2026-11-22');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<OvernightGuestList>();
    expect(list.date).toBe('2026-11-22');
    expect(
      list.guests.map((g) => [g.roomNumber, g.name, g.nationalId, g.passportNumber, g.nationality]),
    ).toEqual([
      ['101', 'Somchai', 'X1234567', 'X1234567', 'Thai'],
      ['102', 'Aye Aye', '12/PaBaTa(N)123456', null, null],
      ['103', 'John', '12/PaBaTa(N)123456', null, null],
      ['104', 'Anna', '12/PaBaTa(N)123456', 'X1234567', 'Thai'],
    ]);
    expect(list.guests[0]).toMatchObject({
      visaType: 'Tourist',
      visaExpiry: '2027-01-31',
      checkinAt: checkinAt.toISOString(),
      checkoutAt: '2026-11-24T05:30:00.000Z',
    });
    // The night of the 23rd too; not the 21st (before they came) nor the 24th (they leave at noon).
    expect((await register('2026-11-23')).json<OvernightGuestList>().guests).toHaveLength(4);
    expect((await register('2026-11-21')).json<OvernightGuestList>().guests).toEqual([]);
    expect((await register('2026-11-24')).json<OvernightGuestList>().guests).toEqual([]);
    // Tonight when no date is given.
    expect((await register()).json<OvernightGuestList>().date).toBe('2026-11-22');
  });

  it('refuses a receptionist and a date that is no date', async () => {
    expect((await register('2026-11-22', 'reception')).statusCode).toBe(403);
    const bad = await register('22-11-2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/yyyy-mm-dd/);
  });

  it('a guest who checked out early is not on the nights after', async () => {
    await moveTo(20); // 10:00 on the 23rd
    const out = await fx.call('PUT', `${fx.base}/guests/checkout/102`, {});
    expect(out.statusCode, out.body).toBe(200);
    const names = (await register('2026-11-23'))
      .json<OvernightGuestList>()
      .guests.map((g) => g.name);
    expect(names).toEqual(['Somchai', 'John', 'Anna']);
    expect((await register('2026-11-22')).json<OvernightGuestList>().guests).toHaveLength(4);
  });

  it('lists unreported foreigners of the last 7 days, for the desk to flag at 12 hours', async () => {
    await moveTo(12);
    expect((await due()).map((g) => [g.roomNumber, g.name, g.nationality, g.checkinAt])).toEqual([
      ['101', 'Somchai', 'Thai', checkinAt.toISOString()],
      ['103', 'John', null, checkinAt.toISOString()],
      ['104', 'Anna', 'Thai', checkinAt.toISOString()],
    ]);
    await moveTo(30); // past the 24 hours: still listed
    expect(await due()).toHaveLength(3);
    await moveTo(7 * 24 + 1); // a week on: no longer
    expect(await due()).toEqual([]);
  });

  it('marks a guest reported once: activity entry, every desk told, flag gone', async () => {
    await moveTo(13);
    await fx.forgetEvents();
    const last = await activity.lastId();
    const response = await markReported(foreignGuestId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImmigrationReported>()).toEqual({
      guestId: foreignGuestId,
      immigrationReportedAt: hours(13).toISOString(),
    });
    expect((await due()).map((g) => g.name)).toEqual(['John', 'Anna']);
    await vi.waitFor(() => expect(fx.published).toContainEqual({ type: 'register_updated' }));
    const entries = await activity.entriesAfter(last);
    expect(entries.map((e) => [e.kind, e.subject, e.params])).toEqual([
      ['immigration-report', `guest:${foreignGuestId}`, { guest: 'Somchai', room: '101' }],
    ]);
    const [row] = await fx.db().select().from(guests).where(eq(guests.id, foreignGuestId));
    expect(row!.immigrationReportedBy).toBe(entries[0]!.userId);
    expect(row!.immigrationReportedBy).not.toBeNull();

    // Marked again later: the first time stands, nothing more recorded.
    await moveTo(14);
    const again = await markReported(foreignGuestId);
    expect(again.json<ImmigrationReported>().immigrationReportedAt).toBe(hours(13).toISOString());
    const reports = (await activity.entriesAfter(last)).filter(
      (e) => e.kind === 'immigration-report',
    );
    expect(reports).toHaveLength(1);
    const listed = (await register('2026-11-22')).json<OvernightGuestList>().guests[0];
    expect(listed!.immigrationReportedAt).toBe(hours(13).toISOString());
    // The Guest List's reported column names who marked it.
    const [by] = await fx
      .db()
      .select()
      .from(users)
      .where(eq(users.id, row!.immigrationReportedBy!));
    expect(listed!.immigrationReportedBy).toBe(by!.name);
  });

  it('refuses a local guest, an unknown guest and another hotel’s', async () => {
    const [local] = await fx.db().select().from(guests).where(eq(guests.roomNumber, '102'));
    const refused = await markReported(local!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only a foreign guest is reported to immigration.');
    expect((await markReported(999_999)).statusCode).toBe(404);
    const other = await fx.call(
      'POST',
      `/api/swe/reception/guests/${foreignGuestId}/immigration-report`,
      undefined,
      fx.swe,
    );
    expect(other.statusCode).toBe(404);
  });
});
