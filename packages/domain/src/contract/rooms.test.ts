import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRooms, roomStatusChangeSchema } from './rooms.ts';

describe('room status change', () => {
  it.each([1, 2, 3, 4, 5, 6, 7])('status %i is accepted', (status) => {
    expect(roomStatusChangeSchema.parse({ status })).toEqual({ status });
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
