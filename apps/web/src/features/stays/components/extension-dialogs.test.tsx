import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { anExtension, aRoom } from '../test/stay-fixtures.ts';
import { aGuest } from '../../../test/records.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { ExtendDaysDialog } from './extend-days-dialog.tsx';
import { ExtendHoursDialog } from './extend-hours-dialog.tsx';
import { ExtendLongStayDialog } from './extend-long-stay-dialog.tsx';
import { deskClockAt } from '../../../test/desk-clock.ts';

/** An Idempotency-Key as the desk makes them: a random UUID. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const text = (testId: string) => screen.getByTestId(testId).textContent;
const setDate = (value: string) =>
  fireEvent.change(screen.getByLabelText(/^New Check-out Date/), { target: { value } });

deskClockAt('2026-11-21T07:30:00Z'); // 14:00 on 21/11 at the hotel

describe('Extend Stay (days)', () => {
  it('prices the extra days live, says what is wrong, and extends once per submission', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) => {
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/guests/41/extend-days') return { status: 201, body: anExtension() };
      return undefined;
    });
    renderWithProviders(<ExtendDaysDialog room={aRoom('101', 2)} opened onClose={() => {}} />);
    screen.getByRole('dialog', { name: '101 | Extend Stay' });
    for (const section of ['Current Stay', 'Extension Details', 'Charges']) {
      expect(screen.getByText(section)).toBeTruthy();
    }
    // Default: the day after the current check-out (22/11 12:00), one night.
    await waitFor(() => expect(text('extend-units')).toBe('1 Day'));
    expect(text('stay-current-checkout')).toBe('22/11/2026 12:00');
    expect(text('extend-new-checkout')).toBe('23/11/2026 12:00');
    expect(text('extend-total')).toBe('40,000 Ks');

    setDate('25/11/2026');
    await waitFor(() => expect(text('extend-total')).toBe('120,000 Ks'));
    expect(text('extend-units')).toBe('3 Days');

    setDate('22/11/2026');
    expect(
      await screen.findByText('New checkout date must be after current checkout date.'),
    ).toBeTruthy();
    setDate('');
    expect(await screen.findByText('Please select a valid checkout date.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    setDate('24/11/2026');
    await waitFor(() => expect(text('extend-total')).toBe('80,000 Ks'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Stay extended successfully.')).toBeTruthy();
    expect(screen.getByText('Receipt number: AUR202611210002')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ checkoutDate: '2026-11-24', paymentMethod: 'cash' });
    expect(posts[0]!.headers['idempotency-key']).toMatch(uuid);
  });
});

describe('Extend Hours', () => {
  it('charges the hourly rate per hour, needs at least 1, and shows a failure', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) => {
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/guests/41/extend-hours') {
        return { status: 409, body: { message: 'This guest has checked out.' } };
      }
      return undefined;
    });
    renderWithProviders(<ExtendHoursDialog room={aRoom('101', 2)} opened onClose={() => {}} />);
    await waitFor(() => expect(text('extend-total')).toBe('5,000 Ks'));
    expect(text('extend-new-checkout')).toBe('22/11/2026 13:00');
    const hours = screen.getByLabelText(/^Hours/);
    await user.clear(hours);
    await user.type(hours, '3');
    expect(text('extend-total')).toBe('15,000 Ks');
    expect(text('extend-new-checkout')).toBe('22/11/2026 15:00');
    await user.clear(hours);
    expect(
      await screen.findByText('Please enter a valid number of hours (minimum 1).'),
    ).toBeTruthy();
    await user.type(hours, '2');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to extend stay. Please try again.')).toBeTruthy();
    expect(screen.getByText('This guest has checked out.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      hours: 2,
      paymentMethod: 'cash',
    });
  });
});

describe('Extend Long Stay', () => {
  it('adds tax and service to days x price per day; refuses a date before the earliest', async () => {
    const user = userEvent.setup();
    const guest = aGuest({ RoomType: 'long-stay', CheckoutDate: '2026-11-25T05:30:00.000Z' });
    const { calls } = fakeApi((call) => {
      if (call.path === '/guests/current/101') return { body: guest };
      if (call.path === '/guests/41/extend-long-stay') {
        return { status: 201, body: anExtension({ kind: 'long-stay' }) };
      }
      return undefined;
    });
    renderWithProviders(<ExtendLongStayDialog room={aRoom('101', 7)} opened onClose={() => {}} />);
    screen.getByRole('dialog', { name: '101 | Extend Long Stay' });
    // Tomorrow (22/11) is before the earliest date (26/11): the default is the earliest.
    await waitFor(() => expect(text('extend-units')).toBe('1 Day'));
    expect(text('stay-price-paid')).toBe('40,000 Ks');
    expect((screen.getByLabelText(/^New Check-out Date/) as HTMLInputElement).value).toBe(
      '26/11/2026',
    );
    await user.type(screen.getByLabelText(/^Price per Day/), '30000');
    setDate('30/11/2026');
    await user.type(screen.getByLabelText('Tax Rate (%)'), '5');
    await user.type(screen.getByLabelText('Service Rate (%)'), '10');
    await waitFor(() => expect(text('extend-units')).toBe('5 Days'));
    expect(text('extend-room-charges')).toBe('150,000 Ks');
    expect(text('extend-tax')).toBe('7,500 Ks');
    expect(text('extend-service')).toBe('15,000 Ks');
    expect(text('extend-total')).toBe('172,500 Ks');

    setDate('25/11/2026');
    expect(
      await screen.findByText('New checkout date must be after the current checkout date.'),
    ).toBeTruthy();
    setDate('');
    expect(await screen.findByText('Please select a valid checkout date.')).toBeTruthy();
    setDate('30/11/2026');
    await user.click(screen.getByRole('button', { name: 'Confirm Extension' }));
    expect(await screen.findByText('Long stay extended successfully.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      checkoutDate: '2026-11-30',
      pricePerDay: 30000,
      taxRate: 5,
      serviceRate: 10,
      paymentMethod: 'cash',
    });
  });
});
