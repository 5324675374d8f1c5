import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Income } from '@frontdesk/domain';
import { jsonResponse, mockFetch } from '../../test/fetch.ts';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AdminLayout } from '../admin-layout.tsx';
import { AdminPage } from './admin-page.tsx';

vi.mock('../../lib/navigation.ts', () => ({ reloadAt: vi.fn() }));

const session = {
  hotel: { key: 'aureo', name: 'Aureo Hotel', timeZone: 'Asia/Yangon' },
  user: { name: 'Daw Aye Owner', role: 'admin' },
};
const stats = {
  'available-rooms': 12,
  'total-rooms': 17,
  'full-night': 3,
  daycation: 1,
  session: 2,
  housekeeping: 1,
  'long-stay': 1,
  maintenance: 0,
};
const income = (ID: number, change: Partial<Income>): Income => ({
  ID,
  Type: 'checked-in',
  GuestID: null,
  RoomNumber: '101',
  Amount: 45000,
  RevenueType: 'revenue',
  PaymentMethod: 'cash',
  ReceiptNumber: null,
  CreatedAt: `2026-11-22T0${ID}:00:00.000Z`,
  Guest: null,
  ...change,
});
let incomes: Income[] = [];
const food = [
  {
    ID: 1,
    GuestID: 5,
    RoomNumber: '102',
    TotalAmount: 12600.5,
    PaymentMethod: 'cash',
    ReceiptNumber: null,
    OrderTime: '2026-11-22T07:00:00.000Z',
    CreatedAt: '2026-11-22T07:00:00.000Z',
    Items: [],
  },
];

const renderAdmin = (failing = false) => {
  const fetchMock = mockFetch((url) => {
    if (url.endsWith('/reception/me')) return jsonResponse({ body: session });
    if (failing && url.includes('/incomes/date/'))
      return jsonResponse({ status: 500, body: { message: 'down' } });
    if (url.includes('/incomes/date/2026-11-22')) return jsonResponse({ body: incomes });
    if (url.includes('/food-revenue/date/2026-11-22')) return jsonResponse({ body: food });
    if (url.endsWith('/get-stats')) return jsonResponse({ body: stats });
    return jsonResponse({ body: [] });
  });
  renderRoutes(
    [{ element: <AdminLayout />, children: [{ path: '/admin', element: <AdminPage /> }] }],
    { initialPath: '/admin' },
  );
  return fetchMock;
};
const region = (name: string) => within(screen.getAllByRole('region', { name })[0]!);
const summary = () => {
  const card = region('Overall Summary');
  return ['Room Revenue', 'Food Revenue', 'Total'].map(
    (label) => card.getByLabelText(label).textContent,
  );
};

describe('AdminPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z')); // 14:30 on 22 Nov at the hotel
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'admin-tok');
    incomes = [
      income(1, {}),
      income(2, { Type: 'electricity', RoomNumber: '0', Amount: -15000, RevenueType: '' }),
      income(3, { Type: 'extend', Amount: 30000, PaymentMethod: 'kpay' }),
      income(4, {
        Type: 'guest-food',
        RoomNumber: '0',
        Amount: 2000,
        RevenueType: 'food-revenue',
        PaymentMethod: 'wavepay',
      }),
    ];
  });
  afterEach(() => vi.useRealTimers());

  it("shows the day's room counts, summary and lists for Cash, then Online", async () => {
    renderAdmin();
    await waitFor(() => expect(summary()).toEqual(['30,000 Ks', '12,600.5 Ks', '42,600.5 Ks']));
    expect(region('Total').getByText('17')).toBeTruthy();
    expect(region('Full Night').getByText('3')).toBeTruthy();
    expect(region('Daycation').getByText('1')).toBeTruthy();
    expect(region('Session').getByText('2')).toBeTruthy();
    const rooms = within(screen.getByRole('list', { name: 'Room Revenue' }));
    expect(rooms.getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'ElectricityManual Payment · 08:30-15,000 Ks',
      'Check-in · Room 101Manual Payment · 07:30+45,000 Ks',
    ]);

    fireEvent.click(screen.getByText('Online'));
    await waitFor(() => expect(summary()).toEqual(['30,000 Ks', '2,000 Ks', '32,000 Ks']));
  });

  it('empty lists say so', async () => {
    incomes = [];
    renderAdmin();
    fireEvent.click(await screen.findByText('Online'));
    expect(await screen.findByText('No room revenue for this date')).toBeTruthy();
    expect(screen.getByText('No other revenue for this date')).toBeTruthy();
  });

  it('a payment made at a desk appears live', async () => {
    renderAdmin();
    await waitFor(() => expect(summary()[0]).toBe('30,000 Ks'));
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });
    incomes = [...incomes, income(5, { Type: 'Laundry', RoomNumber: '0', Amount: 5000 })];
    FakeSocket.latest.receive({ type: 'payment_updated' });
    await waitFor(() => expect(summary()[0]).toBe('35,000 Ks'));
  });

  it('a load failure says so', async () => {
    renderAdmin(true);
    expect(await screen.findByText('Failed to load revenue data.')).toBeTruthy();
  });
});
