import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { aGuest, anOwnersHotel } from '../test/records.ts';
import {
  byLabel,
  describeTypedValues,
  labelled,
  kept,
  numberField,
  textRate,
  typedValues,
  type FieldCase,
  type Outcome,
  type Typed,
} from '../test/typed-values.tsx';
import { aRoom } from '../features/stays/test/stay-fixtures.ts';
import { ExtendHoursDialog } from '../features/stays/components/extend-hours-dialog.tsx';
import { ExtendLongStayDialog } from '../features/stays/components/extend-long-stay-dialog.tsx';
import { AddPaymentDialog } from '../features/revenue/components/add-payment-dialog.tsx';
import { FoodOrderFlow } from '../features/food/components/food-order-flow.tsx';
import { FoodMenuManagement } from '../features/food/components/food-menu-management.tsx';
import { RoomPriceSettings } from '../features/settings/components/room-price-settings.tsx';
import { AddChargeDialog } from '../features/stays/components/add-charge-dialog.tsx';
import { RefundDialog } from '../features/stays/components/refund-dialog.tsx';
import { HotelPage } from '../features/hotel-setup/components/hotel-page.tsx';
import { ShiftDialog } from '../features/shifts/components/shift-dialog.tsx';

/**
 * What is typed stays typed (ADR 032): the number fields of the in-stay, revenue, food and
 * settings dialogs (the reservation and check-in dialogs: typed-values.bookings.test.tsx).
 */
const room101 = aRoom('101', 2);
const hoursMinimum = { message: 'Please enter a valid number of hours (minimum 1).' };
const hoursMaximum = { message: 'An extension can add at most 24 hours.' };

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
      ...Object.fromEntries(typedValues.map((typed) => [typed, hoursMinimum])),
      '50,000': hoursMaximum,
      '50 000': hoursMaximum,
      '၅၀,၀၀၀': hoursMaximum,
      '50,000 Ks': hoursMaximum,
      '150': hoursMaximum,
    } as Record<Typed, Outcome>,
  },
  ...(['Price per Day', 'Tax Rate (%)', 'Service Rate (%)'] as const).map((label): FieldCase => ({
    dialog: 'Extend Long Stay',
    field: label,
    render: () => <ExtendLongStayDialog room={aRoom('101', 7)} opened onClose={() => {}} />,
    answer: (call) => (call.path === '/guests/current/101' ? { body: longStayGuest } : undefined),
    input: labelled(label),
    prepare: async (user) => {
      if (label !== 'Price per Day') await user.type(byLabel(/^Price per Day/)(), '5000');
    },
    submit: 'Confirm Extension',
    expected:
      label === 'Price per Day'
        ? numberField('Price per day')
        : textRate(label.startsWith('Tax') ? 'Tax rate' : 'Service rate'),
  })),
  {
    dialog: 'Add Payment',
    field: 'Amount',
    render: () => <AddPaymentDialog opened revenueType="" onClose={() => {}} />,
    input: () => screen.getByRole('textbox', { name: /^Amount/ }),
    submit: 'Add Payment',
    // A negative amount is money paid out (SPEC.md): kept.
    expected: numberField('Amount', { '0': { message: 'Amount cannot be 0' }, '-1': kept }),
  },
  ...(['Tax (%)', 'Service (%)'] as const).map((label): FieldCase => ({
    dialog: 'Food Order',
    field: label,
    render: () => (
      <FoodOrderFlow opened roomNumber="101" guest={{ ID: 7, Name: 'Aye' }} onClose={() => {}} />
    ),
    answer: (call) => (call.path === '/menus' ? { body: menu } : undefined),
    input: labelled(label),
    submit: 'Confirm',
    expected: textRate(label.startsWith('Tax') ? 'Tax rate' : 'Service rate'),
  })),
  ...(['Full Night', 'Daycation'] as const).map((label): FieldCase => ({
    dialog: 'Room Price Settings',
    field: label,
    render: () => <RoomPriceSettings />,
    answer: (call) =>
      call.path === '/room-prices'
        ? { body: roomPrices }
        : call.path === '/room-types'
          ? { body: roomTypes }
          : undefined,
    input: labelled(label),
    prepare: async () => {
      await waitFor(() => expect(byLabel(/^Full Night/)().value).toBe('40,000'));
    },
    submit: 'Save',
    expected: numberField('Price', { '-1': { message: 'Price must be at least 0' } }),
  })),
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
    expected: numberField('Price', { '': { message: 'Please fill in both food name and price.' } }),
  },
  ...(
    [
      [
        'Add Charge',
        'Add charge',
        () => <AddChargeDialog opened guestId={41} roomNumber="204" onClose={() => {}} />,
      ],
      ['Refund', 'Record refund', () => <RefundDialog opened guestId={3} onClose={() => {}} />],
    ] as const
  ).map(([dialog, submit, render]): FieldCase => ({
    dialog,
    field: 'Amount',
    render,
    input: () => screen.getByRole('textbox', { name: /^Amount/ }),
    submit,
    expected: numberField('Amount', { '0': { message: 'Amount must be more than 0' } }),
  })),
  ...(
    [
      ['Tax rate %', textRate('Default tax rate')],
      ['Service rate %', textRate('Default service rate')],
      [
        'Rooms allowed past the free ones',
        numberField('Overbooking allowance', {
          ...Object.fromEntries(
            (['50,000', '50 000', '၅၀,၀၀၀', '50,000 Ks', '150'] as const).map((typed) => [
              typed,
              { message: 'Overbooking allowance must be at most 99' },
            ]),
          ),
          '-1': { message: 'Overbooking allowance must be at least 0' },
          // Blank leaves the allowance as it is (PUT /admin/hotel).
          '': kept,
        }),
      ],
    ] as const
  ).map(([label, expected]): FieldCase => ({
    dialog: '/admin/hotel',
    field: label,
    render: () => <HotelPage />,
    answer: (call) => (call.path === '/admin/hotel' ? { body: anOwnersHotel } : undefined),
    input: labelled(label),
    prepare: async () => {
      await waitFor(() => expect(byLabel(/^Hotel name/)().value).toBe('Aureo Hotel'));
    },
    submit: 'Save',
    expected,
  })),
  {
    dialog: 'Shift',
    field: 'Cash float',
    render: () => <ShiftDialog opened />,
    answer: (call) =>
      call.method === 'GET' ? { body: { shift: null, suggestedFloat: 0 } } : undefined,
    input: byLabel(/^Cash float/),
    prepare: async () => {
      await screen.findByLabelText(/^Cash float/);
    },
    submit: 'Open shift',
    expected: numberField('Float'),
  },
];

describeTypedValues('every number field keeps what was typed', cases);

describe('Myanmar digits', { timeout: 60_000 }, () => {
  it('typed into a schema form field are read as the same number, and refused the same way', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) =>
      call.path === '/guests/current/101' ? { body: longStayGuest } : undefined,
    );
    renderWithProviders(<ExtendLongStayDialog room={aRoom('101', 7)} opened onClose={() => {}} />);
    const price = byLabel(/^Price per Day/);
    await user.type(price(), '၅၀၀၀');
    expect(price().value).toBe('၅၀၀၀');
    const tax = byLabel(/^Tax Rate/);
    await user.type(tax(), '၁၅၀');
    expect(tax().value).toBe('၁၅၀');
    await user.click(screen.getByRole('button', { name: 'Confirm Extension' }));
    expect(await screen.findByText('Tax rate must be a number from 0 to 100')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
