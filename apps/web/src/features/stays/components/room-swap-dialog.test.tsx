import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { aRoom } from '../test/stay-fixtures.ts';
import { aGuest } from '../../../test/records.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { RoomSwapDialog } from './room-swap-dialog.tsx';

const rooms = [aRoom('101', 2), aRoom('102', 1), aRoom('103', 5), aRoom('201', 1)];

beforeEach(() => {
  window.localStorage.setItem('hotel', 'aureo');
  window.localStorage.setItem('token', 'tok');
});

describe('Room Swap', () => {
  it('offers only available rooms, waits for a choice, then moves the guest', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) => {
      if (call.path === '/rooms') return { body: rooms };
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/swap-room') {
        return {
          body: {
            message: 'Guest successfully moved from Room 101 to Room 201.',
            guest: aGuest({ RoomNumber: '201' }),
            previousRoom: { Room: '101', Status: 1 },
            newRoom: { Room: '201', Status: 2 },
          },
        };
      }
      return undefined;
    });
    renderWithProviders(<RoomSwapDialog room={rooms[0]!} opened onClose={() => {}} />);
    screen.getByRole('dialog', { name: '101 | Room Swap' });
    const submit = screen.getByRole('button', { name: 'Swap Room' });
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByText('Please select a new room.')).toBeTruthy();

    await user.click(screen.getByPlaceholderText('Select a new room'));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        '102 · First',
        '201 · Second',
      ]),
    );
    await user.click(screen.getByRole('option', { name: '201 · Second' }));
    expect(await screen.findByDisplayValue('U Ba')).toBeTruthy();
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    expect(
      await screen.findByText('Guest successfully moved from Room 101 to Room 201.'),
    ).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ guestID: '41', currentRoomNumber: '101', newRoomNumber: '201' });
    expect(post.headers['idempotency-key']).toBeTruthy();
  });

  it("shows the server's reason when the room was taken", async () => {
    const user = userEvent.setup();
    fakeApi((call) => {
      if (call.path === '/rooms') return { body: rooms };
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/swap-room') {
        return { status: 409, body: { message: 'Room 102 is not available.' } };
      }
      return undefined;
    });
    renderWithProviders(<RoomSwapDialog room={rooms[0]!} opened onClose={() => {}} />);
    await user.click(screen.getByPlaceholderText('Select a new room'));
    await user.click(await screen.findByRole('option', { name: '102 · First' }));
    const submit = screen.getByRole('button', { name: 'Swap Room' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    expect(await screen.findByText('Room 102 is not available.')).toBeTruthy();
  });
});
