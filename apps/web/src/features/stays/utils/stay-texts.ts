import type { TFunction } from 'i18next';
import { extensionMessages, type PriceList, type Room } from '@frontdesk/domain';

/** A room type's prices keyed by stay type, as the domain's pricing rules read them. */
export const pricesOfRoom = (room: Pick<Room, 'RoomType'>): PriceList =>
  Object.fromEntries(room.RoomType.RoomPrices.map((entry) => [entry.StayType, entry.Price]));

const problemKeys: Record<string, `stays.extend.${keyof typeof extensionMessages}`> = {
  [extensionMessages.selectValidCheckout]: 'stays.extend.selectValidCheckout',
  [extensionMessages.daysAfterCurrent]: 'stays.extend.daysAfterCurrent',
  [extensionMessages.longStayAfterCurrent]: 'stays.extend.longStayAfterCurrent',
  [extensionMessages.hoursMinimum]: 'stays.extend.hoursMinimum',
};

/** A domain rule's message through the catalogue (the rules speak English; screens translate). */
export const problemText = (problem: string | undefined, t: TFunction): string | undefined =>
  problem === undefined ? undefined : problemKeys[problem] ? t(problemKeys[problem]!) : problem;
