import type { en } from './en.ts';
import type { deskDialogTexts } from './en/desk-dialogs.ts';
import type { activityTexts } from './en/activity.ts';
import type { reportsTexts } from './en/reports.ts';
import type { checkInChangeTexts } from './en/check-in-change.ts';
import type { guestSearchTexts } from './en/guest-search.ts';
import type { calendarTexts } from './en/calendar.ts';
import type { hotelSetupTexts } from './en/hotel-setup.ts';
import type { shiftTexts } from './en/shifts.ts';
import type { walletTexts } from './en/wallet.ts';
import type { overbookingTexts } from './en/overbooking.ts';
import type { registerTexts } from './en/register.ts';
import type { ownPasswordTexts, staffPageTexts } from './en/staff.ts';
import type { todayTexts } from './en/today.ts';
import type { todayListTexts } from './en/today-list.ts';
import type { expenseTexts } from './en/expenses.ts';

// Typed keys: t('login.title') is checked against the English catalogue, and the texts pages add
// when their chunk arrives (page-texts.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The owner's pages' texts arrive with their pages, not the entry.
    resources: {
      translation: typeof en &
        typeof deskDialogTexts &
        typeof staffPageTexts &
        typeof ownPasswordTexts &
        typeof hotelSetupTexts &
        typeof activityTexts &
        typeof shiftTexts &
        typeof walletTexts &
        typeof reportsTexts &
        typeof overbookingTexts &
        typeof todayTexts &
        typeof todayListTexts &
        typeof guestSearchTexts &
        typeof checkInChangeTexts &
        typeof registerTexts &
        typeof calendarTexts &
        typeof expenseTexts;
    };
  }
}
