import { describe, expect, it } from 'vitest';
import { isOccupied, roomStatusLabel } from './room-status.ts';

describe('room status', () => {
  it.each([
    [1, 'Available', false],
    [2, 'Full Night', true],
    [3, 'Daycation', true],
    [4, 'Session', true],
    [5, 'Housekeeping', false],
    [6, 'Maintenance', false],
    [7, 'Long Stay', true],
    [0, 'Available', false],
    [99, 'Available', false],
  ])('status %i is %s (occupied: %s)', (status, label, occupied) => {
    expect(roomStatusLabel(status)).toBe(label);
    expect(isOccupied(status)).toBe(occupied);
  });
});
