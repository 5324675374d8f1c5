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
  bySource: [
    { source: 'desk', reservations: 4, checkedIn: 3, noShows: 0, cancelled: 1 },
    { source: 'messenger', reservations: 2, checkedIn: 1, noShows: 1, cancelled: 0 },
  ],
  expenses: {
    total: 3000,
    byCategory: {
      electricity: 2000,
      'staff-food': 0,
      'guest-food': 0,
      supplies: 0,
      repairs: 0,
      salaries: 0,
      others: 1000,
    },
    byDay: [{ date: '2026-11-01', total: 3000, byCategory: { electricity: 2000, others: 1000 } }],
  },
  // The November of the server's test (report.metrics.test.ts), counted by hand: 9 room-nights
  // sold of 17 rooms x 30 nights, for 385,000 Ks without tax and service.
  roomNightsSold: 9,
  roomNightsInService: 510,
  roomRevenue: 385000,
  roomTax: 6000,
  roomService: 12000,
  dayUseCount: 2,
  dayUseRevenue: 40000,
  dayUseTax: 1250,
  dayUseService: 2500,
  occupancy: 9 / 510, // 1.76 %, shown to a tenth: 1.8 %
  adr: 42777.78, // 385,000 / 9
  revpar: 754.9, // 385,000 / 510
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

  it("shows the range's money by kind, each with its definition, charts and the split by method", async () => {
    const fetchMock = renderReports();
    const figure = async (name: string | RegExp) =>
      (await screen.findByRole('group', { name })).textContent;
    expect(await figure('Net')).toBe('Net122,000 KsAll the money above, added up');
    expect(await figure('Deposits')).toBe('Deposits30,000 KsReservation deposits taken');
    expect(await figure('Voids')).toBe('Voids-10,000 KsPayments cancelled');
    expect(screen.getByRole('figure', { name: 'Revenue over time' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Occupancy over time' })).toBeTruthy();
    const methods = within(screen.getByRole('table', { name: 'By payment method' }));
    expect(methods.getByText('KPay').closest('tr')?.textContent).toBe('KPay70,000 Ks');
    const days = within(screen.getByRole('table', { name: 'By day' }));
    expect(days.getByText('01/11/2026').closest('tr')?.textContent).toContain('30 %');
    // Reservations arriving in the range by source (ADR 086): count, checked in, no-shows, cancelled.
    const sources = within(screen.getByRole('table', { name: 'Reservations by source' }));
    expect(sources.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'SourceReservationsChecked inNo-showsCancelled',
      'Front desk4301',
      'Messenger2110',
    ]);
    const asked = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('reports'));
    expect(asked).toMatch(/\/api\/aureo\/admin\/reports\?from=\d{4}-\d{2}-01&to=/);
  });

  it("names each payment method's colour in the chart's legend, with its amount and share", async () => {
    renderReports();
    const chart = await screen.findByRole('figure', { name: 'By payment method' });
    const legend = within(chart).getByRole('list', { name: 'Payment methods' });
    // 40,000 + 70,000 + 12,000 = 122,000 Ks; WavePay took nothing and is left out.
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cash40,000 Ks (32.8 %)', 'KPay70,000 Ks (57.4 %)', 'AyaPay12,000 Ks (9.8 %)']);
  });

  it('heads the printed summary with the hotel and the period, on every page too', async () => {
    renderReports();
    await screen.findByRole('group', { name: 'Net' });
    const period = screen.getByText(/^Monthly summary: \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/);
    expect(period.previousElementSibling).toHaveTextContent(/^Aureo Hotel$/);
    // The page's margins read it from the root element (reports.module.css's @page).
    expect(document.documentElement.style.getPropertyValue('--report-print-heading')).toBe(
      `"Aureo Hotel · ${period.textContent}"`,
    );
  });

  it('shows each figure of the rooms sold with its definition on the line under it', async () => {
    renderReports();
    const shown = await Promise.all(
      [
        'Room',
        'Room-nights sold',
        'Room-nights in service',
        'Occupancy',
        'Room revenue',
        'ADR (average daily rate)',
        'RevPAR (revenue per available room)',
        'Room tax',
        'Room service charge',
        'Day use',
        'Day-use revenue',
      ].map(async (name) => {
        const group = await screen.findByRole('group', { name });
        return [...group.children].map((line) => line.textContent);
      }),
    );
    expect(shown).toEqual([
      ['Room', '80,000 Ks', 'Room payments taken, tax and service included'],
      ['Room-nights sold', '9', 'Every night of every full-night and long stay, one per room'],
      ['Room-nights in service', '510', 'Each night, the rooms in service, added up'],
      ['Occupancy', '1.8 %', 'Room-nights sold ÷ room-nights in service'],
      [
        'Room revenue',
        '385,000 Ks',
        'What the rooms sold for on those nights, without tax and service',
      ],
      ['ADR (average daily rate)', '42,777.78 Ks', 'Room revenue ÷ room-nights sold'],
      ['RevPAR (revenue per available room)', '754.9 Ks', 'Room revenue ÷ room-nights in service'],
      ['Room tax', '6,000 Ks', 'Tax charged on the room revenue'],
      ['Room service charge', '12,000 Ks', 'Service charged on the room revenue'],
      ['Day use', '2', 'Daycations and sessions that arrived on these dates'],
      ['Day-use revenue', '40,000 Ks', 'Their room charges without tax and service; not in ADR'],
    ]);
    expect(screen.getByRole('heading', { name: 'Money taken' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rooms sold' })).toBeInTheDocument();
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
    expect(net.textContent).toBe('အသားတင်၁၂၂,၀၀၀ ကျပ်အထက်ပါ ငွေအားလုံး ပေါင်းခြင်း');
    const lines = async (name: string) =>
      [...(await screen.findByRole('group', { name })).children].map((l) => l.textContent);
    expect(await lines('ADR (တစ်ညလျှင် ပျမ်းမျှ အခန်းခ)')).toEqual([
      'ADR (တစ်ညလျှင် ပျမ်းမျှ အခန်းခ)',
      '၄၂,၇၇၇.၇၈ ကျပ်',
      'အခန်း ရောင်းရငွေ ÷ ရောင်းရသော အခန်း-ည',
    ]);
    expect(await lines('အခန်းနေရာ ပြည့်နှုန်း')).toEqual([
      'အခန်းနေရာ ပြည့်နှုန်း',
      '၁.၈ %',
      'ရောင်းရသော အခန်း-ည ÷ အသုံးပြုနိုင်သော အခန်း-ည',
    ]);
    expect(await lines('နေ့ပိုင်း တည်းခိုမှု ရောင်းရငွေ')).toEqual([
      'နေ့ပိုင်း တည်းခိုမှု ရောင်းရငွေ',
      '၄၀,၀၀၀ ကျပ်',
      'ယင်းတို့၏ အခန်းခ (အခွန်နှင့် ဝန်ဆောင်ခ မပါ)၊ ADR တွင် မပါဝင်',
    ]);
    expect(screen.getByRole('heading', { name: /အစီရင်ခံစာများ/ })).toBeTruthy();
    const sources = screen.getByRole('table', { name: 'လာရာလမ်းကြောင်းအလိုက် ဘွတ်ကင်များ' });
    expect(within(sources).getByText('ကောင်တာ').closest('tr')?.textContent).toBe('ကောင်တာ၄၃၀၁');
  });
});
