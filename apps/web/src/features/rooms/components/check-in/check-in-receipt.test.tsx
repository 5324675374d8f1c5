import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePrintWindow, receiptText } from '../../../../test/print-window.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { aCheckInResponse, aRoom } from '../../test/room-fixtures.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { CheckInFlow } from './check-in-flow.tsx';
import { deskClockAt } from '../../../../test/desk-clock.ts';

const room101 = aRoom('101', 1);

const fillAndTickExtraBed = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/^Name/), 'Aung Aung');
  await user.type(screen.getByLabelText(/^National ID/), '12/KaMaNa(N)111111');
  await user.type(screen.getByLabelText(/^Phone/), '09 111 222');
  await user.click(screen.getByLabelText('Extra Bed'));
};

describe('check-in receipt', () => {
  deskClockAt('2026-11-21T07:30:00Z'); // 14:00 on 21 Nov 2026 at the hotel

  it('Print Receipt checks in first, then prints the completed check-in in the small window', async () => {
    const user = userEvent.setup();
    const { state, target } = fakePrintWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(target);
    const { calls } = fakeApi((call) =>
      call.method === 'POST' ? { status: 201, body: aCheckInResponse() } : { body: [room101] },
    );
    renderWithProviders(
      <CheckInFlow
        source={{ kind: 'walk-in', room: room101, stayType: 'full-night' }}
        opened
        onClose={() => {}}
      />,
    );
    expect(
      screen.getByText('Print Receipt checks the guest in first, then prints the receipt.'),
    ).toBeTruthy();
    await fillAndTickExtraBed(user);
    await user.click(screen.getByRole('button', { name: 'Print Receipt' }));

    expect(open).toHaveBeenCalledWith('', 'receipt', 'width=320,height=600');
    await waitFor(() => expect(state.printed).toBe(1));
    expect(state.closed).toBe(true);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(await screen.findByRole('dialog', { name: 'Success' })).toBeTruthy();

    const text = receiptText(state.html);
    for (const expected of [
      'Aureo Hotel',
      'No. 45, Bogyoke Aung San Road',
      'Yangon',
      '+95 9 420 111 222',
      'Receipt No AUR202611210001',
      'Date 21/11/2026 14:00',
      'Room 101',
      'Guest Aung Aung',
      'Check-in 21/11/2026 14:00',
      'Check-out 23/11/2026 12:00',
      'Nights 2 Nights',
      // 100,000 of room charges: 80,000 for the room and 2 x 10,000 for its extra bed.
      'Room 101 80,000 Ks',
      'Extra bed 20,000 Ks',
      'Subtotal 100,000 Ks',
      'Tax (5%) 5,000 Ks',
      'Service (10%) 10,000 Ks',
      'Total 115,000 Ks',
      'Payment Cash',
      'Thank you for staying with us!',
    ]) {
      expect(text).toContain(expected);
    }
    // A walk-in has nothing paid before.
    expect(text).not.toContain('Prior paid');
  });

  it("says 'Failed to print receipt' when the window cannot be opened", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(window, 'open').mockReturnValue(null);
    fakeApi((call) =>
      call.method === 'POST' ? { status: 201, body: aCheckInResponse() } : { body: [room101] },
    );
    renderWithProviders(
      <CheckInFlow
        source={{ kind: 'walk-in', room: room101, stayType: 'full-night' }}
        opened
        onClose={() => {}}
      />,
    );
    await fillAndTickExtraBed(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const success = await screen.findByRole('dialog', { name: 'Success' });
    await user.click(within(success).getByRole('button', { name: 'Print Receipt' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain('Failed to print receipt');
  });
});
