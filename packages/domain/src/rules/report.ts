import type { IsoDate } from './dates.ts';
import { sumKyat, toHundredths } from './money.ts';
import { isRoomRevenue } from './revenue.ts';
import { hotelMetrics, overnightStayTypes, type RoomSales } from './room-sales.ts';
import { isPaymentMethod, paymentMethods, type PaymentMethod } from './stay-types.ts';

/**
 * The owner's reports (issue 20, ADR 045). Every kyat the dashboard counts on a day is one line
 * here, of one kind: a day's lines add up to the dashboard's Room Revenue plus Food Revenue.
 */
export const reportKinds = [
  'room',
  'food',
  'other',
  'deposit',
  'expense',
  'refund',
  'void',
] as const;
export type ReportKind = (typeof reportKinds)[number];

/** What a report needs to know of an income (one income, or incomes alike summed). */
export interface IncomeFacts {
  revenueType: string;
  type: string;
  correction: 'void' | 'refund' | null;
  guestLinked: boolean;
  reservationLinked: boolean;
  amount: number;
}

/**
 * The kind of an income: a void or refund (a deposit refund too) is what it is; money on a
 * reservation is a deposit; money paid out is an expense; food-revenue incomes are food; room
 * revenue on a stay is room; room revenue of no stay (electricity, others) is other income.
 */
export const incomeKind = (i: IncomeFacts): ReportKind => {
  if (i.correction === 'void') return 'void';
  if (i.correction === 'refund' || i.type === 'deposit-refund') return 'refund';
  if (i.reservationLinked) return 'deposit';
  if (i.amount < 0) return 'expense';
  if (!isRoomRevenue(i.revenueType)) return 'food';
  return i.guestLinked ? 'room' : 'other';
};

/** One summed line of a report: a day's money of a kind, method and stay type. */
export interface ReportLine {
  date: IsoDate;
  kind: ReportKind;
  method: string;
  /** The stay (or reservation) it was paid for; null for money of no stay. */
  stayType: string | null;
  /** Which of the dashboard's two revenue figures counts it. */
  counter: 'room' | 'food';
  amount: number;
}

export const incomeLine = (
  i: IncomeFacts & { date: IsoDate; method: string; stayType: string | null },
): ReportLine => ({
  date: i.date,
  kind: incomeKind(i),
  method: i.method,
  stayType: i.stayType,
  counter: isRoomRevenue(i.revenueType) ? 'room' : 'food',
  amount: i.amount,
});

/** A food receipt (or the sum of a day's alike): a voiding receipt is a void. */
export const foodReceiptLine = (f: {
  date: IsoDate;
  method: string;
  isVoid: boolean;
  stayType: string | null;
  amount: number;
}): ReportLine => ({
  date: f.date,
  kind: f.isVoid ? 'void' : 'food',
  method: f.method,
  stayType: f.stayType,
  counter: 'food',
  amount: f.amount,
});

export type KindTotals = Record<ReportKind, number> & {
  net: number;
  /** The dashboard's and the admin page's Room Revenue and Food Revenue of the same lines. */
  dashboardRoom: number;
  dashboardFood: number;
};

/** Adds amounts exactly, as hundredths (as sumKyat): one pass over the lines, however many. */
const addUp = <Key extends string>(keys: readonly Key[]) => {
  const hundredths = Object.fromEntries(keys.map((k) => [k, 0])) as Record<Key, number>;
  return {
    add: (key: Key, amount: number) => {
      hundredths[key] += toHundredths(amount);
    },
    kyat: () =>
      Object.fromEntries(keys.map((k) => [k, hundredths[k] / 100])) as Record<Key, number>,
  };
};

const kindTotalKeys = [...reportKinds, 'net', 'dashboardRoom', 'dashboardFood'] as const;

/** Sums of lines by kind, their net, and the dashboard's two figures. */
export const kindTotals = (lines: readonly ReportLine[]): KindTotals => {
  const sums = addUp(kindTotalKeys);
  for (const l of lines) {
    sums.add(l.kind, l.amount);
    sums.add('net', l.amount);
    sums.add(l.counter === 'room' ? 'dashboardRoom' : 'dashboardFood', l.amount);
  }
  return sums.kyat();
};

export type MethodTotals = Record<PaymentMethod, number> & { total: number };

/** Net money by payment method (cash, KPay, AyaPay, WavePay) and the total. */
export const methodTotals = (lines: readonly ReportLine[]): MethodTotals => {
  const sums = addUp([...paymentMethods, 'total'] as const);
  for (const l of lines) {
    if (isPaymentMethod(l.method)) sums.add(l.method, l.amount);
    sums.add('total', l.amount);
  }
  return sums.kyat();
};

/** Net room money (room, deposits, their refunds and voids) by the stay type it was paid for. */
export const stayTypeTotals = (lines: readonly ReportLine[]): Record<string, number> => {
  const totals = new Map<string, number[]>();
  for (const l of lines) {
    if (l.counter !== 'room' || l.stayType === null || l.kind === 'other' || l.kind === 'expense')
      continue;
    const amounts = totals.get(l.stayType);
    if (amounts) amounts.push(l.amount);
    else totals.set(l.stayType, [l.amount]);
  }
  return Object.fromEntries([...totals].map(([type, amounts]) => [type, sumKyat(amounts)]));
};

