import { desc, eq, gt, max } from 'drizzle-orm';
import { expect } from 'vitest';
import { activityLog } from '../src/db/schema.ts';
import type { useTestApp } from './app-fixture.ts';

type Response = { statusCode: number; body: string };

/** Reading the activity log in tests (ADR 036): what a write recorded, and as whom. */
export const activityLogOf = (fx: Pick<ReturnType<typeof useTestApp>, 'db' | 't'>) => {
  const lastId = async () =>
    (
      await fx
        .db()
        .select({ id: max(activityLog.id) })
        .from(activityLog)
    )[0]?.id ?? 0;
  const entriesAfter = (id: number) =>
    fx.db().select().from(activityLog).where(gt(activityLog.id, id)).orderBy(activityLog.id);

  return {
    lastId,
    entriesAfter,

    /** A fresh desk of `hotel`: its token, user and session, read from its own sign-in entry. */
    async signIn(role: 'reception' | 'admin' = 'reception', hotel = 'aureo') {
      const token = await fx.t.login(hotel, role);
      const [entry] = await fx
        .db()
        .select()
        .from(activityLog)
        .where(eq(activityLog.kind, 'sign-in'))
        .orderBy(desc(activityLog.id))
        .limit(1);
      return { token, userId: entry!.userId!, sessionId: entry!.sessionId! };
    },

    /** Runs `write` and answers the one entry it recorded (failing when it recorded another count). */
    async onlyEntryOf(write: () => Promise<Response>) {
      const before = await lastId();
      const response = await write();
      expect(response.statusCode, response.body).toBeLessThan(300);
      const entries = await entriesAfter(before);
      expect(entries.map((e) => e.kind)).toHaveLength(1);
      return entries[0]!;
    },

    /** Runs a write that must be refused with `status`, and checks that it recorded nothing. */
    async nothingRecordedBy(status: number, write: () => Promise<Response>) {
      const before = await lastId();
      const response = await write();
      expect(response.statusCode, response.body).toBe(status);
      expect(await entriesAfter(before)).toEqual([]);
    },
  };
};
