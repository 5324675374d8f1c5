import type { TFunction } from 'i18next';
import { extensionMessages, MissingPriceError, type PriceList, type Room } from '@frontdesk/domain';
import { schemaMessage } from '../../../i18n/schema-message.ts';
import { displayFormat } from '../../../i18n/format.ts';
import '../../../i18n/desk-dialog-texts.ts';

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
  problem === undefined
    ? undefined
    : problemKeys[problem]
      ? t(problemKeys[problem]!)
      : schemaMessage(problem);

/** An amount as the dialogs show it (chosen language and digits); a dash until it can be computed. */
export const moneyText = (amount: number | undefined): string =>
  amount === undefined ? '-' : displayFormat().kyat(amount);

/** A live quote, or the price the room type lacks (the server would refuse it the same way). */
export const liveQuote = <T>(
  quote: () => T | undefined,
): { quote: T | undefined; priceProblem: string | undefined } => {
  try {
    return { quote: quote(), priceProblem: undefined };
  } catch (error) {
    if (!(error instanceof MissingPriceError)) throw error;
    return { quote: undefined, priceProblem: schemaMessage(error.message) };
  }
};
