import { folioAsAt, type ReceiptCopy } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import type { GuestRow } from '../stays/guest.repository.ts';
import { folioOfStay } from './folio.service.ts';

/**
 * The final bill a receipt reprints (ADR 033): the stay's folio as at its checkout, when the
 * stay is checked out and the receipt is what its checkout collected or, when nothing was
 * collected, the stay's last receipt (the one the revenue lists show last for it). Else null:
 * the receipt is reprinted as itself.
 */
export const finalBillOfReceipt = async (
  db: Executor,
  hotelId: number,
  guest: GuestRow | undefined,
  receiptNumber: string,
): Promise<ReceiptCopy['FinalBill']> => {
  if (!guest || guest.status !== 'checked-out' || !guest.checkedOutAt) return null;
  const checkedOutAt = guest.checkedOutAt.toISOString();
  const bill = folioAsAt(await folioOfStay(db, hotelId, guest), checkedOutAt);
  const numbered = bill.Payments.filter((p) => p.ReceiptNumber !== null);
  // What the checkout collected: the room part (a payment) and the food owed (a food receipt).
  const collected = numbered.filter(
    (p) => p.CreatedAt === checkedOutAt && (p.Type === 'payment' || p.Type === 'food'),
  );
  const billsThisReceipt =
    collected.length > 0
      ? collected.some((p) => p.ReceiptNumber === receiptNumber)
      : (numbered.at(-1)?.ReceiptNumber ?? guest.receiptNumber) === receiptNumber;
  return billsThisReceipt ? { CheckedOutAt: checkedOutAt, Folio: bill } : null;
};
