import { Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isDisplayDigits, isDisplayLanguage } from '@frontdesk/domain';
import { setDisplayDigits, setDisplayLanguage, useDisplayLocale } from './display-locale.ts';

/**
 * English / မြန်မာ and the digits (0-9 / ၀-၉), self-contained: placed as one element on the
 * hotel picker, the sign-in card and the top bar. The choice is kept per browser and applied at
 * once, without a reload.
 */
export const LanguageSwitch = () => {
  const { t } = useTranslation();
  const { language, digits } = useDisplayLocale();
  return (
    <Group gap={6} justify="center" wrap="nowrap" data-testid="language-switch">
      <SegmentedControl
        size="xs"
        aria-label={t('display.language')}
        value={language}
        onChange={(value) => {
          if (isDisplayLanguage(value)) setDisplayLanguage(value);
        }}
        data={[
          // Each language is named in itself, so anyone can find their own.
          { value: 'en', label: <span lang="en">{t('display.english')}</span> },
          { value: 'my', label: <span lang="my">{t('display.burmese')}</span> },
        ]}
      />
      <SegmentedControl
        size="xs"
        aria-label={t('display.digits')}
        value={digits}
        onChange={(value) => {
          if (isDisplayDigits(value)) setDisplayDigits(value);
        }}
        data={[
          { value: 'latn', label: t('display.latinDigits') },
          { value: 'mymr', label: t('display.myanmarDigits') },
        ]}
      />
    </Group>
  );
};
