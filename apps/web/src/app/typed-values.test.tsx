import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { aGuest, anOwnersHotel } from '../test/records.ts';
import {
  bodyField,
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
import { RoomsPage } from '../features/hotel-setup/components/rooms-page.tsx';

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
const noMoney = { total: 0, count: 0 };
/** The desk's own open shift: 50,000 Ks float, nothing taken yet. */
const openShift = {
  ...{ id: 3, userId: 1, userName: 'Aye Aye Khaing', openedAt: '2026-11-21T01:30:00.000Z' },
  ...{ closedAt: null, float: 50_000, cashIn: 0, cashOut: 0, expectedCash: 50_000 },
  ...{ countedCash: null, difference: null, note: null, walletPayments: [] },
  ...{ room: 0, food: 0, expenses: 0, refunds: 0 },
  methods: { cash: noMoney, kpay: noMoney, ayapay: noMoney, wavepay: noMoney },
};

type User = ReturnType<typeof userEvent.setup>;
const choose = async (_: User, label: string, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

const cases: FieldCase[] = [
  {
    dialog: 'Extend Hours',
    field: 'Hours',
    render: () => <ExtendHoursDialog room={room101} opened onClose={() => {}} />,
    answer: (call) => (call.path === '/guests/current/101' ? { body: aGuest() } : undefined),
    input: byLabel(/^Hours/),
    submit: 'Confirm',
    sent: bodyField(/extend-hours$/, 'hours'),
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
    sent: bodyField(
      /extend-long-stay$/,
      {
        'Price per Day': 'pricePerDay',
        'Tax Rate (%)': 'taxRate',
        'Service Rate (%)': 'serviceRate',
      }[label],
    ),
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
    prepare: async (user) => {
      await choose(user, 'Payment Type', 'Electricity');
    },
    sent: bodyField(/^\/create-income$/, 'Amount'),
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
    prepare: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Add Fried Rice' }));
      await choose(user, 'Payment Method', 'Cash');
    },
    submit: 'Confirm',
    sent: bodyField(/^\/food-orders$/, label.startsWith('Tax') ? 'taxRate' : 'serviceRate'),
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
    refused: 'Failed to update room prices. Please try again.',
    sent: bodyField(
      label === 'Full Night' ? /^\/room-prices\/11$/ : /^\/room-prices\/12$/,
      'Price',
    ),
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
    refused: 'Failed to add menu item. Please try again.',
    sent: bodyField(/^\/create-menu$/, 'FoodPrice'),
    expected: numberField('Price', { '': { message: 'Please fill in both food name and price.' } }),
  },
  ...(
    [
      [
        'Add Charge',
        'Add charge',
        () => <AddChargeDialog opened guestId={41} roomNumber="204" onClose={() => {}} />,
        /^\/guests\/41\/charges$/,
        async (user: User) => {
          await user.type(labelled('Description')(), 'Laundry');
        },
      ],
      [
        'Refund',
        'Record refund',
        () => <RefundDialog opened guestId={3} onClose={() => {}} />,
        /^\/guests\/3\/refunds$/,
        async (user: User) => {
          await user.type(labelled('Reason')(), 'Left early');
        },
      ],
    ] as const
  ).map(([dialog, submit, render, path, prepare]): FieldCase => ({
    dialog,
    field: 'Amount',
    render,
    input: () => screen.getByRole('textbox', { name: /^Amount/ }),
    prepare,
    submit,
    sent: bodyField(path, 'amount'),
    expected: numberField('Amount', { '0': { message: 'Amount must be more than 0' } }),
  })),
  ...(
    [
      ['Tax rate %', 'defaultTaxRate', textRate('Default tax rate')],
      ['Service rate %', 'defaultServiceRate', textRate('Default service rate')],
      [
        'Rooms allowed past the free ones',
        'overbookAllowance',
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
      [
        'Arrivals count that day’s night from',
        'arrivalDayHour',
        numberField('Arrival-day hour', {
          ...Object.fromEntries(
            (['50,000', '50 000', '၅၀,၀၀၀', '50,000 Ks', '150'] as const).map((typed) => [
              typed,
              { message: 'Arrival-day hour must be at most 23' },
            ]),
          ),
          '-1': { message: 'Arrival-day hour must be at least 0' },
          '': kept,
        }),
      ],
      [
        'Early check-in charge',
        'earlyCheckInCharge',
        numberField('Early check-in charge', { '': kept }),
      ],
    ] as const
  ).map(([label, key, expected]): FieldCase => ({
    dialog: '/admin/hotel',
    field: label,
    render: () => <HotelPage />,
    answer: (call) =>
      call.method === 'GET' && call.path === '/admin/hotel' ? { body: anOwnersHotel } : undefined,
    input: labelled(label),
    prepare: async () => {
      await waitFor(() => expect(byLabel(/^Hotel name/)().value).toBe('Aureo Hotel'));
    },
    submit: 'Save',
    sent: bodyField(/^\/admin\/hotel$/, key),
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
    sent: bodyField(/^\/shifts$/, 'float'),
    expected: numberField('Float'),
  },
  {
    dialog: 'Shift',
    field: 'Cash counted',
    render: () => <ShiftDialog opened />,
    answer: (call) =>
      call.method === 'GET' && call.path === '/shifts/current'
        ? { body: { shift: openShift, suggestedFloat: 0 } }
        : undefined,
    input: byLabel(/^Cash counted/),
    prepare: async (user: User) => {
      // Over or short needs a word: the note is there for every value.
      await user.type(await screen.findByLabelText(/^Note/), 'Counted twice');
    },
    submit: 'Close shift',
    confirm: async (user: User) => {
      const confirm = await screen.findByRole('alertdialog');
      await user.click(within(confirm).getByRole('button', { name: 'Close shift' }));
    },
    sent: bodyField(/^\/shifts\/current\/close$/, 'countedCash'),
    expected: numberField('Counted cash'),
  },
  ...(['Full Night', 'Hourly Rate'] as const).map((label): FieldCase => ({
    dialog: '/admin/rooms: Add room type',
    field: label,
    render: () => <RoomsPage />,
    answer: (call) =>
      call.method === 'GET' && call.path === '/admin/room-types' ? { body: [] } : undefined,
    input: () =>
      within(screen.getByRole('dialog')).getByLabelText(
        new RegExp(`^${label}`),
      ) as HTMLInputElement,
    prepare: async (user: User) => {
      await user.click(await screen.findByRole('button', { name: 'Add room type' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText(/^Type name/), 'Suite');
      for (const price of within(dialog).getAllByRole('textbox').slice(1))
        await user.type(price, '30000');
    },
    submit: 'Add room type',
    scope: () => screen.getByRole('dialog'),
    sent: bodyField(
      /^\/admin\/room-types$/,
      `prices.${label === 'Full Night' ? 'full-night' : 'hourly-rate'}`,
    ),
    expected: numberField(`${label} price`, {
      '-1': { message: `${label} price must be at least 0` },
    }),
  })),
  {
    dialog: '/admin/rooms: Add room',
    field: 'Floor',
    render: () => <RoomsPage />,
    answer: (call) =>
      call.method === 'GET' && call.path === '/admin/room-types'
        ? { body: [{ id: 1, number: 1, name: 'standard', roomCount: 0 }] }
        : undefined,
    input: () => within(screen.getByRole('dialog')).getByLabelText(/^Floor/) as HTMLInputElement,
    prepare: async (user: User) => {
      await user.click(await screen.findByRole('button', { name: 'Add room' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText(/^Room number/), '305');
      await choose(user, 'Room type', 'Standard');
    },
    submit: 'Add room',
    scope: () => screen.getByRole('dialog'),
    sent: bodyField(/^\/admin\/rooms$/, 'floor'),
    expected: numberField('Floor', {
      ...Object.fromEntries(
        (['50,000', '50 000', '၅၀,၀၀၀', '50,000 Ks', '150'] as const).map((typed) => [
          typed,
          { message: 'Floor must be at most 99' },
        ]),
      ),
      '-1': { message: 'Floor must be at least 1' },
      '0': { message: 'Floor must be at least 1' },
    }),
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
