import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildReport,
  datesOf,
  foodReceiptLine,
  incomeKind,
  incomeLine,
  kindTotals,
  methodTotals,
  reportMonths,
  roomNights,
  stayTypeTotals,
  type IncomeFacts,
  type ReportLine,
} from './report.ts';
import { sumKyat } from './money.ts';
import type { RoomSales } from './room-sales.ts';

const facts = (change: Partial<IncomeFacts>): IncomeFacts => ({
  revenueType: 'revenue',
  type: 'checked-in',
  correction: null,
  guestLinked: true,
  reservationLinked: false,
  amount: 40000,
  ...change,
});

describe('incomeKind: every income is what it is', () => {
  it.each<[string, Partial<IncomeFacts>, string]>([
    ['a check-in payment', {}, 'room'],
    ['an extension with RevenueType empty', { type: 'extend', revenueType: '' }, 'room'],
    ['electricity paid in, no stay', { type: 'electricity', guestLinked: false }, 'other'],
    ['money paid out', { type: 'electricity', guestLinked: false, amount: -3000 }, 'expense'],
    ['employee food paid out', { revenueType: 'food-revenue', amount: -1000 }, 'expense'],
    ['guest food paid in', { revenueType: 'food-revenue', guestLinked: false }, 'food'],
    ['a deposit', { type: 'deposit', guestLinked: false, reservationLinked: true }, 'deposit'],
    [
      'a lowered deposit',
      { type: 'deposit', guestLinked: false, reservationLinked: true, amount: -5000 },
      'deposit',
    ],
    ['a deposit refund', { type: 'deposit-refund', reservationLinked: true, amount: -9 }, 'refund'],
    ['a refund', { type: 'refund', correction: 'refund', amount: -5000 }, 'refund'],
    ['a void', { type: 'void', correction: 'void', amount: -40000 }, 'void'],
    ['a void of food', { correction: 'void', revenueType: 'food-revenue', amount: -9 }, 'void'],
  ])('%s -> %s', (_case, change, kind) => {
    expect(incomeKind(facts(change))).toBe(kind);
  });

  it('food-revenue incomes count with the dashboard food figure, the rest with room', () => {
    const line = (revenueType: string) =>
      incomeLine({ ...facts({ revenueType }), date: '2026-11-22', method: 'cash', stayType: null });
    expect([line('revenue'), line(''), line('food-revenue')].map((l) => l.counter)).toEqual([
      'room',
      'room',
      'food',
    ]);
  });

  it('a voiding food receipt is a void, a food receipt food', () => {
    const receipt = (isVoid: boolean) =>
      foodReceiptLine({ date: '2026-11-22', method: 'kpay', isVoid, stayType: null, amount: 1 });
    expect([receipt(false).kind, receipt(true).kind]).toEqual(['food', 'void']);
  });
});

const line = (change: Partial<ReportLine>): ReportLine => ({
  date: '2026-01-30',
  kind: 'room',
  method: 'cash',
  stayType: 'full-night',
  counter: 'room',
  amount: 0,
  ...change,
});

// A day of a small hotel, summed by hand.
const day: ReportLine[] = [
  line({ amount: 40000, method: 'kpay' }),
  line({ amount: 150000, stayType: 'long-stay' }),
  line({ amount: 20000, stayType: 'daycation', method: 'wavepay' }),
  line({ kind: 'refund', amount: -5000 }),
  line({ kind: 'deposit', amount: 30000, method: 'ayapay' }),
  line({ kind: 'void', amount: -20000, stayType: 'daycation', method: 'wavepay' }),
  line({ kind: 'other', stayType: null, amount: 15000 }),
  line({ kind: 'expense', stayType: null, amount: -3000 }),
  line({ kind: 'food', counter: 'food', stayType: null, amount: 8500.5, method: 'kpay' }),
  line({ kind: 'expense', counter: 'food', stayType: null, amount: -1000 }),
];

