import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';
import { fakePrintWindow, receiptText } from '../../../test/print-window.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { renderShiftReport } from '../utils/shift-report.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { displayFormat } from '../../../i18n/format.ts';
import type { TFunction } from 'i18next';
import {
  openShiftEntry,
  shiftDetail,
  shiftListEntry,
  shiftReport,
} from '../test/shift-fixtures.ts';
import { ShiftDetailPage } from './shift-detail-page.tsx';
import { ShiftsPage } from './shifts-page.tsx';

const report = shiftReport();

describe('ShiftsPage', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });
  afterEach(() => vi.restoreAllMocks());

  it("reprints a closed shift's report as the close kept it, marked COPY", async () => {
    const fetch = mockFetch((url) => {
      if (url.includes('/admin/shifts'))
        return jsonResponse({ body: [openShiftEntry, shiftListEntry()] });
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

  it("opens a shift's page from its row, or from its person's name", async () => {
    mockFetch((url) => {
      if (url.includes('/admin/shifts/3')) return jsonResponse({ body: shiftDetail });
      if (url.includes('/admin/shifts'))
        return jsonResponse({ body: [openShiftEntry, shiftListEntry()] });
      return jsonResponse({ status: 404, body: { message: 'Not found' } });
    });
    const { router } = renderRoutes(
      [
        { path: '/admin/shifts', element: <ShiftsPage /> },
        { path: '/admin/shifts/:id', element: <ShiftDetailPage /> },
      ],
      { initialPath: '/admin/shifts' },
    );
    const name = await screen.findByRole('link', {
      name: "Aye Aye Khaing's shift opened 25/11/2026 08:00",
    });
    expect(name).toHaveTextContent('Aye Aye Khaing');
    const links = screen.getAllByRole('link', { name: /^Aye Aye Khaing's shift opened/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/shifts/4',
      '/admin/shifts/3',
    ]);
    // A click anywhere on the closed shift's row (its Over / short here).
    fireEvent.click(screen.getByText('Short 500 Ks'));
    expect(
      await screen.findByRole('heading', { name: "Aye Aye Khaing's shift" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/shifts/3');
  });
});
