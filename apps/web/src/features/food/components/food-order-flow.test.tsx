import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { foodReceiptDocument, type PlacedFoodOrder } from '@frontdesk/domain';
import { fakePrintWindow, receiptText } from '../../../test/print-window.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { refetchForEvent } from '../../../lib/query-keys.ts';
import { fakeApi, fakeReceiptIssue, type FakeCall } from '../../../test/fake-api.ts';
import { FoodOrderFlow } from './food-order-flow.tsx';

const menu = [
  { ID: 1, FoodName: 'Fried Rice', FoodPrice: 5000 },
  { ID: 2, FoodName: 'Tiger can', FoodPrice: 3500 },
  { ID: 3, FoodName: 'Tiger bottle', FoodPrice: 4500 },
];

const placedAnswer: Omit<PlacedFoodOrder, 'receipt'> = {
  receiptNumber: 'AURFOOD202611210007',
  foodRevenueId: 9,
  guestId: 7,
  guestName: 'Aye Aye',
  roomNumber: '101',
  paymentMethod: 'kpay',
  orderTime: '2026-11-21T07:30:00.000Z',
  lines: [
    {
      ID: 1,
      FoodName: 'Tiger can',
      Price: 3500,
      Quantity: 2,
      Amount: 7000,
      TaxCharges: 350,
      ServiceCharges: 0,
    },
    {
      ID: 2,
      FoodName: 'Fried Rice',
      Price: 5000,
      Quantity: 1,
      Amount: 5000,
      TaxCharges: 250,
      ServiceCharges: 0,
    },
  ],
  taxRate: 5,
  serviceRate: 0,
  subtotal: 12000,
  tax: 600,
  service: 0,
  grandTotal: 12600,
};
// The receipt the server issues with it (ADR 069).
const placed: PlacedFoodOrder = {
  ...placedAnswer,
  receipt: foodReceiptDocument(fakeReceiptIssue(placedAnswer.orderTime), {
    ...placedAnswer,
    guest: placedAnswer.guestName,
    room: placedAnswer.roomNumber,
    dishes: placedAnswer.lines.map((l) => ({
      name: l.FoodName,
      quantity: l.Quantity,
      price: l.Price,
      amount: l.Amount,
    })),
    total: placedAnswer.grandTotal,
    walletTransactionId: null,
  }),
};

const renderOrder = (answer: (call: FakeCall) => { status?: number; body?: unknown }) => {
  const api = fakeApi((call) => (call.path === '/menus' ? { body: menu } : answer(call)));
  const onClose = vi.fn();
  renderWithProviders(
    <FoodOrderFlow opened roomNumber="101" guest={{ ID: 7, Name: 'Aye Aye' }} onClose={onClose} />,
  );
  return { ...api, onClose };
};