const dayNumber = (date: IsoDate): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** The dates from..to, both included. */
export const datesOf = (from: IsoDate, to: IsoDate): IsoDate[] => {
  const first = dayNumber(from);
  const count = dayNumber(to) - first + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) =>
    new Date((first + i) * 86_400_000).toISOString().slice(0, 10),
  );
};

/** The number of days from..to, both included. */
export const daysInRange = (from: IsoDate, to: IsoDate): number =>
  dayNumber(to) - dayNumber(from) + 1;

/**
 * A span of nights: the night of each date from `from` up to, not including, `until` (a stay
 * checked in on the 1st and out on the 3rd slept the nights of the 1st and 2nd). `until` null is
 * open-ended; `from` null is since ever.
 */
export interface Nights {
  from: IsoDate | null;
  until: IsoDate | null;
}

export interface OccupancyInput {
  from: IsoDate;
  to: IsoDate;
  /**
   * Each stay: its type and the nights it held its room (short stays hold none by type); or
   * stays alike summed, with how many rooms they held (1 when not told).
   */
  stays: readonly ({ stayType: string; rooms?: number } & Nights)[];
  /** Each room: when it was in the house, and the spans it was out of service (maintenance). */
  rooms: readonly (Nights & { outOfService: readonly Nights[] })[];
}

export interface NightCount {
  date: IsoDate;
  sold: number;
  inService: number;
}

/** Room-nights sold and in service on each night of from..to. */
export const roomNights = ({ from, to, stays, rooms }: OccupancyInput): NightCount[] => {
  const first = dayNumber(from);
  const length = Math.max(0, dayNumber(to) - first + 1);
  const sold = new Array<number>(length + 1).fill(0);
  const service = new Array<number>(length + 1).fill(0);
  /** Adds `by` to each night of a span within the range (a difference array: O(1) a span). */
  const add = (counts: number[], span: Nights, by: number) => {
    const start = Math.max(0, span.from === null ? 0 : dayNumber(span.from) - first);
    const end = Math.min(length, span.until === null ? length : dayNumber(span.until) - first);
    if (start >= end) return;
    counts[start]! += by;
    counts[end]! -= by;
  };
  for (const stay of stays)
    if (overnightStayTypes.includes(stay.stayType)) add(sold, stay, stay.rooms ?? 1);
  for (const room of rooms) {
    add(service, room, 1);
    for (const out of room.outOfService) {
      // Out of service only while the room is in the house.
      const inHouse = {
        from: latest(out.from, room.from),
        until: earliest(out.until, room.until),
      };
      add(service, inHouse, -1);
    }
  }
  let s = 0;
  let r = 0;
  return datesOf(from, to).map((date, i) => {
    s += sold[i]!;
    r += service[i]!;
    return { date, sold: s, inService: r };
  });
};

const latest = (a: IsoDate | null, b: IsoDate | null) =>
  a === null ? b : b === null ? a : a > b ? a : b;
const earliest = (a: IsoDate | null, b: IsoDate | null) =>
  a === null ? b : b === null ? a : a < b ? a : b;

/** One day of a report: its money by kind, and its room-nights. */
export type ReportDay = KindTotals & { date: IsoDate; sold: number; inService: number };

/**
 * A report of from..to from its lines, room-nights and room sales (the call's answer, ADR 045;
 * the hotel metrics of ADR 081: occupancy, ADR and RevPAR of the sales, see hotelMetrics). The lines
 * may come summed two ways (ADR 050): `lines` by day, where only the kind and counter need be
 * kept, and `rangeLines`, the same money over the whole range by method and stay type, where
 * the date need not be kept. Either way the answer is the same.
 */
export const buildReport = (
  from: IsoDate,
  to: IsoDate,
  lines: readonly ReportLine[],
  nights: readonly NightCount[],
  sales: RoomSales,
  rangeLines: readonly ReportLine[] = lines,
) => {
  const byDate = new Map<IsoDate, ReportLine[]>();
  for (const l of lines) {
    const ofDate = byDate.get(l.date);
    if (ofDate) ofDate.push(l);
    else byDate.set(l.date, [l]);
  }
  const days: ReportDay[] = nights.map((n) => ({
    date: n.date,
    ...kindTotals(byDate.get(n.date) ?? []),
    sold: n.sold,
    inService: n.inService,
  }));
  const roomNightsInService = nights.reduce((a, n) => a + n.inService, 0);
  return {
    from,
    to,
    days,
    totals: kindTotals(lines),
    byMethod: methodTotals(rangeLines),
    byStayType: stayTypeTotals(rangeLines),
    ...sales,
    roomNightsInService,
    ...hotelMetrics(sales, roomNightsInService),
  };
};

/**
 * A report's days summed by month (a range of years reads better so): each month from its first
 * day in the range, its money added to the pya and its room-nights added.
 */
export const reportMonths = (days: readonly ReportDay[]): ReportDay[] => {
  const months = new Map<string, ReportDay[]>();
  for (const d of days) {
    const month = months.get(d.date.slice(0, 7));
    if (month) month.push(d);
    else months.set(d.date.slice(0, 7), [d]);
  }
  const sums = ['net', 'dashboardRoom', 'dashboardFood', ...reportKinds] as const;
  return [...months.values()].map((month) => ({
    ...(Object.fromEntries(sums.map((k) => [k, sumKyat(month.map((d) => d[k]))])) as KindTotals),
    date: month[0]!.date,
    sold: month.reduce((a, d) => a + d.sold, 0),
    inService: month.reduce((a, d) => a + d.inService, 0),
  }));
};
