import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeApi, type FakeCall } from '../../../test/fake-api.ts';
import { AddChargeDialog } from './add-charge-dialog.tsx';

/** An Idempotency-Key as the desk makes them: a random UUID. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const folio = {
  GuestID: 41,
  RoomNumber: '204',
  Name: 'U Ba',
  Status: 'active',
  Charges: [],
  Payments: [],
  TotalCharges: 3000,
  TotalPaid: 0,
  Balance: 3000,
};

describe('Add charge', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it('names what is wrong and sends nothing; a good charge is sent once, with a key', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { calls } = fakeApi((call: FakeCall) =>
      call.path === '/guests/41/charges' ? { status: 201, body: folio } : undefined,
    );
    renderWithProviders(<AddChargeDialog opened guestId={41} roomNumber="204" onClose={onClose} />);
    const add = await screen.findByRole('button', { name: 'Add charge' });
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    for (const typed of ['0', '-1', 'abc']) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(add);
    }
    expect(await screen.findByText('Description is required')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/guests/41/charges')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Laundry');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(add);
    expect(await screen.findByText('Amount must be more than 0')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/guests/41/charges')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '3000');
    await user.dblClick(add);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls.filter((call) => call.path === '/guests/41/charges');
    expect(sent.map((call) => call.body)).toEqual([{ description: 'Laundry', amount: 3000 }]);
    expect(sent[0]!.headers['idempotency-key']).toMatch(uuid);
  });
});
