import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { readTypedNumber } from '@frontdesk/domain';
import { issuedReceipts } from '../src/db/schema.ts';
import type { useCheckInFixture } from './check-in-fixture.ts';
import { receiptDesk } from './receipt-desk.ts';

const myanmarDigits = (text: string) =>
  text.replace(/\d/gu, (d) => String.fromCharCode(0x1040 + Number(d)));

/**
 * The amount as a receptionist types it, read by the amount field's parser (ADR 067): `form`
 * picks `50,000`, `၅၀,၀၀၀`, `50 000 Ks` or `50,000 Ks`. The parser must give the amount back.
 */
export const typedAmount = (amount: number, form = 0): number => {
  const shown = amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
  const forms = [shown, myanmarDigits(shown), `${shown.replace(/,/gu, ' ')} Ks`, `${shown} Ks`];
  const text = forms[form % forms.length]!;
  const read = readTypedNumber(text);
  expect(read, text).toBe(amount);
  return read as number;
};

/** Every receipt issued so far reprints as its stored document (ADR 069, ADR 074). */
export const checkReprints = async (fx: ReturnType<typeof useCheckInFixture>) => {
  const kept = await fx
    .db()
    .select()
    .from(issuedReceipts)
    .where(eq(issuedReceipts.hotelId, fx.aureoId));
  const { reprint } = receiptDesk(fx);
  for (const row of kept) {
    if (row.receiptNumber !== null) {
      expect(await reprint(row.receiptNumber)).toEqual(row.document);
    }
  }
  return kept.length;
};
