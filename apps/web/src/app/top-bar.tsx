import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconBuildingSkyscraper, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDisplayFormat } from '../i18n/format.ts';
import { LanguageMenuButton } from '../i18n/language-menu-button.tsx';
import { useHotelTimeZone, useSession } from '../lib/session.ts';
import { useStoredUserName } from '../lib/use-stored-values.ts';
import { logout } from '../features/auth/api/logout.ts';
import { useCurrentHotel } from '../features/hotels/hooks/use-current-hotel.ts';
import { PlainTitle } from '../components/plain/layout.tsx';
import { fitTopBar } from './top-bar-fit.ts';
import classes from './top-bar.module.css';

/** The signed-in hotel's name: from the session, or the picker's list until it has loaded. */
export const useHotelName = (): string => {
  const session = useSession();
  const hotel = useCurrentHotel();
  return session.data?.hotel.name ?? hotel?.name ?? '';
};

/** Where a page's own buttons go (`TopBarAction`): among the bar's, wrapping with them. */
export const TopBarSlot = ({ ref }: { ref: (element: HTMLDivElement | null) => void }) => (
  <div className={classes.slot} ref={ref} />
);

/**
 * Whether the top bar is drawn: once the hotel's name is known (the session's answer or the hotel
 * list's); drawn before, its arrival would move every label and button of the bar (ADR 055). A
 * session that has failed (a desk offline without a saved copy) draws the bar as it is. The page
 * under it waits for it too (SignedInShell): a bar on two rows (ADR 060) drawn after the page
 * would push it down.
 */
export const useTopBarDrawn = (): boolean => {
  const session = useSession();
  // Not `isError`: asking again after a failure (as the page's own reads of the session do when
  // they mount) resets it until that answer comes, and the page would come and go with it.
  return useHotelName() !== '' || session.errorUpdateCount > 0;
};

export interface TopBarProps {
  /** The centre title (the hotel's name on reception screens, 'Revenue Overview' on /admin). */
  title: string;
  /** What clicking the title does (back to the screen's start). */
  onTitleClick: () => void;
  /** The screen's own buttons, shown before Logout. */
  children?: ReactNode;
}

/**
 * The top bar of every signed-in screen (SPEC.md section 2): hotel label, signed-in user, weekday
 * and date in the hotel's zone, a centre title, then the screen's buttons and Logout. The user's
 * name is the one stored at sign-in, else the session's (the admin sign-in answers a token only).
 */
export const TopBar = ({ title, onTitleClick, children }: TopBarProps) => {
  const { t } = useTranslation();
  const session = useSession();
  const hotelName = useHotelName();
  const timeZone = useHotelTimeZone();
  const userName = useStoredUserName();
  const format = useDisplayFormat();
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), 30_000, { autoInvoke: true });

  if (!useTopBarDrawn()) return null;

  return (
    <div className={classes.bar} ref={fitTopBar}>
      <Stack gap={0} className={classes.who}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconBuildingSkyscraper size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={600} truncate="end">
            {hotelName}
          </Text>
          <LanguageMenuButton />
        </Group>
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconUser size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" truncate="end">
            {userName ?? session.data?.user.name ?? ''}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {format.topBarDate(now, timeZone)}
          </Text>
        </Group>
      </Stack>
      <div className={classes.title}>
        <PlainTitle size="h3" center>
          <UnstyledButton style={{ font: 'inherit' }} onClick={onTitleClick}>
            {title}
          </UnstyledButton>
        </PlainTitle>
      </div>
      <Group gap={6} justify="flex-end" wrap="nowrap" className={classes.actions}>
        {children}
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconLogout size={16} />}
          onClick={() => void logout()}
        >
          {t('topBar.logout')}
        </Button>
      </Group>
    </div>
  );
};
