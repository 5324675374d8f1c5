import { describe, expect, it } from 'vitest';
import type { CheckInResponse, GuestHistory, GuestSearchAnswer } from '@frontdesk/domain';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 14:00 on 22 Nov at the hotel (UTC+06:30).
const fx = useCheckInFixture(() => new Date('2026-11-22T07:30:00.000Z'));
const base = '/api/aureo/reception';

const search = async (q: string) => {
  const response = await fx.call('GET', `${base}/guests/search?q=${encodeURIComponent(q)}`);
  return {
    status: response.statusCode,
    body: response.json<GuestSearchAnswer & { message?: string }>(),
  };
};
const namesOf = (answer: GuestSearchAnswer) =>
  answer.stays.map((s) => `${s.Name} ${s.RoomNumber} ${s.Status}`);

const stays = { first: 0, second: 0, firstTotal: 0, secondTotal: 0 };

describe('guest search and history (issue 19)', () => {
  it('checks in, out, and in again: the same guest twice, and another guest', async () => {
    const first = await fx.checkIn(fx.walkIn({ rooms: [{ roomNumber: '101', extraBed: false }] }));
    expect(first.statusCode, first.body).toBe(201);
    const out = await fx.call('PUT', `${base}/guests/checkout/101`, {});
    expect(out.statusCode, out.body).toBe(200);
    // Back the same day: her phone typed without spaces, her NRC in other case.
    const second = await fx.checkIn(
      fx.walkIn({
        rooms: [{ roomNumber: '103', extraBed: false }],
        guest: { name: 'Aye Aye', nationalId: '12/pabata(n)123456', phone: '09420111222' },
        checkoutDate: '2026-11-23T12:00:00.000Z',
      }),
    );
    expect(second.statusCode, second.body).toBe(201);
    const other = await fx.checkIn(
      fx.walkIn({
        rooms: [{ roomNumber: '102', extraBed: false }],
        guest: { name: 'Ko 50%_Ko', nationalId: '9/MaKaNa(N)654321', phone: '09 250 333 444' },
      }),
    );
    expect(other.statusCode, other.body).toBe(201);
    const [a, b] = [first.json<CheckInResponse>(), second.json<CheckInResponse>()];
    Object.assign(stays, {
      first: a.guests[0]!.ID,
      second: b.guests[0]!.ID,
      firstTotal: a.total,
      secondTotal: b.total,
    });
  });

  it.each([
    ['a part of the name, any case', 'aYE a'],
    ['the phone as printed', '09 420 111 222'],
    ['the last digits of the phone', '111222'],
    ['a part of the NRC', 'PaBaTa(N)12'],
  ])('finds the current and the past stay by %s, newest first', async (_, q) => {
    const { status, body } = await search(q);
    expect(status).toBe(200);
    expect(namesOf(body)).toEqual(['Aye Aye 103 active', 'Aye Aye 101 checked-out']);
    expect(body.more).toBe(false);
    expect(body.stays[1]).toMatchObject({
      ID: stays.first,
      Phone: '09 420 111 222',
      RoomType: 'full-night',
      CheckinDate: '2026-11-22T07:30:00.000Z',
    });
  });

  it('finds by room number, whole; two characters match from the start only', async () => {
    expect(namesOf((await search('102')).body)).toEqual(['Ko 50%_Ko 102 active']);
    expect(namesOf((await search('10')).body)).toEqual([]);
    expect(namesOf((await search('ko')).body)).toEqual(['Ko 50%_Ko 102 active']);
    expect(namesOf((await search('ye')).body)).toEqual([]);
  });

  it('matches % and _ as typed, not as wildcards', async () => {
    expect(namesOf((await search('50%_')).body)).toEqual(['Ko 50%_Ko 102 active']);
    expect(namesOf((await search('%%')).body)).toEqual([]);
    expect(namesOf((await search('A_e')).body)).toEqual([]);
  });

  it("never answers another hotel's guests", async () => {
    const response = await fx.call(
      'GET',
      '/api/swe/reception/guests/search?q=Aye',
      undefined,
      fx.swe,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<GuestSearchAnswer>().stays).toEqual([]);
  });

  it.each([
    ['', 'Search is required'],
    ['a', 'Search must be at least 2 characters'],
    ['   a  ', 'Search must be at least 2 characters'],
    ['x'.repeat(61), 'Search must be at most 60 characters'],
  ])('refuses q=%j with 400', async (q, message) => {
    const { status, body } = await search(q);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it('history: both stays of the returning guest, their nights and what they spent', async () => {
    const response = await fx.call('GET', `${base}/guests/${stays.second}/history`);
    expect(response.statusCode, response.body).toBe(200);
    const history = response.json<GuestHistory>();
    expect(history.stays.map((s) => [s.RoomNumber, s.Status, s.Nights])).toEqual([
      ['103', 'active', 1],
      ['101', 'checked-out', 2],
    ]);
    expect(history).toMatchObject({
      StayCount: 2,
      TotalNights: 3,
      TotalSpent: stays.firstTotal + stays.secondTotal,
    });
    expect(history.stays[1]!.Spent).toBe(stays.firstTotal);
  });

  it('history: 404 for an unknown or another hotel’s stay, 400 for a bad id', async () => {
    expect((await fx.call('GET', `${base}/guests/999999/history`)).statusCode).toBe(404);
    const swe = await fx.call(
      'GET',
      `/api/swe/reception/guests/${stays.first}/history`,
      undefined,
      fx.swe,
    );
    expect(swe.statusCode).toBe(404);
    for (const id of ['abc', '-1', '99999999999', '9999999999']) {
      const response = await fx.call('GET', `${base}/guests/${id}/history`);
      expect([400, 404], `${id}: ${response.body}`).toContain(response.statusCode);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
  });
});
