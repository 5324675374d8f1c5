import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  checkinBeforeTodayMessage,
  moneyReceiptDocument,
  type Reservation,
} from '@frontdesk/domain';
import { fakePrintWindow, receiptText } from '../../../test/print-window.ts';
import { fakeReceiptIssue } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { aReservation } from '../../../test/records.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { ReservationModal, type ReservationModalMode } from './reservation-modal.tsx';
import { deskClockAt } from '../../../test/desk-clock.ts';
import { setDisplayDigits, setDisplayLanguage } from '../../../i18n/display-locale.ts';

const renderModal = (mode: ReservationModalMode, reservation: Reservation | null = null) => {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(
    <ReservationModal
      opened
      initialMode={mode}
      reservation={reservation}
      timeZone="Asia/Yangon"
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { onClose, onSaved };
};

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const select = (name: string | RegExp) =>
  screen.getByRole('combobox', { name }) as HTMLInputElement;
// The labels carry the required asterisk while editing.
const checkinDate = () => input(/^Check-in( \*)?$/);
const checkoutDate = () => input(/^Check-out( \*)?$/);

const chooseRoomType = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
  await user.click(screen.getByRole('combobox', { name: /Room Type/ }));
  await user.click(screen.getByRole('option', { name: label }));
};

// Pasting is one event per field (typing is slow in jsdom).
const fillGuest = async (user: ReturnType<typeof userEvent.setup>) => {
  for (const [label, text] of [
    [/^Name/, 'Mya Mya'],
    [/^National ID/, '12/ABC(N)123456'],
    [/^Phone/, '09 420 111 222'],
  ] as const) {
    await user.click(input(label));
    await user.paste(text);
  }
};

