import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Report } from '@frontdesk/domain';
import { setDisplayDigits, setDisplayLanguage } from '../../../i18n/display-locale.ts';
import { jsonResponse } from '../../../test/fetch.ts';
import { renderOwnerPage, useOwnerDesk } from '../../../test/owner-page.tsx';
import { ReportsPage } from './reports-page.tsx';

const money = {
  room: 80000,
  food: 12000,
  other: 15000,
  deposit: 30000,
  expense: -3000,
  refund: -2000,
  void: -10000,
  net: 122000,
  dashboardRoom: 110000,
  dashboardFood: 12000,
};
const report: Report = {
  from: '2026-11-01',
  to: '2026-11-02',
  days: [
    { date: '2026-11-01', ...money, sold: 3, inService: 10 },
    { date: '2026-11-02', ...money, room: 0, net: 0, sold: 1, inService: 10 },
  ],
  totals: { ...money, room: 80000 },
  byMethod: { cash: 40000, kpay: 70000, ayapay: 12000, wavepay: 0, total: 122000 },
  byStayType: { 'full-night': 108000 },
  roomNightsSold: 4,
  roomNightsInService: 20,
  occupancy: 0.2,
  adr: 27000,
  revpar: 5400,
};

const renderReports = () =>
  renderOwnerPage('/admin/reports', <ReportsPage />, (url) => {
    if (url.pathname.endsWith('/admin/reports')) return jsonResponse({ body: report });
    if (!url.pathname.endsWith('/admin/exports/stays.csv')) return undefined;
    return new Response('\uFEFFID,Name\r\n', {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="aureo-stays-2026-11-01-2026-11-02.csv"',
      },
    });
  });

describe('ReportsPage', () => {
  useOwnerDesk();

  it("shows the range's money, occupancy, ADR and RevPAR, charts and the split by method", async () => {
    const fetchMock = renderReports();
    const figure = async (name: string | RegExp) =>
      (await screen.findByRole('group', { name })).textContent;
    expect(await figure('Net')).toBe('Net122,000 Ks');
    expect(await figure('Deposits')).toBe('Deposits30,000 Ks');
    expect(await figure('Voids')).toBe('Voids-10,000 Ks');
    expect(await figure('Occupancy')).toBe('Occupancy20 %4 of 20 room-nights sold');
    expect(await figure(/^ADR/)).toContain('27,000 Ks');
    expect(await figure(/^RevPAR/)).toContain('5,400 Ks');
    expect(screen.getByRole('figure', { name: 'Revenue over time' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Occupancy over time' })).toBeTruthy();
    const methods = within(screen.getByRole('table', { name: 'By payment method' }));
    expect(methods.getByText('KPay').closest('tr')?.textContent).toBe('KPay70,000 Ks');
    const days = within(screen.getByRole('table', { name: 'By day' }));
    expect(days.getByText('01/11/2026').closest('tr')?.textContent).toContain('30 %');
    const asked = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('reports'));
    expect(asked).toMatch(/\/api\/aureo\/admin\/reports\?from=\d{4}-\d{2}-01&to=/);
  });

  it('asks again for the range chosen (last 7 days)', async () => {
    const fetchMock = renderReports();
    await screen.findByRole('group', { name: 'Net' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => {
      const last = fetchMock.mock.calls
        .map(([u]) => new URL(String(u), 'http://desk'))
        .filter((u) => u.pathname.endsWith('/admin/reports'))
        .at(-1)!;
      const [from, to] = [last.searchParams.get('from')!, last.searchParams.get('to')!];
      expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    });
  });

  it('downloads a CSV with the token, under the name the server gives', async () => {
    const created = vi.fn(() => 'blob:stays');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = renderReports();
    await screen.findByRole('group', { name: 'Net' });
    fireEvent.click(screen.getByRole('button', { name: 'Stays' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('stays.csv'))!;
    expect(String(url)).toContain('/api/aureo/admin/exports/stays.csv?from=');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer admin-tok');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'aureo-stays-2026-11-01-2026-11-02.csv',
    );
  });

  it('in Burmese with Myanmar digits', async () => {
    act(() => {
      setDisplayLanguage('my');
      setDisplayDigits('mymr');
    });
    renderReports();
    const net = await screen.findByRole('group', { name: 'အသားတင်' });
    expect(net.textContent).toBe('အသားတင်၁၂၂,၀၀၀ ကျပ်');
    expect(screen.getByRole('heading', { name: /အစီရင်ခံစာများ/ })).toBeTruthy();
  });
});
