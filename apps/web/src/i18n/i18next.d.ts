import type { en } from './en.ts';
import type { activityTexts } from './en/activity.ts';
import type { calendarTexts } from './en/calendar.ts';
import type { hotelSetupTexts } from './en/hotel-setup.ts';
import type { ownPasswordTexts, staffPageTexts } from './en/staff.ts';

// Typed keys: t('login.title') is checked against the English catalogue, and the texts pages add
// when their chunk arrives (page-texts.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The owner's pages' texts arrive with their pages, not the entry.
    resources: {
      translation: typeof en &
        typeof staffPageTexts &
        typeof ownPasswordTexts &
        typeof hotelSetupTexts &
        typeof activityTexts &
        typeof calendarTexts;
    };
  }
}
