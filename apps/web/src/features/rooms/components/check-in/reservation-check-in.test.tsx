import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { createTestQueryClient, renderWithProviders } from '../../../../test/render.tsx';
import { aCheckInResponse, aReservation, aRoom } from '../../test/room-fixtures.ts';
import { fakeApi, type FakeCall } from '../../../../test/fake-api.ts';
import { ReservationCheckIn } from '../reservation-check-in.tsx';
import { deskClockAt } from '../../../../test/desk-clock.ts';

const rooms = [
  aRoom('101', 1, 2),
  aRoom('102', 1),
  aRoom('103', 1, 5),
  aRoom('201', 2),
  aRoom('202', 2, 1, true),
];

const slots = () => screen.getAllByTestId('room-slot');
const amount = (testId: string) => screen.getByTestId(testId).textContent;

const chooseRoom = async (user: ReturnType<typeof userEvent.setup>, slot: number, room: string) => {
  await user.click(within(slots()[slot]!).getByPlaceholderText('Select a room'));
  await user.click(screen.getByRole('option', { name: new RegExp(`^${room} `) }));
};

const optionsShown = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('reservation check-in', () => {
  // 14:00 on 21 Nov 2026 at the hotel.
  deskClockAt('2026-11-21T07:30:00Z');

  it('asks for an available room per reserved room and checks that each is chosen once', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(() => ({ body: rooms }));
    renderWithProviders(
      <ReservationCheckIn reservation={aReservation()} opened onClose={() => {}} />,
    );
    expect(screen.getByRole('dialog', { name: 'Reservation Check-in (2 rooms)' })).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Mya Mya');
    expect(slots()).toHaveLength(2);

    // Nothing chosen: every card and the confirmation say so, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain('Please verify all room numbers before proceeding.');
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    expect(screen.getAllByText('Please select a room')).toHaveLength(2);
    expect(screen.getByText('Please confirm that the full amount has been paid.')).toBeTruthy();

    // Only available rooms are offered, and a room chosen in one card is not offered again.
    await user.click(within(slots()[0]!).getByPlaceholderText('Select a room'));
    await waitFor(() =>
      expect(optionsShown()).toEqual(['102 · Standard', '201 · Standard', '202 · Family']),
    );
    await user.click(screen.getByRole('option', { name: '102 · Standard' }));
    expect(screen.getByRole('dialog', { name: '102 Check-in (2 rooms)' })).toBeTruthy();
    await user.click(within(slots()[1]!).getByPlaceholderText('Select a room'));
    expect(optionsShown()).toEqual(['201 · Standard', '202 · Family']);
    await user.click(screen.getByRole('option', { name: '202 · Family' }));
    expect(screen.queryByText('Please select a room')).toBeNull();

    // Reservation nights count from the day after check-in (22/11) to 23/11 at noon: 2;
    // each room is priced by its own type;
    // the 20,000 paid before is shared by the two rooms.
    expect(amount('summary-nights')).toBe('2 Nights');
    expect(amount('summary-room-102')).toBe('80,000 Ks');
    expect(amount('summary-room-202')).toBe('130,000 Ks');
    expect(amount('summary-total')).toBe('210,000 Ks');
    expect(amount('summary-prior-paid')).toBe('20,000 Ks');
    expect(amount('summary-amount-due')).toBe('190,000 Ks');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("says 'Please select a valid room' when a chosen room is taken meanwhile", async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ body: rooms }));
    const queryClient = createTestQueryClient();
    renderWithProviders(
      <ReservationCheckIn reservation={aReservation()} opened onClose={() => {}} />,
      queryClient,
    );
    await chooseRoom(user, 0, '201');
    expect(screen.queryByText('Please select a valid room')).toBeNull();
    // Another desk checks a guest in to 201.
    queryClient.setQueryData(
      queryKeys.rooms,
      rooms.map((room) => (room.Room === '201' ? { ...room, Status: 2 } : room)),
    );
    expect(await screen.findByText('Please select a valid room')).toBeTruthy();
  });

  it("never says 'Please select a valid room' for the rooms its own check-in just took", async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    let checkedIn = false;
    // What the card said while the answer was on its way, after the grid showed 102 taken.
    let shownMeanwhile: string | null | undefined;
    fakeApi(async (call: FakeCall) => {
      if (call.method === 'POST') {
        // The check-in's own room_updated event comes first: the rooms refetch shows 102 taken.
        checkedIn = true;
        await queryClient.refetchQueries({ queryKey: queryKeys.rooms });
        await new Promise((resolve) => setTimeout(resolve, 50));
        shownMeanwhile = screen.queryByText('Please select a valid room')?.textContent ?? null;
        return { status: 201, body: aCheckInResponse({ reservationId: 7, priorPaid: 20000 }) };
      }
      return {
        body: rooms.map((room) =>
          checkedIn && room.Room === '102' ? { ...room, Status: 2 } : room,
        ),
      };
    });
    renderWithProviders(
      <ReservationCheckIn reservation={aReservation({ RoomCount: 1 })} opened onClose={() => {}} />,
      queryClient,
    );
    await chooseRoom(user, 0, '102');
    await user.click(screen.getByLabelText('I confirm full amount has been paid.'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toBeTruthy();
    expect(shownMeanwhile).toBeNull();
    expect(screen.queryByText('Please select a valid room')).toBeNull();
  });

  it('needs the payment confirmation ticked, then checks every room in at once', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call: FakeCall) =>
      call.method === 'POST'
        ? { status: 201, body: aCheckInResponse({ reservationId: 7, priorPaid: 20000 }) }
        : { body: rooms },
    );
    renderWithProviders(
      <ReservationCheckIn reservation={aReservation()} opened onClose={() => {}} />,
    );
    await chooseRoom(user, 0, '102');
    await chooseRoom(user, 1, '201');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Please confirm that the full amount has been paid.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByLabelText('I confirm full amount has been paid.'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(success.textContent).toContain('All rooms checked-in successfully.');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      stayType: 'full-night',
      reservationId: 7,
      guest: { name: 'Mya Mya', nationalId: '12/KaMaNa(N)123456', phone: '09 420 111 222' },
      rooms: [
        { roomNumber: '102', extraBed: false },
        { roomNumber: '201', extraBed: false },
      ],
      checkoutDate: '2026-11-23T12:00:00.000Z',
    });
  });

  it('credits what was paid: standard 80,000 + family 130,000 with 200,000 prepaid asks 10,000', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ body: rooms }));
    renderWithProviders(
      <ReservationCheckIn
        reservation={aReservation({ AmountPaid: 200000 })}
        opened
        onClose={() => {}}
      />,
    );
    await chooseRoom(user, 0, '102');
    await chooseRoom(user, 1, '202');
    await waitFor(() => expect(amount('summary-amount-due')).toBe('10,000 Ks'));
    expect(amount('summary-prior-paid')).toBe('200,000 Ks');
    expect(screen.queryByTestId('summary-overpaid')).toBeNull();
  });

  it('shows an overpayment before confirming and sends what becomes of it', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call: FakeCall) =>
      call.method === 'POST'
        ? { status: 201, body: aCheckInResponse({ reservationId: 7, priorPaid: 80000 }) }
        : { body: rooms },
    );
    renderWithProviders(
      <ReservationCheckIn
        reservation={aReservation({ RoomCount: 1, AmountPaid: 100000 })}
        opened
        onClose={() => {}}
      />,
    );
    await chooseRoom(user, 0, '102');
    await waitFor(() => expect(amount('summary-overpaid')).toBe('20,000 Ks'));
    expect(amount('summary-amount-due')).toBe('0 Ks');
    await user.click(screen.getByText('Refund now'));
    await user.click(screen.getByLabelText('I confirm full amount has been paid.'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Success' });
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      reservationId: 7,
      overpayment: 'refund',
    });
  });

  it("shows the server's message when the check-in fails, else 'Failed to check-in guest'", async () => {
    const user = userEvent.setup();
    let withMessage = true;
    fakeApi((call: FakeCall) =>
      call.method === 'POST'
        ? withMessage
          ? { status: 409, body: { message: 'This reservation is already checked in.' } }
          : { status: 500 }
        : { body: rooms },
    );
    renderWithProviders(
      <ReservationCheckIn reservation={aReservation({ RoomCount: 1 })} opened onClose={() => {}} />,
    );
    expect(screen.getByRole('dialog', { name: 'Reservation Check-in' })).toBeTruthy();
    await chooseRoom(user, 0, '102');
    await user.click(screen.getByLabelText('I confirm full amount has been paid.'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    let error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain('This reservation is already checked in.');
    await user.click(within(error).getByRole('button', { name: 'OK' }));

    withMessage = false;
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain('Failed to check-in guest');
  });

  it('moves a check-out of today or earlier to tomorrow at 12:00', () => {
    fakeApi(() => ({ body: rooms }));
    renderWithProviders(
      <ReservationCheckIn
        reservation={aReservation({
          CheckinDate: '2026-11-19T07:30:00.000Z',
          CheckoutDate: '2026-11-21T05:30:00.000Z', // today 12:00
        })}
        opened
        onClose={() => {}}
      />,
    );
    expect((screen.getByLabelText(/^Check-out Date/) as HTMLInputElement).value).toBe('22/11/2026');
    expect(amount('summary-checkout')).toBe('22/11/2026 12:00');
  });

  it('checks in a daycation reservation without check-out date or foreigner', () => {
    fakeApi(() => ({ body: rooms }));
    renderWithProviders(
      <ReservationCheckIn
        reservation={aReservation({ RoomType: 'daycation', RoomCount: 1 })}
        opened
        onClose={() => {}}
      />,
    );
    expect(screen.queryByLabelText(/^Check-out Date/)).toBeNull();
    expect(screen.queryByLabelText('Foreigner')).toBeNull();
    expect(amount('summary-stay')).toBe('12 hours');
  });
});
