import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { idempotencyKeyHeader } from '@frontdesk/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';
import { RefundDialog } from './refund-dialog.tsx';

const refunded = {
  Kind: 'refund',
  ID: 50,
  GuestID: 3,
  RoomNumber: '101',
  Amount: -4000,
  PaymentMethod: 'kpay',
  RevenueType: 'revenue',
  ReceiptNumber: 'AUR202611220009',
  OriginalReceiptNumber: null,
  Reason: 'Overpaid',
  CreatedAt: '2026-11-22T08:00:00.000Z',
};
const sent = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .filter(([url]) => String(url).includes('/refunds'))
    .map(([url, init]) => ({
      url: String(url),
      body: JSON.parse(String(init?.body)),
      key: (init?.headers as Record<string, string>)[idempotencyKeyHeader],
    }));

describe('RefundDialog', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it('keeps what was typed, says what is wrong and sends nothing until it is right; then once', async () => {
    const fetch = mockFetch(() => jsonResponse({ status: 201, body: refunded }));
    renderWithProviders(<RefundDialog opened guestId={3} onClose={() => undefined} />);
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    const submit = screen.getByRole('button', { name: 'Record refund' });
    for (const [typed, message] of [
      ['0', 'Amount must be more than 0'],
      ['-1', 'Amount cannot be negative'],
      ['1.5', 'Amount must be a whole number'],
      ['1e5', 'Amount must be a number'],
    ] as const) {
      fireEvent.change(amount, { target: { value: typed } });
      fireEvent.click(submit);
      expect(await screen.findByText(message), typed).toBeTruthy();
      // The field shows what was typed, never a rewritten value.
      expect((amount as HTMLInputElement).value).toBe(typed);
    }
    expect(screen.getByText('Reason is required')).toBeTruthy();
    expect(sent(fetch)).toEqual([]);

    fireEvent.change(amount, { target: { value: '4,000' } });
    fireEvent.click(screen.getByRole('combobox', { name: /^Payment method/ }));
    fireEvent.click(screen.getByRole('option', { name: 'KPay' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'Overpaid' },
    });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('Refund recorded.')).toBeTruthy();
    const calls = sent(fetch);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/\/reception\/guests\/3\/refunds$/);
    expect(calls[0]!.body).toEqual({
      amount: 4000,
      paymentMethod: 'kpay',
      reason: 'Overpaid',
      incomeId: null,
    });
    expect(calls[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
