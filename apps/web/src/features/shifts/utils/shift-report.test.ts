import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { ShiftReportDocument } from '@frontdesk/domain';
import { i18n } from '../../../i18n/i18n.ts';
import { displayFormat } from '../../../i18n/format.ts';
import { addPageTexts } from '../../../i18n/page-texts.ts';
import { shiftTexts as en } from '../../../i18n/en/shifts.ts';
import { shiftTexts as my } from '../../../i18n/my/shifts.ts';
import { receiptText } from '../../../test/print-window.ts';
import { renderShiftReport } from './shift-report.ts';

addPageTexts({ en, my });

const report: ShiftReportDocument = {
  Kind: 'shift-report',
  IssuedAt: '2026-11-25T09:30:00.000Z',
  Hotel: {
    Name: 'Aureo Hotel',
    Address: '1 Road',
    City: 'Yangon',
    Phone: '09 1',
    TimeZone: 'Asia/Yangon',
  },
  Shift: {
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
  },
};

describe('the shift report printed from the report kept at the close (ADR 079)', () => {
  it.each(['en', 'my'])('its copy says what the original said but COPY (%s)', (language) => {
    const t = i18n.getFixedT(language) as TFunction;
    const format = displayFormat();
    const original = receiptText(renderShiftReport(report, t, format));
    const copy = receiptText(renderShiftReport(report, t, format, { copy: true }));
    const mark = ` ${t('corrections.receipt.copy')}`;
    expect(original).toContain(`${t('shift.expectedCash')} 85,000`);
    expect(original).not.toContain(mark);
    expect(copy).toContain(`${t('shift.reportTitle')}${mark}`);
    expect(copy.replace(mark, '')).toBe(original);
  });

  it("prints the hotel's details it was kept with", () => {
    const t = i18n.getFixedT('en') as TFunction;
    const text = receiptText(renderShiftReport(report, t, displayFormat()));
    expect(text).toContain('Aureo Hotel 1 Road Yangon 09 1');
    expect(text).toContain('Opened 25/11/2026 08:00');
    expect(text).toContain('Note Change given twice');
  });
});
