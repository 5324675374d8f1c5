import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShiftStanding } from '@frontdesk/domain';
import { createTestQueryClient, renderWithProviders } from '../test/render.tsx';
import { fakeApi, type FakeCall } from '../test/fake-api.ts';
import { refetchForEvent } from '../lib/query-keys.ts';
import { aGuest } from '../test/records.ts';
import { anExtension, aRoom } from '../features/stays/test/stay-fixtures.ts';
import { AddPaymentDialog } from '../features/revenue/components/add-payment-dialog.tsx';
import { ExtendHoursDialog } from '../features/stays/components/extend-hours-dialog.tsx';

/**
 * Issue 48 (ADR 077): a receptionist who works in shifts and has none open is asked before the
 * desk takes cash; Cancel sends nothing, the confirm sends once; wallets and an open shift are
 * not asked about; a shift opened anywhere (its event) ends the question.
 */
const question = 'You have no open shift. Take this cash anyway?';
/** The question's dialog, once it shows the question. */
const questionDialog = async () =>
  (await screen.findByText(question)).closest<HTMLElement>('[role="dialog"]')!;
const writes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');

/** A receptionist whose GET /me says `shifts` (changed in place: the next /me answers it). */
const receptionist = (shifts: ShiftStanding) => ({
  user: { name: 'Aye Aye Khaing', role: 'reception' },
  shifts,
});

const start = (shifts: ShiftStanding) => {
  const signedIn = receptionist(shifts);
  const api = fakeApi(
    (call) =>
      call.method === 'GET'
        ? { body: [] }
        : {
            status: 201,
            body: {
              ...(call.body as object),
              ID: 1,
              ReceiptNumber: 'AUR202611220001',
              CreatedAt: '2026-11-22T07:30:00.000Z',
              Guest: null,
            },
          },
    signedIn,
  );
  const queryClient = createTestQueryClient();
  renderWithProviders(<AddPaymentDialog opened revenueType="" onClose={() => {}} />, queryClient);
  return { ...api, signedIn, queryClient };
};

/** Fills Add Payment with a guest's food payment of 40,000 by `method`. */
const fillPayment = async (user: ReturnType<typeof userEvent.setup>, method = 'Cash') => {
  await user.click(screen.getByRole('combobox', { name: /^Payment Type/ }));
  await user.click(screen.getByRole('option', { name: 'Guest Food' }));
  fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), {
    target: { value: '40000' },
  });
  if (method !== 'Cash') {
    await user.click(screen.getByRole('combobox', { name: /^Payment Method/ }));
    await user.click(screen.getByRole('option', { name: method }));
  }
};

beforeEach(() => {
  window.localStorage.setItem('hotel', 'aureo');
  window.localStorage.setItem('token', 'tok');
});

describe('cash with no open shift asks first', { timeout: 60_000 }, () => {
  it('asks; Cancel sends nothing; the confirm sends the payment once', async () => {
    const user = userEvent.setup();
    const { calls } = start({ worksInShifts: true, hasOpenShift: false });
    await fillPayment(user);
    await user.click(screen.getByRole('button', { name: 'Add Payment' }));

    const asked = await questionDialog();
    expect(
      within(asked).getByText(
        'Cash taken outside a shift is in no shift report and no drawer count.',
      ),
    ).toBeInTheDocument();
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(question)).not.toBeInTheDocument());
    expect(writes(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add Payment' }));
    const again = await questionDialog();
    const takeCash = within(again).getByRole('button', { name: 'Take cash anyway' });
    fireEvent.click(takeCash);
    fireEvent.click(takeCash);
    expect(await screen.findByText('Payment added successfully')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]!.body).toMatchObject({ Amount: 40000, PaymentMethod: 'cash' });
  });

  it.each<[string, ShiftStanding, string]>([
    ['KPay, no open shift', { worksInShifts: true, hasOpenShift: false }, 'KPay'],
    ['cash with a shift open', { worksInShifts: true, hasOpenShift: true }, 'Cash'],
    [
      'cash by a user who does not work in shifts',
      { worksInShifts: false, hasOpenShift: false },
      'Cash',
    ],
  ])('%s: sent at once, nothing asked', async (_case, shifts, method) => {
    const user = userEvent.setup();
    const { calls } = start(shifts);
    await fillPayment(user, method);
    await user.click(screen.getByRole('button', { name: 'Add Payment' }));
    expect(await screen.findByText('Payment added successfully')).toBeInTheDocument();
    expect(screen.queryByText(question)).not.toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
  });

  it('a shift opened (its event) refreshes the session: cash is no longer asked about', async () => {
    const user = userEvent.setup();
    const { calls, signedIn, queryClient } = start({ worksInShifts: true, hasOpenShift: false });
    await fillPayment(user);
    signedIn.shifts = { worksInShifts: true, hasOpenShift: true };
    await act(() => refetchForEvent(queryClient, { type: 'shift_updated' }));
    await user.click(screen.getByRole('button', { name: 'Add Payment' }));
    expect(await screen.findByText('Payment added successfully')).toBeInTheDocument();
    expect(screen.queryByText(question)).not.toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
  });

  it('an extension paid in cash asks too; the confirm extends once', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(
      (call) =>
        call.method === 'GET'
          ? { body: aGuest() }
          : { status: 201, body: anExtension({ kind: 'hours', units: 1 }) },
      receptionist({ worksInShifts: true, hasOpenShift: false }),
    );
    renderWithProviders(<ExtendHoursDialog room={aRoom('101', 2)} opened onClose={() => {}} />);
    await waitFor(() => expect(screen.getByTestId('extend-total').textContent).toBe('5,000 Ks'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const asked = await questionDialog();
    expect(writes(calls)).toHaveLength(0);
    await user.click(within(asked).getByRole('button', { name: 'Take cash anyway' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({ paymentMethod: 'cash' });
  });
});
