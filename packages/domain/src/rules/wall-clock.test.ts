import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  instantToWallClock,
  isWallClock,
  normalizeWallClock,
  parseWallClock,
  wallClockDate,
  wallClockToInstant,
} from './wall-clock.ts';

const yangon = 'Asia/Yangon';

describe('parseWallClock', () => {
  it.each([
    ['2026-11-22T14:00:00.000Z', '2026-11-22T14:00:00.000Z'],
    ['2026-11-22T14:00:00Z', '2026-11-22T14:00:00.000Z'],
    ['2026-11-22T14:00Z', '2026-11-22T14:00:00.000Z'],
    ['2026-11-22T14:00', '2026-11-22T14:00:00.000Z'],
    ['2026-11-22T14:00:05.5', '2026-11-22T14:00:05.500Z'],
    ['2026-11-22', '2026-11-22T00:00:00.000Z'],
    ['2028-02-29T23:59:59.999Z', '2028-02-29T23:59:59.999Z'],
  ])('accepts %s as %s', (text, normal) => {
    expect(isWallClock(text)).toBe(true);
    expect(normalizeWallClock(text)).toBe(normal);
  });

  it.each([
    '',
    'tomorrow',
    '2026-11-22T14:00:00+06:30',
    '2026-11-22T14:00:00.000+00:00',
    '2026-11-22 14:00',
    '2026-11-22Z',
    '2026-02-30',
    '2027-02-29T10:00',
    '2026-13-01',
    '2026-11-22T24:00',
    '2026-11-22T12:60',
    '2026-11-22T12:00:60',
    '2026-11-22T12:00:00.1234Z',
    '0099-01-01',
    '22/11/2026',
    ' 2026-11-22',
  ])('refuses %j', (text) => {
    expect(parseWallClock(text)).toBeUndefined();
    expect(() => normalizeWallClock(text)).toThrow(RangeError);
  });

  it('reads the calendar date', () => {
    expect(wallClockDate('2026-11-22T23:59:00.000Z')).toBe('2026-11-22');
  });
});

describe('wall clock and instants', () => {
  it.each([
    ['2026-11-22T14:00:00.000Z', yangon, '2026-11-22T07:30:00.000Z'],
    ['2026-11-22T00:00:00.000Z', yangon, '2026-11-21T17:30:00.000Z'],
    ['2026-11-22T06:29:59.999Z', yangon, '2026-11-21T23:59:59.999Z'],
    ['2026-11-22T14:00', 'UTC', '2026-11-22T14:00:00.000Z'],
    ['2026-07-01T12:00', 'Europe/London', '2026-07-01T11:00:00.000Z'],
    ['2026-01-01T12:00', 'Europe/London', '2026-01-01T12:00:00.000Z'],
  ])('%s in %s is the instant %s', (text, zone, iso) => {
    expect(wallClockToInstant(text, zone).toISOString()).toBe(iso);
    expect(instantToWallClock(new Date(iso), zone)).toBe(normalizeWallClock(text));
  });

  it('refuses to convert what is not a wall-clock time', () => {
    expect(() => wallClockToInstant('2026-11-22T14:00+06:30', yangon)).toThrow(RangeError);
  });

  const instants = fc.date({
    min: new Date('1950-01-01T00:00:00.000Z'),
    max: new Date('2200-12-31T00:00:00.000Z'),
    noInvalidDate: true,
  });

  it.each([yangon, 'UTC', 'Asia/Bangkok', 'Asia/Kolkata'])(
    'instant -> wall clock -> instant is the identity in %s',
    (zone) => {
      fc.assert(
        fc.property(instants, (instant) => {
          const wall = instantToWallClock(instant, zone);
          expect(isWallClock(wall)).toBe(true);
          expect(wallClockToInstant(wall, zone).getTime()).toBe(instant.getTime());
        }),
      );
    },
  );

  it('wall clock -> instant -> wall clock is the identity in Asia/Yangon', () => {
    const walls = fc
      .record({
        day: fc.date({
          min: new Date('1960-01-01T00:00:00.000Z'),
          max: new Date('2199-12-31T00:00:00.000Z'),
          noInvalidDate: true,
        }),
        hour: fc.integer({ min: 0, max: 23 }),
        minute: fc.integer({ min: 0, max: 59 }),
        second: fc.integer({ min: 0, max: 59 }),
        millisecond: fc.integer({ min: 0, max: 999 }),
      })
      .map(({ day, ...time }) => ({ date: day.toISOString().slice(0, 10), ...time }));
    fc.assert(
      fc.property(walls, (parts) => {
        const pad = (n: number, w = 2) => String(n).padStart(w, '0');
        const text = `${parts.date}T${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}.${pad(parts.millisecond, 3)}Z`;
        expect(instantToWallClock(wallClockToInstant(text, yangon), yangon)).toBe(text);
      }),
    );
  });

  it('in a zone with summer time, every wall-clock reading maps back to itself', () => {
    // A reading of the clock exists, so converting it and reading the clock again gives it back.
    fc.assert(
      fc.property(instants, (instant) => {
        const wall = instantToWallClock(instant, 'Europe/London');
        const back = wallClockToInstant(wall, 'Europe/London');
        expect(instantToWallClock(back, 'Europe/London')).toBe(wall);
      }),
    );
  });

  it('keeps the order of instants in a zone without summer time', () => {
    fc.assert(
      fc.property(instants, instants, (a, b) => {
        const [wa, wb] = [instantToWallClock(a, yangon), instantToWallClock(b, yangon)];
        const order = wa < wb ? -1 : wa > wb ? 1 : 0;
        expect(order).toBe(Math.sign(a.getTime() - b.getTime()));
      }),
    );
  });
});
