import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { setDisplayLanguage } from '../../../i18n/display-locale.ts';
import { displayFormat } from '../../../i18n/format.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { jsonResponse } from '../../../test/fetch.ts';
import { renderOwnerPage, useOwnerDesk } from '../../../test/owner-page.tsx';
import { fakePrintWindow, receiptText } from '../../../test/print-window.ts';
import { shiftDetail, shiftReport } from '../test/shift-fixtures.ts';
import { renderShiftReport } from '../utils/shift-report.ts';
import { ShiftDetailPage } from './shift-detail-page.tsx';

const report = shiftReport();
const openPage = () =>
  renderOwnerPage(
    '/admin/shifts/:id',
    <ShiftDetailPage />,
    (url) => {
      if (url.pathname.endsWith('/reception/admin/shifts/3')) {
        return jsonResponse({ body: shiftDetail });
      }
      if (url.pathname.endsWith('/reception/shifts/3/report'))
        return jsonResponse({ body: report });
      return undefined;
    },
    '/admin/shifts/3',
  );
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ShiftDetailPage: one shift as the owner reads it (issue 44)', () => {
  useOwnerDesk();

  it('shows the close figures, each method with its wallet IDs, and every payment', async () => {
    openPage();
    expect(
      await screen.findByRole('heading', { name: "Aye Aye Khaing's shift" }),
    ).toBeInTheDocument();
    expect(screen.getByText('25/11/2026 08:00 – 25/11/2026 16:00')).toBeInTheDocument();

    const figures = screen.getByRole('table', { name: 'Shift figures' });
    const figure = (name: string) =>
      within(figures).getByRole('rowheader', { name }).closest('tr')!.lastChild!.textContent;
    expect(figure('Cash float')).toBe('50,000 Ks');
    expect(figure('Expected cash')).toBe('85,000 Ks');
    expect(figure('Cash counted')).toBe('84,500 Ks');
    expect(figure('Over / short')).toBe('Short 500 Ks');
    expect(figure('Note')).toBe('Change given twice');
    expect(figure('Refunds')).toBe('20,000 Ks');
    // The methods are in their own table, not twice.
    expect(within(figures).queryByRole('rowheader', { name: 'KPay' })).toBeNull();

    const methods = screen.getByRole('table', { name: 'Totals per method' });
    expect(within(methods).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['Cash', '2', '40,000 Ks', '5,000 Ks', '35,000 Ks', ''],
      ['KPay', '1', '35,000 Ks', '0 Ks', '35,000 Ks', 'KP-0042'],
      ['AyaPay', '0', '0 Ks', '0 Ks', '0 Ks', ''],
      ['WavePay', '1', '0 Ks', '20,000 Ks', '-20,000 Ks', ''],
    ]);

    const payments = screen.getByRole('table', { name: 'Payments of the shift' });
    const rows = within(payments).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      [
        '25/11/2026 08:15',
        'Check-in',
        'AUR202611250001',
        'U Ba · Room 101',
        'Cash',
        '40,000 Ks',
        '',
      ],
      ['25/11/2026 08:30', 'Stay Payment', '', 'U Ba · Room 101', 'KPay', '35,000 Ks', 'KP-0042'],
      ['25/11/2026 09:30', 'RoomVoided: not in the totals', '', '', 'KPay', '12,000 Ks', 'KP-TYPO'],
      ['25/11/2026 10:30', 'Electricity', '', '', 'Cash', '-5,000 Ks', ''],
      [
        '25/11/2026 11:30',
        'Deposit Refund',
        'AUR202611250002',
        'Daw Hla',
        'WavePay',
        '-20,000 Ks',
        '',
      ],
    ]);
    // The voided payment is struck through; the others are not.
    expect(within(rows[2]!).getByText('12,000 Ks')).toHaveStyle({
      textDecoration: 'line-through',
    });
    expect(within(rows[1]!).getByText('35,000 Ks')).not.toHaveStyle({
      textDecoration: 'line-through',
    });
  });

  it("links to that person's activity of the shift and back to every shift", async () => {
    openPage();
    expect(
      await screen.findByRole('link', { name: "Aye Aye Khaing's activity in this shift" }),
    ).toHaveAttribute('href', '/admin/activity?user=2&from=2026-11-25&to=2026-11-25');
    expect(screen.getByRole('link', { name: 'All shifts' })).toHaveAttribute(
      'href',
      '/admin/shifts',
    );
  });

  it('reprints the report kept at the close, marked COPY', async () => {
    const fetch = openPage();
    const { state, target } = fakePrintWindow();
    vi.spyOn(window, 'open').mockReturnValue(target);
    fireEvent.click(await screen.findByRole('button', { name: 'Reprint shift report' }));
    await waitFor(() => expect(state.printed).toBe(1));
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/reception/shifts/3/report'))).toBe(
      true,
    );
    const t = i18n.getFixedT('en') as TFunction;
    const original = receiptText(renderShiftReport(report, t, displayFormat()));
    expect(receiptText(state.html)).toBe(original.replace('Shift report', 'Shift report COPY'));
  });

  it('reads in Burmese', async () => {
    act(() => setDisplayLanguage('my'));
    openPage();
    expect(
      await screen.findByRole('heading', { name: 'Aye Aye Khaing ၏ အလှည့်' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'ငွေပေးချေနည်းအလိုက် စုစုပေါင်း' })).toBeInTheDocument();
    expect(screen.getByText('ပယ်ဖျက်ပြီး: စုစုပေါင်းတွင် မပါ')).toBeInTheDocument();
  });
});
