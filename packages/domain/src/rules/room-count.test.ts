import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roomCountBeyondHotel } from './room-count.ts';

describe('roomCountBeyondHotel', () => {
  it.each([
    [1, 17, undefined],
    [17, 17, undefined],
    [18, 17, 'Room count cannot be more than the 17 rooms of the hotel'],
    [20, 17, 'Room count cannot be more than the 17 rooms of the hotel'],
    [1, 0, 'Room count cannot be more than the 0 rooms of the hotel'],
  ])('%i rooms at a %i-room hotel: %s', (roomCount, hotelRooms, message) => {
    expect(roomCountBeyondHotel(roomCount, hotelRooms)).toBe(message);
  });

  it('refuses exactly the counts above the hotel', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), (roomCount, hotelRooms) => {
        expect(roomCountBeyondHotel(roomCount, hotelRooms) === undefined).toBe(
          roomCount <= hotelRooms,
        );
      }),
    );
  });
});
