import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  freeRoomsByNight,
  freeRoomsOnNight,
  nightsHeld,
  nightsShort,
  roomsBusyDuring,
  overbookedNightsMessage,
  roomsFreeMessage,
  roomsPromised,
  type Capacity,
  type Holding,
} from './availability.ts';
import type { StayType } from './stay-types.ts';

const at = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);

const stay = (
  stayType: StayType,
  rooms: number,
  checkin: [string, string],
  checkout: [string, string],
): Holding => ({
  stayType,
  rooms,
  checkinDate: checkin[0],
  checkoutDate: checkout[0],
  from: at(...checkin),
  to: at(...checkout),
});

const night = (rooms: number, inDate: string, outDate: string) =>
  stay('full-night', rooms, [inDate, '14:00'], [outDate, '12:00']);

/** The 17-room aureo hotel, one room under maintenance. */
const aureo: Capacity = {
  roomsInService: 17,
  maintenance: [{ from: null, until: null }],
  overbookAllowance: 0,
};

describe('nights a stay holds', () => {
  it.each([
    ['two nights', night(1, '2026-11-28', '2026-11-30'), ['2026-11-28', '2026-11-29']],
    ['across a month', night(1, '2026-11-30', '2026-12-02'), ['2026-11-30', '2026-12-01']],
    ['dated in and out on one day', night(1, '2026-11-28', '2026-11-28'), ['2026-11-28']],
    [
      'a long stay',
      stay('long-stay', 1, ['2026-11-28', '14:00'], ['2026-12-01', '12:00']),
      ['2026-11-28', '2026-11-29', '2026-11-30'],
    ],
    ['a daycation', stay('daycation', 1, ['2026-11-28', '08:00'], ['2026-11-28', '20:00']), []],
    ['a session', stay('session', 1, ['2026-11-28', '22:00'], ['2026-11-29', '01:00']), []],
  ])('%s', (_name, holding, nights) => {
    expect(nightsHeld(holding)).toEqual(nights);
  });
});

describe('rooms a reservation still promises', () => {
  it.each([
    ['confirmed, none checked in', 'confirmed', 3, 0, 3],
    ['confirmed, one of three checked in', 'confirmed', 3, 1, 2],
    ['confirmed, all checked in', 'confirmed', 2, 2, 0],
    ['checked in', 'checked-in', 2, 1, 0],
    ['cancelled', 'cancelled', 4, 0, 0],
  ])('%s', (_name, status, roomCount, checkedIn, promised) => {
    expect(roomsPromised(status, roomCount, checkedIn)).toBe(promised);
  });
});

