import {
  businessDayBounds,
  type ActivityEntry,
  type ActivityKind,
  type ActivityPage,
  type ActivityParams,
  type ActivityQuery,
} from '@frontdesk/domain';
import type { Database } from '../db/client.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { listActivity, listHotelUsers } from './activity.repository.ts';

export const createActivityService = ({ db }: { db: Database }) => ({
  /** GET /admin/activity: a page of the log, newest first; dates are the hotel's. */
  async page(hotel: HotelRow, query: ActivityQuery): Promise<ActivityPage> {
    const rows = await listActivity(db, hotel.id, {
      start: query.from ? businessDayBounds(query.from, hotel.timeZone).start : undefined,
      end: query.to ? businessDayBounds(query.to, hotel.timeZone).end : undefined,
      userId: query.userId,
      kind: query.kind,
      before: query.before === undefined ? undefined : Number(query.before),
      limit: query.limit + 1,
    });
    const shown = rows.slice(0, query.limit);
    const entries: ActivityEntry[] = shown.map((row) => ({
      ID: row.id,
      At: row.at.toISOString(),
      UserID: row.userId,
      UserName: row.userName,
      SessionID: row.sessionId,
      Kind: row.kind as ActivityKind,
      Subject: row.subject,
      Params: row.params as ActivityParams[ActivityKind],
    }));
    const last = shown.at(-1);
    return { entries, next: rows.length > query.limit && last ? String(last.id) : null };
  },

  /** The hotel's users (the filter's choices), deactivated ones too: their entries stay. */
  async users(hotel: HotelRow) {
    const rows = await listHotelUsers(db, hotel.id);
    return rows.map((u) => ({ ID: u.id, Name: u.name, Role: u.role }));
  },
});
