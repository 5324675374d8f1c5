import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { aRoom } from '../test/stay-fixtures.ts';
import { aGuest } from '../../../test/records.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { GuestDetailsDialog } from './guest-details-dialog.tsx';

beforeEach(() => {
  window.localStorage.setItem('hotel', 'aureo');
  window.localStorage.setItem('token', 'tok');
});

describe('Guest Details', () => {
  it('shows the guest, no food orders when the call fails, and saves a correction', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) => {
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/guests/41' && call.method === 'PUT') {
        return { body: aGuest({ Name: 'U Ba Maung' }) };
      }
      if (call.path === '/guest-food-orders') return { status: 500, body: { message: 'boom' } };
      return undefined;
    });
    renderWithProviders(<GuestDetailsDialog room={aRoom('101', 2)} opened onClose={() => {}} />);
    screen.getByRole('dialog', { name: '101 Guest Details' });
    for (const section of ['Guest Information', 'Food Orders', 'Payment Summary']) {
      expect(await screen.findByText(section)).toBeTruthy();
    }
    expect(screen.getByTestId('guest-Name').textContent).toBe('U Ba');
    expect(screen.getByTestId('guest-amount-paid').textContent).toBe('40,000 Ks');
    expect(await screen.findByText('No Food Orders')).toBeTruthy();
    expect(screen.getByText('No food orders for this guest.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/guest-food-orders')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(name, 'U Ba Maung');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('guest-Name').textContent).toBe('U Ba Maung'));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      name: 'U Ba Maung',
      nationalId: '12/ABC(N)111',
      phone: '09 111 222',
      receiptNumber: null,
    });
  });

  it("lists the guest's food orders; a failed save says why", async () => {
    const user = userEvent.setup();
    fakeApi((call) => {
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/guest-food-orders') {
        return {
          body: [
            {
              ID: 1,
              GuestID: 41,
              RoomNumber: '101',
              FoodName: 'Fried Rice',
              Price: 3000,
              Quantity: 2,
              OrderTime: '2026-11-21T08:00:00.000Z',
              PaymentMethod: 'cash',
              ServiceCharges: 0,
              TaxCharges: 0,
              ReceiptNumber: 'AURFOOD202611210001',
            },
          ],
        };
      }
      if (call.method === 'PUT')
        return { status: 409, body: { message: 'This guest has checked out.' } };
      return undefined;
    });
    renderWithProviders(<GuestDetailsDialog room={aRoom('101', 2)} opened onClose={() => {}} />);
    expect(await screen.findByText('Fried Rice')).toBeTruthy();
    expect(screen.getByText('6,000 Ks')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to update guest: This guest has checked out.'),
    ).toBeTruthy();
  });
});

describe('Guest Details: the account (folio)', () => {
  it('shows the charges, the payments with method, receipt and time, and the balance', async () => {
    fakeApi((call) => {
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/guest-food-orders') return { body: [] };
      if (call.path === '/guests/41/folio') {
        return {
          body: {
            GuestID: 41,
            RoomNumber: '101',
            Name: 'U Ba',
            Status: 'active',
            Charges: [
              {
                Kind: 'charge',
                Type: 'room',
                Amount: 80000,
                PaymentMethod: null,
                ReceiptNumber: null,
                CreatedAt: null,
              },
              {
                Kind: 'charge',
                Type: 'food',
                Amount: 11500,
                PaymentMethod: null,
                ReceiptNumber: null,
                CreatedAt: null,
              },
            ],
            Payments: [
              {
                Kind: 'payment',
                Type: 'prepayment',
                Amount: 38095.24,
                PaymentMethod: null,
                ReceiptNumber: null,
                CreatedAt: null,
              },
              {
                Kind: 'payment',
                Type: 'checked-in',
                Amount: 41904.76,
                PaymentMethod: 'kpay',
                ReceiptNumber: 'AUR202611210001',
                CreatedAt: '2026-11-21T07:30:00.000Z',
              },
            ],
            TotalCharges: 91500,
            TotalPaid: 80000,
            Balance: 11500,
          },
        };
      }
      return undefined;
    });
    renderWithProviders(<GuestDetailsDialog room={aRoom('101', 2)} opened onClose={() => {}} />);
    expect(await screen.findByText('Account')).toBeTruthy();
    expect(screen.getByTestId('folio-total-charges').textContent).toBe('91,500 Ks');
    expect(screen.getByTestId('folio-total-paid').textContent).toBe('80,000 Ks');
    expect(screen.getByText('Balance Due')).toBeTruthy();
    expect(screen.getByTestId('folio-balance').textContent).toBe('11,500 Ks');
    expect(screen.getByText('Reservation Deposit')).toBeTruthy();
    expect(screen.getByText('KPay · AUR202611210001 · 21/11/2026 14:00')).toBeTruthy();
  });
});
