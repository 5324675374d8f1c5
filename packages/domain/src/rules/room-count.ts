/**
 * A reservation cannot hold more rooms than the hotel has: twenty rooms at a seventeen-room
 * hotel is a typo, not a booking. Answers the message, or undefined when the count fits.
 */
export const roomCountBeyondHotel = (roomCount: number, hotelRooms: number): string | undefined =>
  roomCount > hotelRooms
    ? `Room count cannot be more than the ${hotelRooms} rooms of the hotel`
    : undefined;
