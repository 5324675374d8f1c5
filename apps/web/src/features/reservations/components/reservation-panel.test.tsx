import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { aReservation } from '../../../test/records.ts';
import { moneyReceiptDocument } from '@frontdesk/domain';
import { fakeApi, fakeReceiptIssue, type FakeCall } from '../../../test/fake-api.ts';
import { fakePrintWindow, receiptText } from '../../../test/print-window.ts';
import { ReservationPanel } from './reservation-panel.tsx';

const listPath = (date: string) => `/reservations/date/${date}`;

const threeReservations = [
  aReservation(),
  aReservation({
    ID: 2,
    Name: 'Ko Zaw',
    Phone: '09 111',
    RoomType: 'daycation',
    RoomCount: 1,
    ExtraBed: false,
    CheckinDate: '2026-11-21T02:30:00.000Z',
    CheckoutDate: '2026-11-21T14:30:00.000Z',
  }),
  aReservation({ ID: 3, Name: 'Daw Khin', RoomType: 'session', ExtraBed: false }),
];

const rowOf = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('ReservationPanel', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 09:30 on 21 Nov 2026 at the hotel (Asia/Yangon).
    vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });
  afterEach(() => vi.useRealTimers());

  it("shows a spinner, then the hotel's today's reservations with icon, dates, rooms and add-on", async () => {
    const { calls } = fakeApi(() => ({ body: threeReservations }));
    renderWithProviders(<ReservationPanel />);
    expect(screen.getByRole('heading', { name: 'Reservations' })).toBeTruthy();
    expect((screen.getByLabelText('Reservations date') as HTMLInputElement).value).toBe(
      '21/11/2026',
    );
    expect(screen.getByLabelText('Loading reservations')).toBeTruthy();

    const first = await screen.findByRole('button', { name: /Mya Mya/ });
    expect(calls[0]).toMatchObject({ method: 'GET', path: listPath('2026-11-21') });
    expect(first.textContent).toContain('09 420 111 222');
    expect(first.textContent).toContain('22/11/2026 – 24/11/2026');
    expect(first.textContent).toContain('2 rooms · Add-on: Extra Bed');
    expect(within(first).getByRole('img', { name: 'Full Night' }).dataset.roomType).toBe(
      'full-night',
    );
    const daycation = rowOf('Ko Zaw');
    expect(daycation.textContent).toContain('21/11/2026 – 21/11/2026');
    expect(daycation.textContent).toContain('1 room · Add-on: None');
    expect(within(daycation).getByRole('img', { name: 'Daycation' })).toBeTruthy();
    expect(within(rowOf('Daw Khin')).getByRole('img', { name: 'Session' })).toBeTruthy();
    // In the server's order.
    const rows = screen.getAllByTestId('reservation-row').map((row) => row.textContent ?? '');
    expect(rows.map((text) => /^\D+/.exec(text)?.[0])).toEqual(['Mya Mya', 'Ko Zaw', 'Daw Khin']);
    expect(screen.queryByLabelText('Loading reservations')).toBeNull();
  });

  it('shows the empty state when there are none', async () => {
    fakeApi(() => ({ body: [] }));
    renderWithProviders(<ReservationPanel />);
    expect(await screen.findByText('No Reservations')).toBeTruthy();
    expect(screen.getByText('New Reservations will appear here')).toBeTruthy();
  });

  it("says 'Failed to load reservations.' and shows an empty list when the load fails", async () => {
    fakeApi(() => ({ status: 500, body: { message: 'Internal error' } }));
    renderWithProviders(<ReservationPanel />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load reservations.');
    expect(screen.getByText('No Reservations')).toBeTruthy();
    expect(screen.queryAllByTestId('reservation-row')).toHaveLength(0);
  });

  it('loads the date typed into the header', async () => {
    const { calls } = fakeApi(() => ({ body: [] }));
    renderWithProviders(<ReservationPanel />);
    await screen.findByText('No Reservations');
    fireEvent.change(screen.getByLabelText('Reservations date'), {
      target: { value: '05/12/2026' },
    });
    await waitFor(() => expect(calls.at(-1)?.path).toBe(listPath('2026-12-05')));
  });

  it('offers Check-in, Details and Delete, and deletes after the confirmation', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const { calls } = fakeApi((call) => {
      if (call.method === 'DELETE') {
        deleted = true;
        return { body: { message: 'Reservation deleted.' } };
      }
      return { body: deleted ? [] : [aReservation({ AmountPaid: 0 })] };
    });
    renderWithProviders(<ReservationPanel />);
    await user.click(await screen.findByRole('button', { name: /Mya Mya/ }));

    const options = screen.getByRole('dialog', { name: 'Mya Mya' });
    for (const label of ['Check-in', 'Details', 'Delete']) {
      expect(within(options).getByRole('button', { name: label })).toBeTruthy();
    }
    await user.click(within(options).getByRole('button', { name: 'Delete' }));

    expect(
      screen.getByText('Are you sure you want to delete the reservation for Mya Mya?'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(calls.some((call: FakeCall) => call.method === 'DELETE')).toBe(true),
    );
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/reservations/1');
    expect(await screen.findByText('No Reservations')).toBeTruthy();
    expect(screen.queryByText(/Are you sure/)).toBeNull();
  });

  it('keeps the reservation when the question is cancelled', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(() => ({ body: [aReservation()] }));
    renderWithProviders(<ReservationPanel />);
    await user.click(await screen.findByRole('button', { name: /Mya Mya/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/Are you sure/)).toBeNull();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it.each([
    ['Refund the deposit', 'refund'],
    ['Keep the deposit', 'keep'],
  ])('asks what becomes of a 20,000 Ks deposit before deleting: %s', async (label, choice) => {
    const user = userEvent.setup();
    let deleted = false;
    const { calls } = fakeApi((call) => {
      if (call.method === 'DELETE') {
        deleted = true;
        return { body: { message: 'Reservation deleted.' } };
      }
      return { body: deleted ? [] : [aReservation()] };
    });
    renderWithProviders(<ReservationPanel />);
    await user.click(await screen.findByRole('button', { name: /Mya Mya/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Reservation Deposit' });
    expect(within(question).getByText(/holds a deposit of 20,000 Ks/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(question).getByRole('button', { name: label }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    const sent = calls.find((call) => call.method === 'DELETE');
    expect([sent?.path, sent?.query.get('deposit')]).toEqual(['/reservations/1', choice]);
    expect(await screen.findByText('No Reservations')).toBeTruthy();
  });

  it('prints the refund receipt the server kept when the deposit is given back (ADR 079)', async () => {
    const user = userEvent.setup();
    const receipt = moneyReceiptDocument(fakeReceiptIssue('2026-11-21T03:00:00.000Z'), {
      kind: 'refund',
      receiptNumber: 'AUR202611210009',
      guest: 'Mya Mya',
      rooms: [],
      lines: [{ type: 'deposit-refund', amount: -20000 }],
      paymentMethod: 'cash',
      walletTransactionId: null,
    });
    let deleted = false;
    fakeApi((call) => {
      if (call.method === 'DELETE') {
        deleted = true;
        return { body: { message: 'Reservation deleted.', receipt } };
      }
      return { body: deleted ? [] : [aReservation()] };
    });
    const { state, target } = fakePrintWindow();
    vi.spyOn(window, 'open').mockReturnValue(target);
    renderWithProviders(<ReservationPanel />);
    await user.click(await screen.findByRole('button', { name: /Mya Mya/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Reservation Deposit' });
    await user.click(within(question).getByRole('button', { name: 'Refund the deposit' }));
    await waitFor(() => expect(state.printed).toBe(1));
    const text = receiptText(state.html);
    expect(text).toContain('Receipt No AUR202611210009');
    expect(text).toContain('Guest Mya Mya');
    expect(text).toContain('-20,000 Ks');
  });

  it("says 'Failed to load reservations.' when the delete fails", async () => {
    const user = userEvent.setup();
    fakeApi((call) =>
      call.method === 'DELETE'
        ? { status: 409, body: { message: 'Guests were checked in from it.' } }
        : { body: [aReservation({ AmountPaid: 0 })] },
    );
    renderWithProviders(<ReservationPanel />);
    await user.click(await screen.findByRole('button', { name: /Mya Mya/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain('Failed to load reservations.');
    // The notice gives focus back to the row the flow started from, not to the page.
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(document.activeElement).toBe(rowOf('Mya Mya')));
  });

  it('sends one DELETE however fast Delete is clicked twice', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const { calls } = fakeApi((call) => {
      if (call.method === 'DELETE') {
        if (deleted) return { status: 404, body: { message: 'Reservation not found.' } };
        deleted = true;
        return { body: { message: 'Reservation deleted.' } };
      }
      return { body: deleted ? [] : [aReservation({ AmountPaid: 0 })] };
    });
    renderWithProviders(<ReservationPanel />);
    await user.click(await screen.findByRole('button', { name: /Mya Mya/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('button', { name: 'Delete' });
    // Both clicks land before React re-renders the button as busy.
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    expect(await screen.findByText('No Reservations')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  });

  it('takes a 404 on delete as already deleted: the list refreshes, no error', async () => {
    const user = userEvent.setup();
    let gone = false;
    const { calls } = fakeApi((call) => {
      if (call.method === 'DELETE') {
        gone = true;
        return { status: 404, body: { message: 'Reservation not found.' } };
      }
      return { body: gone ? [] : [aReservation({ AmountPaid: 0 })] };
    });
    renderWithProviders(<ReservationPanel />);
    await user.click(await screen.findByRole('button', { name: /Mya Mya/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No Reservations')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
    expect(screen.queryByText(/Are you sure/)).toBeNull();
  });

  it('says check-in is not available yet without a check-in dialog', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ body: [aReservation()] }));
    renderWithProviders(<ReservationPanel />);
    await user.click(await screen.findByRole('button', { name: /Mya Mya/ }));
    await user.click(screen.getByRole('button', { name: 'Check-in' }));
    const message = screen.getByRole('dialog', { name: 'Check-in' });
    expect(message.textContent).toContain('Check-in is not available yet.');
    await user.click(within(message).getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('Check-in is not available yet.')).toBeNull();
  });

  it('hands the reservation to the check-in dialog when there is one', async () => {
    const user = userEvent.setup();
    const onCheckIn = vi.fn();
    fakeApi(() => ({ body: [aReservation()] }));
    renderWithProviders(<ReservationPanel onCheckIn={onCheckIn} />);
    await user.click(await screen.findByRole('button', { name: /Mya Mya/ }));
    await user.click(screen.getByRole('button', { name: 'Check-in' }));
    expect(onCheckIn).toHaveBeenCalledWith(aReservation(), expect.anything());
    expect(screen.queryByText('Check-in is not available yet.')).toBeNull();
  });

  it('opens Details read-only; Edit turns it into the edit form', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ body: [aReservation()] }));
    renderWithProviders(<ReservationPanel />);
    await user.click(await screen.findByRole('button', { name: /Mya Mya/ }));
    await user.click(screen.getByRole('button', { name: 'Details' }));

    const details = screen.getByRole('dialog', { name: 'Reservation Details' });
    const name = within(details).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Mya Mya');
    expect(name.readOnly).toBe(true);
    await user.click(within(details).getByRole('button', { name: 'Edit' }));

    const edit = screen.getByRole('dialog', { name: 'Edit Reservation' });
    expect(within(edit).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect((within(edit).getByLabelText(/^Name/) as HTMLInputElement).readOnly).toBe(false);
  });

  it('opens an empty Create Reservation form with Add', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ body: [] }));
    renderWithProviders(<ReservationPanel />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const create = screen.getByRole('dialog', { name: 'Create Reservation' });
    expect((within(create).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    expect(within(create).getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });
});
