import { describe, expect, it } from 'vitest';
import { warnsBeforeTakingCash, worksInShifts, type ShiftStanding } from './shift-cash.ts';

describe('who works in shifts', () => {
  it.each([
    // role, anyone of the hotel lately, this user lately, works in shifts
    ['reception', false, false, false],
    ['reception', true, false, true], // a new receptionist of a hotel that works in shifts
    ['reception', true, true, true],
    ['admin', false, false, false],
    ['admin', true, false, false], // the owner who never opens a shift is not asked
    ['admin', true, true, true], // an owner who works the desk in shifts
  ] as const)(
    '%s, hotel %s, own %s -> %s',
    (role, hotelHasRecentShift, userHasRecentShift, works) => {
      expect(worksInShifts({ role, hotelHasRecentShift, userHasRecentShift })).toBe(works);
    },
  );
});

describe('when taking money asks first', () => {
  const inShifts = (hasOpenShift: boolean): ShiftStanding => ({
    worksInShifts: true,
    hasOpenShift,
  });
  const notInShifts: ShiftStanding = { worksInShifts: false, hasOpenShift: false };
  it.each<[string, ShiftStanding | undefined, string | null, number | undefined, boolean]>([
    ['cash, no open shift', inShifts(false), 'cash', 80000, true],
    ['cash of an amount the server prices', inShifts(false), 'cash', undefined, true],
    ['cash with a shift open', inShifts(true), 'cash', 80000, false],
    ['KPay, no open shift', inShifts(false), 'kpay', 80000, false],
    ['food on the bill', inShifts(false), 'pay-at-checkout', 6900, false],
    ['no method chosen yet', inShifts(false), null, 80000, false],
    ['nothing to take', inShifts(false), 'cash', 0, false],
    ['an expense (cash paid out)', inShifts(false), 'cash', -5000, false],
    ['a user who does not work in shifts', notInShifts, 'cash', 80000, false],
    ['shifts not known yet', undefined, 'cash', 80000, false],
  ])('%s -> %s', (_case, shifts, method, amount, warns) => {
    expect(warnsBeforeTakingCash(shifts, method, amount)).toBe(warns);
  });
});