describe('the money of a day', () => {
  it('by kind, with its net and the dashboard figures', () => {
    expect(kindTotals(day)).toEqual({
      room: 210000,
      food: 8500.5,
      other: 15000,
      deposit: 30000,
      expense: -4000,
      refund: -5000,
      void: -20000,
      net: 234500.5,
      dashboardRoom: 227000, // 40,000 + 150,000 + 20,000 - 5,000 + 30,000 - 20,000 + 15,000 - 3,000
      dashboardFood: 7500.5,
    });
  });

  it('by payment method, and the total', () => {
    expect(methodTotals(day)).toEqual({
      cash: 156000, // 150,000 - 5,000 + 15,000 - 3,000 - 1,000
      kpay: 48500.5,
      ayapay: 30000,
      wavepay: 0, // a daycation paid and voided
      total: 234500.5,
    });
  });

  it('room money by stay type: refunds and voids lower their stay type, deposits count', () => {
    expect(stayTypeTotals(day)).toEqual({
      'full-night': 65000, // 40,000 - 5,000 + 30,000
      'long-stay': 150000,
      daycation: 0,
    });
  });

  it('net = the dashboard room + food = the methods total, for any lines', () => {
    const anyLine = fc.record({
      date: fc.constant('2026-01-30'),
      kind: fc.constantFrom('room', 'food', 'other', 'deposit', 'expense', 'refund', 'void'),
      method: fc.constantFrom('cash', 'kpay', 'ayapay', 'wavepay'),
      stayType: fc.constantFrom(null, 'full-night', 'session'),
      counter: fc.constantFrom('room', 'food'),
      amount: fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 100),
    }) as fc.Arbitrary<ReportLine>;
    fc.assert(
      fc.property(fc.array(anyLine), (lines) => {
        const totals = kindTotals(lines);
        const cents = (n: number) => Math.round(n * 100);
        expect(cents(totals.dashboardRoom) + cents(totals.dashboardFood)).toBe(cents(totals.net));
        expect(methodTotals(lines).total).toBe(totals.net);
      }),
    );
  });
});

// Four nights across a month end; hand-counted below.
const occupancy = {
  from: '2026-01-30',
  to: '2026-02-02',
  rooms: [
    { from: null, until: null, outOfService: [] }, // 101: every night
    // 102: in maintenance the night of the 31st
    { from: null, until: null, outOfService: [{ from: '2026-01-31', until: '2026-02-01' }] },
    { from: '2026-02-01', until: null, outOfService: [] }, // 103: added on 1 February
    { from: null, until: '2026-02-01', outOfService: [] }, // 104: retired on 1 February
    // 105: in maintenance from the 31st until it was retired on 1 February
    { from: null, until: '2026-02-01', outOfService: [{ from: '2026-01-31', until: null }] },
  ],
  stays: [
    { stayType: 'full-night', from: '2026-01-29', until: '2026-01-31' }, // nights 29, 30
    { stayType: 'full-night', from: '2026-01-31', until: '2026-02-01' }, // night 31
    { stayType: 'full-night', from: '2026-01-31', until: '2026-01-31' }, // left the same day
    { stayType: 'long-stay', from: '2026-02-01', until: null }, // still in: 1st, 2nd
    { stayType: 'daycation', from: '2026-01-30', until: '2026-01-31' }, // short: no night sold
    { stayType: 'session', from: '2026-02-02', until: '2026-02-02' },
  ],
};

describe('room-nights, occupancy, ADR and RevPAR', () => {
  it('counts room-nights sold and in service night by night, across months', () => {
    expect(roomNights(occupancy)).toEqual([
      { date: '2026-01-30', sold: 1, inService: 4 }, // 101, 102, 104, 105
      { date: '2026-01-31', sold: 1, inService: 2 }, // 101, 104
      { date: '2026-02-01', sold: 1, inService: 3 }, // 101, 102, 103
      { date: '2026-02-02', sold: 1, inService: 3 },
    ]);
  });

  it('stays alike summed count their rooms each night, as the stays one by one', () => {
    const alike = { stayType: 'full-night', from: '2026-01-30', until: '2026-02-01' };
    const summed = roomNights({ ...occupancy, stays: [{ ...alike, rooms: 3 }] });
    expect(summed.map((n) => n.sold)).toEqual([3, 3, 0, 0]);
    expect(summed).toEqual(roomNights({ ...occupancy, stays: [alike, alike, alike] }));
  });

  it('a range of one day, and dates across a leap February', () => {
    expect(datesOf('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(roomNights({ ...occupancy, from: '2026-01-31', to: '2026-01-31' })).toEqual([
      { date: '2026-01-31', sold: 1, inService: 2 },
    ]);
  });
});

