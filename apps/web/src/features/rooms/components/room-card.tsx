import { Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Room } from '@frontdesk/domain';
import { roomStatusText } from '../../../i18n/format.ts';
import { roomStatusStyle } from '../../../components/room-status-style.ts';
import classes from './room-card.module.css';

export interface RoomCardProps {
  room: Room;
  /** Gets the card too: focus goes back to it when what it opened is done. */
  onSelect: (room: Room, card: HTMLElement) => void;
}

/** One room of the grid: number, status icon and label, in the status's colour. */
export const RoomCard = ({ room, onSelect }: RoomCardProps) => {
  const { t } = useTranslation();
  const { icon: Icon, color } = roomStatusStyle(room.Status);
  const label = roomStatusText(t, room.Status);
  return (
    <UnstyledButton
      className={classes.card}
      data-status={room.Status}
      data-testid="room-card"
      aria-label={t('rooms.cardLabel', { room: room.Room, status: label })}
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
    </UnstyledButton>
  );
};
