import { and, count, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { maxReceiptCounter, type ReceiptKind } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { actingUserId } from '../http/acting-user.ts';
import { guests, receiptCounters, receipts } from '../db/schema.ts';

/**
 * Advances the hotel's counter of a receipt kind and answers the new value, in one statement:
 * the row stays locked until the transaction ends, so two desks never read the same value. The
 * wrap is nextReceiptCounter's rule: after 9999 (or a broken negative value) comes 1.
 */
export const advanceReceiptCounter = async (
  tx: Executor,
  hotelId: number,
  kind: ReceiptKind,
): Promise<number> => {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ hotelId, kind, lastValue: 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.hotelId, receiptCounters.kind],
      set: {
        lastValue: sql`case when ${receiptCounters.lastValue} >= ${maxReceiptCounter} or ${receiptCounters.lastValue} < 0 then 1 else ${receiptCounters.lastValue} + 1 end`,
      },
    })
    .returning({ value: receiptCounters.lastValue });
  if (!row) throw new Error('receipt counter upsert returned no row');
  return row.value;
};

/**
 * The first counter after `after` (wrapping after 9999) whose number `head` + 4 digits the hotel
 * has not recorded, in one statement (an index probe per number until a free one), or undefined
 * when all 9999 are taken. The caller holds the counter's row lock.
 */
export const firstFreeReceiptCounter = async (
  tx: Executor,
  hotelId: number,
  head: string,
  after: number,
): Promise<number | undefined> => {
  const result = (await tx.execute(sql`
    select c.n from (
      select ((${after}::int + k - 1) % ${maxReceiptCounter}) + 1 as n
      from generate_series(1, ${maxReceiptCounter}) as k
    ) as c
    where not exists (
      select 1 from ${receipts} r
      where r.hotel_id = ${hotelId} and r.number = ${head} || lpad(c.n::text, 4, '0')
    )
    limit 1`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n;
};

/** Moves the hotel's counter of a kind (its row is locked by this transaction). */
export const setReceiptCounter = async (
  tx: Executor,
  hotelId: number,
  kind: ReceiptKind,
  value: number,
): Promise<void> => {
  await tx
    .update(receiptCounters)
    .set({ lastValue: value })
    .where(and(eq(receiptCounters.hotelId, hotelId), eq(receiptCounters.kind, kind)));
};

/** How a number is recorded: used by a record (and whose), or issued for a print only. */
export interface ReceiptUse {
  used: boolean;
  guestId?: number | null;
}

/** Records a number; false when the hotel already has it (after a wrap, or a client's). */
export const recordReceipt = async (
  tx: Executor,
  hotelId: number,
  kind: ReceiptKind,
  number: string,
  at: Date,
  use: ReceiptUse = { used: true },
): Promise<boolean> => {
  const rows = await tx
    .insert(receipts)
    .values({
      hotelId,
      kind,
      number,
      issuedAt: at,
      used: use.used,
      guestId: use.guestId ?? null,
      issuedBy: actingUserId() ?? null,
    })
    .onConflictDoNothing({ target: [receipts.hotelId, receipts.number] })
    .returning({ id: receipts.id });
  return rows.length > 0;
};

/**
 * The recorded number, locked until the transaction ends so two operations carrying it decide
 * one after the other; `guestHoldsIt` says whether `guestId` checked in with this number.
 */
export const lockReceipt = async (
  tx: Executor,
  hotelId: number,
  number: string,
  guestId: number | null | undefined,
) => {
  const [row] = await tx
    .select({ id: receipts.id, used: receipts.used, guestId: receipts.guestId })
    .from(receipts)
    .where(and(eq(receipts.hotelId, hotelId), eq(receipts.number, number)))
    .for('update');
  if (!row) return undefined;
  const holders =
    guestId === null || guestId === undefined
      ? []
      : await tx
          .select({ id: guests.id })
          .from(guests)
          .where(
            and(
              eq(guests.hotelId, hotelId),
              eq(guests.id, guestId),
              eq(guests.receiptNumber, number),
            ),
          );
  return { ...row, guestHoldsIt: holders.length > 0 };
};

/** A number issued for a print is now on a record (of `guestId`, if any). */
export const markReceiptUsed = async (
  tx: Executor,
  receiptId: number,
  guestId: number | null | undefined,
) => {
  await tx
    .update(receipts)
    .set({ used: true, guestId: guestId ?? null })
    .where(eq(receipts.id, receiptId));
};

/**
 * How many numbers the user of the running request was issued (or recorded) in the instants
 * `within` takes (of the issue time), only those no record carries yet when `unusedOnly`
 * (issued for a print only); undefined outside a signed-in request.
 */
const countReceiptsOfActingUser = async (
  tx: Executor,
  hotelId: number,
  within: SQL | undefined,
  unusedOnly: boolean,
): Promise<number | undefined> => {
  const userId = actingUserId();
  if (userId === undefined) return undefined;
  const [row] = await tx
    .select({ n: count() })
    .from(receipts)
    .where(
      and(
        eq(receipts.hotelId, hotelId),
        eq(receipts.issuedBy, userId),
        unusedOnly ? eq(receipts.used, false) : undefined,
        within,
      ),
    );
  return row?.n ?? 0;
};

/** The numbers the acting user was issued in (since, until]: the per-minute limit. */
export const countRecentReceiptsOfActingUser = (
  tx: Executor,
  hotelId: number,
  since: Date,
  until: Date,
) =>
  countReceiptsOfActingUser(
    tx,
    hotelId,
    and(gt(receipts.issuedAt, since), lte(receipts.issuedAt, until)),
    false,
  );

/** The numbers the acting user was issued in [start, end) that no record carries: the day's cap. */
export const countUnusedReceiptsOfActingUser = (
  tx: Executor,
  hotelId: number,
  start: Date,
  end: Date,
) =>
  countReceiptsOfActingUser(
    tx,
    hotelId,
    and(gte(receipts.issuedAt, start), lt(receipts.issuedAt, end)),
    true,
  );