// Room sales of the four nights (room-sales.ts): 4 room-nights sold for 160,000 Ks.
const sales: RoomSales = {
  roomNightsSold: 4,
  roomRevenue: 160000,
  roomTax: 8000,
  roomService: 16000,
  dayUseCount: 2,
  dayUseRevenue: 40000,
  dayUseTax: 0,
  dayUseService: 0,
};

describe('buildReport', () => {
  it('puts each line on its day; days without money show zeros', () => {
    const report = buildReport(
      '2026-01-30',
      '2026-02-02',
      [...day, line({ date: '2026-02-01', amount: 40000 })],
      roomNights(occupancy),
      sales,
    );
    expect(report.days.map((d) => [d.date, d.net, d.sold])).toEqual([
      ['2026-01-30', 234500.5, 1],
      ['2026-01-31', 0, 1],
      ['2026-02-01', 40000, 1],
      ['2026-02-02', 0, 1],
    ]);
    // ADR and RevPAR divide the room sales, never the money taken (ADR 081).
    expect(report).toMatchObject({
      ...sales,
      roomNightsInService: 12,
      occupancy: 4 / 12,
      adr: 40000, // 160,000 / 4
      revpar: 13333.33, // 160,000 / 12, to the pya
    });
  });
});

describe('a report from its lines summed by day and over the range (ADR 050)', () => {
  // Lines over four days, of any kind, method and stay type; a report of them read whole, and
  // the same money summed as the server reads it: by (date, kind, counter), and over the range by
  // (kind, counter, method, stay type).
  const anyLine = fc.record({
    date: fc.constantFrom('2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02'),
    kind: fc.constantFrom('room', 'food', 'other', 'deposit', 'expense', 'refund', 'void'),
    method: fc.constantFrom('cash', 'kpay', 'ayapay', 'wavepay'),
    stayType: fc.constantFrom(null, 'full-night', 'long-stay', 'session'),
    counter: fc.constantFrom('room', 'food'),
    amount: fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 100),
  }) as fc.Arbitrary<ReportLine>;
  const summedBy = (lines: readonly ReportLine[], keep: (l: ReportLine) => ReportLine) => {
    const sums = new Map<string, { line: ReportLine; amounts: number[] }>();
    for (const l of lines) {
      const kept = keep(l);
      const key = JSON.stringify({ ...kept, amount: 0 });
      const sum = sums.get(key) ?? { line: kept, amounts: [] };
      sum.amounts.push(l.amount);
      sums.set(key, sum);
    }
    return [...sums.values()].map(({ line, amounts }) => ({ ...line, amount: sumKyat(amounts) }));
  };

  it('gives the same report as the lines read whole, for any lines', () => {
    const nights = roomNights(occupancy);
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 60 }), (lines) => {
        const byDay = summedBy(lines, (l) => ({ ...l, method: '', stayType: null }));
        const overRange = summedBy(lines, (l) => ({ ...l, date: '2026-01-30' }));
        const whole = buildReport('2026-01-30', '2026-02-02', lines, nights, sales);
        const summed = buildReport('2026-01-30', '2026-02-02', byDay, nights, sales, overRange);
        expect(summed).toEqual(whole);
      }),
    );
  });
});

describe('reportMonths', () => {
  it('sums days by month: money to the pya, room-nights added', () => {
    const report = buildReport(
      '2026-01-30',
      '2026-02-02',
      [
        line({ amount: 0.1 }),
        line({ date: '2026-01-31', amount: 0.2 }),
        line({ date: '2026-02-02', kind: 'expense', amount: -3000 }),
      ],
      roomNights(occupancy),
      sales,
    );
    expect(
      reportMonths(report.days).map((m) => [m.date, m.room, m.expense, m.net, m.sold, m.inService]),
    ).toEqual([
      ['2026-01-30', 0.3, 0, 0.3, 2, 6],
      ['2026-02-01', 0, -3000, -3000, 2, 6],
    ]);
  });
});
