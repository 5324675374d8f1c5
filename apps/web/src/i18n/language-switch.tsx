import { Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isDisplayDigits, isDisplayLanguage, type DisplayLanguage } from '@frontdesk/domain';
import { setDisplayDigits, setDisplayLanguage, useDisplayLocale } from './display-locale.ts';
import { loadLanguage } from './i18n.ts';
import classes from './language-names.module.css';

/** The choices, each language named in itself so anyone can find their own. */
export const useDisplayChoices = () => {
  const { t } = useTranslation();
  const languages = [
    { value: 'en', label: t('display.english'), lang: 'en' },
    { value: 'my', label: t('display.burmese'), lang: 'my' },
  ] as const;
  const digits = [
    { value: 'latn', label: t('display.latinDigits'), lang: 'en' },
    { value: 'mymr', label: t('display.myanmarDigits'), lang: 'my' },
  ] as const;
  return { languages, digits };
};

/** A choice's name in its own language, drawn in Myanmar letters on any screen (ADR 028). */
export const ChoiceName = ({ label, lang }: { label: string; lang: string }) => (
  <span lang={lang} className={classes.name}>
    {label}
  </span>
);

/**
 * Switches once the language's texts are here (Burmese is fetched when first chosen), so the
 * texts, digits and font change together; offline, the switch still happens and the texts follow.
 */
export const chooseLanguage = (language: DisplayLanguage) => {
  const choose = () => setDisplayLanguage(language);
  void loadLanguage(language).then(choose, choose);
};

/**
 * English / မြန်မာ and the digits (0-9 / ၀-၉), self-contained: placed as one element on the
 * hotel picker and the sign-in card (the top bar has the same choices as a menu, LanguageMenu).
 * The choice is kept per browser and applied at once, without a reload.
 */
export const LanguageSwitch = () => {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const { languages, digits } = useDisplayChoices();
  return (
    <Group gap={6} justify="center" wrap="nowrap" data-testid="language-switch">
      <SegmentedControl
        size="xs"
        aria-label={t('display.language')}
        value={locale.language}
        onChange={(value) => {
          if (isDisplayLanguage(value)) chooseLanguage(value);
        }}
        data={languages.map(({ value, label, lang }) => ({
          value,
          label: <ChoiceName label={label} lang={lang} />,
        }))}
      />
      <SegmentedControl
        size="xs"
        aria-label={t('display.digits')}
        value={locale.digits}
        onChange={(value) => {
          if (isDisplayDigits(value)) setDisplayDigits(value);
        }}
        data={digits.map(({ value, label, lang }) => ({
          value,
          label: <ChoiceName label={label} lang={lang} />,
        }))}
      />
    </Group>
  );
};
