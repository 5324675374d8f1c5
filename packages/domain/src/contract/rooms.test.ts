import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRooms, roomStatusChangeSchema } from './rooms.ts';

describe('room status change', () => {
  it.each([1, 2, 3, 4, 5, 6, 7])('status %i is accepted', (status) => {
    expect(roomStatusChangeSchema.parse({ status })).toEqual({
      status,
      reason: null,
      expectedEnd: null,
    });
  });

  it('keeps a maintenance reason and expected end (ADR 085)', () => {
    expect(
      roomStatusChangeSchema.parse({
        status: 6,
        reason: '  AC broken ',
        expectedEnd: '2026-12-10',
      }),
    ).toEqual({ status: 6, reason: 'AC broken', expectedEnd: '2026-12-10' });
    expect(roomStatusChangeSchema.parse({ status: 6, reason: '', expectedEnd: null })).toEqual({
      status: 6,
      reason: null,
      expectedEnd: null,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a reason on status 1',
      { status: 1, reason: 'AC' },
      'A reason and an expected end date are only for Maintenance (status 6)',
    ],
    [
      'an end on status 5',
      { status: 5, expectedEnd: '2026-12-10' },
      'A reason and an expected end date are only for Maintenance (status 6)',
    ],
    [
      'a bad date',
      { status: 6, expectedEnd: '10/12/2026' },
      'Expected end must be a date written yyyy-mm-dd',
    ],
    [
      'no such date',
      { status: 6, expectedEnd: '2026-02-30' },
      'Expected end must be a date written yyyy-mm-dd',
    ],
    [
      'a number',
      { status: 6, expectedEnd: 20261210 },
      'Expected end must be a date written yyyy-mm-dd',
    ],
    [
      'a long reason',
      { status: 6, reason: 'x'.repeat(201) },
      'Reason must be at most 200 characters',
    ],
  ])('%s is refused', (_case, body, message) => {
    expect(roomStatusChangeSchema.safeParse(body).error?.issues[0]?.message).toBe(message);
  });

  it.each<[string, unknown, string]>([
    ['0', 0, 'Status must be one of: 1, 2, 3, 4, 5, 6, 7'],
    ['8', 8, 'Status must be one of: 1, 2, 3, 4, 5, 6, 7'],
    ['2.5', 2.5, 'Status must be one of: 1, 2, 3, 4, 5, 6, 7'],
    ['text', '2', 'Status must be one of: 1, 2, 3, 4, 5, 6, 7'],
    ['missing', undefined, 'Status is required'],
  ])('%s is refused, naming status', (_case, status, message) => {
    const result = roomStatusChangeSchema.safeParse({ status });
    expect(result.error?.issues[0]).toMatchObject({ path: ['status'], message });
  });
});

describe('compareRooms: by floor, then room number as a number', () => {
  it('sorts a mixed grid', () => {
    const rooms = [
      { Floor: 2, Room: '201' },
      { Floor: 1, Room: '110' },
      { Floor: 1, Room: '19' },
      { Floor: 1, Room: '102A' },
      { Floor: 1, Room: '102' },
      { Floor: 12, Room: '1201' },
    ];
    expect([...rooms].sort(compareRooms).map((r) => r.Room)).toEqual([
      '19',
      '102',
      '102A',
      '110',
      '201',
      '1201',
    ]);
  });

  it('is an order: antisymmetric and floor first', () => {
    const room = fc.record({
      Floor: fc.integer({ min: 1, max: 30 }),
      Room: fc.stringMatching(/^[0-9]{1,4}[A-Z]?$/),
    });
    fc.assert(
      fc.property(room, room, (a, b) => {
        expect(Math.sign(compareRooms(a, b))).toBe(-Math.sign(compareRooms(b, a)) || 0);
        if (a.Floor !== b.Floor)
          expect(Math.sign(compareRooms(a, b))).toBe(Math.sign(a.Floor - b.Floor));
        if (
          a.Floor === b.Floor &&
          /^\d+$/.test(a.Room) &&
          /^\d+$/.test(b.Room) &&
          Number(a.Room) !== Number(b.Room)
        ) {
          expect(Math.sign(compareRooms(a, b))).toBe(Math.sign(Number(a.Room) - Number(b.Room)));
        }
      }),
    );
  });
});
