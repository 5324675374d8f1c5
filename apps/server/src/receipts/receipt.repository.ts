import { and, eq, sql } from 'drizzle-orm';
import { maxReceiptCounter, type ReceiptKind } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { receiptCounters, receipts } from '../db/schema.ts';

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

/** Records an issued number; false when the hotel already issued it (after a wrap). */
export const recordReceipt = async (
  tx: Executor,
  hotelId: number,
  kind: ReceiptKind,
  number: string,
  at: Date,
): Promise<boolean> => {
  const rows = await tx
    .insert(receipts)
    .values({ hotelId, kind, number, issuedAt: at })
    .onConflictDoNothing({ target: [receipts.hotelId, receipts.number] })
    .returning({ id: receipts.id });
  return rows.length > 0;
};

/** Whether the hotel issued this receipt number. */
export const receiptWasIssued = async (
  db: Executor,
  hotelId: number,
  number: string,
): Promise<boolean> => {
  const rows = await db
    .select({ id: receipts.id })
    .from(receipts)
    .where(and(eq(receipts.hotelId, hotelId), eq(receipts.number, number)))
    .limit(1);
  return rows.length > 0;
};
