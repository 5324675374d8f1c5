import { Center, Loader } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { compareRooms, type Room } from '@frontdesk/domain';
import { floorText } from '../../../i18n/format.ts';
import { NotLiveMark } from '../../../components/not-live-mark.tsx';
import { useDisplayLocale } from '../../../i18n/display-locale.ts';
import { useHotelToday } from '../../../lib/use-hotel-today.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { useRooms } from '../api/get-rooms.ts';
import { maintenanceNote } from '../utils/maintenance-note.ts';
import { RoomCard, type RoomCardGuest } from './room-card.tsx';
import { preloadRoomDialogs } from './lazy-dialogs.ts';
import { useRoomActions, type CheckoutBillView, type StayActions } from './room-actions.tsx';
import classes from './room-grid.module.css';
import { PlainTitle } from '../../../components/plain/layout.tsx';
import { LightAlert } from '../../../components/plain/light-alert.tsx';
import {
  groupProps,
  panelProps,
  rem,
  stackProps,
  textProps,
} from '../../../components/plain/boxes.ts';

export interface RoomGridProps {
  /** The in-stay options built by other features; without them they say 'not available yet'. */
  stayActions?: StayActions;
  /** Fetches the code of the in-stay dialogs, when the grid is pointed at or focused. */
  preloadStayActions?: () => void;
  /** The bill shown in the checkout question (ADR 033). */
  checkoutBill?: CheckoutBillView | undefined;
  /** The guest holding a room, shown on its card (name, due-out time, overdue mark). */
  guestOf?: (roomNumber: string) => RoomCardGuest | undefined;
}

const floorHeading = textProps({
  size: 'sm',
  fw: 600,
  c: 'dimmed',
  style: { marginBottom: rem(4) },
});

export interface Floor {
  floor: number;
  rooms: Room[];
}

/** Rooms grouped by floor, floors in number order, rooms by number within a floor. */
export const roomsByFloor = (rooms: readonly Room[]): Floor[] => {
  const floors: Floor[] = [];
  for (const room of [...rooms].sort(compareRooms)) {
    const last = floors.at(-1);
    if (last?.floor === room.Floor) last.rooms.push(room);
    else floors.push({ floor: room.Floor, rooms: [room] });
  }
  return floors;
};

/**
 * The dashboard's Room Overview (SPEC.md section 2): every room by floor with its status; a click
 * opens what can be done with the room.
 */
export const RoomGrid = ({
  stayActions,
  preloadStayActions,
  checkoutBill,
  guestOf,
}: RoomGridProps) => {
  const { t } = useTranslation();
  const rooms = useRooms();
  const display = useDisplayLocale();
  const today = useHotelToday(useHotelTimeZone());
  const { openRoom, dialogs } = useRoomActions(stayActions, checkoutBill);
  const floors = roomsByFloor(rooms.data ?? []);
  // The dialogs a click leads to start loading as the pointer or focus comes near (ADR 023).
  const prepare = () => {
    preloadRoomDialogs();
    preloadStayActions?.();
  };

  return (
    <div {...panelProps(240, false)} onPointerEnter={prepare} onFocus={prepare}>
      <div {...groupProps({ gap: 6, style: { marginBottom: 'var(--mantine-spacing-sm)' } })}>
        <IconLayoutGrid size={20} aria-hidden />
        <PlainTitle order={3} size="h5">
          {t('dashboard.rooms')}
        </PlainTitle>
        <NotLiveMark />
      </div>
      {rooms.isPending ? (
        <Center mih={160}>
          <Loader aria-label={t('rooms.loading')} />
        </Center>
      ) : null}
      {rooms.isError && !rooms.data ? (
        <LightAlert color="red" role="alert">
          {t('rooms.loadFailed')}
        </LightAlert>
      ) : null}
      {rooms.data && floors.length === 0 ? (
        <p {...textProps({ c: 'dimmed' })}>{t('rooms.empty')}</p>
      ) : null}
      {/* Plain elements with Mantine's Stack and Text styles, as the cards (ADR 056). */}
      <div {...stackProps({ gap: 'sm' })}>
        {floors.map(({ floor, rooms: floorRooms }) => (
          <section key={floor} aria-label={floorText(t, floor)}>
            <p {...floorHeading}>{floorText(t, floor)}</p>
            <div className={classes.rooms}>
              {floorRooms.map((room) => (
                <RoomCard
                  key={room.Room}
                  room={room}
                  guest={guestOf?.(room.Room)}
                  maintenance={maintenanceNote(room, today, t, display)}
                  t={t}
                  onSelect={openRoom}
                />
              ))}
            </div>
          </section>
        ))}
      </div>
      {dialogs}
    </div>
  );
};
