import type { PriceList, Room } from '@frontdesk/domain';

/** A room type's prices keyed by stay type, as the domain's pricing rules read them. */
export const priceListOf = (room: Pick<Room, 'RoomType'>): PriceList =>
  Object.fromEntries(room.RoomType.RoomPrices.map((entry) => [entry.StayType, entry.Price]));
