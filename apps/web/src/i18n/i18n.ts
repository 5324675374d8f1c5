import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';

export const defaultNamespace = 'translation';
export const resources = { en: { [defaultNamespace]: en } } as const;

/** Initialised once, synchronously (the catalogue is bundled), before the first render. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: defaultNamespace,
  resources,
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
  returnNull: false,
});
