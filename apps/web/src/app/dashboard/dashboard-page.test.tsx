import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { jsonResponse, mockFetch } from '../../test/fetch.ts';
import { DashboardPage } from './dashboard-page.tsx';

const session = {
  hotel: { key: 'aureo', name: 'Aureo Hotel', timeZone: 'Asia/Yangon' },
  user: { name: 'Aye Aye Khaing', role: 'reception' },
};

const stats = {
  'available-rooms': 12,
  'total-rooms': 17,
  'full-night': 3,
  daycation: 1,
  session: 0,
  housekeeping: 1,
  'long-stay': 1,
  maintenance: 0,
};

/** The room revenue of each date the fake API knows (kyat). */
const revenueByDate: Record<string, number> = {
  '2026-11-21': 80000,
  '2026-11-22': 125000,
  '2026-11-10': 40000,
};

const fakeApi = () => {
  const revenueDates: string[] = [];
  mockFetch((url) => {
    const [path = '', search = ''] = url.split('?');
    if (path.endsWith('/reception/me')) return jsonResponse({ body: session });
    if (path.endsWith('/get-stats')) return jsonResponse({ body: stats });
    if (path.endsWith('/room-revenue')) {
      const date = new URLSearchParams(search).get('date') ?? '';
      revenueDates.push(date);
      return jsonResponse({ body: { 'room-revenue': revenueByDate[date] ?? 0 } });
    }
    if (path.endsWith('/food-revenue')) return jsonResponse({ body: { 'food-revenue': 0 } });
    return jsonResponse({ body: [] });
  });
  return { revenueDates };
};

const roomRevenueCard = () =>
  screen.getByText('Room Revenue', { selector: 'p' }).closest('.mantine-Paper-root')
    ?.lastElementChild?.textContent;

const dateInput = (label: string) => screen.getByLabelText(`${label} date`) as HTMLInputElement;

describe('DashboardPage', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });
  afterEach(() => vi.useRealTimers());

  it("shows the stat cards for the date typed into the Room Revenue panel, shared with Food Revenue's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T03:00:00Z')); // 09:30 on 21 Nov at the hotel
    const { revenueDates } = fakeApi();
    renderWithProviders(<DashboardPage />);
    await waitFor(() => expect(roomRevenueCard()).toBe('80,000 Ks'));
    expect(dateInput('Room Revenue').value).toBe('21/11/2026');

    fireEvent.change(dateInput('Room Revenue'), { target: { value: '10/11/2026' } });
    await waitFor(() => expect(roomRevenueCard()).toBe('40,000 Ks'));
    expect(revenueDates.at(-1)).toBe('2026-11-10');
    expect(dateInput('Food Revenue').value).toBe('10/11/2026');

    // Today, from either panel, goes back to the hotel's today.
    fireEvent.blur(dateInput('Room Revenue'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Today' })[1]!);
    await waitFor(() => expect(roomRevenueCard()).toBe('80,000 Ks'));
    expect(dateInput('Room Revenue').value).toBe('21/11/2026');
  });

  it('turns to the new hotel day at midnight when nobody picked a date, and keeps a picked one', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-21T17:29:10Z')); // 23:59:10 on 21 Nov at the hotel
    const { revenueDates } = fakeApi();
    renderWithProviders(<DashboardPage />);
    await waitFor(() => expect(roomRevenueCard()).toBe('80,000 Ks'));

    act(() => {
      vi.setSystemTime(new Date('2026-11-21T17:30:10Z')); // 00:00:10 on 22 Nov
      vi.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(roomRevenueCard()).toBe('125,000 Ks'));
    expect(revenueDates.at(-1)).toBe('2026-11-22');
    expect(dateInput('Room Revenue').value).toBe('22/11/2026');
    expect(dateInput('Food Revenue').value).toBe('22/11/2026');

    // A date someone picked stays through the next midnight.
    fireEvent.change(dateInput('Room Revenue'), { target: { value: '10/11/2026' } });
    await waitFor(() => expect(roomRevenueCard()).toBe('40,000 Ks'));
    act(() => {
      vi.setSystemTime(new Date('2026-11-22T17:30:10Z')); // 00:00:10 on 23 Nov
      vi.advanceTimersByTime(60_000);
    });
    expect(dateInput('Room Revenue').value).toBe('10/11/2026');
    expect(roomRevenueCard()).toBe('40,000 Ks');
  });
});
