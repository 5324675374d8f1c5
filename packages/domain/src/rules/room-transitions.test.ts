import { describe, expect, it } from 'vitest';
import {
  roomStatusAfterCheckin,
  roomStatusAfterCheckout,
  roomStatusChangeProblem,
} from './room-transitions.ts';
import type { RoomStatusCode } from './room-status.ts';
import type { StayType } from './stay-types.ts';

describe('room status after operations', () => {
  it.each<[StayType, number]>([
    ['full-night', 2],
    ['daycation', 3],
    ['session', 4],
    ['long-stay', 7],
  ])('check-in of %s sets %i', (stayType, status) => {
    expect(roomStatusAfterCheckin(stayType)).toBe(status);
  });

  it('checkout sets housekeeping', () => {
    expect(roomStatusAfterCheckout).toBe(5);
  });
});

describe('direct status changes', () => {
  it.each<[RoomStatusCode, StayType | undefined, boolean]>([
    [5, undefined, true],
    [6, undefined, true],
    [1, undefined, true],
    [5, 'full-night', false],
    [1, 'session', false],
    [2, undefined, false],
    [2, 'full-night', true],
    [3, 'full-night', false],
    [7, 'long-stay', true],
    [4, 'session', true],
  ])('to %i with guest %s allowed: %s', (target, guest, allowed) => {
    expect(roomStatusChangeProblem(target, guest) === undefined).toBe(allowed);
  });
});
