import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClosedShift, Shift, ShiftReportDocument } from '@frontdesk/domain';
import { incomes, issuedReceipts } from '../db/schema.ts';
import { useShiftFixture, type ShiftCaller } from '../../test/shift-fixture.ts';

const fx = useShiftFixture();
const { call, pay } = fx;
const reprint = (id: number, as: ShiftCaller = 'owner') =>
  call('GET', `/reception/shifts/${id}/report`, as);
const hotelDetails = {
  name: 'Aureo Hotel',
  address: 'No. 45, Bogyoke Aung San Road, Pabedan Township',
  city: 'Yangon',
  phone: '+95 9 420 111 222',
  receiptPrefix: 'AUR',
  defaultTaxRate: 0,
  defaultServiceRate: 0,
};

let closed: ClosedShift;

describe('the shift report kept as printed at the close (ADR 079)', () => {
  it('the close answers its report and keeps it in issued_receipts', async () => {
    expect((await call('POST', '/reception/shifts', 'desk', { float: 50_000 })).statusCode).toBe(
      201,
    );
    expect((await pay('desk', 40_000, 'cash')).statusCode).toBe(201);
    expect((await pay('desk', 35_000, 'kpay', { WalletReference: 'KP-0042' })).statusCode).toBe(
      201,
    );
    const note = 'Change given twice to the guest of room 101, who paid the rest in KPay later on';
    const response = await call('POST', '/reception/shifts/current/close', 'desk', {
      countedCash: 89_500,
      note,
    });
    expect(response.statusCode, response.body).toBe(200);
    closed = response.json<ClosedShift>();
    const { report, ...shift } = closed;
    expect(report).toMatchObject({
      Kind: 'shift-report',
      IssuedAt: closed.closedAt,
      Hotel: { Name: 'Aureo Hotel', City: 'Yangon' },
      Shift: { expectedCash: 90_000, countedCash: 89_500, difference: -500, note },
    });
    expect(report.Shift).toEqual(shift);
    expect(report.Shift.walletPayments).toHaveLength(1);
    const [kept] = await fx.t.database.db
      .select()
      .from(issuedReceipts)
      .where(eq(issuedReceipts.shiftId, closed.id));
    expect(kept).toMatchObject({ kind: 'shift-report', receiptNumber: null, document: report });
  });

  it("reprints as printed after one of its payments is voided and the hotel's details change", async () => {
    const [kpay] = await fx.t.database.db
      .select()
      .from(incomes)
      .where(and(eq(incomes.hotelId, 1), eq(incomes.walletReference, 'KP-0042')));
    const voided = await call('POST', `/reception/incomes/${kpay!.id}/void`, 'owner', {
      reason: 'Typed twice',
    });
    expect(voided.statusCode, voided.body).toBe(201);
    const moved = await call('PUT', '/admin/hotel', 'owner', {
      ...hotelDetails,
      name: 'Aureo Grand',
      city: 'Mandalay',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const copy = await reprint(closed.id);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json<ShiftReportDocument>()).toEqual(closed.report);
    // The receptionist reprints their own report too.
    expect((await reprint(closed.id, 'desk')).json()).toEqual(closed.report);
  });

  it('a shift closed before reports were kept reprints from its records, marked Rebuilt', async () => {
    await fx.t.database.db.delete(issuedReceipts).where(eq(issuedReceipts.shiftId, closed.id));
    const rebuilt = (await reprint(closed.id)).json<ShiftReportDocument>();
    expect(rebuilt).toMatchObject({
      Kind: 'shift-report',
      Rebuilt: true,
      IssuedAt: closed.closedAt,
      Hotel: { Name: 'Aureo Grand', City: 'Mandalay' },
      // The figures recorded at the close stand; the voided payment is in no total today.
      Shift: { expectedCash: 90_000, countedCash: 89_500, difference: -500, walletPayments: [] },
    });
  });

  it('refuses an open shift, another receptionist, and a shift of no such number', async () => {
    const opened = await call('POST', '/reception/shifts', 'owner', { float: 0 });
    expect(opened.statusCode).toBe(201);
    const { id } = opened.json<Shift>();
    const open = await reprint(id);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(
      'This shift is still open: its report prints when it is closed.',
    );
    const ownersClose = await call('POST', '/reception/shifts/current/close', 'owner', {
      countedCash: 0,
    });
    expect(ownersClose.statusCode).toBe(200);
    const notYours = await reprint(id, 'desk');
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe(
      "Only the owner can reprint another receptionist's shift report.",
    );
    expect((await reprint(999_999)).statusCode).toBe(404);
    expect((await call('GET', '/reception/shifts/99999999999/report', 'owner')).statusCode).toBe(
      400,
    );
  });
});