// Mantine forms are slow to drive in jsdom; a busy CI machine needs headroom.
describe('ReservationModal', { timeout: 15_000 }, () => {
  // 09:30 on 21 Nov 2026 at the hotel (Asia/Yangon).
  deskClockAt('2026-11-21T03:00:00Z');

  it('creates with Confirm, in three sections, with one guest and one room by default', () => {
    fakeApi(() => ({ body: [] }));
    renderModal('create');
    const dialog = screen.getByRole('dialog', { name: 'Create Reservation' });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    for (const section of ['Guest Information', 'Reservation Details', 'Payment Details']) {
      expect(within(dialog).getByRole('group', { name: section })).toBeTruthy();
    }
    expect(input(/^Guest Count/).value).toBe('1');
    expect(input(/^Room Count/).value).toBe('1');
    expect(select(/^Payment Type/).value).toBe('None');
    expect(input(/^Amount Paid/).value).toBe('0');
    expect(select('Check-in time').value).toBe('14:00');
    expect(checkinDate().value).toBe('');
    // Every required field is marked, the dates too.
    const labels = [...dialog.querySelectorAll('label')].map((label) => label.textContent);
    for (const label of ['Name', 'National ID', 'Phone', 'Check-in', 'Check-out']) {
      expect(labels).toContain(`${label} *`);
    }
  });

  it('shows a reservation read-only with Edit, which turns into Edit Reservation with Save', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ body: [] }));
    renderModal('view', aReservation());
    const view = screen.getByRole('dialog', { name: 'Reservation Details' });
    expect(input('Name').value).toBe('Mya Mya');
    expect(input('Name').readOnly).toBe(true);
    expect(checkinDate().value).toBe('22/11/2026');
    expect(select('Check-in time').value).toBe('14:00');
    expect(checkoutDate().value).toBe('24/11/2026');
    expect(select('Check-out time').value).toBe('12:00');
    expect(input('Amount Paid').value).toBe('20,000');
    expect(select('Payment Type').value).toBe('KPay');
    expect(screen.queryByRole('button', { name: /Open calendar/ })).toBeNull();

    await user.click(within(view).getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Reservation' });
    expect(within(edit).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(input(/^Name/).readOnly).toBe(false);
  });

  it("shows the domain schema's messages under the fields and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(() => ({ body: aReservation() }));
    renderModal('create');
    await user.clear(input(/^Guest Count/));
    await user.type(input(/^Guest Count/), '0');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    for (const message of [
      'Name is required',
      'National ID is required',
      'Phone is required',
      'Room type is required',
      'Check-in date is required',
      'Check-out date is required',
      'Guest count must be at least 1',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(input(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);

    // Errors follow the values once shown.
    await user.type(input(/^Name/), 'Mya');
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('keeps a minus as typed and refuses it with a message, sending nothing', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(() => ({ body: aReservation() }));
    renderModal('create');
    await user.clear(input(/^Guest Count/));
    await user.type(input(/^Guest Count/), '-2');
    await user.clear(input(/^Amount Paid/));
    await user.type(input(/^Amount Paid/), '-100');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(input(/^Guest Count/).value).toBe('-2');
    expect(input(/^Amount Paid/).value).toBe('-100');
    expect(screen.getByText('Guest count must be at least 1')).toBeTruthy();
    expect(screen.getByText('Amount paid cannot be negative')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows a huge amount as typed, never rounded, and refuses it above the maximum', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(() => ({ body: aReservation() }));
    renderModal('create');
    await user.clear(input(/^Amount Paid/));
    await user.type(input(/^Amount Paid/), '99999999999999999');
    expect(input(/^Amount Paid/).value).toBe('99999999999999999');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Amount paid must be at most 1,000,000,000')).toBeTruthy();
    expect(input(/^Amount Paid/).value).toBe('99999999999999999');
    expect(calls).toEqual([]);
  });

  it('refuses a stay that starts before the hotel’s today', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(() => ({ body: aReservation() }));
    renderModal('create');
    await fillGuest(user);
    await chooseRoomType(user, 'Full Night');
    fireEvent.change(checkinDate(), { target: { value: '20/11/2026' } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText(checkinBeforeTodayMessage)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("says 'Date input not valid.' for typing that is not a date", () => {
    fakeApi(() => ({ body: [] }));
    renderModal('create');
    fireEvent.change(checkinDate(), { target: { value: '31/02/2026' } });
    expect(screen.getByText('Date input not valid.')).toBeTruthy();
    fireEvent.change(checkinDate(), { target: { value: '28/02/2027' } });
    expect(screen.queryByText('Date input not valid.')).toBeNull();
  });

  it('keeps a daycation or session on one day: check-out follows check-in', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ body: [] }));
    renderModal('create');
    await chooseRoomType(user, 'Daycation');
    fireEvent.change(checkinDate(), { target: { value: '25/12/2026' } });
    expect(checkoutDate().value).toBe('25/12/2026');
    expect(checkoutDate().readOnly).toBe(true);
    expect(screen.getByText('Same day as check-in')).toBeTruthy();

    fireEvent.change(checkinDate(), { target: { value: '27/12/2026' } });
    expect(checkoutDate().value).toBe('27/12/2026');

    await chooseRoomType(user, 'Session');
    fireEvent.change(checkinDate(), { target: { value: '28/12/2026' } });
    expect(checkoutDate().value).toBe('28/12/2026');
    // Three hours after the 14:00 check-in.
    expect(select('Check-out time').value).toBe('17:00');

    // A full night may leave later again.
    await chooseRoomType(user, 'Full Night');
    expect(checkoutDate().readOnly).toBe(false);
    expect(checkoutDate().value).toBe('29/12/2026');
  });

  it("sends the form with the hotel's wall-clock dates and reports success", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(() => ({ status: 201, body: aReservation() }));
    const { onSaved } = renderModal('create');
    await fillGuest(user);
    await chooseRoomType(user, 'Full Night');
    fireEvent.change(checkinDate(), { target: { value: '25/11/2026' } });
    expect(checkoutDate().value).toBe('26/11/2026');
    await user.click(screen.getByLabelText('Extra Bed'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Reservation created successfully.'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/create-reservation' });
    expect(calls[0]?.body).toEqual({
      name: 'Mya Mya',
      nationalId: '12/ABC(N)123456',
      phone: '09 420 111 222',
      guestCount: 1,
      roomCount: 1,
      roomType: 'full-night',
      checkinDate: '2026-11-25T14:00:00.000Z',
      checkoutDate: '2026-11-26T12:00:00.000Z',
      extraBed: true,
      paymentType: 'none',
      amountPaid: 0,
      prepaidDivider: 1,
      notes: '',
      source: 'desk',
    });
  });

  it('prints the deposit receipt the server kept as the reservation is saved (ADR 079)', async () => {
    const user = userEvent.setup();
    const receipt = {
      ...moneyReceiptDocument(fakeReceiptIssue('2026-11-21T03:00:00.000Z', 'Su Su'), {
        kind: 'deposit',
        receiptNumber: 'AUR202611210007',
        guest: 'Mya Mya',
        rooms: [],
        lines: [{ type: 'deposit', amount: 50000 }],
        paymentMethod: 'cash',
        walletTransactionId: null,
      }),
      Stay: {
        StayType: 'full-night',
        CheckinDate: '2026-11-25T07:30:00.000Z',
        CheckoutDate: '2026-11-26T05:30:00.000Z',
        Nights: null,
      },
    };
    const { calls } = fakeApi(() => ({
      status: 201,
      body: { ...aReservation({ AmountPaid: 50000 }), receipt },
    }));
    const { state, target } = fakePrintWindow();
    const opens = vi.spyOn(window, 'open').mockReturnValue(target);
    const { onSaved } = renderModal('create');
    await fillGuest(user);
    await chooseRoomType(user, 'Full Night');
    fireEvent.change(checkinDate(), { target: { value: '25/11/2026' } });
    await user.clear(input(/^Amount Paid/));
    await user.type(input(/^Amount Paid/), '50,000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(state.printed).toBe(1));
    expect(onSaved).toHaveBeenCalledWith('Reservation created successfully.');
    expect(opens).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(calls.some((c) => c.path.startsWith('/receipts/'))).toBe(false);
    const text = receiptText(state.html);
    for (const expected of [
      'Receipt No AUR202611210007',
      'Guest Mya Mya',
      'Total 50,000 Ks',
      'Served by Su Su',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('COPY');
  });

  it('opens no print window for a reservation saved with no deposit', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ status: 201, body: aReservation() }));
    const opens = vi.spyOn(window, 'open');
    const { onSaved } = renderModal('create');
    await fillGuest(user);
    await chooseRoomType(user, 'Full Night');
    fireEvent.change(checkinDate(), { target: { value: '25/11/2026' } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Reservation created successfully.'));
    expect(opens).not.toHaveBeenCalled();
  });

  it('shows the Error notice when the create fails, keeping the form and the server’s field message', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({
      status: 400,
      body: {
        message: checkinBeforeTodayMessage,
        errors: [{ field: 'checkinDate', message: checkinBeforeTodayMessage }],
      },
    }));
    const { onSaved } = renderModal('create');
    await fillGuest(user);
    await chooseRoomType(user, 'Session');
    fireEvent.change(checkinDate(), { target: { value: '21/11/2026' } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain('Failed to create reservation. Please try again.');
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('dialog', { name: 'Create Reservation' })).toBeTruthy();
    expect(screen.getByText(checkinBeforeTodayMessage)).toBeTruthy();
    expect(input(/^Name/).value).toBe('Mya Mya');
  });

  it("shows the server's refusal when no night has the rooms (ADR 040)", async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ status: 400, body: { message: 'Only 2 rooms are free on 30/11/2026' } }));
    const { onSaved } = renderModal('create');
    await fillGuest(user);
    await chooseRoomType(user, 'Full Night');
    fireEvent.change(checkinDate(), { target: { value: '30/11/2026' } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    // Its reason alone: a retry cannot help (issue 43).
    expect(error.textContent).toBe('ErrorOnly 2 rooms are free on 30/11/2026OK');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the refusal alone in Burmese too, as the server says it for the desk', async () => {
    const user = userEvent.setup();
    const burmese = '30/11/2026 တွင် အခန်းလွတ် 2 ခန်းသာ ရှိပါသည်';
    const { calls } = fakeApi(() => ({ status: 400, body: { message: burmese } }));
    renderModal('create');
    await fillGuest(user);
    await chooseRoomType(user, 'Full Night');
    fireEvent.change(checkinDate(), { target: { value: '30/11/2026' } });
    act(() => setDisplayLanguage('my'));
    try {
      const form = screen.getByRole('dialog').querySelector('form')!;
      await user.click(form.querySelector('button[type="submit"]')!);
      const error = await screen.findByRole('dialog', { name: 'အမှား' });
      expect(within(error).getByText(burmese)).toBeTruthy();
      expect(error.textContent).not.toContain('ထပ်မံကြိုးစားပါ');
      expect(calls.find((call) => call.method === 'POST')?.headers['accept-language']).toMatch(
        /^my/,
      );
    } finally {
      // Burmese chose Myanmar digits, and English keeps a choice made: both go back.
      act(() => {
        setDisplayLanguage('en');
        setDisplayDigits('latn');
      });
    }
  });

  it('closes only the Error notice or the calendar on Escape, never the form under it', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ status: 500, body: {} }));
    const { onClose } = renderModal('edit', aReservation());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Error' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open calendar: Check-in' }));
    // The calendar's code comes on demand (ADR 052): on a busy host it is drawn a moment later.
    expect(await screen.findByRole('button', { name: '25 November 2026' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: '25 November 2026' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('saves an edit with PUT and reports the update; a failure says so', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { calls } = fakeApi(() =>
      fail ? { status: 500, body: {} } : { body: aReservation({ Phone: '09 999' }) },
    );
    const { onSaved } = renderModal('edit', aReservation());
    await user.clear(input(/^Phone/));
    await user.click(input(/^Phone/));
    await user.paste('09 999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain('Failed to update reservation. Please try again.');
    await user.click(within(error).getByRole('button', { name: 'OK' }));

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Reservation updated successfully.'));
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/reservations/1',
      body: {
        phone: '09 999',
        checkinDate: '2026-11-22T14:00:00.000Z',
        checkoutDate: '2026-11-24T12:00:00.000Z',
        paymentType: 'kpay',
        amountPaid: 20000,
        extraBed: true,
      },
    });
    // The retry carries the opening's key, so a save whose answer was lost is done once.
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[0]!.headers['idempotency-key']).toMatch(/.{16,}/);
    expect(puts[1]!.headers['idempotency-key']).toBe(puts[0]!.headers['idempotency-key']);
  });

  it('keeps a start that is already past when editing a late guest', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(() => ({ body: aReservation() }));
    const late = aReservation({ CheckinDate: '2026-11-19T07:30:00.000Z' });
    const { onSaved } = renderModal('edit', late);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ checkinDate: '2026-11-19T14:00:00.000Z' });
  });

  it('sends once however often Confirm is pressed while saving', async () => {
    const user = userEvent.setup();
    let release: (() => void) | undefined;
    const { calls } = fakeApi(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 201, body: aReservation() });
        }),
    );
    const { onSaved } = renderModal('create');
    await fillGuest(user);
    await chooseRoomType(user, 'Full Night');
    fireEvent.change(checkinDate(), { target: { value: '25/11/2026' } });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    await waitFor(() => expect(confirm.getAttribute('data-loading')).toBe('true'));
    fireEvent.submit(confirm.closest('form')!);
    await user.click(confirm);
    expect(calls).toHaveLength(1);
    release?.();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });
});
