import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from '@frontdesk/domain';
import { en } from './en.ts';
import { my } from './my.ts';
import { getDisplayLocale, subscribeToDisplayLocale } from './display-locale.ts';
import { acceptTypedDigits } from './typed-digits.ts';

export const defaultNamespace = 'translation';
export const resources = {
  en: { [defaultNamespace]: en },
  my: { [defaultNamespace]: my },
} as const;

/** Fired when only the digits change, so every t() re-renders (react.bindI18n below). */
const digitsChanged = 'digitsChanged';

/** Initialised once, synchronously (the catalogues are bundled), before the first render. */
export const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .use({
    // Every number interpolated into a text ({{count}}, {{rate}}) in the chosen digits, through
    // Intl; strings (room numbers, names) are data and pass unchanged.
    type: 'formatter',
    init: () => undefined,
    add: () => undefined,
    addCached: () => undefined,
    format: (value: unknown) =>
      typeof value === 'number' ? formatNumber(value, getDisplayLocale()) : value,
  })
  .init({
    lng: getDisplayLocale().language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'my'],
    defaultNS: defaultNamespace,
    resources,
    interpolation: { escapeValue: false, alwaysFormat: true }, // React escapes already
    initAsync: false,
    returnNull: false,
    react: { bindI18n: `languageChanged ${digitsChanged}` },
  });

subscribeToDisplayLocale(() => {
  const { language } = getDisplayLocale();
  if (i18n.language !== language) void i18n.changeLanguage(language);
  else i18n.emit(digitsChanged);
});

if (typeof document !== 'undefined') acceptTypedDigits();
