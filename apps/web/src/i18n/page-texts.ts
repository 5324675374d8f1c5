import { defaultNamespace, i18n } from './i18n.ts';

/**
 * Adds the texts of a page that comes in its own chunk (the owner's Staff page, the password
 * forms), when that chunk arrives, in English and Burmese, so that the first screens do not carry
 * them (apps/server/test/bench.smoke.test.ts weighs them). Their keys are typed in i18next.d.ts
 * like the rest; the Burmese mirrors the English by type (Translation<...>).
 */
export const addPageTexts = (texts: { en: object; my: object }): void => {
  i18n.addResourceBundle('en', defaultNamespace, texts.en, true, false);
  // Merged into the Burmese catalogue whether or not it has been fetched yet.
  i18n.addResourceBundle('my', defaultNamespace, texts.my, true, false);
};
