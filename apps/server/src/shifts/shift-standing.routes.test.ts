import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '@frontdesk/domain';
import { bearer, startTestApp, type TestApp } from '../../test/test-app.ts';

// GET /me's `shifts` (ADR 077): who works in shifts and has one open, for the desk's question
// before it takes cash outside a shift. 14:00 on 22 November at the hotel.
let clock = new Date('2026-11-22T07:30:00.000Z');
let t: TestApp;
let desk: string;
let owner: string;
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  desk = await t.login('aureo', 'reception');
  owner = await t.login('aureo', 'admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/aureo/reception${url}`, headers: bearer(token), payload });
const shiftsOf = async (token: string) => {
  const response = await call('GET', '/me', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SessionInfo>().shifts;
};
const open = async (token: string) =>
  expect((await call('POST', '/shifts', token, { float: 10_000 })).statusCode).toBe(201);
const close = async (token: string) => {
  const closed = await call('POST', '/shifts/current/close', token, { countedCash: 10_000 });
  expect(closed.statusCode, closed.body).toBe(200);
};

describe('GET /me says whether the user works in shifts and has one open', () => {
  it('follows the shifts opened and closed, for receptionists and the owner, for 30 days', async () => {
    // A hotel that never opened a shift: nobody is asked.
    expect(await shiftsOf(desk)).toEqual({ worksInShifts: false, hasOpenShift: false });
    expect(await shiftsOf(owner)).toEqual({ worksInShifts: false, hasOpenShift: false });

    await open(desk);
    expect(await shiftsOf(desk)).toEqual({ worksInShifts: true, hasOpenShift: true });
    // The owner who never opened one is not asked; another hotel's desk neither.
    expect(await shiftsOf(owner)).toEqual({ worksInShifts: false, hasOpenShift: false });
    const swe = await t.app.inject({
      method: 'GET',
      url: '/api/swe/reception/me',
      headers: bearer(await t.login('swe')),
    });
    expect(swe.json<SessionInfo>().shifts).toEqual({ worksInShifts: false, hasOpenShift: false });

    await close(desk);
    expect(await shiftsOf(desk)).toEqual({ worksInShifts: true, hasOpenShift: false });

    await open(owner);
    expect(await shiftsOf(owner)).toEqual({ worksInShifts: true, hasOpenShift: true });
    await close(owner);

    // 29 days on, the hotel still works in shifts; 31 days on, it no longer does.
    clock = new Date('2026-12-21T07:30:00.000Z');
    [desk, owner] = [await t.login('aureo'), await t.login('aureo', 'admin')];
    expect(await shiftsOf(desk)).toEqual({ worksInShifts: true, hasOpenShift: false });
    clock = new Date('2026-12-23T07:30:00.000Z');
    [desk, owner] = [await t.login('aureo'), await t.login('aureo', 'admin')];
    expect(await shiftsOf(desk)).toEqual({ worksInShifts: false, hasOpenShift: false });
    expect(await shiftsOf(owner)).toEqual({ worksInShifts: false, hasOpenShift: false });
  });
});
