import type { en } from './en.ts';
import type { hotelSetupTexts } from './en/hotel-setup.ts';

// Typed keys: t('login.title') is checked against the English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The owner's setup texts arrive with their pages (hotel-setup/texts.ts), not the entry.
    resources: { translation: typeof en & typeof hotelSetupTexts };
  }
}
