import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ShiftListEntry, ShiftReportDocument } from '@frontdesk/domain';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';
import { fakePrintWindow, receiptText } from '../../../test/print-window.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { renderShiftReport } from '../utils/shift-report.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { displayFormat } from '../../../i18n/format.ts';
import type { TFunction } from 'i18next';
import { ShiftsPage } from './shifts-page.tsx';

const methods = {
  cash: { total: 40_000, count: 1 },
  kpay: { total: 0, count: 0 },
  ayapay: { total: 0, count: 0 },
  wavepay: { total: 0, count: 0 },
};
const closedEntry: ShiftListEntry = {
  id: 3,
  userId: 2,
  userName: 'Aye Aye Khaing',
  openedAt: '2026-11-25T01:30:00.000Z',
  closedAt: '2026-11-25T09:30:00.000Z',
  float: 50_000,
  cashIn: 40_000,
  cashOut: 0,
  expectedCash: 90_000,
  countedCash: 89_500,
  difference: -500,
  note: 'Change given twice',
  methods,
  room: 40_000,
  food: 0,
  expenses: 0,
  refunds: 0,
};
const openEntry: ShiftListEntry = {
  ...closedEntry,
  id: 4,
  closedAt: null,
  expectedCash: 89_500,
  countedCash: null,
  difference: null,
  note: null,
};
// Kept at the close, with the hotel's name of then.
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
  Shift: { ...closedEntry, walletPayments: [] },
};

describe('ShiftsPage', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });
  afterEach(() => vi.restoreAllMocks());

  it("reprints a closed shift's report as the close kept it, marked COPY", async () => {
    const fetch = mockFetch((url) => {
      if (url.includes('/admin/shifts')) return jsonResponse({ body: [openEntry, closedEntry] });
      if (url.includes('/shifts/3/report')) return jsonResponse({ body: report });
      return jsonResponse({ status: 404, body: { message: 'Not found' } });
    });
    renderRoutes([{ path: '/admin/shifts', element: <ShiftsPage /> }], {
      initialPath: '/admin/shifts',
    });
    const table = await screen.findByRole('table', { name: 'Shifts' });
    const rows = within(table).getAllByRole('row').slice(1);
    // A shift still open has no report yet.
    expect(within(rows[0]!).queryByRole('button', { name: 'Reprint shift report' })).toBeNull();

    const { state, target } = fakePrintWindow();
    vi.spyOn(window, 'open').mockReturnValue(target);
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Reprint shift report' }));
    await waitFor(() => expect(state.printed).toBe(1));
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/reception/shifts/3/report'))).toBe(
      true,
    );
    const t = i18n.getFixedT('en') as TFunction;
    const original = receiptText(renderShiftReport(report, t, displayFormat()));
    const copy = receiptText(state.html);
    expect(copy).toContain('Shift report COPY');
    expect(copy.replace(' COPY', '')).toBe(original);
    expect(copy).toContain('Aureo Hotel');
  });
});
