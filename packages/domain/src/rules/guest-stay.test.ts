import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guestStay, type GuestStayDates } from './guest-stay.ts';
import type { StayType } from './stay-types.ts';

// 14:00 on 22 November 2026 at the hotel (Asia/Yangon, UTC+06:30).
const now = new Date('2026-11-22T07:30:00.000Z');
const zone = 'Asia/Yangon';
const stay = (roomType: StayType, checkinDate: string, checkoutDate: string) =>
  guestStay({ roomType, checkinDate, checkoutDate }, now, zone);

describe('guestStay: accepted stays and their instants', () => {
  it.each<[string, StayType, string, string, string, string]>([
    [
      'full night, hotel clock',
      'full-night',
      '2026-11-22T14:00:00.000Z',
      '2026-11-24T12:00:00.000Z',
      '2026-11-22T07:30:00.000Z',
      '2026-11-24T05:30:00.000Z',
    ],
    [
      'full night, dates only: now, 12:00',
      'full-night',
      '2026-11-22',
      '2026-11-23',
      '2026-11-22T07:30:00.000Z',
      '2026-11-23T05:30:00.000Z',
    ],
    [
      'full night, 9 minutes late (clock skew)',
      'full-night',
      '2026-11-22T13:51:00.000Z',
      '2026-11-23T12:00:00.000Z',
      '2026-11-22T07:21:00.000Z',
      '2026-11-23T05:30:00.000Z',
    ],
    [
      'long stay, a year ahead',
      'long-stay',
      '2026-11-22T14:00:00.000Z',
      '2027-11-23T12:00:00.000Z',
      '2026-11-22T07:30:00.000Z',
      '2027-11-23T05:30:00.000Z',
    ],
    [
      'session, instants 3 h',
      'session',
      '2026-11-22T07:30:00.000Z',
      '2026-11-22T10:30:00.000Z',
      '2026-11-22T07:30:00.000Z',
      '2026-11-22T10:30:00.000Z',
    ],
    [
      'session, dates only: 3 h from now',
      'session',
      '2026-11-22',
      '2026-11-22',
      '2026-11-22T07:30:00.000Z',
      '2026-11-22T10:30:00.000Z',
    ],
    [
      'daycation, dates only: 12 h from now',
      'daycation',
      '2026-11-22',
      '2026-11-22',
      '2026-11-22T07:30:00.000Z',
      '2026-11-22T19:30:00.000Z',
    ],
    [
      'daycation, instant then a date: 12 h',
      'daycation',
      '2026-11-22T15:00:00+06:30',
      '2026-11-22',
      '2026-11-22T08:30:00.000Z',
      '2026-11-22T20:30:00.000Z',
    ],
    [
      'daycation, 2 h',
      'daycation',
      '2026-11-22T07:30:00.000Z',
      '2026-11-22T09:30:00.000Z',
      '2026-11-22T07:30:00.000Z',
      '2026-11-22T09:30:00.000Z',
    ],
  ])('%s', (_case, type, checkin, checkout, checkinAt, checkoutAt) => {
    const result = stay(type, checkin, checkout);
    expect(result).toEqual({
      ok: true,
      checkinAt: new Date(checkinAt),
      checkoutAt: new Date(checkoutAt),
    });
  });
});

describe('guestStay: refused stays name the field', () => {
  it.each<[string, StayType, string, string, string, string]>([
    [
      'check-in 11 minutes ago',
      'session',
      '2026-11-22T07:19:00.000Z',
      '2026-11-22T10:00:00.000Z',
      'checkinDate',
      'in the past',
    ],
    ['check-in yesterday', 'full-night', '2026-11-21', '2026-11-23', 'checkinDate', 'in the past'],
    [
      'full night from 1900',
      'full-night',
      '1900-01-01T00:00:00.000Z',
      '2999-12-31T00:00:00.000Z',
      'checkinDate',
      'in the past',
    ],
    [
      'session from 0001 read as 2001',
      'session',
      '2001-01-01T00:00:00.000Z',
      '2001-01-01T03:00:00.000Z',
      'checkinDate',
      'in the past',
    ],
    [
      'check-in two years ahead',
      'full-night',
      '2028-11-22',
      '2028-11-23',
      'checkinDate',
      'within a year',
    ],
    [
      'full night out today',
      'full-night',
      '2026-11-22T14:00:00.000Z',
      '2026-11-22T23:00:00.000Z',
      'checkoutDate',
      'tomorrow or later',
    ],
    [
      'long stay out today',
      'long-stay',
      '2026-11-22',
      '2026-11-22',
      'checkoutDate',
      'tomorrow or later',
    ],
    [
      'future full night out on its check-in day',
      'full-night',
      '2026-11-25',
      '2026-11-25',
      'checkoutDate',
      'after the check-in date',
    ],
    [
      'full night to 2999',
      'full-night',
      '2026-11-22',
      '2999-12-31',
      'checkoutDate',
      'within a year',
    ],
    [
      'long stay of a year and 2 days',
      'long-stay',
      '2026-11-22',
      '2027-11-24',
      'checkoutDate',
      'within a year',
    ],
    [
      'session of 4 h',
      'session',
      '2026-11-22T07:30:00.000Z',
      '2026-11-22T11:30:00.000Z',
      'checkoutDate',
      'within 3 hours',
    ],
    [
      'daycation to 9999',
      'daycation',
      '2026-11-22T07:30:00.000Z',
      '2999-12-31T00:00:00.000Z',
      'checkoutDate',
      'within 12 hours',
    ],
    [
      'session ending as it starts',
      'session',
      '2026-11-22T07:30:00.000Z',
      '2026-11-22T07:30:00.000Z',
      'checkoutDate',
      'within 3 hours',
    ],
  ])('%s -> %s', (_case, type, checkin, checkout, field, message) => {
    const result = stay(type, checkin, checkout);
    expect(result).toEqual({ ok: false, field, message: expect.stringContaining(message) });
  });
});

describe('guestStay properties', () => {
  it('an accepted stay never ends before it starts, nor more than a year ahead', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<StayType>('full-night', 'long-stay', 'daycation', 'session'),
        fc.integer({ min: -2 * 24 * 60, max: 400 * 24 * 60 }),
        fc.integer({ min: -24 * 60, max: 400 * 24 * 60 }),
        (roomType, startMinutes, lengthMinutes) => {
          const start = new Date(now.getTime() + startMinutes * 60_000);
          const end = new Date(start.getTime() + lengthMinutes * 60_000);
          const dates: GuestStayDates = {
            roomType,
            checkinDate: start.toISOString(),
            checkoutDate: end.toISOString(),
          };
          const result = guestStay(dates, now, zone);
          if (!result.ok) return;
          expect(result.checkoutAt.getTime()).toBeGreaterThan(result.checkinAt.getTime());
          expect(result.checkinAt.getTime()).toBeGreaterThanOrEqual(now.getTime() - 10 * 60_000);
          expect(result.checkoutAt.getTime() - now.getTime()).toBeLessThanOrEqual(
            368 * 24 * 3600_000,
          );
        },
      ),
    );
  });
});
