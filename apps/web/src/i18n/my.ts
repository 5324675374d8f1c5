import type { Catalogue } from './en.ts';
import type { deskDialogTexts } from './en/desk-dialogs.ts';
import type { Translation } from './translation.ts';
import { shellTexts } from './my/shell.ts';
import { roomsTexts } from './my/rooms.ts';
import { checkInTexts } from './my/check-in.ts';
import { receiptTexts } from './my/receipt.ts';
import { correctionsTexts } from './my/corrections.ts';
import { staysTexts } from './my/stays.ts';
import { foodTexts } from './my/food.ts';
import { reservationsTexts } from './my/reservations.ts';
import { moneyTexts } from './my/money.ts';
import { todayTexts } from './my/today.ts';
import { registerTexts } from './my/register.ts';

/**
 * Burmese (Myanmar Unicode, never Zawgyi): every key of en.ts, one file per part of the app in
 * my/ beside en/. Hotel, guest and user names and receipt numbers are data and are not here. The hotel terms chosen are listed, with the English
 * beside them, in docs/glossary.md; keep the two in step. Numbers interpolated as {{count}} are
 * written in the desk's chosen digits by i18n.ts, so write them as placeholders, never as digits.
 */
export const my: Translation<Catalogue & typeof deskDialogTexts> = {
  ...shellTexts,
  ...roomsTexts,
  ...checkInTexts,
  ...receiptTexts,
  ...correctionsTexts,
  ...staysTexts,
  ...foodTexts,
  ...reservationsTexts,
  ...moneyTexts,
  // The dashboard's Today strip (its English comes with the dashboard: features/today/texts.ts).
  ...todayTexts,
  // The guest register's (its English comes with its chunks: features/register/texts.ts).
  ...registerTexts,
};
