import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ShiftListEntry } from '@frontdesk/domain';
import { jsonResponse } from '../../../test/fetch.ts';
import { renderOwnerPage, useOwnerDesk } from '../../../test/owner-page.tsx';
import { ShiftsPage } from './shifts-page.tsx';

// Opened 07:00 on 24 Nov and closed 01:30 on 25 Nov at the hotel (UTC+06:30).
const nightShift: ShiftListEntry = {
  id: 3,
  userId: 4,
  userName: 'Aye Aye Khaing',
  openedAt: '2026-11-24T00:30:00.000Z',
  closedAt: '2026-11-24T19:00:00.000Z',
  float: 50_000,
  cashIn: 40_000,
  cashOut: 5_000,
  expectedCash: 85_000,
  countedCash: 84_500,
  difference: -500,
  note: 'Change given twice',
  methods: {
    cash: { total: 35_000, count: 2 },
    kpay: { total: 0, count: 0 },
    ayapay: { total: 0, count: 0 },
    wavepay: { total: 0, count: 0 },
  },
  room: 35_000,
  food: 0,
  expenses: 5_000,
  refunds: 0,
};

describe('ShiftsPage links', () => {
  useOwnerDesk();

  it("links each shift to its person's activity over the shift's days at the hotel", async () => {
    renderOwnerPage('/admin/shifts', <ShiftsPage />, (url) =>
      url.pathname.endsWith('/admin/shifts') ? jsonResponse({ body: [nightShift] }) : undefined,
    );
    expect(
      await screen.findByRole('link', { name: "Aye Aye Khaing's activity in this shift" }),
    ).toHaveAttribute('href', '/admin/activity?user=4&from=2026-11-24&to=2026-11-25');
    expect(screen.getByText('Change given twice')).toBeInTheDocument();
  });
});
