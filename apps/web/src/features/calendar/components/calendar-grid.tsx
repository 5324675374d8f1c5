import type { CSSProperties } from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  burmeseWeekdays,
  englishWeekdays,
  formatClockTime,
  RoomStatus,
  type Calendar,
  type CalendarReservation,
  type CalendarStay,
  type IsoDate,
} from '@frontdesk/domain';
import { roomStatusStyle } from '../../../components/room-status-style.ts';
import { stayTypeLook } from '../../../components/stay-type-look.ts';
import { roomStatusText, useDisplayFormat } from '../../../i18n/format.ts';
import { barPlace, freeDates, rangeDates } from '../utils/calendar-layout.ts';
import classes from './calendar-grid.module.css';
import '../../../i18n/desk-dialog-texts.ts';

export type CalendarRoom = Calendar['rooms'][number];

export interface CalendarGridProps {
  calendar: Calendar;
  /** A free cell: a reservation from that date, or (today) a check-in of the room. */
  onFreeCell: (room: CalendarRoom, date: IsoDate) => void;
  /** A stay's bar. */
  onStay: (stay: CalendarStay) => void;
  /** A night's count of reserved rooms: the reservations it counts. */
  onReservations: (date: IsoDate, reservations: CalendarReservation[]) => void;
}

const weekdayOf = (date: IsoDate, language: string): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return language === 'my'
    ? (burmeseWeekdays[weekday] ?? '')
    : (englishWeekdays[weekday] ?? '').slice(0, 3);
};

const markedStatuses: readonly number[] = [RoomStatus.Housekeeping, RoomStatus.Maintenance];

/**
 * The booking calendar's grid (ADR 041): rooms down the side, days across; rooms promised to
 * reservations and rooms free per night on top; every stay a bar in its stay type's colour and
 * icon; housekeeping and maintenance marked on the room and today's cell.
 */
