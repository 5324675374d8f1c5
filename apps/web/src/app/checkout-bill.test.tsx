import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Folio } from '@frontdesk/domain';
import { FakeSocket } from '../test/fake-socket.ts';
import { renderWithProviders } from '../test/render.tsx';
import { aGuest } from '../test/records.ts';
import { fakeApi, type FakeCall } from '../test/fake-api.ts';
import { fakePrintWindow, receiptText } from '../test/print-window.ts';
import { aRoom } from '../features/rooms/test/room-fixtures.ts';
import { RoomGrid } from '../features/rooms/components/room-grid.tsx';
import { CheckoutBill } from '../features/stays/components/checkout-bill.tsx';

const at = '2026-11-22T07:30:00.000Z';
const line = (Kind: 'charge' | 'payment', Type: string, Amount: number, more = {}) => ({
  Kind,
  Type,
  Amount,
  PaymentMethod: null,
  ReceiptNumber: null,
  CreatedAt: null,
  ...more,
});
const folio = (change: Partial<Folio> = {}): Folio => ({
  GuestID: 41,
  RoomNumber: '101',
  Name: 'U Ba',
  Status: 'active',
  Charges: [
    line('charge', 'room', 40000),
    line('charge', 'food', 8062.5),
    line('charge', 'other', 3000, { Description: 'Minibar', CreatedAt: at }),
  ],
  Payments: [
    line('payment', 'checked-in', 40000, {
      PaymentMethod: 'cash',
      ReceiptNumber: 'AUR202611220001',
      CreatedAt: at,
    }),
  ],
  TotalCharges: 51062.5,
  TotalPaid: 40000,
  Balance: 11062.5,
  ...change,
});

/** The dashboard's composition: the room grid with the stays feature's bill. */
const renderGrid = () => renderWithProviders(<RoomGrid checkoutBill={CheckoutBill} />);

const openCheckout = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Room 101, Full Night' }));
  await user.click(screen.getByRole('button', { name: 'Checkout' }));
  await screen.findByText('Do you want to check out U Ba from room 101?');
  return screen.getByRole('dialog', { name: 'Room 101' });
};

