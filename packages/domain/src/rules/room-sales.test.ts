import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, zonedInstant } from './dates.ts';
import { sumKyat } from './money.ts';
import { roomNights } from './report.ts';
import { datedSale, hotelMetrics, roomSales, type StaySale } from './room-sales.ts';

const yangon = 'Asia/Yangon';
const times = { timeZone: yangon, arrivalDayHour: 6 };
/** `dd/mm hh:mm` of 2026 at the hotel (Asia/Yangon). */
const at = (text: string) => {
  const [date, time] = text.split(' ') as [string, string];
  const [day, month] = date.split('/');
  const year = month === '10' || month === '11' || month === '12' ? '2026' : '2027';
  return zonedInstant(`${year}-${month}-${day}`, time, yangon);
};
const stay = (
  stayType: string,
  arrival: string,
  departure: string,
  roomRevenue: number,
  tax = 0,
  service = 0,
): StaySale => ({
  stayType,
  arrival: at(arrival),
  departure: at(departure),
  roomRevenue,
  tax,
  service,
});

// A standard room is 40,000 Ks a night; tax 5 % and service 10 % where the desk typed them.
const month = {
  // 3 nights (3, 4, 5 Nov) at 40,000 = 120,000; tax 5 % = 6,000; service 10 % = 12,000.
  threeNights: stay('full-night', '03/11 14:00', '06/11 12:00', 120000, 6000, 12000),
  // Checked in to 12 Nov (2 nights, 80,000), extended by a day to 13 Nov (+40,000): 3 nights.
  extended: stay('full-night', '10/11 14:00', '13/11 12:00', 120000),
  // Arrived 02:10 on 20 Nov, before the arrival-day hour (06:00): the night of the 19th is
  // sold too. 19 and 20 Nov: 2 nights at 40,000 = 80,000.
  earlyArrival: stay('full-night', '20/11 02:10', '21/11 12:00', 80000),
  // Arrived 07:55 on 25 Nov: one night (40,000) and the early check-in charge (15,000).
  morningWalkIn: stay('full-night', '25/11 07:55', '26/11 12:00', 55000),
  // Extended by 3 hours (3 x 5,000 = 15,000): a later departure, no night more.
  byHours: stay('full-night', '27/11 14:00', '28/11 15:00', 55000),
  // Long stay 28 Nov to 3 Dec: 5 nights (28, 29, 30 Nov, 1, 2 Dec) at 30,000 = 150,000; tax 5 %
  // = 7,500. November holds 3 of them: 90,000 and 4,500.
  longStay: stay('long-stay', '28/11 14:00', '03/12 12:00', 150000, 7500),
  // Left two hours after arriving: at least one night (15 Nov).
  leftSameDay: stay('full-night', '15/11 08:00', '15/11 10:00', 40000),
  // A daycation (25,000, tax 1,250, service 2,500) and a session (15,000) on 15 Nov.
  daycation: stay('daycation', '15/11 09:00', '15/11 21:00', 25000, 1250, 2500),
  session: stay('session', '15/11 16:00', '15/11 19:00', 15000),
  // A daycation of 1 December: not November's.
  decemberDaycation: stay('daycation', '01/12 09:00', '01/12 21:00', 25000),
};
const dated = Object.values(month).map((s) => datedSale(s, times));

describe('datedSale: the nights of each stay by the one nights rule (ADR 068)', () => {
  it.each([
    ['threeNights', '2026-11-03', '2026-11-06', 3],
    ['extended', '2026-11-10', '2026-11-13', 3],
    ['earlyArrival', '2026-11-19', '2026-11-21', 2],
    ['morningWalkIn', '2026-11-25', '2026-11-26', 1],
    ['byHours', '2026-11-27', '2026-11-28', 1],
    ['longStay', '2026-11-28', '2026-12-03', 5],
    ['leftSameDay', '2026-11-15', '2026-11-16', 1],
    ['daycation', '2026-11-15', '2026-11-15', 0],
    ['session', '2026-11-15', '2026-11-15', 0],
  ] as const)('%s: nights from %s until %s: %i', (name, from, until, nights) => {
    expect(datedSale(month[name], times)).toMatchObject({ from, until, nights });
  });

  it('an arrival-day hour of 0 counts every arrival from its own date', () => {
    const midnight = { ...times, arrivalDayHour: 0 };
    expect(datedSale(month.earlyArrival, midnight)).toMatchObject({
      from: '2026-11-20',
      nights: 1,
    });
  });
});

