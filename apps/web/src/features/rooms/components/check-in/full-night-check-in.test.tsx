import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, renderWithProviders } from '../../../../test/render.tsx';
import { aCheckInResponse, aRoom } from '../../test/room-fixtures.ts';
import { fakeApi, hotelDetails, type FakeCall } from '../../../../test/fake-api.ts';
import type { CheckInSource } from '../../utils/check-in-draft.ts';
import { CheckInFlow } from './check-in-flow.tsx';
import { deskClockAt } from '../../../../test/desk-clock.ts';

const room101 = aRoom('101', 1);
const walkIn = (stayType: 'full-night' | 'daycation' | 'session' | 'long-stay'): CheckInSource => ({
  kind: 'walk-in',
  room: room101,
  stayType,
});

const amount = (testId: string) => screen.getByTestId(testId).textContent;

const fillGuest = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/^Name/), 'Aung Aung');
  await user.type(screen.getByLabelText(/^National ID/), '12/KaMaNa(N)111111');
  await user.type(screen.getByLabelText(/^Phone/), '09 111 222');
};

describe('walk-in check-in', () => {
  // 14:00 on 21 Nov 2026 at the hotel (Asia/Yangon, UTC+06:30).
  deskClockAt('2026-11-21T07:30:00Z');

  it("starts with the hotel's default tax and service rates, which the desk may change", async () => {
    Object.assign(hotelDetails, { defaultTaxRate: 5, defaultServiceRate: 10 });
    try {
      fakeApi(() => ({ body: [room101] }));
      renderWithProviders(<CheckInFlow source={walkIn('full-night')} opened onClose={() => {}} />);
      await waitFor(() =>
        expect((screen.getByLabelText('Tax Rate (%)') as HTMLInputElement).value).toBe('5'),
      );
      expect((screen.getByLabelText('Service Rate (%)') as HTMLInputElement).value).toBe('10');
      // 40,000 + 5 % (2,000) + 10 % (4,000).
      expect(amount('summary-total')).toBe('46,000 Ks');
    } finally {
      Object.assign(hotelDetails, { defaultTaxRate: 0, defaultServiceRate: 0 });
    }
  });

  it('sums the full night live: nights, extra bed, foreigner prices, tax and service', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ body: [room101] }));
    renderWithProviders(<CheckInFlow source={walkIn('full-night')} opened onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: '101 | Full Night Check-in' });
    for (const section of ['Guest Information', 'Room Assignment', 'Summary']) {
      expect(within(dialog).getByRole('region', { name: section })).toBeTruthy();
    }
    // Default: tomorrow at 12:00, one night at 40,000.
    expect((screen.getByLabelText(/^Check-out Date/) as HTMLInputElement).value).toBe('22/11/2026');
    expect(amount('summary-checkin')).toBe('21/11/2026 14:00');
    expect(amount('summary-checkout')).toBe('22/11/2026 12:00');
    expect(amount('summary-nights')).toBe('1 Night');
    expect(amount('summary-room-101')).toBe('40,000 Ks');
    expect(amount('summary-total')).toBe('40,000 Ks');

    // 21/11 14:00 to 23/11 12:00: 1.9 days, 2 nights.
    fireEvent.change(screen.getByLabelText(/^Check-out Date/), {
      target: { value: '23/11/2026' },
    });
    await waitFor(() => expect(amount('summary-nights')).toBe('2 Nights'));
    expect(amount('summary-room-charges')).toBe('80,000 Ks');

    // (40,000 + 10,000 extra bed) x 2.
    await user.click(screen.getByLabelText('Extra Bed'));
    expect(amount('summary-room-charges')).toBe('100,000 Ks');

    // Foreigner prices: (60,000 + 15,000) x 2.
    await user.click(screen.getByLabelText('Foreigner'));
    expect(amount('summary-room-charges')).toBe('150,000 Ks');

    // Tax 5 % = 7,500; service 10 % = 15,000; total 172,500.
    await user.type(screen.getByLabelText('Tax Rate (%)'), '5');
    await user.type(screen.getByLabelText('Service Rate (%)'), '10');
    expect(amount('summary-tax')).toBe('7,500 Ks');
    expect(amount('summary-service')).toBe('15,000 Ks');
    expect(amount('summary-total')).toBe('172,500 Ks');

    // Emptied rates count as 0.
    await user.clear(screen.getByLabelText('Service Rate (%)'));
    expect(amount('summary-service')).toBe('0 Ks');
    expect(amount('summary-total')).toBe('157,500 Ks');

    // No date, no nights.
    fireEvent.change(screen.getByLabelText(/^Check-out Date/), { target: { value: '' } });
    await waitFor(() => expect(amount('summary-nights')).toBe('-'));
    expect(amount('summary-total')).toBe('-');
  });

  it('requires name, national ID, phone and the check-out date, and sends nothing without them', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(() => ({ body: [room101] }));
    renderWithProviders(<CheckInFlow source={walkIn('long-stay')} opened onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: '101 | Long Stay Check-in' })).toBeTruthy();
    expect(screen.queryByLabelText('Foreigner')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Check-out Date/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    for (const message of [
      'Name is required',
      'National ID is required',
      'Phone is required',
      'Check-out date is required',
      'Price per night is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('flags a rate outside 0-100 as typed, instead of rewriting it, and blocks Confirm until fixed', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call: FakeCall) =>
      call.method === 'POST' ? { status: 201, body: aCheckInResponse() } : { body: [room101] },
    );
    renderWithProviders(<CheckInFlow source={walkIn('full-night')} opened onClose={() => {}} />);
    await fillGuest(user);
    const tax = screen.getByLabelText('Tax Rate (%)') as HTMLInputElement;
    const service = screen.getByLabelText('Service Rate (%)') as HTMLInputElement;
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;

    for (const typed of ['150', '-5', '1e2', 'abc']) {
      await user.clear(tax);
      await user.type(tax, typed);
      expect(tax.value).toBe(typed);
      expect(screen.getByText('Tax rate must be a number from 0 to 100.')).toBeTruthy();
      expect(amount('summary-tax')).toBe('-');
      expect(amount('summary-total')).toBe('-');
      expect(confirm.disabled).toBe(true);
      expect(
        (screen.getByRole('button', { name: 'Print Receipt' }) as HTMLButtonElement).disabled,
      ).toBe(true);
    }
    await user.type(service, '100.5');
    expect(screen.getByText('Service rate must be a number from 0 to 100.')).toBeTruthy();

    await user.clear(tax);
    await user.type(tax, '5');
    await user.clear(service);
    await user.type(service, '12.5');
    expect(screen.queryByText(/rate must be a number/)).toBeNull();
    expect(amount('summary-tax')).toBe('2,000 Ks');
    expect(amount('summary-service')).toBe('5,000 Ks');
    expect(amount('summary-total')).toBe('47,000 Ks');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    await screen.findByRole('dialog', { name: 'Success' });
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      taxRate: 5,
      serviceRate: 12.5,
    });
  });

  it('says a check-out date of today or earlier must be tomorrow or later, instead of reverting it', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(() => ({ body: [room101] }));
    renderWithProviders(<CheckInFlow source={walkIn('full-night')} opened onClose={() => {}} />);
    await fillGuest(user);
    const checkout = screen.getByLabelText(/^Check-out Date/) as HTMLInputElement;
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;

    for (const typed of ['21/11/2026', '20/11/2026']) {
      fireEvent.input(checkout, { target: { value: typed } });
      fireEvent.blur(checkout);
      expect(checkout.value).toBe(typed);
      expect(screen.getByText('Check-out date must be tomorrow or later')).toBeTruthy();
      expect(amount('summary-nights')).toBe('-');
      expect(amount('summary-total')).toBe('-');
      expect(confirm.disabled).toBe(true);
    }

    fireEvent.input(checkout, { target: { value: '23/11/2026' } });
    await waitFor(() => expect(amount('summary-nights')).toBe('2 Nights'));
    expect(screen.queryByText('Check-out date must be tomorrow or later')).toBeNull();
    expect(confirm.disabled).toBe(false);

    // Text that is no date says so when the field is left, and is not sent.
    fireEvent.input(checkout, { target: { value: '31/02/2026' } });
    fireEvent.blur(checkout);
    expect(checkout.value).toBe('31/02/2026');
    expect(screen.getByText('Date input not valid.')).toBeTruthy();
    expect(confirm.disabled).toBe(true);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('closes only the calendar on Escape, then the dialog', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ body: [room101] }));
    const onClose = vi.fn();
    renderWithProviders(<CheckInFlow source={walkIn('full-night')} opened onClose={onClose} />);
    await user.click(screen.getByLabelText(/^Check-out Date/));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('prices a long stay by the price per night typed in', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ body: [room101] }));
    renderWithProviders(<CheckInFlow source={walkIn('long-stay')} opened onClose={() => {}} />);
    expect(amount('summary-total')).toBe('-');
    fireEvent.change(screen.getByLabelText(/^Check-out Date/), {
      target: { value: '28/11/2026' },
    });
    await user.type(screen.getByLabelText(/^Price per Night/), '30000');
    // 21/11 14:00 to 28/11 12:00: 7 nights x 30,000.
    await waitFor(() => expect(amount('summary-nights')).toBe('7 Nights'));
    expect(amount('summary-total')).toBe('210,000 Ks');
  });

  it('keeps a minus in the price per night as typed and refuses it on Confirm', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(() => ({ body: [room101] }));
    renderWithProviders(<CheckInFlow source={walkIn('long-stay')} opened onClose={() => {}} />);
    await fillGuest(user);
    fireEvent.change(screen.getByLabelText(/^Check-out Date/), {
      target: { value: '28/11/2026' },
    });
    await user.type(screen.getByLabelText(/^Price per Night/), '-30000');
    expect((screen.getByLabelText(/^Price per Night/) as HTMLInputElement).value).toBe('-30000');
    // Nothing is summed from a price that cannot be charged.
    expect(amount('summary-total')).toBe('-');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Price per night cannot be negative')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    // Six keys typed into a kyat field: over 15 s on two cores shared by eight test runs.
  }, 30_000);

  it.each([
    ['daycation', '101 | Daycation Check-in', '12 hours', '22/11/2026 02:00', '25,000 Ks'],
    ['session', '101 | Session Check-in', '3 hours', '21/11/2026 17:00', '15,000 Ks'],
  ] as const)(
    'prices a %s per stay, without check-out date or foreigner',
    async (stayType, title, hours, checkout, total) => {
      fakeApi(() => ({ body: [room101] }));
      renderWithProviders(<CheckInFlow source={walkIn(stayType)} opened onClose={() => {}} />);
      expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
      expect(screen.queryByLabelText(/^Check-out Date/)).toBeNull();
      expect(screen.queryByLabelText('Foreigner')).toBeNull();
      expect(amount('summary-stay')).toBe(hours);
      expect(amount('summary-checkout')).toBe(checkout);
      expect(amount('summary-total')).toBe(total);
    },
  );

  it('checks in with POST /check-in and an Idempotency-Key, reused on retry; a 409 refetches rooms and counts', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { calls } = fakeApi((call: FakeCall) => {
      if (call.method !== 'POST') return { body: [room101] };
      attempts += 1;
      return attempts === 1
        ? { status: 409, body: { message: 'Room 101 is not available.' } }
        : { status: 201, body: aCheckInResponse() };
    });
    const onClose = vi.fn();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['stats'], { 'available-rooms': 17 });
    renderWithProviders(
      <CheckInFlow source={walkIn('full-night')} opened onClose={onClose} />,
      queryClient,
    );
    await fillGuest(user);
    await user.click(screen.getByLabelText('Extra Bed'));
    const roomLoads = () => calls.filter((call) => call.path === '/rooms').length;
    await waitFor(() => expect(roomLoads()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain('Failed to check-in guest. Please try again.');
    expect(error.textContent).toContain('Room 101 is not available.');
    // Another desk took the room: the rooms are asked again and the counts are stale, live
    // connection or not.
    await waitFor(() => expect(roomLoads()).toBe(2));
    expect(queryClient.getQueryState(['stats'])?.isInvalidated).toBe(true);
    await user.click(within(error).getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(success.textContent).toContain('Guest checked-in successfully.');
    expect(success.textContent).toContain('AUR202611210001');
    expect(screen.queryByRole('dialog', { name: '101 | Full Night Check-in' })).toBeNull();

    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.path).toBe('/check-in');
    expect(posts[0]?.body).toEqual({
      stayType: 'full-night',
      guest: {
        name: 'Aung Aung',
        nationalId: '12/KaMaNa(N)111111',
        phone: '09 111 222',
        isForeigner: false,
      },
      rooms: [{ roomNumber: '101', extraBed: true }],
      checkoutDate: '2026-11-22T12:00:00.000Z',
      taxRate: 0,
      serviceRate: 0,
      paymentMethod: 'cash',
      overpayment: 'credit', // the schema's default; a walk-in has no prepayment
    });
    const key = posts[0]?.headers['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]?.headers['idempotency-key']).toBe(key);

    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });
});
