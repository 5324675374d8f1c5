import type { en } from './en.ts';
import type { ownPasswordTexts, staffPageTexts } from './en/staff.ts';

// Typed keys: t('login.title') is checked against the English catalogue, and the texts pages add
// when their chunk arrives (page-texts.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof staffPageTexts & typeof ownPasswordTexts };
  }
}
