import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render.tsx';
import { fakeApi, type FakeCall } from '../test/fake-api.ts';
import { deskClockAt } from '../test/desk-clock.ts';
import { aGuest, aReservation } from '../test/records.ts';
import { aRoom } from '../features/stays/test/stay-fixtures.ts';
import { AddPaymentDialog } from '../features/revenue/components/add-payment-dialog.tsx';
import { AddChargeDialog } from '../features/stays/components/add-charge-dialog.tsx';
import { RoomSwapDialog } from '../features/stays/components/room-swap-dialog.tsx';
import { CheckInFlow } from '../features/rooms/components/check-in/check-in-flow.tsx';
import { ReservationModal } from '../features/reservations/components/reservation-modal.tsx';
import { FoodOrderFlow } from '../features/food/components/food-order-flow.tsx';
import { RoomsPage } from '../features/hotel-setup/components/rooms-page.tsx';

/**
 * Busy from the first press (ADR 070): two presses of a form's submit in the same tick (a
 * double click) send ONE request, and the button is disabled from the first press's own render,
 * not a render later (a mutation's isPending reaches the button a macrotask after the press),
 * until the answer comes. Then it is free again (here the answer is a refusal, so the form stays).
 */
type User = ReturnType<typeof userEvent.setup>;
const paste = async (user: User, label: RegExp, text: string) => {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
};
const fillGuest = async (user: User) => {
  await paste(user, /^Name/, 'Mya Mya');
  await paste(user, /^National ID/, '12/KaMaNa(N)123456');
  await paste(user, /^Phone/, '09 420 111 222');
};
const choose = async (label: RegExp, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

interface SubmitCase {
  dialog: string;
  render: () => ReactElement;
  answer?: (call: FakeCall) => { status?: number; body?: unknown } | undefined;
  prepare: (user: User) => Promise<void>;
  submit: string;
  /** Where the submit is, when not alone on the screen. */
  within?: () => HTMLElement;
  write: RegExp;
}

const rooms = [aRoom('101', 1), aRoom('102', 1)];
const cases: SubmitCase[] = [
  {
    dialog: 'Add Payment',
    render: () => <AddPaymentDialog opened revenueType="" onClose={() => {}} />,
    prepare: async (user) => {
      await choose(/^Payment Type/, 'Electricity');
      await paste(user, /^Amount/, '5,000');
    },
    submit: 'Add Payment',
    write: /^\/create-income$/,
  },
  {
    dialog: 'Full Night Check-in',
    render: () => (
      <CheckInFlow
        source={{ kind: 'walk-in', room: rooms[0]!, stayType: 'full-night' }}
        opened
        onClose={() => {}}
      />
    ),
    answer: (call) => (call.path === '/rooms' ? { body: rooms } : undefined),
    prepare: fillGuest,
    submit: 'Confirm',
    write: /^\/check-in$/,
  },
  {
    dialog: 'Create Reservation',
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
    prepare: async (user) => {
      await fillGuest(user);
      await choose(/Room Type/, 'Full Night');
      fireEvent.change(screen.getByLabelText(/^Check-in( \*)?$/), {
        target: { value: '25/11/2026' },
      });
    },
    submit: 'Confirm',
    write: /^\/create-reservation$/,
  },
  {
    dialog: 'Edit Reservation',
    render: () => (
      <ReservationModal
        opened
        initialMode="edit"
        reservation={aReservation()}
        timeZone="Asia/Yangon"
        onClose={() => {}}
        onSaved={() => {}}
      />
    ),
    prepare: async () => {},
    submit: 'Save',
    write: /^\/reservations\/1$/,
  },
  {
    dialog: 'Add charge',
    render: () => <AddChargeDialog opened guestId={41} roomNumber="204" onClose={() => {}} />,
    prepare: async (user) => {
      await paste(user, /^Description/, 'Laundry');
      await paste(user, /^Amount/, '4,000');
    },
    submit: 'Add charge',
    write: /^\/guests\/41\/charges$/,
  },
  {
    dialog: 'Room swap',
    render: () => <RoomSwapDialog room={aRoom('101', 2)} opened onClose={() => {}} />,
    answer: (call) =>
      call.path === '/guests/current/101'
        ? { body: aGuest() }
        : call.path === '/rooms'
          ? { body: [aRoom('101', 2), aRoom('102', 1)] }
          : undefined,
    prepare: async (user) => {
      await user.click(screen.getByPlaceholderText('Select a new room'));
      await user.click(await screen.findByRole('option', { name: /^102 · First/ }));
      await screen.findByDisplayValue('U Ba');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Swap Room' })).toBeEnabled());
    },
    submit: 'Swap Room',
    write: /^\/swap-room$/,
  },
  {
    dialog: 'Add room (hotel setup)',
    render: () => <RoomsPage />,
    answer: (call) =>
      call.method !== 'GET'
        ? undefined
        : call.path === '/admin/room-types'
          ? { body: [{ id: 1, number: 1, name: 'standard', roomCount: 0 }] }
          : { body: [] },
    prepare: async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Add room' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Room number' }), {
        target: { value: '101' },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Floor' }), {
        target: { value: '1' },
      });
      fireEvent.click(within(dialog).getByRole('combobox', { name: /^Room type/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Standard' }));
    },
    submit: 'Add room',
    within: () => screen.getByRole('dialog'),
    write: /^\/admin\/rooms$/,
  },
  {
    dialog: 'Food order',
    render: () => (
      <FoodOrderFlow opened roomNumber="101" guest={{ ID: 7, Name: 'Aye' }} onClose={() => {}} />
    ),
    answer: (call) =>
      call.path === '/menus'
        ? { body: [{ ID: 1, FoodName: 'Fried Rice', FoodPrice: 5000 }] }
        : undefined,
    prepare: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Add Fried Rice' }));
      await choose(/^Payment Method/, 'Cash');
    },
    submit: 'Confirm',
    write: /^\/food-orders$/,
  },
];

describe('a submit is busy from the first press', { timeout: 60_000 }, () => {
  deskClockAt('2026-11-21T07:30:00Z'); // 14:00 on 21/11 at the hotel

  it.each(cases.map((c) => [c.dialog, c] as const))(
    '%s: a double click sends one request',
    async (_, c) => {
      const user = userEvent.setup();
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const { calls } = fakeApi(async (call) => {
        const answered = c.answer?.(call);
        if (answered) return answered;
        if (call.method === 'GET') return { body: [] };
        await gate;
        return { status: 409, body: { message: 'Refused by the test' } };
      });
      renderWithProviders(c.render());
      await c.prepare(user);
      const writes = () => calls.filter((call) => call.method !== 'GET');
      const submit = () =>
        within(c.within?.() ?? document.body).getByRole('button', { name: c.submit });
      const button = submit();
      expect(button).toBeEnabled();

      // Two presses in one tick: the second finds the button already disabled.
      fireEvent.click(button);
      expect(button, 'disabled from the first press').toBeDisabled();
      fireEvent.click(button);
      // Enter in a field submits the form however the button looks: the press is refused too.
      const form = button.closest('form');
      if (form) fireEvent.submit(form);
      await waitFor(() => expect(writes()).toHaveLength(1));
      expect(writes()[0]!.path).toMatch(c.write);
      expect(writes()[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      expect(submit()).toBeDisabled();

      release();
      await screen.findAllByText((text) => text.includes('Refused by the test'));
      expect(writes()).toHaveLength(1);
    },
  );
});