export const CalendarGrid = ({
  calendar,
  onFreeCell,
  onStay,
  onReservations,
}: CalendarGridProps) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const range = { from: calendar.from, days: calendar.days };
  const dates = rangeDates(range);
  const reservationsById = new Map(calendar.reservations.map((r) => [r.id, r]));
  const time = (wallClock: string) =>
    `${format.date(wallClock.slice(0, 10))} ${formatClockTime(wallClock.slice(11, 16), format.locale)}`;

  return (
    <div className={classes.scroller} data-testid="calendar-scroller">
      <div
        className={classes.grid}
        role="grid"
        aria-label={t('calendar.grid')}
        style={{ '--days': calendar.days } as CSSProperties}
      >
        <div role="row" style={{ display: 'contents' }}>
          <div className={classes.corner} role="columnheader">
            {t('calendar.rooms')}
          </div>
          {dates.map((date) => (
            <div
              key={date}
              role="columnheader"
              className={`${classes.dayHead} ${date === calendar.today ? classes.today : ''}`}
              aria-label={format.date(date)}
            >
              <div>{weekdayOf(date, format.locale.language)}</div>
              <div>{format.number(Number(date.slice(8, 10)))}</div>
            </div>
          ))}
        </div>
        <div role="row" style={{ display: 'contents' }}>
          <div className={`${classes.summaryHead} ${classes.reservedRow}`} role="rowheader">
            {t('calendar.reserved')}
          </div>
          {calendar.nights.map((night) => (
            <div
              key={night.date}
              role="gridcell"
              className={`${classes.summaryCell} ${classes.reservedRow}`}
            >
              {night.reservedRooms > 0 ? (
                <UnstyledButton
                  fz="xs"
                  fw={700}
                  c="violet.8"
                  aria-label={t('calendar.reservedCell', {
                    date: format.date(night.date),
                    count: night.reservedRooms,
                    n: format.number(night.reservedRooms),
                  })}
                  onClick={() =>
                    onReservations(
                      night.date,
                      night.reservationIds.flatMap((id) => reservationsById.get(id) ?? []),
                    )
                  }
                >
                  {format.number(night.reservedRooms)}
                </UnstyledButton>
              ) : null}
            </div>
          ))}
        </div>
        <div role="row" style={{ display: 'contents' }}>
          <div className={`${classes.summaryHead} ${classes.freeRow}`} role="rowheader">
            {t('calendar.free')}
          </div>
          {calendar.nights.map((night) => (
            <div
              key={night.date}
              role="gridcell"
              className={`${classes.summaryCell} ${classes.freeRow}`}
              aria-label={t('calendar.freeCount', {
                date: format.date(night.date),
                n: format.number(night.free),
              })}
              data-testid="calendar-free-count"
            >
              <Text span fz="xs" fw={700} c={night.free > 0 ? 'teal.8' : 'red.8'}>
                {format.number(night.free)}
              </Text>
            </div>
          ))}
        </div>
        {calendar.rooms.map((room) => {
          const stays = calendar.stays.filter((stay) => stay.room === room.room);
          const free = freeDates(room, stays, dates, calendar.today);
          const marked = markedStatuses.includes(room.status);
          const { icon: StatusIcon, color } = roomStatusStyle(room.status);
          const spell = room.status === RoomStatus.Maintenance ? room.maintenance : undefined;
          // Under maintenance: why, and until when (ADR 085).
          const statusLabel = spell
            ? [
                t('rooms.maintenance.calendarLabel', {
                  reason: spell.reason ?? t('rooms.maintenance.noReason'),
                }),
                spell.until ? t('rooms.maintenance.until', { date: format.date(spell.until) }) : '',
              ]
                .filter(Boolean)
                .join(' · ')
            : roomStatusText(t, room.status);
          return (
            <div
              key={room.room}
              role="row"
              aria-label={t('calendar.roomLabel', { room: room.room })}
              style={{ display: 'contents' }}
            >
              <div className={classes.roomHead} role="rowheader">
                <Text span fw={700} size="sm">
                  {room.room}
                </Text>
                {marked ? (
                  <span
                    role="img"
                    aria-label={statusLabel}
                    title={statusLabel}
                    style={{ display: 'inline-flex' }}
                  >
                    <StatusIcon size={16} color={`var(--mantine-color-${color}-7)`} aria-hidden />
                  </span>
                ) : null}
                {spell?.reason ? (
                  <Text span size="xs" c="dimmed" truncate aria-hidden maw={72}>
                    {spell.reason}
                  </Text>
                ) : null}
              </div>
              <div className={classes.track} role="gridcell">
                {dates.map((date) => (
                  <div
                    key={date}
                    className={classes.cell}
                    data-today={date === calendar.today || undefined}
                    data-status={date === calendar.today ? room.status : undefined}
                  >
                    {free.has(date) ? (
                      <UnstyledButton
                        className={classes.freeCell}
                        aria-label={
                          date === calendar.today
                            ? t('calendar.checkInCell', { room: room.room })
                            : t('calendar.freeCell', { room: room.room, date: format.date(date) })
                        }
                        onClick={() => onFreeCell(room, date)}
                      />
                    ) : null}
                  </div>
                ))}
                {stays.map((stay) => {
                  const place = barPlace(stay, range);
                  if (!place) return null;
                  const { icon: StayIcon, color: stayColor } = stayTypeLook(stay.stayType);
                  const stayType = t(`checkIn.stayTypes.${stay.stayType}`);
                  return (
                    <UnstyledButton
                      key={stay.guestId}
                      className={classes.bar}
                      data-testid="calendar-stay"
                      data-stay-type={stay.stayType}
                      data-before-range={place.beforeRange || undefined}
                      data-after-range={place.afterRange || undefined}
                      data-gone={!stay.inHouse || undefined}
                      disabled={!stay.inHouse}
                      title={[
                        stay.name,
                        stayType,
                        stay.nights === null
                          ? null
                          : t('checkIn.nightCount', { count: stay.nights }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      aria-label={t('calendar.stayLabel', {
                        name: stay.name,
                        room: stay.room,
                        stayType,
                        from: time(stay.checkin),
                        to: time(stay.checkout),
                      })}
                      style={{
                        left: `${place.left * 100}%`,
                        width: `${place.width * 100}%`,
                        '--stay-color': `var(--mantine-color-${stayColor}-6)`,
                        '--stay-text': `var(--mantine-color-${stayColor}-9)`,
                        '--stay-bg': `var(--mantine-color-${stayColor}-light)`,
                      }}
                      onClick={() => onStay(stay)}
                    >
                      <StayIcon size={14} aria-hidden style={{ flexShrink: 0 }} />
                      <span className={classes.barName}>{stay.name}</span>
                    </UnstyledButton>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
};
