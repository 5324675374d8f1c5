import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeApi } from '../../rooms/test/room-fixtures.ts';
import { GuestFoodOrders } from './guest-food-orders.tsx';

const line = {
  ID: 1,
  GuestID: 7,
  RoomNumber: '101',
  FoodName: 'Tiger can',
  Price: 3500,
  Quantity: 2,
  OrderTime: '2026-11-21T07:30:00.000Z',
  PaymentMethod: 'kpay',
  ServiceCharges: 70,
  TaxCharges: 350,
  ReceiptNumber: 'AURFOOD202611210007',
};

describe('Guest Details: Food Orders', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it("lists the guest's lines with what each charged", async () => {
    const { calls } = fakeApi(() => ({ body: [line] }));
    renderWithProviders(<GuestFoodOrders roomNumber="101" guestId={7} />);
    await waitFor(() =>
      expect(screen.getByTestId('guest-food-order').textContent).toBe('2 x Tiger can7,420 Ks'),
    );
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ roomNumber: '101', guestID: '7' });
  });

  it('says there are none, also when the call fails', async () => {
    fakeApi(() => ({ status: 500, body: { message: 'down' } }));
    renderWithProviders(<GuestFoodOrders roomNumber="101" guestId={7} />);
    expect(await screen.findByText('No Food Orders')).toBeTruthy();
    expect(screen.getByText('No food orders for this guest.')).toBeTruthy();
  });
});
