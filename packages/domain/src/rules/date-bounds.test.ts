import { describe, expect, it } from 'vitest';
import { guestEditDateProblem, orderTimeProblem } from './date-bounds.ts';
import { translateMessage } from '../i18n/burmese-messages.ts';

const zone = 'Asia/Yangon';
// 14:00 on 22 November 2026 at the hotel.
const now = new Date('2026-11-22T07:30:00.000Z');

describe('guestEditDateProblem: a corrected date is within a year of today', () => {
  it.each([
    ['checkinDate', '2026-11-22T07:30:00.000Z', undefined],
    ['checkinDate', '2025-11-21T00:00:00.000Z', undefined], // 366 days back, at the hotel
    ['checkinDate', '2025-11-20T17:00:00.000Z', 'Check-in date must be within a year'],
    ['checkinDate', '1900-01-01T00:00:00.000Z', 'Check-in date must be within a year'],
    ['checkoutDate', '2027-11-23T05:30:00.000Z', undefined], // 366 days ahead, 12:00
    ['checkoutDate', '2027-11-24T05:30:00.000Z', 'Check-out date must be within a year'],
    ['checkoutDate', '2999-12-31T05:30:00.000Z', 'Check-out date must be within a year'],
  ] as const)('%s %s: %s', (field, instant, problem) => {
    expect(guestEditDateProblem(field, new Date(instant), now, zone)).toBe(problem);
  });
});

describe('orderTimeProblem: not in the future, not over a year old', () => {
  it.each([
    ['2026-11-22T07:30:00.000Z', undefined],
    ['2026-11-22T07:40:00.000Z', undefined], // ten minutes of clock skew
    ['2026-11-22T07:41:00.000Z', 'OrderTime cannot be in the future'],
    ['2026-11-23T07:30:00.000Z', 'OrderTime cannot be in the future'],
    ['2025-11-21T00:00:00.000Z', undefined],
    ['2025-11-20T17:00:00.000Z', 'OrderTime must be within a year'],
    ['1900-01-01T00:00:00.000Z', 'OrderTime must be within a year'],
  ])('%s: %s', (instant, problem) => {
    expect(orderTimeProblem(new Date(instant), now, zone)).toBe(problem);
  });

  it('speaks Burmese', () => {
    const my = { language: 'my', digits: 'latn' } as const;
    expect(translateMessage('OrderTime cannot be in the future', my)).not.toBe(
      'OrderTime cannot be in the future',
    );
    expect(translateMessage('OrderTime must be within a year', my)).not.toBe(
      'OrderTime must be within a year',
    );
  });
});
