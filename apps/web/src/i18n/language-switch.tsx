import { Button, Group, Menu, SegmentedControl } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isDisplayDigits, isDisplayLanguage, type DisplayLocale } from '@frontdesk/domain';
import { setDisplayDigits, setDisplayLanguage, useDisplayLocale } from './display-locale.ts';

export interface LanguageSwitchProps {
  /** One small menu button instead of two switches (the top bar, where room is short). */
  compact?: boolean;
}

/**
 * English / မြန်မာ and the digits (0-9 / ၀-၉), self-contained: placed as one element on the
 * hotel picker, the sign-in card and the top bar. The choice is kept per browser and applied at
 * once, without a reload.
 */
export const LanguageSwitch = ({ compact = false }: LanguageSwitchProps) => {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  // Each language is named in itself, so anyone can find their own.
  const languages = [
    { value: 'en', label: t('display.english'), lang: 'en' },
    { value: 'my', label: t('display.burmese'), lang: 'my' },
  ] as const;
  const digits = [
    { value: 'latn', label: t('display.latinDigits') },
    { value: 'mymr', label: t('display.myanmarDigits') },
  ] as const;
  if (compact) return <CompactSwitch locale={locale} languages={languages} digits={digits} />;
  return (
    <Group gap={6} justify="center" wrap="nowrap" data-testid="language-switch">
      <SegmentedControl
        size="xs"
        aria-label={t('display.language')}
        value={locale.language}
        onChange={(value) => {
          if (isDisplayLanguage(value)) setDisplayLanguage(value);
        }}
        data={languages.map(({ value, label, lang }) => ({
          value,
          label: <span lang={lang}>{label}</span>,
        }))}
      />
      <SegmentedControl
        size="xs"
        aria-label={t('display.digits')}
        value={locale.digits}
        onChange={(value) => {
          if (isDisplayDigits(value)) setDisplayDigits(value);
        }}
        data={[...digits]}
      />
    </Group>
  );
};

interface CompactSwitchProps {
  locale: DisplayLocale;
  languages: ReadonlyArray<{ value: 'en' | 'my'; label: string; lang: string }>;
  digits: ReadonlyArray<{ value: 'latn' | 'mymr'; label: string }>;
}

const CompactSwitch = ({ locale, languages, digits }: CompactSwitchProps) => {
  const { t } = useTranslation();
  const check = (chosen: boolean) => (chosen ? <IconCheck size={14} /> : <span />);
  const current = languages.find((l) => l.value === locale.language);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconLanguage size={14} />}
          aria-label={t('display.language')}
          data-testid="language-switch"
        >
          <span lang={current?.lang}>{current?.label}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('display.language')}</Menu.Label>
        {languages.map(({ value, label, lang }) => (
          <Menu.Item
            key={value}
            leftSection={check(locale.language === value)}
            onClick={() => setDisplayLanguage(value)}
          >
            <span lang={lang}>{label}</span>
          </Menu.Item>
        ))}
        <Menu.Label>{t('display.digits')}</Menu.Label>
        {digits.map(({ value, label }) => (
          <Menu.Item
            key={value}
            leftSection={check(locale.digits === value)}
            onClick={() => setDisplayDigits(value)}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};