describe('roomSales: room-nights sold, room revenue without tax and service, day use apart', () => {
  it('November, computed by hand', () => {
    expect(roomSales('2026-11-01', '2026-11-30', dated)).toEqual({
      // 3 + 3 + 2 + 1 + 1 + 3 (of the long stay's 5) + 1 = 14
      roomNightsSold: 14,
      // 120,000 + 120,000 + 80,000 + 55,000 + 55,000 + 90,000 + 40,000 = 560,000
      roomRevenue: 560000,
      roomTax: 10500, // 6,000 + 4,500 (3 of 5 nights of 7,500)
      roomService: 12000,
      dayUseCount: 2, // the daycation and the session of 15 Nov
      dayUseRevenue: 40000, // 25,000 + 15,000
      dayUseTax: 1250,
      dayUseService: 2500,
    });
  });

  it("December holds the long stay's last 2 nights and the daycation of the 1st", () => {
    expect(roomSales('2026-12-01', '2026-12-31', dated)).toEqual({
      roomNightsSold: 2,
      roomRevenue: 60000, // 2 of 5 nights of 150,000
      roomTax: 3000, // 2 of 5 nights of 7,500
      roomService: 0,
      dayUseCount: 1,
      dayUseRevenue: 25000,
      dayUseTax: 0,
      dayUseService: 0,
    });
  });

  it.each([
    // 19 Nov: the early arrival's first night alone, 80,000 / 2.
    ['2026-11-19', 1, 40000, 0],
    // 15 Nov: the stay that left the same day; the day use is counted apart.
    ['2026-11-15', 1, 40000, 2],
    // 28 Nov: the long stay's first night (150,000 / 5 = 30,000); the stay extended by hours
    // left that day at 15:00, its one night was the 27th (40,000 + 15,000).
    ['2026-11-28', 1, 30000, 0],
    ['2026-11-27', 1, 55000, 0],
    // 6 Nov: the three-night stay left at 12:00, its nights were the 3rd to the 5th.
    ['2026-11-06', 0, 0, 0],
  ] as const)('the day %s: %i room-night(s), %i Ks, %i day use', (date, sold, revenue, dayUse) => {
    expect(roomSales(date, date, dated)).toMatchObject({
      roomNightsSold: sold,
      roomRevenue: revenue,
      dayUseCount: dayUse,
    });
  });

  it('shares a stay evenly over its nights, to the pya, the pya left over to the later nights', () => {
    // 100,000 over 3 nights (29, 30 Nov, 1 Dec): 33,333.33 + 33,333.33 + 33,333.34.
    const uneven = [datedSale(stay('full-night', '29/11 14:00', '02/12 12:00', 100000), times)];
    expect(roomSales('2026-11-01', '2026-11-30', uneven).roomRevenue).toBe(66666.66);
    expect(roomSales('2026-12-01', '2026-12-31', uneven).roomRevenue).toBe(33333.34);
    expect(roomSales('2026-11-29', '2026-11-29', uneven).roomRevenue).toBe(33333.33);
  });
});

describe('hotelMetrics: occupancy, ADR and RevPAR', () => {
  it.each([
    // November above, 17 rooms in service every night: 17 x 30 = 510 room-nights.
    // ADR 560,000 / 14 = 40,000; occupancy 14 / 510; RevPAR 560,000 / 510 = 1,098.039... -> 1,098.04
    [14, 560000, 510, { occupancy: 14 / 510, adr: 40000, revpar: 1098.04 }],
    // 9 room-nights for 385,000: ADR 42,777.777... -> 42,777.78; RevPAR 385,000 / 510 = 754.90
    [9, 385000, 510, { occupancy: 9 / 510, adr: 42777.78, revpar: 754.9 }],
    // Every room every night: occupancy 1, ADR = RevPAR.
    [30, 1200000, 30, { occupancy: 1, adr: 40000, revpar: 40000 }],
    // Nothing sold: occupancy 0, ADR unknown (never a division by 0), RevPAR 0.
    [0, 0, 510, { occupancy: 0, adr: null, revpar: 0 }],
    // No room in service: neither occupancy nor RevPAR.
    [0, 0, 0, { occupancy: null, adr: null, revpar: null }],
  ] as const)('%i sold for %i Ks of %i in service', (sold, revenue, inService, metrics) => {
    expect(hotelMetrics({ roomNightsSold: sold, roomRevenue: revenue }, inService)).toEqual(
      metrics,
    );
  });
});

const firstDay = '2026-11-01';
/** A stay on one room: arriving `start` days after 1 Nov at `hour`, for `length` nights. */
const stayArb = fc.record({
  stayType: fc.constantFrom('full-night', 'long-stay', 'daycation', 'session', 'other'),
  start: fc.integer({ min: -5, max: 40 }),
  hour: fc.integer({ min: 0, max: 23 }),
  length: fc.integer({ min: 0, max: 12 }),
  roomRevenue: fc.integer({ min: 0, max: 50_000_000 }).map((h) => h / 100),
  tax: fc.integer({ min: 0, max: 5_000_000 }).map((h) => h / 100),
  service: fc.integer({ min: 0, max: 5_000_000 }).map((h) => h / 100),
});
type GeneratedStay = typeof stayArb extends fc.Arbitrary<infer T> ? T : never;
const toSale = (s: GeneratedStay): StaySale => {
  const arrival = zonedInstant(
    addDays(firstDay, s.start),
    `${String(s.hour).padStart(2, '0')}:00`,
    yangon,
  );
  const departure = zonedInstant(addDays(firstDay, s.start + s.length), '12:00', yangon);
  return { ...s, arrival, departure: departure < arrival ? arrival : departure };
};
const rangeArb = fc
  .tuple(fc.integer({ min: -10, max: 50 }), fc.integer({ min: 0, max: 30 }), fc.nat(30))
  .map(([start, length, cut]) => ({
    from: addDays(firstDay, start),
    cut: addDays(firstDay, start + Math.min(cut, length)),
    to: addDays(firstDay, start + length),
  }));

