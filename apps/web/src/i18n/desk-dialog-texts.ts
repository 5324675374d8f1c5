import { checkInTexts } from './en/check-in.ts';
import { foodTexts } from './en/food.ts';
import { staysTexts } from './en/stays.ts';
import { defaultNamespace, i18n } from './i18n.ts';

/** The English texts of the desk's dialogs: check-in, a guest's stay, food and stock. */
export const deskDialogTexts = { ...checkInTexts, ...staysTexts, ...foodTexts } as const;

// Added when the first dialog's code arrives, not with the dashboard: its first load carries
// only what it shows (ADR 054). Imported by each module that uses these texts; their Burmese is
// in the Burmese catalogue (my.ts), fetched whole.
i18n.addResourceBundle('en', defaultNamespace, deskDialogTexts, true, false);
