import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { setDisplayDigits, useDisplayLocale } from './display-locale.ts';
import { ChoiceName, chooseLanguage, useDisplayChoices } from './language-switch.tsx';
import { LanguageMenuTrigger } from './language-menu-button.tsx';

export interface LanguageMenuProps {
  /** Open at once (the button was clicked before the menu's code had arrived). */
  defaultOpened?: boolean;
}

/**
 * The language and digit choices of LanguageSwitch as one small menu button (the top bar, where
 * room is short). Its own chunk (LanguageMenuButton loads it), so no screen waits for Menu.
 */
export const LanguageMenu = ({ defaultOpened = false }: LanguageMenuProps) => {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const { languages, digits } = useDisplayChoices();
  const check = (chosen: boolean) => (chosen ? <IconCheck size={14} /> : <span />);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageMenuTrigger />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('display.language')}</Menu.Label>
        {languages.map(({ value, label, lang }) => (
          <Menu.Item
            key={value}
            leftSection={check(locale.language === value)}
            onClick={() => chooseLanguage(value)}
          >
            <ChoiceName label={label} lang={lang} />
          </Menu.Item>
        ))}
        <Menu.Label>{t('display.digits')}</Menu.Label>
        {digits.map(({ value, label, lang }) => (
          <Menu.Item
            key={value}
            leftSection={check(locale.digits === value)}
            onClick={() => setDisplayDigits(value)}
          >
            <ChoiceName label={label} lang={lang} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};
