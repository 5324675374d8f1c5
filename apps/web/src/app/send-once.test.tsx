import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render.tsx';
import { fakeApi, type FakeCall } from '../test/fake-api.ts';
import { aGuest } from '../test/records.ts';
import { anExtension, aRoom } from '../features/stays/test/stay-fixtures.ts';
import { ExtendHoursDialog } from '../features/stays/components/extend-hours-dialog.tsx';
import { AddPaymentDialog } from '../features/revenue/components/add-payment-dialog.tsx';
import { FoodMenuManagement } from '../features/food/components/food-menu-management.tsx';

/** An Idempotency-Key as the desk makes them: a random UUID. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Safe twice (issue 17): a double click sends one request, and each opening of a creating dialog
 * carries one Idempotency-Key, the same on a retry of that opening and new for the next one.
 */
const writes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');
const keyOf = (call: FakeCall) => call.headers['idempotency-key'];

/** Answers writes only when `release` is called, so a second click lands while the first waits. */
const slowWrites = (answer: (call: FakeCall) => { status?: number; body?: unknown }) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const api = fakeApi(async (call) => {
    if (call.method === 'GET') return answer(call);
    await gate;
    return answer(call);
  });
  return { ...api, release: () => release() };
};

/**
 * A click, then a second submit of the same form while the first is on its way (a double click
 * that beats the busy button, or Enter pressed again in a field): the busy button cannot stop
 * the second, only the form can.
 */
const doubleClick = (button: HTMLElement) => {
  fireEvent.click(button);
  fireEvent.submit(button.closest('form')!);
};

beforeEach(() => {
  window.localStorage.setItem('hotel', 'aureo');
  window.localStorage.setItem('token', 'tok');
});
afterEach(() => vi.useRealTimers());

describe('a double click sends once', { timeout: 60_000 }, () => {
  it('Add in Food Menu Management creates one item, and the next item gets a new key', async () => {
    const user = userEvent.setup();
    let id = 10;
    const { calls, release } = slowWrites((call) =>
      call.method === 'POST'
        ? { status: 201, body: { ID: id++, ...(call.body as object) } }
        : { body: [] },
    );
    renderWithProviders(<FoodMenuManagement />);
    await user.type(screen.getByPlaceholderText('Food Name'), 'Tea');
    await user.type(screen.getByPlaceholderText('Price'), '500');
    doubleClick(screen.getByRole('button', { name: 'Add' }));
    release();
    const notice = await screen.findByRole('dialog', { name: 'Success' });
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]!.body).toEqual({ FoodName: 'Tea', FoodPrice: 500 });
    await user.click(within(notice).getByRole('button', { name: 'OK' }));

    await user.type(screen.getByPlaceholderText('Food Name'), 'Coffee');
    await user.type(screen.getByPlaceholderText('Price'), '800');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    const [first, second] = writes(calls);
    expect(keyOf(first!)).toMatch(uuid);
    expect(keyOf(second!)).not.toBe(keyOf(first!));
  });

  it('Confirm in Extend Hours extends once', async () => {
    const { calls, release } = slowWrites((call) =>
      call.path === '/guests/current/101'
        ? { body: aGuest() }
        : { status: 201, body: anExtension({ kind: 'hours', units: 1 }) },
    );
    renderWithProviders(<ExtendHoursDialog room={aRoom('101', 2)} opened onClose={() => {}} />);
    await waitFor(() => expect(screen.getByTestId('extend-total').textContent).toBe('5,000 Ks'));
    doubleClick(screen.getByRole('button', { name: 'Confirm' }));
    release();
    expect(await screen.findByText('Stay extended successfully.')).toBeTruthy();
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]!.body).toEqual({ hours: 1, paymentMethod: 'cash' });
  });
});

/** Add Payment opened from a button, as the revenue panel does. */
const AddPaymentOpener = () => {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <AddPaymentDialog opened={opened} revenueType="" onClose={() => setOpened(false)} />
    </>
  );
};

describe('one Idempotency-Key per opening', { timeout: 60_000 }, () => {
  it('Add Payment: a retry after a failure keeps the key, the next opening gets a new one', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { calls } = fakeApi((call) => {
      if (call.method === 'GET') return { body: [] };
      if (fail) return { status: 503, body: { message: 'Down for a moment' } };
      return { status: 201, body: { ...(call.body as object), ID: 1 } };
    });
    renderWithProviders(<AddPaymentOpener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('combobox', { name: /^Payment Type/ }));
    await user.click(screen.getByRole('option', { name: 'Electricity' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), {
      target: { value: '-5000' },
    });
    doubleClick(screen.getByRole('button', { name: 'Add Payment' }));
    const failed = await screen.findByRole('dialog', { name: 'Error' });
    expect(writes(calls)).toHaveLength(1);
    await user.click(within(failed).getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'Add Payment' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(keyOf(writes(calls)[1]!)).toBe(keyOf(writes(calls)[0]!));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Error' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add Payment' })).toBeNull());

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Add Payment' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(3));
    expect(keyOf(writes(calls)[2]!)).toMatch(uuid);
    expect(keyOf(writes(calls)[2]!)).not.toBe(keyOf(writes(calls)[0]!));
  });
});
