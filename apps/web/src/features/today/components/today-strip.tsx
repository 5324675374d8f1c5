import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TodayAtGlance } from '@frontdesk/domain';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';
import { groupProps, textProps } from '../../../components/plain/boxes.ts';
import { DeskButton } from '../../../components/plain/desk-button.tsx';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { useToday } from '../api/get-today.ts';
import '../texts.ts';

export const todayLists = ['arrivals', 'departures', 'overdue', 'inHouse'] as const;
export type TodayList = (typeof todayLists)[number];

/** How many each list holds: reservations to arrive, guests due out, past their time, in house. */
export const todayCounts = (today: TodayAtGlance): Record<TodayList, number> => ({
  arrivals: today.Arrivals.length,
  departures: today.InHouse.filter((g) => g.DueOutToday).length,
  overdue: today.InHouse.filter((g) => g.Overdue).length,
  inHouse: today.InHouse.length,
});

// The lists come in a chunk of their own, fetched when the strip is pointed at or first opened.
const TodayListDialog = lazyDialog(() => import('./today-list-dialog.tsx'), 'TodayListDialog');

export interface TodayStripProps {
  /** Brings the room grid into view (the 'Rooms' button; ADR 039). */
  onShowRooms: () => void;
}

/**
 * Today at a glance (issue 19): four counts, each opening its list, and a way to the room grid.
 * Live with the rest of the dashboard (the socket's events refetch it) and every minute.
 */
export const TodayStrip = ({ onShowRooms }: TodayStripProps) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const today = useToday();
  const [shown, setShown] = useState<TodayList | null>(null);
  const [list, setList] = useState<TodayList>('arrivals');
  const counts = today.data && todayCounts(today.data);
  return (
    <div
      {...groupProps({ gap: 6 })}
      role="group"
      aria-label={t('today.title')}
      onPointerEnter={TodayListDialog.preload}
      onFocus={TodayListDialog.preload}
    >
      {todayLists.map((name) => (
        <DeskButton
          key={name}
          size="compact-sm"
          variant={name === 'overdue' && counts?.overdue ? 'filled' : 'light'}
          color={name === 'overdue' ? 'red' : 'gray'}
          data-testid={`today-${name}`}
          onClick={() => {
            setList(name);
            setShown(name);
          }}
          rightSection={
            <span {...textProps({ size: 'sm', fw: 700 })}>
              {counts ? format.number(counts[name]) : '-'}
            </span>
          }
        >
          {t(`today.${name}`)}
        </DeskButton>
      ))}
      <DeskButton size="compact-sm" variant="subtle" onClick={onShowRooms}>
        {t('today.rooms')} ↓
      </DeskButton>
      {today.isError && !today.data ? (
        <p {...textProps({ size: 'xs', c: 'red.8' })} role="alert">
          {t('today.loadFailed')}
        </p>
      ) : null}
      <TodayListDialog
        opened={shown !== null}
        onClose={() => setShown(null)}
        list={list}
        today={today.data}
      />
    </div>
  );
};
