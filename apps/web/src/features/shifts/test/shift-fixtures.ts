import type { Shift, ShiftDetail, ShiftListEntry, ShiftReportDocument } from '@frontdesk/domain';

/**
 * The shift the shift tests share: Aye Aye Khaing's, 08:00 to 16:00 on 25 Nov at the hotel
 * (UTC+06:30), a 50,000 float, 40,000 cash taken and a 5,000 cash expense (85,000 expected),
 * 84,500 counted (500 short, with a note), and a 35,000 KPay payment with its wallet's ID.
 */
export const closedShift: Shift = {
  id: 3,
  userId: 2,
  userName: 'Aye Aye Khaing',
  openedAt: '2026-11-25T01:30:00.000Z',
  closedAt: '2026-11-25T09:30:00.000Z',
  float: 50_000,
  cashIn: 40_000,
  cashOut: 5_000,
  expectedCash: 85_000,
  countedCash: 84_500,
  difference: -500,
  note: 'Change given twice',
  methods: {
    cash: { total: 35_000, count: 2 },
    kpay: { total: 35_000, count: 1 },
    ayapay: { total: 0, count: 0 },
    wavepay: { total: 0, count: 0 },
  },
  room: 75_000,
  food: 0,
  expenses: 5_000,
  refunds: 0,
  walletPayments: [
    {
      at: '2026-11-25T02:00:00.000Z',
      room: '101',
      amount: 35_000,
      paymentMethod: 'kpay',
      walletReference: 'KP-0042',
    },
  ],
};

/** The shift as the owner's list gives it (no wallet payments). */
export const shiftListEntry = (change: Partial<ShiftListEntry> = {}): ShiftListEntry => {
  const { walletPayments: _, ...entry } = closedShift;
  return { ...entry, ...change };
};

/** The next one, opened at 16:00 and still open: nothing counted yet. */
export const openShiftEntry = shiftListEntry({
  id: 4,
  openedAt: '2026-11-25T09:30:00.000Z',
  closedAt: null,
  countedCash: null,
  difference: null,
  note: null,
});

/** Its report as the close kept it, with the hotel's details of then (ADR 079). */
export const shiftReport = (shift: Shift = closedShift): ShiftReportDocument => ({
  Kind: 'shift-report',
  IssuedAt: shift.closedAt ?? shift.openedAt,
  Hotel: {
    Name: 'Aureo Hotel',
    Address: '1 Road',
    City: 'Yangon',
    Phone: '09 1',
    TimeZone: 'Asia/Yangon',
  },
  Shift: shift,
});

const none = { taken: 0, paidOut: 0, total: 0, count: 0, references: [] };

/**
 * The shift as its page reads it (GET /admin/shifts/3): the cash check-in, the KPay payment, a
 * KPay payment voided since, the electricity expense; a deposit's refund by WavePay.
 */
export const shiftDetail: ShiftDetail = {
  ...closedShift,
  refunds: 20_000,
  entries: [
    {
      at: '2026-11-25T01:45:00.000Z',
      kind: 'room',
      type: 'checked-in',
      receiptNumber: 'AUR202611250001',
      guest: 'U Ba',
      room: '101',
      paymentMethod: 'cash',
      amount: 40_000,
      walletReference: null,
      voided: false,
      reason: null,
    },
    {
      at: '2026-11-25T02:00:00.000Z',
      kind: 'room',
      type: 'payment',
      receiptNumber: null,
      guest: 'U Ba',
      room: '101',
      paymentMethod: 'kpay',
      amount: 35_000,
      walletReference: 'KP-0042',
      voided: false,
      reason: null,
    },
    {
      at: '2026-11-25T03:00:00.000Z',
      kind: 'room',
      type: 'room',
      receiptNumber: null,
      guest: null,
      room: '0',
      paymentMethod: 'kpay',
      amount: 12_000,
      walletReference: 'KP-TYPO',
      voided: true,
      reason: null,
    },
    {
      at: '2026-11-25T04:00:00.000Z',
      kind: 'expense',
      type: 'electricity',
      receiptNumber: null,
      guest: null,
      room: '0',
      paymentMethod: 'cash',
      amount: -5_000,
      walletReference: null,
      voided: false,
      reason: null,
    },
    {
      at: '2026-11-25T05:00:00.000Z',
      kind: 'refund',
      type: 'deposit-refund',
      receiptNumber: 'AUR202611250002',
      guest: 'Daw Hla',
      room: '0',
      paymentMethod: 'wavepay',
      amount: -20_000,
      walletReference: null,
      voided: false,
      reason: null,
    },
  ],
  methodTotals: [
    { method: 'cash', taken: 40_000, paidOut: 5_000, total: 35_000, count: 2, references: [] },
    { method: 'kpay', ...none, taken: 35_000, total: 35_000, count: 1, references: ['KP-0042'] },
    { method: 'ayapay', ...none },
    { method: 'wavepay', ...none, paidOut: 20_000, total: -20_000, count: 1 },
  ],
};
