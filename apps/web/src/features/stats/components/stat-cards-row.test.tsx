import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';
import { StatCardsRow } from './stat-cards-row.tsx';

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

/** The figure of the card named `label` (its text after the label). */
const figureOf = (label: string) =>
  screen.getByText(label, { selector: 'p' }).closest('.mantine-Paper-root')?.lastElementChild
    ?.textContent;

describe('StatCardsRow', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it('shows availability over total, the counts, and the room and food revenue in Ks', async () => {
    const order: string[] = [];
    let answerStats: (() => void) | undefined;
    const fetchMock = mockFetch(async (url) => {
      order.push(url);
      if (url.includes('/get-stats')) {
        await new Promise<void>((resolve) => (answerStats = resolve));
        return jsonResponse({ body: stats });
      }
      if (url.includes('/food-revenue'))
        return jsonResponse({ body: { 'food-revenue': 25500.25 } });
      return jsonResponse({ body: { 'room-revenue': 1234500.5 } });
    });
    renderWithProviders(<StatCardsRow date="2026-11-21" paymentType="online" />);
    // Every card has its own spinner until its call answers.
    expect(screen.getByLabelText('Availablility')).toBeTruthy();
    expect(screen.getByLabelText('Room Revenue')).toBeTruthy();
    expect(screen.getByLabelText('Food Revenue')).toBeTruthy();
    // In sequence: the revenue is asked for only after the counts have answered.
    await waitFor(() => expect(answerStats).toBeDefined());
    expect(order).toEqual(['/api/aureo/reception/get-stats']);
    answerStats?.();

    await waitFor(() => expect(figureOf('Room Revenue')).toBe('1,234,500.5 Ks'));
    expect(figureOf('Availablility')).toBe('12/17');
    expect(figureOf('Full Night')).toBe('3');
    expect(figureOf('Daycation')).toBe('1');
    expect(figureOf('Session')).toBe('0');
    expect(figureOf('Housekeeping')).toBe('1');
    await waitFor(() => expect(figureOf('Food Revenue')).toBe('25,500.25 Ks'));
    expect(order).toEqual([
      '/api/aureo/reception/get-stats',
      '/api/aureo/reception/room-revenue?date=2026-11-21&paymentType=online',
      '/api/aureo/reception/food-revenue?date=2026-11-21&paymentType=online',
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('warns (never errors) and shows dashes when the statistics fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(() => jsonResponse({ status: 500, body: { message: 'down' } }));
    renderWithProviders(<StatCardsRow date="2026-11-21" paymentType="cash" />);
    await waitFor(() => expect(screen.queryByLabelText('Room Revenue')).toBeNull());
    expect(screen.queryByLabelText('Availablility')).toBeNull();
    await waitFor(() => expect(screen.queryByLabelText('Food Revenue')).toBeNull());
    for (const label of [
      'Availablility',
      'Full Night',
      'Housekeeping',
      'Room Revenue',
      'Food Revenue',
    ]) {
      expect(figureOf(label)).toBe('-');
    }
    expect(warn).toHaveBeenCalledWith('Error loading the stats:', expect.any(Error));
  });

  it('forgets the token on a 401', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(() => jsonResponse({ status: 401, body: { message: 'Unauthorized' } }));
    renderWithProviders(<StatCardsRow date="2026-11-21" paymentType="cash" />);
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
  });
});
