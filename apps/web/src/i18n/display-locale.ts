import { useSyncExternalStore } from 'react';
import {
  englishDisplay,
  isDisplayDigits,
  isDisplayLanguage,
  type DisplayDigits,
  type DisplayLanguage,
  type DisplayLocale,
} from '@frontdesk/domain';

/** Kept per browser, beside the sign-in's keys (lib/storage.ts). */
export const displayStorageKeys = { language: 'language', digits: 'digits' } as const;

const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string) => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the choice holds for this page view.
  }
};

const stored = (): DisplayLocale => {
  const language = read(displayStorageKeys.language);
  const digits = read(displayStorageKeys.digits);
  return {
    language: isDisplayLanguage(language) ? language : englishDisplay.language,
    // Burmese readers get Myanmar digits until they choose otherwise; English keeps 0-9.
    digits: isDisplayDigits(digits) ? digits : language === 'my' ? 'mymr' : 'latn',
  };
};

let current: DisplayLocale = typeof window === 'undefined' ? englishDisplay : stored();
const listeners = new Set<() => void>();

// The Burmese font is fetched only once Burmese is chosen, so English pages never download it.
let fontRequested = false;
const loadBurmeseFont = () => {
  if (fontRequested) return;
  fontRequested = true;
  void import('./burmese-font.css');
};

const applyToDocument = () => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = current.language;
  if (current.language === 'my') loadBurmeseFont();
};
applyToDocument();

/** The language and digits the desk chose (English, Latin digits by default). */
export const getDisplayLocale = (): DisplayLocale => current;

const update = (next: DisplayLocale) => {
  if (next.language === current.language && next.digits === current.digits) return;
  current = next;
  write(displayStorageKeys.language, next.language);
  write(displayStorageKeys.digits, next.digits);
  applyToDocument();
  for (const listener of listeners) listener();
};

/** Switches the whole app, without a reload; Burmese starts with Myanmar digits. */
export const setDisplayLanguage = (language: DisplayLanguage) => {
  const digitsChosen = isDisplayDigits(read(displayStorageKeys.digits));
  update({
    language,
    digits: digitsChosen ? current.digits : language === 'my' ? 'mymr' : 'latn',
  });
};

export const setDisplayDigits = (digits: DisplayDigits) => update({ ...current, digits });

export const subscribeToDisplayLocale = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Re-renders when the language or the digits change. */
export const useDisplayLocale = (): DisplayLocale =>
  useSyncExternalStore(subscribeToDisplayLocale, getDisplayLocale, getDisplayLocale);
