import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { idempotencyKeyHeader } from '@frontdesk/domain';
import { setDisplayDigits, setDisplayLanguage } from '../../../i18n/display-locale.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';
import { AddPaymentDialog } from './add-payment-dialog.tsx';

const saved = {
  ID: 9,
  Type: 'x',
  GuestID: null,
  RoomNumber: '0',
  Amount: 1,
  RevenueType: '',
  PaymentMethod: 'cash',
  ReceiptNumber: 'AUR202611220001',
  CreatedAt: '2026-11-22T03:00:00.000Z',
  Guest: null,
};
const fakeApi = (status = 201) =>
  mockFetch((url) =>
    url.includes('/create-income')
      ? jsonResponse(
          status === 201
            ? { status, body: saved }
            : { status, body: { message: 'Down for a moment' } },
        )
      : jsonResponse({ body: [] }),
  );
const posted = (fetch: ReturnType<typeof fakeApi>) =>
  fetch.mock.calls
    .filter(([url]) => String(url).includes('/create-income'))
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)),
      key: (init?.headers as Record<string, string>)[idempotencyKeyHeader],
    }));

const choose = (label: string, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(screen.getByRole('option', { name: option }));
};
const amount = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value } });

describe('AddPaymentDialog', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it('asks for a type, a named type for others and an amount before sending anything', async () => {
    const fetch = fakeApi();
    renderWithProviders(<AddPaymentDialog opened revenueType="" onClose={() => undefined} />);
    expect(screen.getByText('Add Payment', { selector: 'h2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Payment' }));
    expect(await screen.findByText('Payment type is required')).toBeTruthy();
    expect(screen.getByText('Amount is required')).toBeTruthy();
    choose('Payment Type', 'Others');
    fireEvent.click(screen.getByRole('button', { name: 'Add Payment' }));
    expect(await screen.findByText('Please specify the payment type for others')).toBeTruthy();
    expect(posted(fetch)).toEqual([]);
  });

  it('records an electricity expense in cash as room revenue', async () => {
    const fetch = fakeApi();
    const onClose = vi.fn();
    renderWithProviders(<AddPaymentDialog opened revenueType="" onClose={onClose} />);
    choose('Payment Type', 'Electricity');
    amount('-15000');
    fireEvent.click(screen.getByRole('button', { name: 'Add Payment' }));
    expect(await screen.findByText('Payment added successfully')).toBeTruthy();
    const [call] = posted(fetch);
    expect(call!.body).toEqual({
      Type: 'electricity',
      GuestID: null,
      RoomNumber: '0',
      Amount: -15000,
      RevenueType: '',
      PaymentMethod: 'cash',
      ReceiptNumber: null,
    });
    expect(call!.key).toMatch(/^[0-9a-f-]{36}$/);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ['50,000', 50000],
    ['50 000', 50000],
    ['၅၀,၀၀၀', 50000],
    ['50,000 Ks', 50000],
    ['-5,000', -5000],
  ])('sends %s as typed in the app’s way: Amount %d (ADR 067)', async (typed, sent) => {
    const fetch = fakeApi();
    renderWithProviders(<AddPaymentDialog opened revenueType="" onClose={() => undefined} />);
    choose('Payment Type', 'Electricity');
    amount(typed);
    fireEvent.click(screen.getByRole('button', { name: 'Add Payment' }));
    expect(await screen.findByText('Payment added successfully')).toBeTruthy();
    expect(posted(fetch).map((call) => call.body.Amount)).toEqual([sent]);
  });

  it("records a food payment of the desk's own type by KPay", async () => {
    const fetch = fakeApi();
    renderWithProviders(
      <AddPaymentDialog opened revenueType="food-revenue" onClose={() => undefined} />,
    );
    choose('Payment Type', 'Others');
    fireEvent.change(screen.getByRole('textbox', { name: /^Specify Payment Type/ }), {
      target: { value: ' Staff lunch ' },
    });
    amount('3500');
    choose('Payment Method', 'KPay');
    fireEvent.click(screen.getByRole('button', { name: 'Add Food Payment' }));
    expect(await screen.findByText('Food payment added successfully')).toBeTruthy();
    expect(posted(fetch)[0]!.body).toMatchObject({
      Type: 'Staff lunch',
      Amount: 3500,
      RevenueType: 'food-revenue',
      PaymentMethod: 'kpay',
    });
  });

  it('a failure says so; a retry sends the same Idempotency-Key', async () => {
    const fetch = fakeApi(503);
    renderWithProviders(
      <AddPaymentDialog opened revenueType="food-revenue" onClose={() => undefined} />,
    );
    choose('Payment Type', 'Guest Food');
    amount('2000');
    fireEvent.click(screen.getByRole('button', { name: 'Add Food Payment' }));
    expect(await screen.findByText('Failed to add food payment')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Food Payment' }));
    await waitFor(() => expect(posted(fetch)).toHaveLength(2));
    const [first, second] = posted(fetch);
    expect(first!.key).toEqual(expect.any(String));
    expect(second!.key).toBe(first!.key);
  });

  describe('in Burmese', () => {
    afterEach(() => {
      setDisplayLanguage('en');
      setDisplayDigits('latn');
    });

    it("says what is wrong in Burmese, the limits in the desk's digits", async () => {
      setDisplayLanguage('my');
      fakeApi();
      renderWithProviders(<AddPaymentDialog opened revenueType="" onClose={() => undefined} />);
      choose('ငွေစာရင်း အမျိုးအစား', 'အခြား');
      fireEvent.change(screen.getByRole('textbox', { name: /^ပမာဏ/ }), {
        target: { value: '2000000000' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'ငွေစာရင်း ထည့်ရန်' }));
      expect(
        await screen.findByText('ပမာဏသည် -၁,၀၀၀,၀၀၀,၀၀၀ နှင့် ၁,၀၀၀,၀၀၀,၀၀၀ ကြား ဖြစ်ရမည်'),
      ).toBeTruthy();
      expect(screen.getByText('အခြား အတွက် ငွေစာရင်း အမျိုးအစား ဖော်ပြပါ')).toBeTruthy();
    });
  });
});
