import { forwardRef, lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeskButton } from '../components/plain/desk-button.tsx';
import { useDisplayLocale } from './display-locale.ts';
import { ChoiceName, useDisplayChoices } from './language-switch.tsx';

const loadMenu = () => import('./language-menu.tsx');
const LanguageMenu = lazy(async () => ({ default: (await loadMenu()).LanguageMenu }));
const preloadMenu = () => void loadMenu().catch(() => undefined);

/** The small button naming the current language; LanguageMenu opens from it. */
export const LanguageMenuTrigger = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<'button'>
>((props, ref) => {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const current = useDisplayChoices().languages.find((l) => l.value === locale.language);
  return (
    <DeskButton
      ref={ref}
      size="compact-xs"
      variant="default"
      leftSection={<IconLanguage size={14} />}
      aria-label={t('display.language')}
      data-testid="language-switch"
      {...props}
    >
      {current ? <ChoiceName label={current.label} lang={current.lang} /> : null}
    </DeskButton>
  );
});
LanguageMenuTrigger.displayName = 'LanguageMenuTrigger';

/**
 * The top bar's language and digits menu. Mantine's Menu (about 9 KB gzip) is fetched when the
 * button is pointed at or focused, and opens once here if it was clicked first (ADR 023).
 */
export const LanguageMenuButton = () => {
  const [wanted, setWanted] = useState(false);
  const trigger = (
    <LanguageMenuTrigger
      onClick={() => setWanted(true)}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
    />
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageMenu defaultOpened />
    </Suspense>
  );
};
