import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render.tsx';
import { aReservation, aRoom } from '../../test/room-fixtures.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { ReservationCheckIn } from '../reservation-check-in.tsx';
import { deskClockAt } from '../../../../test/desk-clock.ts';

const rooms = [aRoom('102', 1), aRoom('202', 2, 1, true)];
/** A side's lines: label, dates, nights, price. */
const side = (testId: string) =>
  Array.from(screen.getByTestId(testId).children, (line) => line.textContent);

const chooseRoom = async (user: ReturnType<typeof userEvent.setup>, room: string) => {
  await user.click(within(screen.getByTestId('room-slot')).getByPlaceholderText('Select a room'));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${room} `) }));
};

describe('a reservation checked in on another day than booked (issue 19)', () => {
  // 14:00 on 21 Nov 2026 at the hotel.
  deskClockAt('2026-11-21T07:30:00Z');

  it('three days early: the booked night and price next to the four new ones, before Confirm', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(() => ({ body: rooms }));
    renderWithProviders(
      <ReservationCheckIn
        reservation={aReservation({
          RoomCount: 1,
          TaxRate: 0,
          ServiceRate: 0,
          CheckinDate: '2026-11-24T07:30:00.000Z', // 24/11 14:00
          CheckoutDate: '2026-11-25T05:30:00.000Z', // 25/11 12:00
        })}
        opened
        onClose={() => {}}
      />,
    );
    const notice = await screen.findByTestId('booked-vs-new');
    expect(notice.textContent).toContain('Arriving before the booked day');
    // No room yet: the nights, not yet a price.
    expect(side('booked-stay')).toEqual(['Booked', '24/11/2026 – 25/11/2026', '1 night', '-']);
    expect(side('new-stay')).toEqual(['Now', '21/11/2026 – 25/11/2026', '4 nights', '-']);

    // A standard room, 40,000 Ks a night: 1 night booked, 4 nights now.
    await chooseRoom(user, '102');
    expect(side('booked-stay')[3]).toBe('40,000 Ks');
    expect(side('new-stay')[3]).toBe('160,000 Ks');
    expect(screen.getByTestId('summary-total').textContent).toBe('160,000 Ks');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('a later check-out on the booked day; nothing shown on the booked dates', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ body: rooms }));
    const { unmount } = renderWithProviders(
      <ReservationCheckIn reservation={aReservation({ RoomCount: 1 })} opened onClose={() => {}} />,
    );
    await chooseRoom(user, '202');
    expect(screen.queryByTestId('booked-vs-new')).toBeNull();
    unmount();

    fakeApi(() => ({ body: rooms }));
    renderWithProviders(
      <ReservationCheckIn
        reservation={aReservation({ RoomCount: 1, TaxRate: 0, ServiceRate: 0 })}
        opened
        onClose={() => {}}
      />,
    );
    await chooseRoom(user, '202');
    fireEvent.change(screen.getByLabelText(/^Check-out Date/), { target: { value: '24/11/2026' } });
    const notice = await screen.findByTestId('booked-vs-new');
    expect(notice.textContent).toContain('The check-out is not the booked one');
    // Family room, 65,000 Ks a night: 2 nights booked, 3 now.
    expect(side('booked-stay')).toEqual([
      'Booked',
      '21/11/2026 – 23/11/2026',
      '2 nights',
      '130,000 Ks',
    ]);
    expect(side('new-stay')).toEqual(['Now', '21/11/2026 – 24/11/2026', '3 nights', '195,000 Ks']);
  });
});
