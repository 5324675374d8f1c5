import { useId } from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Room } from '@frontdesk/domain';
import { roomStatusText } from '../../../i18n/format.ts';
import { roomStatusStyle } from '../../../components/room-status-style.ts';
import classes from './room-card.module.css';

/** The guest holding the room, as the card shows them (passed in from app/: ADR 039). */
export interface RoomCardGuest {
  name: string;
  /** When they are due out, e.g. 'Out 12:00'. */
  dueOut: string;
  /** The overdue mark's text, when they are past their check-out time. */
  overdue?: string;
}

export interface RoomCardProps {
  room: Room;
  guest?: RoomCardGuest | undefined;
  /** Gets the card too: focus goes back to it when what it opened is done. */
  onSelect: (room: Room, card: HTMLElement) => void;
}

/** One room of the grid: number, status icon and label, in the status's colour. */
export const RoomCard = ({ room, guest, onSelect }: RoomCardProps) => {
  const { t } = useTranslation();
  const { icon: Icon, color } = roomStatusStyle(room.Status);
  const label = roomStatusText(t, room.Status);
  const guestId = useId();
  return (
    <UnstyledButton
      className={classes.card}
      data-status={room.Status}
      data-testid="room-card"
      data-overdue={guest?.overdue ? true : undefined}
      aria-label={t('rooms.cardLabel', { room: room.Room, status: label })}
      // The guest line is the card's description: its name stays 'Room 101, Full Night'.
      aria-describedby={guest ? guestId : undefined}
      style={{
        '--room-color': `var(--mantine-color-${color}-6)`,
        '--room-text': `var(--mantine-color-${color}-9)`,
        '--room-bg': `var(--mantine-color-${color}-light)`,
      }}
      onClick={(event) => onSelect(room, event.currentTarget)}
    >
      <Text fw={700} size="lg" lh={1.1}>
        {room.Room}
      </Text>
      <Icon size={20} aria-hidden className={classes.icon} />
      <Text size="xs" fw={500} className={classes.label} truncate="end">
        {label}
      </Text>
      {guest ? (
        <span id={guestId} className={classes.guestLines}>
          <Text span size="xs" fw={600} className={classes.guest} truncate="end">
            {guest.name}
          </Text>{' '}
          <Text span size="xs" className={classes.guest}>
            {guest.overdue ? <span className={classes.overdue}>{guest.overdue} · </span> : null}
            {guest.dueOut}
          </Text>
        </span>
      ) : null}
    </UnstyledButton>
  );
};
