import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../rules/dates.ts';
import { earliestCheckoutDate } from '../rules/stay-length.ts';
import { checkInStay, checkoutDateProblem } from './check-in.ts';

const zone = 'Asia/Yangon';
const at = (date: string, time: string) => zonedInstant(date, time, zone);
const times = (arrivalDayHour = 6) => ({ timeZone: zone, arrivalDayHour });

/** Whether a walk-in at `time` on 05/12 may leave at 12:00 on `checkout`, and the nights. */
const walkIn = (time: string, checkout: string, arrivalDayHour = 6) => {
  const now = at('2026-12-05', time);
  const problem = checkoutDateProblem(`${checkout}T12:00:00.000Z`, now, times(arrivalDayHour));
  const { nights } = checkInStay({
    stayType: 'full-night',
    now,
    timeZone: zone,
    arrivalDayHour,
    checkoutDate: `${checkout}T12:00:00.000Z`,
  });
  return problem === undefined ? nights : problem;
};

const tomorrowOrLater = 'Check-out date must be tomorrow or later';
const todayOrLater = 'Check-out date must be today or later';

describe('the earliest check-out, arriving on 05/12 at every hour (by hand, ADR 075)', () => {
  // Arrival-day hour 06:00. Before it the guest arrived in the night of the 4th, which is
  // charged: leaving on the 5th at 12:00 is that one night, leaving on the 6th is two. From
  // 06:00 the first night is the 5th's: the 6th is the earliest, one night.
  it.each([
    // time, leaving 06/12 12:00, leaving 05/12 12:00
    ['00:00', 2, 1],
    ['01:00', 2, 1],
    ['02:00', 2, 1],
    ['03:00', 2, 1],
    ['04:00', 2, 1],
    ['05:00', 2, 1],
    ['06:00', 1, tomorrowOrLater],
    ['07:00', 1, tomorrowOrLater],
    ['08:00', 1, tomorrowOrLater],
    ['09:00', 1, tomorrowOrLater],
    ['10:00', 1, tomorrowOrLater],
    ['11:00', 1, tomorrowOrLater],
    ['12:00', 1, tomorrowOrLater],
    ['13:00', 1, tomorrowOrLater],
    ['14:00', 1, tomorrowOrLater],
    ['15:00', 1, tomorrowOrLater],
    ['16:00', 1, tomorrowOrLater],
    ['17:00', 1, tomorrowOrLater],
    ['18:00', 1, tomorrowOrLater],
    ['19:00', 1, tomorrowOrLater],
    ['20:00', 1, tomorrowOrLater],
    ['21:00', 1, tomorrowOrLater],
    ['22:00', 1, tomorrowOrLater],
    ['23:00', 1, tomorrowOrLater],
  ])('at %s: leaving 06/12 -> %s, leaving 05/12 -> %s', (time, nextDay, sameDay) => {
    expect(walkIn(time, '2026-12-06')).toBe(nextDay);
    expect(walkIn(time, '2026-12-05')).toBe(sameDay);
  });

  it.each([
    ['02:10', '2026-12-04', todayOrLater], // the day before: today is the earliest
    ['05:59', '2026-12-05', 1],
    ['06:00', '2026-12-05', tomorrowOrLater],
    ['07:55', '2026-12-06', 1], // the morning walk-in of issue 43
    ['02:10', '2026-12-09', 5], // the nights of the 4th to the 8th
  ])('at %s leaving %s -> %s', (time, checkout, answer) => {
    expect(walkIn(time, checkout)).toBe(answer);
  });

  it.each([
    [0, '02:10', '2026-12-06'], // every arrival counts from its own date: tomorrow
    [0, '00:00', '2026-12-06'],
    [3, '02:59', '2026-12-05'],
    [3, '03:00', '2026-12-06'],
    [12, '11:59', '2026-12-05'], // the night before is charged; 12:00 today is still ahead
    [13, '12:30', '2026-12-06'], // the night before, but 12:00 today has passed: tomorrow
    [23, '22:00', '2026-12-06'],
  ])('arrival-day hour %i, arriving at %s: the earliest is %s', (hour, time, earliest) => {
    expect(earliestCheckoutDate(at('2026-12-05', time), times(hour))).toBe(earliest);
  });

  it('at 12:30 with the hour at 13:00, leaving tomorrow pays the night before and today', () => {
    expect(walkIn('12:30', '2026-12-05', 13)).toBe(tomorrowOrLater);
    expect(walkIn('12:30', '2026-12-06', 13)).toBe(2);
  });
});