describe('the bill in the checkout question', () => {
  beforeEach(() => {
    FakeSocket.reset();
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it('shows charges, payments and the balance; Yes waits for a method; the balance is sent with it', async () => {
    const user = userEvent.setup();
    let checkedOut = false;
    const { calls } = fakeApi((call: FakeCall) => {
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/guests/41/folio') return { body: folio() };
      if (call.path === '/guests/checkout/101') {
        checkedOut = true;
        return { body: { ...aGuest({ Status: 'checked-out' }), Bill: folio({ Balance: 0 }) } };
      }
      if (call.method === 'PUT') return { status: 409, body: { message: 'Already done.' } };
      return { body: [aRoom('101', 1, checkedOut ? 5 : 2)] };
    });
    renderGrid();
    const question = await openCheckout(user);
    const bill = await within(question).findByTestId('folio');
    expect(bill.textContent).toContain('Minibar');
    expect(bill.textContent).toContain('Food');
    expect(bill.textContent).toContain('AUR202611220001');
    expect(within(question).getByTestId('folio-balance').textContent).toContain('11,062.5 Ks');
    const yes = within(question).getByRole('button', { name: 'Yes' });
    expect(yes).toHaveProperty('disabled', true);

    await user.click(within(question).getByRole('combobox', { name: /Collect 11,062.5 Ks by/ }));
    await user.click(await within(question).findByRole('option', { name: 'KPay' }));
    // No print window in this test.
    await user.click(within(question).getByRole('checkbox', { name: /Print the final bill/ }));
    await waitFor(() => expect(yes).toHaveProperty('disabled', false));
    // The wallet's transaction reference (ADR 051): checked as the checkout checks it.
    const reference = within(question).getByRole('textbox', { name: /^Wallet transaction ID/ });
    fireEvent.change(reference, { target: { value: 'K'.repeat(61) } });
    expect(
      await within(question).findByText('Wallet reference must be at most 60 characters'),
    ).toBeTruthy();
    expect(yes).toHaveProperty('disabled', true);
    fireEvent.change(reference, { target: { value: ' KP-OUT-1 ' } });
    await waitFor(() => expect(yes).toHaveProperty('disabled', false));
    await user.click(yes);

    expect(await screen.findByRole('button', { name: 'Room 101, Housekeeping' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/guests/checkout/101')?.body).toEqual({
      guestId: 41,
      collect: { paymentMethod: 'kpay', amount: 11062.5, walletReference: 'KP-OUT-1' },
    });
  });

  it('cash collected with no open shift asks first (ADR 077); Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(
      (call: FakeCall) => {
        if (call.path === '/guests/current/101') return { body: aGuest() };
        if (call.path === '/guests/41/folio') return { body: folio() };
        if (call.path === '/guests/checkout/101') {
          return { body: { ...aGuest({ Status: 'checked-out' }), Bill: folio({ Balance: 0 }) } };
        }
        return { body: [aRoom('101', 1, 2)] };
      },
      {
        user: { name: 'Aye Aye Khaing', role: 'reception' },
        shifts: { worksInShifts: true, hasOpenShift: false },
      },
    );
    const checkouts = () => calls.filter((call) => call.path === '/guests/checkout/101');
    renderGrid();
    const question = await openCheckout(user);
    await user.click(
      await within(question).findByRole('combobox', { name: /Collect 11,062.5 Ks by/ }),
    );
    await user.click(await within(question).findByRole('option', { name: 'Cash' }));
    await user.click(within(question).getByRole('checkbox', { name: /Print the final bill/ }));
    const yes = within(question).getByRole('button', { name: 'Yes' });
    await waitFor(() => expect(yes).toHaveProperty('disabled', false));

    await user.click(yes);
    const cashQuestion = 'You have no open shift. Take this cash anyway?';
    const asked = (await screen.findByText(cashQuestion)).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(cashQuestion)).toBeNull());
    expect(checkouts()).toHaveLength(0);

    await user.click(yes);
    const again = (await screen.findByText(cashQuestion)).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(again).getByRole('button', { name: 'Take cash anyway' }));
    await waitFor(() => expect(checkouts()).toHaveLength(1));
    expect(checkouts()[0]!.body).toEqual({
      guestId: 41,
      collect: { paymentMethod: 'cash', amount: 11062.5 },
    });
  });

  it('a credit is shown and nothing is collected; a settled stay checks out as before', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call: FakeCall) => {
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/guests/41/folio') {
        return { body: folio({ TotalPaid: 61062.5, Balance: -10000 }) };
      }
      if (call.path === '/guests/checkout/101') return { body: aGuest({ Status: 'checked-out' }) };
      if (call.method === 'PUT') return { body: aRoom('101', 1, 5) };
      return { body: [aRoom('101', 1, 2)] };
    });
    renderGrid();
    const question = await openCheckout(user);
    expect(await within(question).findByText('The guest has a credit of 10,000 Ks.')).toBeTruthy();
    expect(within(question).queryByRole('combobox', { name: /Collect/ })).toBeNull();
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/guests/checkout/101')?.body).toEqual({
        guestId: 41,
      }),
    );
  });

  it("the server's refusal (a bill that changed) is shown and the room is left alone", async () => {
    const user = userEvent.setup();
    const message =
      'The bill has changed: the balance due is now 14,062.50 Ks. Please check again.';
    const { calls } = fakeApi((call: FakeCall) => {
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/guests/41/folio') return { body: folio() };
      if (call.path === '/guests/checkout/101') return { status: 409, body: { message } };
      if (call.method === 'PUT') return { body: aRoom('101', 1, 5) };
      return { body: [aRoom('101', 1, 2)] };
    });
    renderGrid();
    const question = await openCheckout(user);
    await user.click(await within(question).findByRole('combobox', { name: /Collect/ }));
    await user.click(await within(question).findByRole('option', { name: 'Cash' }));
    await user.click(within(question).getByRole('checkbox', { name: /Print the final bill/ }));
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain(message);
    expect(calls.some((call) => call.path === '/rooms/101')).toBe(false);
  });

  it('Yes pressed twice fast checks out once, stays disabled until the answer, and prints the final bill', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => {};
    let checkedOut = false;
    const { calls } = fakeApi(async (call: FakeCall) => {
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/guests/41/folio') return { body: folio() };
      if (call.path === '/guests/checkout/101') {
        await new Promise<void>((resolve) => (answer = resolve));
        checkedOut = true;
        return { body: { ...aGuest({ Status: 'checked-out' }), Bill: folio({ Balance: 0 }) } };
      }
      if (call.method === 'PUT') return { body: aRoom('101', 1, 5) };
      return { body: [aRoom('101', 1, checkedOut ? 5 : 2)] };
    });
    renderGrid();
    const question = await openCheckout(user);
    await user.click(await within(question).findByRole('combobox', { name: /Collect/ }));
    await user.click(await within(question).findByRole('option', { name: 'Cash' }));
    const yes = within(question).getByRole('button', { name: 'Yes' });
    await waitFor(() => expect(yes).toBeEnabled());
    const { state, target } = fakePrintWindow();
    const opened = vi.spyOn(window, 'open').mockReturnValue(target);

    // No pause between the presses: the second lands before any re-render.
    const fast = userEvent.setup({ delay: null });
    await fast.dblClick(yes);
    await fast.click(yes);
    expect(yes).toBeDisabled();
    expect(within(question).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/guests/checkout/101')).toHaveLength(1),
    );
    answer();

    await waitFor(() => expect(state.printed).toBe(1));
    expect(receiptText(state.html)).toContain('U Ba');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Room 101, Housekeeping' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
    expect(screen.queryByText('Failed to update room status!')).toBeNull();
    const checkouts = calls.filter((call) => call.path === '/guests/checkout/101');
    expect(checkouts).toHaveLength(1);
    // One Idempotency-Key for the question: the checkout's and the status change's parts of it.
    const key = checkouts[0]!.headers['idempotency-key']!;
    expect(key).toMatch(/^[0-9a-f-]{36}-checkout$/);
    const statuses = calls.filter((call) => call.path === '/rooms/101' && call.method === 'PUT');
    expect(statuses.map((call) => call.headers['idempotency-key'])).toEqual([
      key.replace(/-checkout$/, '-status'),
    ]);
    opened.mockRestore();
  });
});
