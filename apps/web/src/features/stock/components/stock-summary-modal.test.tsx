import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { StockSummaryModal } from './stock-summary-modal.tsx';

const counts = {
  'Myanmar Beer can': 4,
  'Tiger can': 12,
  'Heineken can': 0,
  'ABC can': 1,
  'Coca-Cola': 7,
  REDBULL: 0,
  'Tiger bottle': 2,
  'ABC bottle': 0,
};

const rows = () =>
  screen.getAllByTestId('stock-row').map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );

describe('Stock Summary', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 10:00 on 21 Nov 2026 at the hotel (Asia/Yangon).
    vi.setSystemTime(new Date('2026-11-21T03:30:00Z'));
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the last 7 days to today and lists the eight drinks', async () => {
    const { calls } = fakeApi(() => ({ body: counts }));
    renderWithProviders(<StockSummaryModal opened onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Stock Summary' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Drink' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Total Ordered' })).toBeTruthy();
    await waitFor(() => expect(rows()[1]).toEqual(['Tiger can', '12']));
    expect(rows()).toEqual([
      ['Myanmar Beer can', '4'],
      ['Tiger can', '12'],
      ['Heineken can', '0'],
      ['ABC can', '1'],
      ['Coca-Cola', '7'],
      ['REDBULL', '0'],
      ['Tiger bottle', '2'],
      ['ABC bottle', '0'],
    ]);
    const asked = calls.find((call) => call.path === '/drink-stock-summary')!;
    expect(Object.fromEntries(asked.query)).toEqual({ start: '2026-11-14', end: '2026-11-21' });
    expect(screen.getByText('14/11/2026 – 21/11/2026')).toBeTruthy();
  });

  it('shows no figures and no message when the summary fails', async () => {
    fakeApi(() => ({ status: 500, body: { message: 'down' } }));
    renderWithProviders(<StockSummaryModal opened onClose={() => {}} />);
    await waitFor(() => expect(screen.queryByLabelText('Loading the stock summary')).toBeNull());
    expect(rows()[0]).toEqual(['Myanmar Beer can', '']);
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  });
});
