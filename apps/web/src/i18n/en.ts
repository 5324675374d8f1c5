/**
 * Every text the web app shows, organised by screen, one file per part of the app in en/. Texts
 * quoted in SPEC.md are copied exactly (including its spelling, e.g. 'Availablility'). The Burmese
 * catalogue (my.ts) mirrors these keys; screens only ever call t('screen.key').
 */
import { shellTexts } from './en/shell.ts';
import { roomsTexts } from './en/rooms.ts';
import { receiptTexts } from './en/receipt.ts';
import { correctionsTexts } from './en/corrections.ts';
import { reservationsTexts } from './en/reservations.ts';
import { moneyTexts } from './en/money.ts';

export const en = {
  ...shellTexts,
  ...roomsTexts,
  ...receiptTexts,
  ...correctionsTexts,
  ...reservationsTexts,
  ...moneyTexts,
} as const;

/**
 * The shape every other catalogue must have. The desk's dialogs' texts (check-in, stays, food)
 * are not here: they arrive with the dialogs (desk-dialog-texts.ts); Burmese has them all (my.ts).
 */
export type Catalogue = typeof en;