describe('rooms free per night', () => {
  // Guests: room 101 28-30/11, room 102 29/11-01/12, a daycation on 29/11 (no night).
  // Reservations: 10 rooms 29-30/11, 3 rooms 30/11-02/12 (one checked in: 2 still promised).
  const holdings = [
    night(1, '2026-11-28', '2026-11-30'),
    night(1, '2026-11-29', '2026-12-01'),
    stay('daycation', 1, ['2026-11-29', '08:00'], ['2026-11-29', '20:00']),
    night(10, '2026-11-29', '2026-11-30'),
    night(roomsPromised('confirmed', 3, 1), '2026-11-30', '2026-12-02'),
  ];

  it('counts guests, promised reservations and maintenance; short stays hold no night', () => {
    // 17 in service - 1 maintenance = 16 to sell.
    // 28/11: 1 guest -> 15. 29/11: 2 guests + 10 reserved -> 4. 30/11: 102 + 2 promised -> 13.
    // 01/12: 2 promised -> 14. 02/12: nothing -> 16.
    expect(freeRoomsByNight(aureo, holdings, '2026-11-28', 5)).toEqual([
      { night: '2026-11-28', free: 15 },
      { night: '2026-11-29', free: 4 },
      { night: '2026-11-30', free: 13 },
      { night: '2026-12-01', free: 14 },
      { night: '2026-12-02', free: 16 },
    ]);
  });

  it('refuses a booking on the first night it does not fit, naming what is free', () => {
    // 5 rooms 29/11-01/12: 29/11 has 4 free, 30/11 has 13.
    expect(nightsShort(aureo, holdings, night(5, '2026-11-29', '2026-12-01'))).toEqual([
      { date: '2026-11-29', free: 4 },
    ]);
    expect(nightsShort(aureo, holdings, night(4, '2026-11-29', '2026-12-01'))).toEqual([]);
    // 14 rooms 28/11-01/12: short on 29/11 (4 free) and 30/11 (13 free), fits 28/11 (15).
    expect(nightsShort(aureo, holdings, night(14, '2026-11-28', '2026-12-01'))).toEqual([
      { date: '2026-11-29', free: 4 },
      { date: '2026-11-30', free: 13 },
    ]);
  });

  it("lets the owner's allowance promise rooms past the free ones", () => {
    const allowTwo = { ...aureo, overbookAllowance: 2 };
    expect(nightsShort(allowTwo, holdings, night(6, '2026-11-29', '2026-11-30'))).toEqual([]);
    expect(nightsShort(allowTwo, holdings, night(7, '2026-11-29', '2026-11-30'))).toEqual([
      { date: '2026-11-29', free: 6 },
    ]);
  });

  it('takes a room under maintenance until a date out only of the nights before it', () => {
    // Room under repair from 29/11, expected back on 01/12: out on 29/11 and 30/11 only; the
    // open-ended one is out every night. 28/11: 17 - 1 - 1 guest = 15; 29/11: 17 - 2 - 12 = 3;
    // 30/11: 17 - 2 - 3 = 12; 01/12: 17 - 1 - 2 = 14.
    const until = {
      ...aureo,
      maintenance: [...aureo.maintenance, { from: '2026-11-29', until: '2026-12-01' }],
    };
    expect(freeRoomsByNight(until, holdings, '2026-11-28', 4)).toEqual([
      { night: '2026-11-28', free: 15 },
      { night: '2026-11-29', free: 3 },
      { night: '2026-11-30', free: 12 },
      { night: '2026-12-01', free: 14 },
    ]);
    expect(nightsShort(until, holdings, night(13, '2026-11-30', '2026-12-02'))).toEqual([
      { date: '2026-11-30', free: 12 },
    ]);
  });

  it('checks a short stay against every stay in a room through its hours', () => {
    // On 29/11 at 15:00-18:00: 101 and 102 (in rooms), the daycation until 20:00 and the 10
    // reserved rooms from 14:00 = 13 busy; 16 to sell -> 3 free.
    const session = (rooms: number) =>
      stay('session', rooms, ['2026-11-29', '15:00'], ['2026-11-29', '18:00']);
    expect(nightsShort(aureo, holdings, session(3))).toEqual([]);
    expect(nightsShort(aureo, holdings, session(4))).toEqual([{ date: '2026-11-29', free: 3 }]);
    // At 21:00-24:00 the daycation has left: 4 free.
    const late = stay('session', 4, ['2026-11-29', '21:00'], ['2026-11-30', '00:00']);
    expect(nightsShort(aureo, holdings, late)).toEqual([]);
  });

  it('does not count stays after they end or before they start', () => {
    const morning = stay('daycation', 1, ['2026-11-28', '00:00'], ['2026-11-28', '12:00']);
    const evening = stay('daycation', 1, ['2026-11-28', '12:00'], ['2026-11-28', '23:00']);
    // Back to back: never two at once.
    expect(
      roomsBusyDuring([morning, evening], at('2026-11-28', '00:00'), at('2026-11-29', '00:00')),
    ).toBe(1);
    expect(roomsBusyDuring([morning], at('2026-11-28', '12:00'), at('2026-11-28', '15:00'))).toBe(
      0,
    );
  });

  it('reports an overbooked night as below zero and a full one as none free', () => {
    const full = [night(16, '2026-12-05', '2026-12-06'), night(2, '2026-12-06', '2026-12-07')];
    const allowTwo = { ...aureo, overbookAllowance: 2 };
    const over = [...full, night(2, '2026-12-05', '2026-12-06')];
    expect(freeRoomsOnNight(allowTwo, over, '2026-12-05')).toBe(-2);
    expect(nightsShort(aureo, full, night(1, '2026-12-05', '2026-12-06'))).toEqual([
      { date: '2026-12-05', free: 0 },
    ]);
  });
});

