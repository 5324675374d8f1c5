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
      nationalId: '12/KaMaNa(N)111111',
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
                // The reservation's deposit: how and when it was taken (issue 43 item 5).
                PaymentMethod: 'wavepay',
                ReceiptNumber: null,
                CreatedAt: '2026-11-19T04:00:00.000Z',
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
    expect(screen.getByText('Reservation Deposit')).toBeInTheDocument();
    expect(screen.getByText('WavePay · 19/11/2026 10:30')).toBeInTheDocument();
    expect(screen.getByText('KPay · AUR202611210001 · 21/11/2026 14:00')).toBeInTheDocument();
  });
});

describe('Guest Details: one set of figures', () => {
  const line = (Kind: 'charge' | 'payment', Type: string, Amount: number, method?: string) => ({
    Kind,
    Type,
    Amount,
    PaymentMethod: method ?? null,
    ReceiptNumber: null,
    CreatedAt: null,
  });
  const order = (ID: number, FoodName: string, PaymentMethod: string) => ({
    ID,
    GuestID: 41,
    RoomNumber: '101',
    FoodName,
    Price: 3500,
    Quantity: 1,
    OrderTime: '2026-11-21T08:00:00.000Z',
    PaymentMethod,
    ServiceCharges: 0,
    TaxCharges: 0,
    ReceiptNumber: null,
  });

  it("sums the Payment Summary from the account, and says which food was paid and which is on the room's account", async () => {
    fakeApi((call) => {
      // The stay's own fields count the laundry in the room and leave the food receipt out.
      if (call.path === '/guests/current/101') {
        return { body: aGuest({ RoomCharges: 84000, AmountPaid: 92000, FoodCharges: 7000 }) };
      }
      if (call.path === '/guest-food-orders') {
        return { body: [order(1, 'Fried Rice', 'kpay'), order(2, 'Mohinga', 'room-account')] };
      }
      if (call.path === '/guests/41/folio') {
        return {
          body: {
            GuestID: 41,
            RoomNumber: '101',
            Name: 'U Ba',
            Status: 'active',
            Charges: [
              line('charge', 'nights', 70000),
              line('charge', 'extra-bed', 10000),
              line('charge', 'food', 7000),
              line('charge', 'other', 4000),
            ],
            Payments: [
              line('payment', 'prepayment', 50000),
              line('payment', 'checked-in', 42000, 'cash'),
              line('payment', 'food', 3500, 'kpay'),
            ],
            TotalCharges: 91000,
            TotalPaid: 95500,
            Balance: -4500,
          },
        };
      }
      return undefined;
    });
    renderWithProviders(<GuestDetailsDialog room={aRoom('101', 2)} opened onClose={() => {}} />);
    expect(await screen.findByTestId('folio-total-paid')).toHaveTextContent('95,500 Ks');
    expect(screen.getByTestId('guest-amount-paid')).toHaveTextContent('95,500 Ks');
    expect(screen.getByTestId('guest-room-charges')).toHaveTextContent('80,000 Ks');
    expect(screen.getByTestId('guest-other-charges')).toHaveTextContent('4,000 Ks');
    expect(screen.getAllByTestId('food-order-paid').map((state) => state.textContent)).toEqual([
      'Paid, KPay',
      "On the room's account",
    ]);
  });
});

describe('Guest Details: NRC and phone (ADR 084)', () => {
  it('shows an NRC and a phone typed in Myanmar script in one form; a malformed NRC is refused', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) => {
      if (call.path === '/guests/current/101') {
        return { body: aGuest({ NationalID: '၁၂/မရက(နိုင်)၁၂၃၄၅၆', Phone: '+၉၅ ၉ ၄၂၀ ၁၁၁ ၂၂၂' }) };
      }
      if (call.path === '/guest-food-orders') return { body: [] };
      return undefined;
    });
    renderWithProviders(<GuestDetailsDialog room={aRoom('101', 2)} opened onClose={() => {}} />);
    expect(await screen.findByTestId('guest-NationalID')).toHaveTextContent(
      /^12\/MaYaKa\(N\)123456$/,
    );
    expect(screen.getByTestId('guest-Phone')).toHaveTextContent(/^09 420 111 222$/);

    // The field holds what was typed; a state 15 is no NRC.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const nationalId = screen.getByLabelText(/^National ID/);
    expect(nationalId).toHaveValue('၁၂/မရက(နိုင်)၁၂၃၄၅၆');
    await user.clear(nationalId);
    await user.type(nationalId, '15/MaYaKa(N)123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText("The NRC's state number must be 1 to 14")).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    // A passport is not checked as an NRC.
    await user.clear(nationalId);
    await user.type(nationalId, 'MA1234567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  });
});
