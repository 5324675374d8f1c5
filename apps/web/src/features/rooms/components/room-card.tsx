import { useId, type CSSProperties } from 'react';
import type { TFunction } from 'i18next';
import type { Room } from '@frontdesk/domain';
import { roomStatusText } from '../../../i18n/format.ts';
import { roomStatusStyle } from '../../../components/room-status-style.ts';
import { plainIcon, textProps } from '../../../components/plain/boxes.ts';
import type { MaintenanceNote } from '../utils/maintenance-note.ts';
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
  /** A room under maintenance: why, and until when or whether it is back (ADR 085). */
  maintenance?: MaintenanceNote | undefined;
  /** The grid's texts: one translation hook per grid, not per card (ADR 056). */
  t: TFunction;
  /** Gets the card too: focus goes back to it when what it opened is done. */
  onSelect: (room: Room, card: HTMLElement) => void;
}

/**
 * One room of the grid: number, status icon and label, in the status's colour. Plain elements
 * drawn by Mantine's UnstyledButton and Text styles: the grid's cards are the largest part of the
 * dashboard's first render (ADR 056).
 */
export const RoomCard = ({ room, guest, maintenance, t, onSelect }: RoomCardProps) => {
  const { icon, color } = roomStatusStyle(room.Status);
  const label = roomStatusText(t, room.Status);
  const guestId = useId();
  return (
    <button
      type="button"
      className={`mantine-focus-auto ${classes.card} m_87cf2631 mantine-UnstyledButton-root`}
      data-status={room.Status}
      data-testid="room-card"
      data-overdue={guest?.overdue || maintenance?.ended ? true : undefined}
      aria-label={t('rooms.cardLabel', { room: room.Room, status: label })}
      // The guest line is the card's description: its name stays 'Room 101, Full Night'.
      aria-describedby={guest || maintenance ? guestId : undefined}
      style={
        {
          '--room-color': `var(--mantine-color-${color}-6)`,
          '--room-text': `var(--mantine-color-${color}-9)`,
          '--room-bg': `var(--mantine-color-${color}-light)`,
        } as CSSProperties
      }
      onClick={(event) => onSelect(room, event.currentTarget)}
    >
      <p {...textProps({ size: 'lg', fw: 700, lh: 1.1 })}>{room.Room}</p>
      {plainIcon(icon, { size: 20, 'aria-hidden': true, className: classes.icon })}
      <p {...textProps({ size: 'xs', fw: 500, className: classes.label, truncate: true })}>
        {label}
      </p>
      {guest ? (
        <span id={guestId} className={classes.guestLines}>
          <span {...textProps({ size: 'xs', fw: 600, className: classes.guest, truncate: true })}>
            {guest.name}
          </span>{' '}
          <span {...textProps({ size: 'xs', className: classes.guest })}>
            {guest.overdue ? (
              <span className={classes.overdue}>{`${guest.overdue} · `}</span>
            ) : null}
            {guest.dueOut}
          </span>
        </span>
      ) : null}
      {maintenance ? (
        <span id={guestId} className={classes.guestLines}>
          {maintenance.reason ? (
            <span {...textProps({ size: 'xs', fw: 600, className: classes.guest, truncate: true })}>
              {maintenance.reason}
            </span>
          ) : null}{' '}
          {maintenance.line ? (
            <span
              {...textProps({
                size: 'xs',
                className: maintenance.ended
                  ? `${classes.guest} ${classes.overdue}`
                  : classes.guest,
              })}
            >
              {maintenance.line}
            </span>
          ) : null}
        </span>
      ) : null}
    </button>
  );
};