describe('room sales, properties', () => {
  it('a range split in two adds up to the whole, to the pya', () => {
    fc.assert(
      fc.property(fc.array(stayArb, { maxLength: 20 }), rangeArb, (stays, { from, cut, to }) => {
        const sales = stays.map((s) => datedSale(toSale(s), times));
        const whole = roomSales(from, to, sales);
        if (cut === to) return;
        const [a, b] = [roomSales(from, cut, sales), roomSales(addDays(cut, 1), to, sales)];
        for (const key of Object.keys(whole) as (keyof typeof whole)[])
          expect(sumKyat([a[key], b[key]])).toBe(whole[key]);
      }),
    );
  });

  it("a range holding every night gets every overnight stay's room revenue, exactly", () => {
    fc.assert(
      fc.property(fc.array(stayArb, { maxLength: 20 }), (stays) => {
        const sales = stays.map((s) => datedSale(toSale(s), times));
        const overnight = sales.filter((s) => s.nights > 0);
        const all = roomSales('2026-10-01', '2027-01-31', sales);
        expect(all.roomRevenue).toBe(sumKyat(overnight.map((s) => s.roomRevenue)));
        expect(all.roomTax).toBe(sumKyat(overnight.map((s) => s.tax)));
        expect(all.roomNightsSold).toBe(overnight.reduce((n, s) => n + s.nights, 0));
      }),
    );
  });

  it('ADR x room-nights sold is the room revenue and RevPAR is ADR x occupancy, within rounding', () => {
    fc.assert(
      fc.property(
        fc.array(stayArb, { maxLength: 20 }),
        rangeArb,
        fc.integer({ min: 0, max: 40 }),
        (stays, { from, to }, rooms) => {
          const sales = roomSales(
            from,
            to,
            stays.map((s) => datedSale(toSale(s), times)),
          );
          const inService = rooms * (Math.round((Date.parse(to) - Date.parse(from)) / 864e5) + 1);
          const { adr, revpar, occupancy } = hotelMetrics(sales, inService);
          if (adr !== null) {
            // ADR is rounded to the pya: at most half a pya off on each room-night.
            const off = Math.abs(adr * sales.roomNightsSold - sales.roomRevenue);
            expect(off).toBeLessThanOrEqual(0.005 * sales.roomNightsSold + 1e-6);
          } else expect(sales.roomNightsSold).toBe(0);
          if (revpar !== null && occupancy !== null && adr !== null)
            expect(Math.abs(revpar - adr * occupancy)).toBeLessThanOrEqual(0.01);
        },
      ),
    );
  });

  it('rooms never double-booked: occupancy at most 1, and the nights agree with each night counted', () => {
    // Each room's stays follow one another: a gap of 0+ days after each departure.
    const roomArb = fc.array(
      fc.record({ gap: fc.nat(4), length: fc.integer({ min: 1, max: 6 }) }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(fc.array(roomArb, { minLength: 1, maxLength: 8 }), rangeArb, (rooms, range) => {
        const sales = rooms.flatMap((stays) => {
          let day = -3;
          return stays.map(({ gap, length }) => {
            day += gap;
            const sale = stay('full-night', '01/11 14:00', '01/11 12:00', 40000 * length);
            sale.arrival = zonedInstant(addDays(firstDay, day), '14:00', yangon);
            sale.departure = zonedInstant(addDays(firstDay, (day += length)), '12:00', yangon);
            return datedSale(sale, times);
          });
        });
        const nights = roomNights({
          ...range,
          stays: sales,
          rooms: rooms.map(() => ({ from: null, until: null, outOfService: [] })),
        });
        const inService = nights.reduce((n, d) => n + d.inService, 0);
        const sold = roomSales(range.from, range.to, sales);
        expect(sold.roomNightsSold).toBe(nights.reduce((n, d) => n + d.sold, 0));
        expect(hotelMetrics(sold, inService).occupancy).toBeLessThanOrEqual(1);
        // Every night at the one price: ADR is that price.
        if (sold.roomNightsSold > 0) expect(hotelMetrics(sold, inService).adr).toBe(40000);
      }),
    );
  });
});
