import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Income } from '@frontdesk/domain';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';
import { FoodRevenuePanel } from './food-revenue-panel.tsx';
import { RoomRevenuePanel } from './room-revenue-panel.tsx';

const session = {
  hotel: { key: 'aureo', name: 'Aureo Hotel', timeZone: 'Asia/Yangon' },
  user: { name: 'Aye Aye Khaing', role: 'reception' },
};
const income = (ID: number, change: Partial<Income>): Income => ({
  ID,
  Type: 'electricity',
  GuestID: null,
  RoomNumber: '0',
  Amount: 1000,
  RevenueType: '',
  PaymentMethod: 'cash',
  ReceiptNumber: null,
  CreatedAt: '2026-11-22T03:00:00.000Z',
  Guest: null,
  ...change,
});
// Times at the hotel (UTC+06:30): 09:30, 10:30, 11:30, 12:30.
const incomes = [
  income(1, {
    Type: 'checked-in',
    RoomNumber: '101',
    Amount: 45000,
    RevenueType: 'revenue',
    CreatedAt: '2026-11-22T03:00:00.000Z',
  }),
  income(2, { Amount: -15000, CreatedAt: '2026-11-22T04:00:00.000Z' }),
  income(3, {
    Type: 'Laundry',
    Amount: 1234567,
    PaymentMethod: 'kpay',
    CreatedAt: '2026-11-22T05:00:00.000Z',
  }),
  income(4, {
    Type: 'guest-food',
    Amount: 2500,
    RevenueType: 'food-revenue',
    PaymentMethod: 'wavepay',
    CreatedAt: '2026-11-22T06:00:00.000Z',
  }),
];

// 13:30 at the hotel: an order to room 102 paid by KPay.
const foodRecords = [
  {
    ID: 1,
    GuestID: 5,
    RoomNumber: '102',
    TotalAmount: 12600.5,
    PaymentMethod: 'kpay',
    ReceiptNumber: 'AURFOOD202611220001',
    OrderTime: '2026-11-22T07:00:00.000Z',
    CreatedAt: '2026-11-22T07:00:00.000Z',
    Items: [],
  },
];

const fakeApi = (
  answer: (url: string, init: RequestInit) => Response | undefined = () => undefined,
) =>
  mockFetch((url, init) => {
    const given = answer(url, init);
    if (given) return given;
    if (url.includes('/reception/me')) return jsonResponse({ body: session });
    if (url.includes('/incomes/date/2026-11-22')) return jsonResponse({ body: incomes });
    if (url.includes('/food-revenue/date/2026-11-22')) return jsonResponse({ body: foodRecords });
    return jsonResponse({ body: [] });
  });

const items = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const props = { date: '2026-11-22', onDateChange: () => undefined } as const;

