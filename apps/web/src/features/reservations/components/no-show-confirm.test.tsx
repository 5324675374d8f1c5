import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { aReservation } from '../../../test/records.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { deskClockAt } from '../../../test/desk-clock.ts';
import { ReservationPanel } from './reservation-panel.tsx';

// 09:30 on 21 Nov 2026 at the hotel (Asia/Yangon).
deskClockAt('2026-11-21T03:00:00Z');

// Arrived on 20/11 at 14:00 (its day is over), and one arriving today at 14:00.
const overdue = aReservation({
  ID: 7,
  Name: 'U Ba',
  CheckinDate: '2026-11-20T07:30:00.000Z',
  CheckoutDate: '2026-11-22T05:30:00.000Z',
});
const today = aReservation({ ID: 8, Name: 'Daw Hla', CheckinDate: '2026-11-21T07:30:00.000Z' });

describe("the desk's Mark no-show (ADR 086)", () => {
  it('is offered once the arrival day is over, confirmed first, its deposit kept', async () => {
    const user = userEvent.setup();
    let marked = false;
    const { calls } = fakeApi((call) => {
      if (call.method === 'POST') {
        marked = true;
        return { body: { ...overdue, Status: 'no-show' } };
      }
      return { body: marked ? [today] : [overdue, today] };
    });
    renderWithProviders(<ReservationPanel />);

    await user.click(await screen.findByRole('button', { name: /Daw Hla/ }));
    const notYet = screen.getByRole('dialog', { name: 'Daw Hla' });
    expect(
      within(notYet)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).not.toContain('Mark no-show');
    await user.keyboard('{Escape}');

    await user.click(await screen.findByRole('button', { name: /U Ba/ }));
    const options = screen.getByRole('dialog', { name: 'U Ba' });
    await user.click(within(options).getByRole('button', { name: 'Mark no-show' }));
    expect(
      screen.getByText(
        'U Ba did not come: mark the reservation as a no-show? Its deposit is kept.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark no-show' }));

    expect(await screen.findByText('Reservation marked as a no-show.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/reservations/7/no-show');
    expect(post?.headers['idempotency-key']).toMatch(/.{16,}/);
    await waitFor(() => expect(screen.queryByRole('button', { name: /U Ba/ })).toBeNull());
  });
});
