import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { StayType } from './stay-types.ts';
import {
  nightsLeftAt,
  swapChargeDescription,
  swapPriceChange,
  type SwapPriceInput,
  type SwapPriceRule,
} from './swap-price.ts';

// The demo hotels' prices (seed): standard (1) and family (2).
const standard = {
  'full-night': 40000,
  extrabed: 10000,
  'foreigner-full-night': 60000,
  'foreigner-extrabed': 15000,
};
const family = {
  'full-night': 65000,
  extrabed: 12000,
  'foreigner-full-night': 90000,
  'foreigner-extrabed': 18000,
};
const times = { timeZone: 'Asia/Yangon', arrivalDayHour: 6 };
/** Yangon is UTC+06:30. */
const yangon = (date: string, time: string) => new Date(`${date}T${time}:00+06:30`);
const leaves7th = yangon('2026-12-07', '12:00');

const input = (over: {
  at?: Date;
  stayType?: StayType;
  extraBed?: boolean;
  isForeigner?: boolean;
  rule?: SwapPriceRule;
  downgrade?: boolean;
}): SwapPriceInput => {
  const rooms = [
    { roomTypeId: 1, prices: standard },
    { roomTypeId: 2, prices: family },
  ] as const;
  const [from, to] = over.downgrade ? [rooms[1], rooms[0]] : rooms;
  return {
    stay: {
      stayType: over.stayType ?? 'full-night',
      extraBed: over.extraBed ?? false,
      isForeigner: over.isForeigner ?? false,
      departure: leaves7th,
    },
    from,
    to,
    at: over.at ?? yangon('2026-12-05', '10:00'),
    times,
    rule: over.rule ?? 'charge-difference',
  };
};

describe('nightsLeftAt (the nights rule from the move, hand-computed)', () => {
  it.each<[string, Date, number]>([
    [
      '10:00 on the 5th, leaving the 7th: nights of the 5th and 6th',
      yangon('2026-12-05', '10:00'),
      2,
    ],
    ['23:30 on the 5th', yangon('2026-12-05', '23:30'), 2],
    ['02:00 on the 6th: still the night of the 5th', yangon('2026-12-06', '02:00'), 2],
    ['05:59 on the 6th: still the night of the 5th', yangon('2026-12-06', '05:59'), 2],
    ['06:00 on the 6th: the night of the 6th only', yangon('2026-12-06', '06:00'), 1],
    ['08:00 on the 6th', yangon('2026-12-06', '08:00'), 1],
    ['10:00 on the 7th, the departure day', yangon('2026-12-07', '10:00'), 0],
    [
      '03:00 on the 7th: the night of the 6th is still being slept',
      yangon('2026-12-07', '03:00'),
      1,
    ],
  ])('%s -> %d', (_case, at, nights) => {
    expect(nightsLeftAt(at, leaves7th, times)).toBe(nights);
  });
});

describe('swapPriceChange (hand-computed on the demo prices)', () => {
  it.each<[string, Parameters<typeof input>[0], number, number, number]>([
    // [case, input, nights, difference, charge]
    ['standard to family, 2 nights: 2 x (65,000 - 40,000)', {}, 2, 50000, 50000],
    ['with an extra bed: 2 x (77,000 - 50,000)', { extraBed: true }, 2, 54000, 54000],
    ['a foreigner: 2 x (90,000 - 60,000)', { isForeigner: true }, 2, 60000, 60000],
    [
      'a foreigner with an extra bed: 2 x (108,000 - 75,000)',
      { isForeigner: true, extraBed: true },
      2,
      66000,
      66000,
    ],
    ['at 02:00 on the 6th: 2 nights', { at: yangon('2026-12-06', '02:00') }, 2, 50000, 50000],
    ['at 08:00 on the 6th: 1 night', { at: yangon('2026-12-06', '08:00') }, 1, 25000, 25000],
    ['on the departure day: no night left', { at: yangon('2026-12-07', '10:00') }, 0, 0, 0],
    ['keep the booked price: shown, not charged', { rule: 'keep-booked-price' }, 2, 50000, 0],
    ['family to standard: cheaper, no credit', { downgrade: true }, 2, -50000, 0],
    [
      'family to standard, keep the booked price',
      { downgrade: true, rule: 'keep-booked-price' },
      2,
      -50000,
      0,
    ],
  ])('%s', (_case, over, nights, difference, charge) => {
    expect(swapPriceChange(input(over))).toEqual({ kind: 'priced', nights, difference, charge });
  });

  it('the same type: nothing to price', () => {
    const same = input({});
    expect(swapPriceChange({ ...same, to: { ...same.from } })).toEqual({ kind: 'same-type' });
  });

  it.each<StayType>(['daycation', 'session', 'long-stay'])(
    'a %s is not priced by the room type',
    (stayType) => {
      expect(swapPriceChange(input({ stayType }))).toEqual({ kind: 'not-by-type' });
    },
  );

  it('a missing price keeps the booked price', () => {
    const missing = input({ isForeigner: true });
    expect(
      swapPriceChange({ ...missing, to: { roomTypeId: 3, prices: { 'full-night': 70000 } } }),
    ).toEqual({ kind: 'unpriced' });
  });

  it('describes the charge for the stored record', () => {
    expect(swapChargeDescription('101', '105', 2)).toBe('Room change 101 to 105, 2 nights');
    expect(swapChargeDescription('101', '105', 1)).toBe('Room change 101 to 105, 1 night');
  });
});

describe('swapPriceChange properties', () => {
  const price = fc.integer({ min: 0, max: 500_000 });
  it('back and forth are opposite; only a dearer room under charge-difference is charged', () => {
    fc.assert(
      fc.property(
        price,
        price,
        fc.boolean(),
        fc.constantFrom<SwapPriceRule>('keep-booked-price', 'charge-difference'),
        fc.integer({ min: 0, max: 72 }),
        (a, b, extraBed, rule, hoursLater) => {
          const at = new Date(yangon('2026-12-04', '07:00').getTime() + hoursLater * 3600_000);
          const base = input({ at, extraBed, rule });
          const there = swapPriceChange({
            ...base,
            from: { roomTypeId: 1, prices: { 'full-night': a, extrabed: 10000 } },
            to: { roomTypeId: 2, prices: { 'full-night': b, extrabed: 10000 } },
          });
          const back = swapPriceChange({
            ...base,
            from: { roomTypeId: 2, prices: { 'full-night': b, extrabed: 10000 } },
            to: { roomTypeId: 1, prices: { 'full-night': a, extrabed: 10000 } },
          });
          if (there.kind !== 'priced' || back.kind !== 'priced') throw new Error('not priced');
          expect(there.difference + back.difference).toBe(0);
          expect(there.difference).toBe((b - a) * there.nights + 0);
          const expected = rule === 'charge-difference' ? Math.max(0, there.difference) : 0;
          expect(there.charge).toBe(expected);
        },
      ),
    );
  });
});
