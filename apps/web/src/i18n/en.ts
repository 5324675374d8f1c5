/**
 * Every text the web app shows, organised by screen, one file per part of the app in en/. Texts
 * quoted in SPEC.md are copied exactly (including its spelling, e.g. 'Availablility'). The Burmese
 * catalogue (my.ts) mirrors these keys; screens only ever call t('screen.key').
 */
import { shellTexts } from './en/shell.ts';
import { roomsTexts } from './en/rooms.ts';
import { checkInTexts } from './en/check-in.ts';
import { correctionsTexts } from './en/corrections.ts';
import { staysTexts } from './en/stays.ts';
import { foodTexts } from './en/food.ts';
import { reservationsTexts } from './en/reservations.ts';
import { moneyTexts } from './en/money.ts';

export const en = {
  ...shellTexts,
  ...roomsTexts,
  ...checkInTexts,
  ...correctionsTexts,
  ...staysTexts,
  ...foodTexts,
  ...reservationsTexts,
  ...moneyTexts,
} as const;

/** The shape every other catalogue must have. */
export type Catalogue = typeof en;
