import { useState, type ReactNode } from 'react';
import { useInterval } from '@mantine/hooks';
import { IconBuildingSkyscraper, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDisplayFormat } from '../i18n/format.ts';
import { LanguageMenuButton } from '../i18n/language-menu-button.tsx';
import { useHotelTimeZone, useSession } from '../lib/session.ts';
import { useStoredUserName } from '../lib/use-stored-values.ts';
import { logout } from '../features/auth/api/logout.ts';
import { useCurrentHotel } from '../features/hotels/hooks/use-current-hotel.ts';
import { groupProps, stackProps, textProps } from '../components/plain/boxes.ts';
import { DeskButton } from '../components/plain/desk-button.tsx';
import { PlainTitle } from '../components/plain/layout.tsx';
import { fitTopBar } from './top-bar-fit.ts';
import { useFirstPageCodeHere } from './first-page-code.ts';
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

/** The signed-in user's name: stored at sign-in, else the session's (an owner's stores none). */
const useUserName = (): string => {
  const session = useSession();
  return useStoredUserName() ?? session.data?.user.name ?? '';
};

/**
 * Whether the top bar is drawn: once the first page's code is here (its own buttons come with
 * it) and the hotel's name (the session's answer or the hotel list's) and the user's are known;
 * drawn before, any of them arriving would move the bar's labels and buttons (ADR 055): an
 * owner's name comes with the session only, and the date beside it moved 63 px when the hotel
 * list answered first. A session that has failed (a desk offline without a saved copy) draws the
 * bar as it is. The page under it waits for it too (SignedInShell): a bar on two rows (ADR 060)
 * drawn after the page would push it down.
 */
export const useTopBarDrawn = (): boolean => {
  const session = useSession();
  const hotelName = useHotelName();
  const userName = useUserName();
  const codeHere = useFirstPageCodeHere();
  const known = hotelName !== '' && userName !== '';
  // Not `isError`: asking again after a failure (as the page's own reads of the session do when
  // they mount) resets it until that answer comes, and the page would come and go with it.
  return codeHere && (known || session.errorUpdateCount > 0);
};

/** A line of who is signed in where: icon, name and what follows it on one line. */
const whoLine = groupProps({ gap: 6, wrap: 'nowrap', style: { minWidth: '0rem' } });

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
 * and date in the hotel's zone, a centre title, then the screen's buttons and Logout.
 */
export const TopBar = ({ title, onTitleClick, children }: TopBarProps) => {
  const { t } = useTranslation();
  const hotelName = useHotelName();
  const timeZone = useHotelTimeZone();
  const userName = useUserName();
  const format = useDisplayFormat();
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), 30_000, { autoInvoke: true });

  if (!useTopBarDrawn()) return null;

  return (
    <div className={classes.bar} ref={fitTopBar}>
      {/* Mantine's Stack, Group, Text and Button as plain elements (ADR 063). */}
      <div {...stackProps({ gap: 0, className: classes.who })}>
        <div {...whoLine}>
          <IconBuildingSkyscraper size={16} aria-hidden style={{ flexShrink: 0 }} />
          <p {...textProps({ size: 'sm', fw: 600, truncate: true })}>{hotelName}</p>
          <LanguageMenuButton />
        </div>
        <div {...whoLine}>
          <IconUser size={16} aria-hidden style={{ flexShrink: 0 }} />
          <p {...textProps({ size: 'sm', truncate: true })}>{userName}</p>
          <p {...textProps({ size: 'xs', c: 'dimmed', style: { whiteSpace: 'nowrap' } })}>
            {format.topBarDate(now, timeZone)}
          </p>
        </div>
      </div>
      <div className={classes.title}>
        <PlainTitle size="h3" center>
          <button
            type="button"
            className="mantine-focus-auto m_87cf2631 mantine-UnstyledButton-root"
            style={{ font: 'inherit' }}
            onClick={onTitleClick}
          >
            {title}
          </button>
        </PlainTitle>
      </div>
      <div
        {...groupProps({ gap: 6, justify: 'flex-end', wrap: 'nowrap', className: classes.actions })}
      >
        {children}
        <DeskButton
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconLogout size={16} />}
          onClick={() => void logout()}
        >
          {t('topBar.logout')}
        </DeskButton>
      </div>
    </div>
  );
};
