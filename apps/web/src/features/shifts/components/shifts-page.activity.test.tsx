import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse } from '../../../test/fetch.ts';
import { renderOwnerPage, useOwnerDesk } from '../../../test/owner-page.tsx';
import { shiftListEntry } from '../test/shift-fixtures.ts';
import { ShiftsPage } from './shifts-page.tsx';

// Opened 07:00 on 24 Nov and closed 01:30 on 25 Nov at the hotel (UTC+06:30).
const nightShift = shiftListEntry({
  userId: 4,
  openedAt: '2026-11-24T00:30:00.000Z',
  closedAt: '2026-11-24T19:00:00.000Z',
});

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
