import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render.tsx';
import { fakeApi, type FakeCall } from '../test/fake-api.ts';
import { aGuest } from '../test/records.ts';
import { aRoom } from '../features/stays/test/stay-fixtures.ts';
import { ExtendHoursDialog } from '../features/stays/components/extend-hours-dialog.tsx';
import { ExtendLongStayDialog } from '../features/stays/components/extend-long-stay-dialog.tsx';
import { AddPaymentDialog } from '../features/revenue/components/add-payment-dialog.tsx';
import { FoodOrderFlow } from '../features/food/components/food-order-flow.tsx';
import { FoodMenuManagement } from '../features/food/components/food-menu-management.tsx';
import { RoomPriceSettings } from '../features/settings/components/room-price-settings.tsx';
import { CheckInFlow } from '../features/rooms/components/check-in/check-in-flow.tsx';
import { ReservationModal } from '../features/reservations/components/reservation-modal.tsx';

/**
 * What is typed stays typed (ADR 032), for every number field of every dialog: '0', '-1', '150',
 * '1e5', '' and letters are typed as a receptionist would. A value the field refuses shows its
 * message and sends nothing; a value it allows stays in the field exactly as typed. Number inputs
 * refuse the keys 'e' and letters (the field shows what it holds: '1e5' is '15', letters are ''),
 * text rate fields keep every key.
 */
type Outcome = { message: string } | { shows: string };
type Typed = '0' | '-1' | '150' | '1e5' | '' | 'abc';

interface FieldCase {
  dialog: string;
  field: string;
  render: () => ReactElement;
  /** The GETs the dialog needs. */
  answer?: (call: FakeCall) => { status?: number; body?: unknown } | undefined;
  input: () => HTMLInputElement;
  /** Fills the other fields so that only this one can be wrong. */
  prepare?: (user: ReturnType<typeof userEvent.setup>) => Promise<void>;
  submit: string;
  expected: Record<Typed, Outcome>;
}

const byLabel = (label: RegExp) => () => screen.getByLabelText(label) as HTMLInputElement;
const room101 = aRoom('101', 2);
const hoursMinimum = { message: 'Please enter a valid number of hours (minimum 1).' };
const rateRange = (label: string) => ({ message: `${label} must be a number from 0 to 100` });
const kyatField = (negative: string, required: string): Record<Typed, Outcome> => ({
  '0': { shows: '0 Ks' },
  '-1': { message: negative },
  '150': { shows: '150 Ks' },
  '1e5': { shows: '15 Ks' },
  '': { message: required },
  abc: { message: required },
});
const textRate = (label: string): Record<Typed, Outcome> => ({
  '0': { shows: '0' },
  '-1': rateRange(label),
  '150': rateRange(label),
  '1e5': rateRange(label),
  '': { shows: '' },
  abc: rateRange(label),
});

const menu = [{ ID: 1, FoodName: 'Fried Rice', FoodPrice: 5000 }];
const roomPrices = [
  { ID: 11, RoomTypeID: 1, StayType: 'full-night', Price: 40000 },
  { ID: 12, RoomTypeID: 1, StayType: 'daycation', Price: 20000 },
];
const roomTypes = [{ ID: 1, Type: 'standard' }];
const longStayGuest = aGuest({ RoomType: 'long-stay', RoomNumber: '101' });