describe('the refusal names the night and what is free', () => {
  it.each([
    [{ date: '2026-11-30', free: 2 }, 'Only 2 rooms are free on 30/11/2026'],
    [{ date: '2026-12-01', free: 1 }, 'Only 1 room is free on 01/12/2026'],
    [{ date: '2027-01-05', free: 0 }, 'No rooms are free on 05/01/2027'],
  ])('%o', (short, message) => {
    expect(roomsFreeMessage(short)).toBe(message);
  });
});

describe('the walk-in refusal names every short night', () => {
  it.each<[string, { date: string; free: number }[], string]>([
    [
      'one night',
      [{ date: '2026-11-30', free: 0 }],
      'Rooms promised to reservations would be short on 30/11/2026',
    ],
    [
      'two nights, in order',
      [
        { date: '2026-11-30', free: 0 },
        { date: '2026-12-01', free: 1 },
      ],
      'Rooms promised to reservations would be short on 30/11/2026, 01/12/2026',
    ],
  ])('%s', (_case, nights, message) => {
    expect(overbookedNightsMessage(nights)).toBe(message);
  });
});

describe('availability properties', () => {
  const dates = Array.from({ length: 10 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
  const arbNight = fc
    .record({
      rooms: fc.integer({ min: 1, max: 4 }),
      start: fc.nat(8),
      length: fc.integer({ min: 1, max: 4 }),
    })
    .map(({ rooms, start, length }) =>
      night(rooms, dates[start]!, dates[Math.min(start + length, dates.length - 1)]!),
    );
  // Maintenance is a status of rooms in service: never more of them than in service.
  const capacity = fc
    .record({
      roomsInService: fc.integer({ min: 1, max: 20 }),
      maintenance: fc.array(
        fc.record({
          from: fc.constantFrom(null, ...dates),
          until: fc.constantFrom(null, ...dates),
        }),
        { maxLength: 2 },
      ),
      overbookAllowance: fc.integer({ min: 0, max: 2 }),
    })
    .filter((c) => c.maintenance.length <= c.roomsInService);

  it('accepting only bookings that fit never promises a night past rooms plus allowance', () => {
    fc.assert(
      fc.property(capacity, fc.array(arbNight, { maxLength: 30 }), (cap, bookings) => {
        const accepted: Holding[] = [];
        for (const booking of bookings) {
          if (nightsShort(cap, accepted, booking).length === 0) accepted.push(booking);
        }
        for (const d of dates) {
          expect(freeRoomsOnNight(cap, accepted, d)).toBeGreaterThanOrEqual(-cap.overbookAllowance);
        }
      }),
    );
  });

  it("a booking is short on a night exactly when its rooms exceed that night's free rooms plus allowance", () => {
    fc.assert(
      fc.property(
        capacity,
        fc.array(arbNight, { maxLength: 20 }),
        arbNight,
        (cap, held, booking) => {
          const short = new Set(nightsShort(cap, held, booking).map((s) => s.date));
          for (const n of nightsHeld(booking)) {
            const fits = booking.rooms <= freeRoomsOnNight(cap, held, n) + cap.overbookAllowance;
            expect(short.has(n)).toBe(!fits);
          }
        },
      ),
    );
  });
});
