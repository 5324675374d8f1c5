import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render.tsx';
import { aCheckInResponse, aRoom } from '../../test/room-fixtures.ts';
import { fakeApi, type FakeCall } from '../../../../test/fake-api.ts';
import { deskClockAt } from '../../../../test/desk-clock.ts';
import { CheckInFlow } from './check-in-flow.tsx';

const room101 = aRoom('101', 1);
const overbooked = {
  status: 409,
  body: {
    message: 'Rooms promised to reservations would be short on 21/11/2026, 22/11/2026',
    overbookedNights: [
      { date: '2026-11-21', free: 0 },
      { date: '2026-11-22', free: 0 },
    ],
  },
};

describe('a walk-in over the rooms promised to reservations', () => {
  // 14:00 on 21 Nov 2026 at the hotel (Asia/Yangon, UTC+06:30).
  deskClockAt('2026-11-21T07:30:00Z');

  const start = async () => {
    const user = userEvent.setup();
    const api = fakeApi((call: FakeCall) => {
      if (call.method !== 'POST') return { body: [room101] };
      const confirmed = (call.body as { confirmOverbooking?: boolean }).confirmOverbooking;
      return confirmed ? { status: 201, body: aCheckInResponse() } : overbooked;
    });
    renderWithProviders(
      <CheckInFlow
        source={{ kind: 'walk-in', room: room101, stayType: 'full-night' }}
        opened
        onClose={() => {}}
      />,
    );
    await user.type(screen.getByLabelText(/^Name/), 'Aung Aung');
    await user.type(screen.getByLabelText(/^National ID/), '12/KaMaNa(N)111111');
    await user.type(screen.getByLabelText(/^Phone/), '09 111 222');
    await waitFor(() => expect(api.calls.some((c) => c.path === '/rooms')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const question = await screen.findByRole('dialog', { name: 'Rooms promised to reservations' });
    const posts = () => api.calls.filter((c) => c.method === 'POST');
    return { user, question, posts };
  };

  it('asks the desk, naming the nights, and checks in with the confirmation', async () => {
    const { user, question, posts } = await start();
    expect(question.textContent).toContain(
      'Checking in leaves fewer rooms than reservations are promised on 21/11/2026, 22/11/2026. Check in anyway?',
    );
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
    await user.click(within(question).getByRole('button', { name: 'Check in anyway' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toBeTruthy();
    const [first, second] = posts();
    expect(first?.body).not.toHaveProperty('confirmOverbooking');
    expect(second?.body).toEqual({ ...(first?.body as object), confirmOverbooking: true });
  });

  it('Back returns to the dialog and sends nothing more', async () => {
    const { user, question, posts } = await start();
    await user.click(within(question).getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Rooms promised to reservations' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: '101 | Full Night Check-in' })).toBeTruthy();
    expect(posts()).toHaveLength(1);
  });
});