/** Closes the Error notice that says `message`. */
const expectError = async (user: ReturnType<typeof userEvent.setup>, message: string) => {
  const notice = await screen.findByRole('dialog', { name: 'Error' });
  expect(notice.textContent).toContain(message);
  await user.click(within(notice).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
};

// Many clicks through Mantine's dialogs: slow on two shared cores.
describe('Food Order dialog', { timeout: 30_000 }, () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it('searches the menu by name, ignoring case', async () => {
    const user = userEvent.setup();
    renderOrder(() => ({ status: 500 }));
    const dialog = screen.getByRole('dialog', { name: '101 | Food Order' });
    for (const section of ['Menu Selection', 'Order Details', 'Order Summary']) {
      expect(within(dialog).getByText(section)).toBeTruthy();
    }
    expect(await screen.findByText('Fried Rice')).toBeTruthy();
    await user.type(screen.getByLabelText('Search menu'), 'TIGER');
    expect(screen.queryByText('Fried Rice')).toBeNull();
    expect(screen.getByText('Tiger can')).toBeTruthy();
    expect(screen.getByText('Tiger bottle')).toBeTruthy();
    await user.type(screen.getByLabelText('Search menu'), 'x');
    expect(screen.getByText('No menu items found')).toBeTruthy();
  });

  it('builds the order: quantities, 0 removes, tax rounded to 2 decimals, grand total', async () => {
    const user = userEvent.setup();
    renderOrder(() => ({ status: 500 }));
    expect(screen.getByText('No items in order')).toBeTruthy();
    expect(screen.getByText('Add items from the menu')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Add Tiger can' }));
    await user.click(screen.getByRole('button', { name: 'Add Tiger can' }));
    await user.click(screen.getByRole('button', { name: 'Add Fried Rice' }));
    expect(screen.getAllByTestId('order-line')).toHaveLength(2);
    expect(screen.getByTestId('grand-total').textContent).toBe('12,000 Ks');

    fireEvent.change(screen.getByLabelText('Tax (%)'), { target: { value: '7.33' } });
    // 12,000 x 7.33 % = 879.6
    await waitFor(() => expect(screen.getByTestId('grand-total').textContent).toBe('12,879.6 Ks'));
    fireEvent.change(screen.getByLabelText('Service (%)'), { target: { value: '0.01' } });
    // + 1.2
    await waitFor(() => expect(screen.getByTestId('grand-total').textContent).toBe('12,880.8 Ks'));

    await user.click(screen.getByRole('button', { name: 'One less Fried Rice' }));
    expect(screen.getAllByTestId('order-line')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'One more Tiger can' }));
    expect((screen.getByLabelText('Quantity of Tiger can') as HTMLInputElement).value).toBe('3');
  });

  it('asks for items, then a payment method, then places the order once', async () => {
    const user = userEvent.setup();
    const { calls } = renderOrder((call) =>
      call.method === 'POST' ? { status: 201, body: placed } : { status: 404 },
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expectError(user, 'Please add items to your order');
    await user.click(screen.getByRole('button', { name: 'Print Receipt' }));
    await expectError(user, 'No items to print receipt for');

    await user.click(await screen.findByRole('button', { name: 'Add Tiger can' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expectError(user, 'Please select a payment method');

    await user.click(screen.getByRole('combobox', { name: 'Payment Method' }));
    await user.click(await screen.findByRole('option', { name: 'KPay' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(success.textContent).toContain('Food order created successfully!');
    expect(success.textContent).toContain('AURFOOD202611210007');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toBe('/food-orders');
    expect(posts[0]!.body).toEqual({
      guestId: 7,
      roomNumber: '101',
      items: [{ menuItemId: 2, quantity: 1 }],
      taxRate: 0,
      serviceRate: 0,
      paymentMethod: 'kpay',
    });
    expect(posts[0]!.headers['idempotency-key']).toEqual(expect.any(String));
  });

  it("asks a wallet payment's transaction ID, checks it and sends it trimmed (ADR 051)", async () => {
    const user = userEvent.setup();
    const { calls } = renderOrder((call) =>
      call.method === 'POST' ? { status: 201, body: placed } : { status: 404 },
    );
    await user.click(await screen.findByRole('button', { name: 'Add Tiger can' }));
    await user.click(screen.getByRole('combobox', { name: 'Payment Method' }));
    await user.click(await screen.findByRole('option', { name: 'Cash' }));
    expect(screen.queryByLabelText(/Wallet transaction ID/)).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Payment Method' }));
    await user.click(await screen.findByRole('option', { name: 'WavePay' }));
    const reference = await screen.findByLabelText(/Wallet transaction ID/);
    fireEvent.change(reference, { target: { value: 'W'.repeat(61) } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Wallet reference must be at most 60 characters')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(reference, { target: { value: ' WP-2611 ' } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Success' });
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ paymentMethod: 'wavepay', walletReference: 'WP-2611' });
  });

  it("follows another desk's menu change while open, and sends no line that left the menu (ADR 065)", async () => {
    const user = userEvent.setup();
    let current = menu;
    const { calls } = fakeApi((call) =>
      call.path === '/menus'
        ? { body: current }
        : call.method === 'POST'
          ? { status: 201, body: placed }
          : { status: 404 },
    );
    const queryClient = createTestQueryClient();
    renderWithProviders(
      <FoodOrderFlow
        opened
        roomNumber="101"
        guest={{ ID: 7, Name: 'Aye Aye' }}
        onClose={vi.fn()}
      />,
      queryClient,
    );
    /** What the desk does on the 'menu_updated' event. */
    const menuChanged = () => refetchForEvent(queryClient, { type: 'menu_updated' });
    const grandTotal = () => screen.getByTestId('grand-total').textContent;
    await user.click(await screen.findByRole('button', { name: 'Add Tiger can' }));
    await user.click(screen.getByRole('button', { name: 'Add Tiger can' }));
    await user.click(screen.getByRole('button', { name: 'Add Fried Rice' }));
    expect(grandTotal()).toBe('12,000 Ks');

    // Another desk renames Tiger can and makes it 4,000: 2 x 4,000 + 5,000.
    current = [menu[0]!, { ID: 2, FoodName: 'Tiger (can)', FoodPrice: 4000 }, menu[2]!];
    await menuChanged();
    await waitFor(() => expect(grandTotal()).toBe('13,000 Ks'));
    expect((screen.getByLabelText('Quantity of Tiger (can)') as HTMLInputElement).value).toBe('2');
    expect(screen.queryByText('No longer on the menu')).toBeNull();

    // Another desk takes Fried Rice off the menu: the line stays, marked, and is not sent.
    current = [current[1]!, menu[2]!];
    await menuChanged();
    await waitFor(() => expect(screen.getByText('No longer on the menu')).toBeTruthy());
    await user.click(screen.getByRole('combobox', { name: 'Payment Method' }));
    await user.click(await screen.findByRole('option', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expectError(user, 'Fried Rice is no longer on the menu. Take it out of the order.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'One less Fried Rice' }));
    expect(grandTotal()).toBe('8,000 Ks');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Success' });
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((post) => post.body)).toMatchObject([
      { items: [{ menuItemId: 2, quantity: 2 }], paymentMethod: 'cash' },
    ]);
  });

  it('says the order failed, and retries with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    const { calls } = renderOrder(() => ({ status: 503, body: { message: 'Down' } }));
    await user.click(await screen.findByRole('button', { name: 'Add Fried Rice' }));
    await user.click(screen.getByRole('combobox', { name: 'Payment Method' }));
    await user.click(await screen.findByRole('option', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expectError(user, 'Failed to create order. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expectError(user, 'Failed to create order. Please try again.');
    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('Print Receipt places the order, then prints the 58 mm FOOD receipt', async () => {
    const user = userEvent.setup();
    const { state, target } = fakePrintWindow();
    vi.spyOn(window, 'open').mockReturnValue(target);
    renderOrder((call) => (call.method === 'POST' ? { status: 201, body: placed } : {}));
    await user.click(await screen.findByRole('button', { name: 'Add Tiger can' }));
    await user.click(screen.getByRole('combobox', { name: 'Payment Method' }));
    await user.click(await screen.findByRole('option', { name: 'KPay' }));
    await user.click(screen.getByRole('button', { name: 'Print Receipt' }));
    await waitFor(() => expect(state.printed).toBe(1));
    const text = receiptText(state.html);
    expect(text).toContain('AURFOOD202611210007');
    expect(text).toContain('Aye Aye');
    expect(text).toContain('Tiger can 7,000 Ks');
    expect(text).toContain('2 x 3,500 Ks');
    expect(text).toContain('12,600 Ks');
    expect(text).toContain('KPay');
    expect(state.html).toContain('size: 58mm auto');
  });
});