describe('the revenue panels', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });
  afterEach(() => vi.restoreAllMocks());

  it('Room Revenue, cash: manual payments and check-ins, newest first, signed', async () => {
    fakeApi();
    renderWithProviders(<RoomRevenuePanel {...props} paymentType="cash" />);
    await waitFor(() =>
      expect(items('Room Revenue')).toEqual([
        'ElectricityManual Payment · 10:30-15,000 Ks',
        'Check-in · Room 101Manual Payment · 09:30+45,000 Ks',
      ]),
    );
    const minus = screen.getByText('-15,000 Ks');
    const plus = screen.getByText('+45,000 Ks');
    expect(getComputedStyle(minus).color).not.toBe(getComputedStyle(plus).color);
  });

  it.each([
    [false, 0],
    [true, 2],
  ])(
    'a receptionist sees Void when the owner allows corrections (%s: %d)',
    async (receptionMayVoidAndRefund, voids) => {
      fakeApi((url) =>
        url.includes('/staff-permissions')
          ? jsonResponse({
              body: {
                receptionMayChangePrices: true,
                receptionMayChangeMenu: true,
                receptionMayVoidAndRefund,
              },
            })
          : undefined,
      );
      renderWithProviders(<RoomRevenuePanel {...props} paymentType="cash" />);
      await waitFor(() => expect(items('Room Revenue')).toHaveLength(2));
      await waitFor(() =>
        expect(screen.queryAllByRole('button', { name: 'Void' })).toHaveLength(voids),
      );
    },
  );

  it('Room Revenue, online: every other method, with its label', async () => {
    fakeApi();
    renderWithProviders(<RoomRevenuePanel {...props} paymentType="online" />);
    await waitFor(() =>
      expect(items('Room Revenue')).toEqual(['LaundryKPay · 11:30+1,234,567 Ks']),
    );
  });

  it("a deposit's line names the guest it is from (issue 43 item 5)", async () => {
    fakeApi((url) =>
      url.includes('/incomes/date/2026-11-22')
        ? jsonResponse({
            body: [
              income(7, {
                Type: 'deposit',
                Amount: 50000,
                RevenueType: 'revenue',
                PaymentMethod: 'kpay',
                ReceiptNumber: 'AUR202611220002',
                GuestName: 'Daw Hla',
              }),
              income(8, {
                Type: 'deposit-refund',
                Amount: -20000,
                RevenueType: 'revenue',
                PaymentMethod: 'kpay',
                CreatedAt: '2026-11-22T04:00:00.000Z',
                GuestName: 'U Mya',
              }),
            ],
          })
        : undefined,
    );
    renderWithProviders(<RoomRevenuePanel {...props} paymentType="online" />);
    await waitFor(() =>
      expect(items('Room Revenue')).toEqual([
        'Deposit Refund · U MyaKPay · 10:30-20,000 Ks',
        'Reservation Deposit · Daw HlaKPay · 09:30+50,000 Ks',
      ]),
    );
  });

  it('Food Revenue lists the food orders and food-revenue incomes of the filter', async () => {
    fakeApi();
    renderWithProviders(<FoodRevenuePanel {...props} paymentType="online" />);
    await waitFor(() =>
      expect(items('Food Revenue')).toEqual([
        'Food Order · Room 102KPay · 13:30+12,600.5 Ks',
        'Guest FoodWavePay · 12:30+2,500 Ks',
      ]),
    );
  });

  it('empty states, as SPEC.md words them', async () => {
    fakeApi();
    renderWithProviders(
      <>
        <RoomRevenuePanel {...props} date="2026-11-21" paymentType="cash" />
        <FoodRevenuePanel {...props} paymentType="cash" />
      </>,
    );
    expect(await screen.findByText('No Revenue')).toBeTruthy();
    expect(screen.getByText('No room revenue records for this date')).toBeTruthy();
    expect(screen.getByText('No Food Revenue')).toBeTruthy();
    expect(screen.getByText('No food revenue records for this date')).toBeTruthy();
  });

  it('a load failure is logged and shows the empty list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi((url) =>
      url.includes('/incomes/date/')
        ? jsonResponse({ status: 500, body: { message: 'down' } })
        : undefined,
    );
    renderWithProviders(<RoomRevenuePanel {...props} paymentType="cash" />);
    expect(await screen.findByText('No room revenue records for this date')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });

  it('through an outage keeps the lines it showed; a server that answers a failure empties it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let server: 'up' | 'gone' | 'failing' = 'up';
    fakeApi((url) => {
      if (!url.includes('/date/2026-11-22') || server === 'up') return undefined;
      // No answer at all: what fetch does when the server is down.
      if (server === 'gone') throw new TypeError('Failed to fetch');
      return jsonResponse({ status: 500, body: { message: 'down' } });
    });
    const queryClient = createTestQueryClient();
    renderWithProviders(
      <>
        <RoomRevenuePanel {...props} paymentType="cash" />
        <FoodRevenuePanel {...props} paymentType="online" />
      </>,
      queryClient,
    );
    const roomLines = [
      'ElectricityManual Payment · 10:30-15,000 Ks',
      'Check-in · Room 101Manual Payment · 09:30+45,000 Ks',
    ];
    await waitFor(() => expect(items('Room Revenue')).toEqual(roomLines));
    await waitFor(() => expect(items('Food Revenue')).toHaveLength(2));

    server = 'gone';
    await act(() => queryClient.refetchQueries());
    expect(items('Room Revenue')).toEqual(roomLines);
    expect(items('Food Revenue')).toHaveLength(2);
    expect(screen.queryByText('No Revenue')).toBeNull();

    // SPEC.md section 8: a failure the server answers is logged and shows the empty list.
    server = 'failing';
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByText('No Revenue')).toBeTruthy();
    expect(screen.getByText('No Food Revenue')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });
});
