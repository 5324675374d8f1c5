import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber, type DisplayLanguage } from '@frontdesk/domain';
import { shellTexts } from './en/shell.ts';
import { getDisplayLocale, subscribeToDisplayLocale } from './display-locale.ts';
import { acceptTypedDigits } from './typed-digits.ts';

export const defaultNamespace = 'translation';
/**
 * English is bundled with the app: the texts of the first screens and the frame (shell.ts) in the
 * entry, the rest with the signed-in screens (signed-in-texts.ts, ADR 049). Burmese is fetched
 * whole when chosen (loadLanguage).
 */
const resources = {
  en: { [defaultNamespace]: shellTexts },
} as const;

/** Fired when only the digits change, so every t() re-renders (react.bindI18n below). */
const digitsChanged = 'digitsChanged';

/**
 * Initialised once, synchronously, in English (bundled). A desk that chose Burmese gets it from
 * loadLanguage, which main.tsx awaits before the first render, so no English flashes by.
 */
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
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'my'],
    defaultNS: defaultNamespace,
    resources,
    interpolation: { escapeValue: false, alwaysFormat: true }, // React escapes already
    initAsync: false,
    returnNull: false,
    react: { bindI18n: `languageChanged ${digitsChanged}` },
  });

/** Each language's texts, calendar names and font, fetched once (English is already here). */
const loaders: Record<DisplayLanguage, () => Promise<void>> = {
  en: () => Promise.resolve(),
  my: async () => {
    const [{ my }] = await Promise.all([
      import('./my.ts'),
      // Burmese month and weekday names for Mantine's calendars (dayjs's 'my' locale).
      import('dayjs/locale/my'),
      // Burmese is first drawn in its own font, never laid out again when the font comes.
      import('./burmese-font-ready.ts').then(({ burmeseFontReady }) => burmeseFontReady()),
    ]);
    i18n.addResourceBundle('my', defaultNamespace, my);
  },
};
const loading = new Map<DisplayLanguage, Promise<void>>();
const loaded = new Set<DisplayLanguage>(['en']);

/** Fetches a language's catalogue (once); the app switches to it when it is the chosen one. */
export const loadLanguage = (language: DisplayLanguage): Promise<void> => {
  let promise = loading.get(language);
  if (!promise) {
    promise = loaders[language]().then(() => {
      loaded.add(language);
      showChosenLanguage();
    });
    // A failed fetch (offline) may be tried again by choosing the language again.
    promise.catch(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
};

/** Shows the chosen language once its texts are here; until then the current one stays. */
const showChosenLanguage = () => {
  const { language } = getDisplayLocale();
  if (!loaded.has(language)) {
    void loadLanguage(language).catch(() => undefined);
    return false;
  }
  if (i18n.language === language) return false;
  void i18n.changeLanguage(language);
  return true;
};

subscribeToDisplayLocale(() => {
  if (!showChosenLanguage()) i18n.emit(digitsChanged);
});

if (typeof document !== 'undefined') acceptTypedDigits();
