import type { TFunction } from 'i18next';
import {
  formatDisplayDate,
  maintenanceEndPassed,
  RoomStatus,
  type DisplayLocale,
  type IsoDate,
  type Room,
} from '@frontdesk/domain';

/** What a room card under maintenance says under its status (ADR 085). */
export interface MaintenanceNote {
  /** Why, as the desk wrote it. */
  reason?: string | undefined;
  /** 'Until 10/12/2026', or, once that date has come, the question whether it is back. */
  line?: string | undefined;
  /** The expected end has come: the card asks whether the room is back in service. */
  ended: boolean;
}

/** The note of a room under maintenance with a reason or an expected end; else none. */
export const maintenanceNote = (
  room: Room,
  today: IsoDate,
  t: TFunction,
  display: DisplayLocale,
): MaintenanceNote | undefined => {
  const spell = room.Status === RoomStatus.Maintenance ? room.Maintenance : undefined;
  if (!spell || (!spell.Reason && !spell.Until)) return undefined;
  const until = spell.Until as IsoDate | null;
  const ended = maintenanceEndPassed(until, today);
  const date = until ? formatDisplayDate(until, display) : '';
  return {
    reason: spell.Reason ?? undefined,
    line: until
      ? t(ended ? 'rooms.maintenance.ended' : 'rooms.maintenance.until', { date })
      : undefined,
    ended,
  };
};
