import { useTranslation } from 'react-i18next';
import type { DisplayLanguage } from '@frontdesk/domain';
import { SegmentedChoice } from '../components/plain/segmented-choice.tsx';
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
    // Mantine's Group (gap 6, centred, no wrap) as a plain element: no Mantine JavaScript on
    // the first screen (ADR 049).
    <div
      className="m_4081bf90 mantine-Group-root"
      style={{
        ['--group-gap' as string]: 'calc(0.375rem * var(--mantine-scale))',
        ['--group-align' as string]: 'center',
        ['--group-justify' as string]: 'center',
        ['--group-wrap' as string]: 'nowrap',
      }}
      data-testid="language-switch"
    >
      <SegmentedChoice
        label={t('display.language')}
        value={locale.language}
        onChange={chooseLanguage}
        data={languages.map(({ value, label, lang }) => ({
          value,
          label: <ChoiceName label={label} lang={lang} />,
        }))}
      />
      <SegmentedChoice
        label={t('display.digits')}
        value={locale.digits}
        onChange={setDisplayDigits}
        data={digits.map(({ value, label, lang }) => ({
          value,
          label: <ChoiceName label={label} lang={lang} />,
        }))}
      />
    </div>
  );
};
