import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RoomStatus, roomStatusCodes } from './room-status.ts';
import {
  roomStatusAfterSwap,
  roomStatusVacatedBySwap,
  roomSwapProblem,
  swapCandidates,
} from './room-swap.ts';
import { stayTypes, type StayType } from './stay-types.ts';

describe('room swap (hand-computed)', () => {
  it.each<[string, string | null, number | undefined, boolean, string | undefined]>([
    ['no room chosen', null, undefined, false, 'Please select a new room.'],
    ['empty choice', '', undefined, false, 'Please select a new room.'],
    ['the same room', '101', 1, false, 'The new room must be another room.'],
    ['an available room', '102', 1, false, undefined],
    ['a full-night room', '102', 2, false, 'Room 102 is not available.'],
    ['housekeeping', '102', 5, false, 'Room 102 is not available.'],
    ['available but held by a guest', '102', 1, true, 'Room 102 is not available.'],
  ])('%s', (_case, newRoom, newRoomStatus, newRoomHeld, problem) => {
    expect(roomSwapProblem({ currentRoom: '101', newRoom, newRoomStatus, newRoomHeld })).toBe(
      problem,
    );
  });

  it.each<[StayType, number]>([
    ['full-night', 2],
    ['daycation', 3],
    ['session', 4],
    // ADR 016: a long-stay guest keeps 7 (the original client fell to 2).
    ['long-stay', 7],
  ])('a %s guest makes the new room %d', (stayType, status) => {
    expect(roomStatusAfterSwap(stayType)).toBe(status);
  });

  it('the old room becomes available', () => {
    expect(roomStatusVacatedBySwap).toBe(RoomStatus.Available);
  });

  it('offers only available rooms other than the current one', () => {
    const rooms = [
      { Room: '101', Status: 2 },
      { Room: '102', Status: 1 },
      { Room: '103', Status: 5 },
      { Room: '104', Status: 1 },
    ];
    expect(swapCandidates(rooms, '101').map((r) => r.Room)).toEqual(['102', '104']);
    expect(swapCandidates([{ Room: '101', Status: 1 }], '101')).toEqual([]);
  });
});

describe('room swap properties', () => {
  it('a move is allowed only into another, available, empty room', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('101', '102', '103'),
        fc.constantFrom(...roomStatusCodes),
        fc.boolean(),
        (newRoom, status, held) => {
          const problem = roomSwapProblem({
            currentRoom: '101',
            newRoom,
            newRoomStatus: status,
            newRoomHeld: held,
          });
          expect(problem === undefined).toBe(newRoom !== '101' && status === 1 && !held);
        },
      ),
    );
  });

  it('the new room is occupied by the stay type, never available or housekeeping', () => {
    fc.assert(
      fc.property(fc.constantFrom(...stayTypes), (stayType) => {
        expect([2, 3, 4, 7]).toContain(roomStatusAfterSwap(stayType));
      }),
    );
  });
});
