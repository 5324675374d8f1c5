import { describe, expect, it } from 'vitest';
import { roomNights } from './report.ts';
import { servicePeriods, type RoomHistoryRecord } from './room-service.ts';

const r = (room: number, kind: RoomHistoryRecord['kind'], date: string): RoomHistoryRecord => ({
  room,
  kind,
  date,
});

describe('servicePeriods: the nights a room is in service, from its history', () => {
  it.each<[string, RoomHistoryRecord[], Record<number, object[]>]>([
    [
      'added: from that night on',
      [r(1, 'added', '2026-11-05')],
      { 1: [{ from: '2026-11-05', until: null }] },
    ],
    [
      'taken out: not that night',
      [r(1, 'added', '2026-11-05'), r(1, 'out-of-service', '2026-11-20')],
      { 1: [{ from: '2026-11-05', until: '2026-11-20' }] },
    ],
    [
      'back in service: a second period',
      [
        r(1, 'added', '2026-11-01'),
        r(1, 'out-of-service', '2026-11-10'),
        r(1, 'back-in-service', '2026-11-15'),
      ],
      {
        1: [
          { from: '2026-11-01', until: '2026-11-10' },
          { from: '2026-11-15', until: null },
        ],
      },
    ],
    [
      'moved to another type: still in service',
      [r(1, 'added', '2026-11-01'), r(1, 'type-changed', '2026-11-03')],
      { 1: [{ from: '2026-11-01', until: null }] },
    ],
    [
      'added and taken out the same day: no night',
      [r(1, 'added', '2026-11-04'), r(1, 'out-of-service', '2026-11-04')],
      { 1: [] },
    ],
    [
      'a second out-of-service or added changes nothing',
      [
        r(1, 'added', '2026-11-01'),
        r(1, 'added', '2026-11-02'),
        r(1, 'out-of-service', '2026-11-05'),
        r(1, 'out-of-service', '2026-11-07'),
      ],
      { 1: [{ from: '2026-11-01', until: '2026-11-05' }] },
    ],
  ])('%s', (_case, history, expected) => {
    expect(Object.fromEntries(servicePeriods(history))).toEqual(expected);
  });

  it("a night's rooms are the same whatever range it is asked in", () => {
    // Rooms 1 and 2 from 1 Nov; 3 added on 28 Nov; 2 out on 29 Nov; 4 added in December.
    const history = [
      r(1, 'added', '2026-11-01'),
      r(2, 'added', '2026-11-01'),
      r(3, 'added', '2026-11-28'),
      r(2, 'out-of-service', '2026-11-29'),
      r(4, 'added', '2026-12-07'),
    ];
    const rooms = [...servicePeriods(history).values()].flatMap((spans) =>
      spans.map((s) => ({ ...s, outOfService: [] })),
    );
    const night = (from: string, to: string) =>
      roomNights({ from, to, stays: [], rooms }).map((n) => [n.date, n.inService]);
    expect(night('2026-11-27', '2026-11-30')).toEqual([
      ['2026-11-27', 2],
      ['2026-11-28', 3],
      ['2026-11-29', 2],
      ['2026-11-30', 2],
    ]);
    expect(night('2026-11-01', '2026-12-31').slice(26, 30)).toEqual(
      night('2026-11-27', '2026-11-30'),
    );
  });
});