const cases: FieldCase[] = [
  {
    dialog: 'Extend Hours',
    field: 'Hours',
    render: () => <ExtendHoursDialog room={room101} opened onClose={() => {}} />,
    answer: (call) => (call.path === '/guests/current/101' ? { body: aGuest() } : undefined),
    input: byLabel(/^Hours/),
    submit: 'Confirm',
    expected: {
      '0': hoursMinimum,
      '-1': hoursMinimum,
      '150': { shows: '150' },
      '1e5': { shows: '15' },
      '': hoursMinimum,
      abc: hoursMinimum,
    },
  },
  ...(['Price per Day', 'Tax Rate (%)', 'Service Rate (%)'] as const).map((label): FieldCase => ({
    dialog: 'Extend Long Stay',
    field: label,
    render: () => <ExtendLongStayDialog room={aRoom('101', 7)} opened onClose={() => {}} />,
    answer: (call) => (call.path === '/guests/current/101' ? { body: longStayGuest } : undefined),
    input: byLabel(new RegExp(`^${label.replace(/[()%]/g, '.')}`)),
    prepare: async (user) => {
      if (label !== 'Price per Day') await user.type(byLabel(/^Price per Day/)(), '5000');
    },
    submit: 'Confirm Extension',
    expected:
      label === 'Price per Day'
        ? kyatField('Price per day cannot be negative', 'Price per day is required')
        : textRate(label.startsWith('Tax') ? 'Tax rate' : 'Service rate'),
  })),
  {
    dialog: 'Add Payment',
    field: 'Amount',
    render: () => <AddPaymentDialog opened revenueType="" onClose={() => {}} />,
    input: () => screen.getByRole('textbox', { name: /^Amount/ }),
    submit: 'Add Payment',
    expected: {
      ...kyatField('', 'Amount is required'),
      '0': { message: 'Amount cannot be 0' },
      '-1': { shows: '-1 Ks' },
    },
  },
  ...(['Tax (%)', 'Service (%)'] as const).map((label): FieldCase => ({
    dialog: 'Food Order',
    field: label,
    render: () => (
      <FoodOrderFlow opened roomNumber="101" guest={{ ID: 7, Name: 'Aye' }} onClose={() => {}} />
    ),
    answer: (call) => (call.path === '/menus' ? { body: menu } : undefined),
    input: byLabel(new RegExp(`^${label.replace(/[()%]/g, '.')}`)),
    submit: 'Confirm',
    expected: {
      '0': { shows: '0' },
      '-1': rateRange(label.startsWith('Tax') ? 'Tax rate' : 'Service rate'),
      '150': rateRange(label.startsWith('Tax') ? 'Tax rate' : 'Service rate'),
      '1e5': { shows: '15' },
      '': { shows: '' },
      abc: { shows: '' },
    },
  })),
  {
    dialog: 'Room Price Settings',
    field: 'Full Night',
    render: () => <RoomPriceSettings />,
    answer: (call) =>
      call.path === '/room-prices'
        ? { body: roomPrices }
        : call.path === '/room-types'
          ? { body: roomTypes }
          : undefined,
    input: byLabel(/^Full Night/),
    prepare: async () => {
      await waitFor(() => expect(byLabel(/^Full Night/)().value).toBe('40,000 Ks'));
    },
    submit: 'Save',
    expected: { ...kyatField('Price must be at least 0', 'Price is required') },
  },
  {
    dialog: 'Food Menu Management',
    field: 'Price',
    render: () => <FoodMenuManagement />,
    answer: (call) => (call.path === '/menus' ? { body: menu } : undefined),
    input: () => screen.getByPlaceholderText('Price'),
    prepare: async (user) => {
      await user.type(screen.getByPlaceholderText('Food Name'), 'Tea');
    },
    submit: 'Add',
    expected: {
      '0': { shows: '0' },
      '-1': { message: 'Price cannot be negative' },
      '150': { shows: '150' },
      '1e5': { shows: '15' },
      '': { message: 'Please fill in both food name and price.' },
      abc: { message: 'Please fill in both food name and price.' },
    },
  },
  {
    dialog: 'Long Stay Check-in',
    field: 'Price per Night',
    render: () => (
      <CheckInFlow
        source={{ kind: 'walk-in', room: aRoom('101', 1), stayType: 'long-stay' }}
        opened
        onClose={() => {}}
      />
    ),
    answer: (call) => (call.path === '/rooms' ? { body: [aRoom('101', 1)] } : undefined),
    input: byLabel(/^Price per Night/),
    submit: 'Confirm',
    expected: kyatField('Price per night cannot be negative', 'Price per night is required'),
  },
  ...(['Guest Count', 'Room Count'] as const).map((label): FieldCase => ({
    dialog: 'Create Reservation',
    field: label,
    render: () => (
      <ReservationModal
        opened
        initialMode="create"
        reservation={null}
        timeZone="Asia/Yangon"
        onClose={() => {}}
        onSaved={() => {}}
      />
    ),
    input: byLabel(new RegExp(`^${label}`)),
    submit: 'Confirm',
    expected: {
      '0': { message: `${label.replace(' C', ' c')} must be at least 1` },
      '-1': { message: `${label.replace(' C', ' c')} must be at least 1` },
      '150':
        label === 'Guest Count' ? { shows: '150' } : { message: 'Room count must be at most 50' },
      '1e5': { shows: '15' },
      '': { message: `${label.replace(' C', ' c')} is required` },
      abc: { message: `${label.replace(' C', ' c')} is required` },
    },
  })),
];

const typedValues: Typed[] = ['0', '-1', '150', '1e5', '', 'abc'];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T07:30:00Z')); // 14:00 on 21/11 at the hotel
  window.localStorage.setItem('hotel', 'aureo');
  window.localStorage.setItem('token', 'tok');
});
afterEach(() => vi.useRealTimers());

// Each field is typed six times through Mantine's inputs: slow on two shared cores.
describe('every number field keeps what was typed', { timeout: 90_000 }, () => {
  it.each(cases.map((c) => [`${c.dialog}: ${c.field}`, c] as const))('%s', async (_, field) => {
    const user = userEvent.setup();
    const { calls } = fakeApi(
      (call) => field.answer?.(call) ?? { body: call.method === 'GET' ? [] : {} },
    );
    renderWithProviders(field.render());
    await field.prepare?.(user);
    const writes = () => calls.filter((call) => call.method !== 'GET');

    for (const typed of typedValues) {
      const input = field.input();
      await user.clear(input);
      if (typed !== '') await user.type(input, typed);
      fireEvent.blur(input);
      const outcome = field.expected[typed];
      if ('shows' in outcome) {
        // Allowed: unchanged in the field after leaving it, and no message under it.
        expect(field.input().value, `${typed} is kept`).toBe(outcome.shows);
        expect(field.input().getAttribute('aria-invalid'), `${typed} is accepted`).not.toBe('true');
        continue;
      }
      await user.click(screen.getByRole('button', { name: field.submit }));
      const shown = await screen.findAllByText((text) => text.startsWith(outcome.message));
      expect(shown.length, `${typed} is named`).toBeGreaterThan(0);
      expect(writes(), `${typed} sends nothing`).toEqual([]);
      // A notice (Food Menu Management's blank name or price) is closed before the next value.
      const ok = screen.queryByRole('button', { name: 'OK' });
      if (ok) await user.click(ok);
    }
  });
});

describe('Myanmar digits', { timeout: 60_000 }, () => {
  it('typed into a schema form field are read as the same number, and refused the same way', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) =>
      call.path === '/guests/current/101' ? { body: longStayGuest } : undefined,
    );
    renderWithProviders(<ExtendLongStayDialog room={aRoom('101', 7)} opened onClose={() => {}} />);
    const price = byLabel(/^Price per Day/);
    await user.type(price(), '၅၀၀၀');
    expect(price().value).toBe('5,000 Ks');
    const tax = byLabel(/^Tax Rate/);
    await user.type(tax(), '၁၅၀');
    expect(tax().value).toBe('150');
    await user.click(screen.getByRole('button', { name: 'Confirm Extension' }));
    expect(await screen.findByText('Tax rate must be a number from 0 to 100')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
