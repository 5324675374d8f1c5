import type { IsoDate } from './dates.ts';
import type { Nights } from './report.ts';

/** What a room's history records (issue 44, ADR 076). */
export const roomHistoryKinds = [
  'added',
  'out-of-service',
  'back-in-service',
  'type-changed',
] as const;
export type RoomHistoryKind = (typeof roomHistoryKinds)[number];

/** One dated record of a room's history: the hotel date it happened on. */
export interface RoomHistoryRecord {
  room: number;
  kind: RoomHistoryKind;
  date: IsoDate;
}

/**
 * Each room's nights in service from its history, oldest record first (ADR 076): a room added
 * (or back in service) on a date is in service from that date's night; taken out of service on
 * a date, not that night. A type change leaves it in service. The answer depends only on the
 * records, never on the range asked: a past night keeps its rooms whatever is changed later.
 */
export const servicePeriods = (history: readonly RoomHistoryRecord[]): Map<number, Nights[]> => {
  const periods = new Map<number, Nights[]>();
  for (const record of history) {
    const spans = periods.get(record.room) ?? [];
    const open = spans.at(-1)?.until === null ? spans.at(-1) : undefined;
    if (record.kind === 'added' || record.kind === 'back-in-service') {
      if (!open) spans.push({ from: record.date, until: null });
    } else if (record.kind === 'out-of-service' && open) {
      open.until = record.date;
    }
    periods.set(record.room, spans);
  }
  // A room added and taken out on the same date was in service no night.
  for (const [room, spans] of periods)
    periods.set(
      room,
      spans.filter((s) => s.until === null || s.from === null || s.from < s.until),
    );
  return periods;
};
