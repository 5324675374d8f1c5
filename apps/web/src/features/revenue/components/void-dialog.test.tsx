import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { idempotencyKeyHeader, type RevenueEntry } from '@frontdesk/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';
import { RevenueEntryActions } from './revenue-entry-actions.tsx';

const payment: RevenueEntry = {
  ID: 41,
  Type: 'payment',
  RoomNumber: '101',
  Amount: 10000,
  RevenueType: 'revenue',
  PaymentMethod: 'cash',
  CreatedAt: '2026-11-22T07:30:00.000Z',
  ReceiptNumber: 'AUR202611220007',
};
const voided = {
  Kind: 'void',
  ID: 42,
  GuestID: 3,
  RoomNumber: '101',
  Amount: -10000,
  PaymentMethod: 'cash',
  RevenueType: 'revenue',
  ReceiptNumber: 'AUR202611220008',
  OriginalReceiptNumber: 'AUR202611220007',
  Reason: 'Recorded twice',
  CreatedAt: '2026-11-22T08:00:00.000Z',
};
const fakeApi = (status = 201) =>
  mockFetch((url) =>
    url.includes('/void')
      ? jsonResponse(
          status === 201
            ? { status, body: voided }
            : { status, body: { message: 'This payment is already voided.' } },
        )
      : jsonResponse({ body: [] }),
  );
const sent = (fetch: ReturnType<typeof fakeApi>) =>
  fetch.mock.calls
    .filter(([url]) => String(url).includes('/void'))
    .map(([url, init]) => ({
      url: String(url),
      body: JSON.parse(String(init?.body)),
      key: (init?.headers as Record<string, string>)[idempotencyKeyHeader],
    }));
const openVoid = () => fireEvent.click(screen.getByRole('button', { name: 'Void' }));
const reason = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: /^Reason/ }), { target: { value } });

describe('Void payment', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it('asks for a reason before sending anything, then voids the payment once', async () => {
    const fetch = fakeApi();
    renderWithProviders(<RevenueEntryActions entry={payment} canVoid />);
    openVoid();
    expect(screen.getByText(/a void entry of -10,000 Ks is added today/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Void payment' }));
    expect(await screen.findByText('Reason is required')).toBeTruthy();
    expect(sent(fetch)).toEqual([]);

    reason('Recorded twice');
    const submit = screen.getByRole('button', { name: 'Void payment' });
    fireEvent.click(submit);
    // Disabled from the press until the answer (ADR 070).
    expect(submit).toBeDisabled();
    fireEvent.click(submit);
    expect(await screen.findByText('Payment voided.')).toBeTruthy();
    expect(screen.getByText('AUR202611220008')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print Receipt' })).toBeTruthy();
    const calls = sent(fetch);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/\/api\/aureo\/reception\/incomes\/41\/void$/);
    expect(calls[0]!.body).toEqual({ reason: 'Recorded twice' });
    expect(calls[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("voids a food record at its own address; a refusal shows the server's reason; a new opening sends a new key", async () => {
    const fetch = fakeApi(409);
    renderWithProviders(<RevenueEntryActions entry={{ ...payment, FoodRecord: true }} canVoid />);
    openVoid();
    reason('Wrong table');
    fireEvent.click(screen.getByRole('button', { name: 'Void payment' }));
    expect(await screen.findByText('Failed to void the payment.')).toBeTruthy();
    expect(screen.getByText('This payment is already voided.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    // Pressed again in the same opening: a retry, under the same key (ADR 070).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Void payment' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Void payment' }));
    await waitFor(() => expect(sent(fetch)).toHaveLength(2));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    openVoid();
    reason('Wrong table');
    fireEvent.click(screen.getByRole('button', { name: 'Void payment' }));
    await waitFor(() => expect(sent(fetch)).toHaveLength(3));
    const [first, retry, second] = sent(fetch);
    expect(first!.url).toMatch(/\/food-revenues\/41\/void$/);
    expect(retry!.key).toBe(first!.key);
    expect(second!.key).not.toBe(first!.key);
  });

  it('offers no Void for a void, a voided payment, a deposit, or at the reception desk', () => {
    fakeApi();
    for (const entry of [
      { ...payment, Correction: 'void' as const },
      { ...payment, Voided: true },
      { ...payment, Type: 'deposit' },
    ]) {
      const view = renderWithProviders(<RevenueEntryActions entry={entry} canVoid />);
      expect(screen.queryByRole('button', { name: 'Void' }), JSON.stringify(entry)).toBeNull();
      view.unmount();
    }
    renderWithProviders(<RevenueEntryActions entry={payment} canVoid={false} />);
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reprint AUR202611220007' })).toBeTruthy();
  });
});
