import type { StayType } from '@frontdesk/domain';
import { aReservation } from '../test/records.ts';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render.tsx';
import { fakeApi } from '../test/fake-api.ts';
import {
  bodyField,
  byLabel,
  describeTypedValues,
  labelled,
  numberField,
  textRate,
  type FieldCase,
  type Outcome,
  type Typed,
} from '../test/typed-values.tsx';
import { aRoom } from '../features/stays/test/stay-fixtures.ts';
import { CheckInFlow } from '../features/rooms/components/check-in/check-in-flow.tsx';
import type { CheckInSource } from '../features/rooms/utils/check-in-draft.ts';
import { ReservationModal } from '../features/reservations/components/reservation-modal.tsx';

/**
 * What is typed stays typed (ADR 032): every number field of the reservation modal (create and
 * edit) and of every check-in dialog (full night, daycation, session, long stay, a reservation's
 * rooms). The in-stay, revenue, food and settings dialogs: typed-values.test.tsx.
 */
const rooms = [aRoom('101', 1), aRoom('102', 1)];

const checkIns: { dialog: string; source: CheckInSource }[] = [
  ...(['full-night', 'daycation', 'session', 'long-stay'] as StayType[]).map((stayType) => ({
    dialog: `${stayType} check-in`,
    source: { kind: 'walk-in' as const, room: rooms[0]!, stayType },
  })),
  { dialog: 'reservation check-in', source: { kind: 'reservation', reservation: aReservation() } },
];

type User = Parameters<NonNullable<FieldCase['prepare']>>[0];
const paste = async (user: User, label: RegExp, text: string) => {
  await user.click(byLabel(label)());
  await user.paste(text);
};
const fillGuest = async (user: User) => {
  await paste(user, /^Name/, 'Mya Mya');
  await paste(user, /^National ID/, '12/KaMaNa(N)123456');
  await paste(user, /^Phone/, '09 420 111 222');
};
const checkInBody: Record<string, string> = {
  'Tax Rate (%)': 'taxRate',
  'Service Rate (%)': 'serviceRate',
  'Price per Night': 'pricePerNight',
};

/**
 * A walk-in's guest is filled in (a reservation's rooms chosen), so a value read is sent (the
 * value sent is checked).
 */
const checkInCase = (
  dialog: string,
  source: CheckInSource,
  label: string,
  expected: Record<Typed, Outcome>,
): FieldCase => ({
  dialog,
  field: label,
  render: () => <CheckInFlow source={source} opened onClose={() => {}} />,
  answer: (call) => (call.path === '/rooms' ? { body: rooms } : undefined),
  input: labelled(label),
  submit: 'Confirm',
  prepare: async (user: User) => {
    if (source.kind === 'reservation') {
      // The reservation's guest is filled in; its two rooms are chosen and the payment ticked.
      for (const [slot, room] of ['101', '102'].entries()) {
        await user.click(
          within(screen.getAllByTestId('room-slot')[slot]!).getByPlaceholderText('Select a room'),
        );
        await user.click(await screen.findByRole('option', { name: new RegExp(`^${room} `) }));
      }
      await user.click(screen.getByLabelText('I confirm full amount has been paid.'));
      return;
    }
    await fillGuest(user);
    if (label !== 'Price per Night' && source.stayType === 'long-stay')
      await paste(user, /^Price per Night/, '30000');
  },
  sent: bodyField(/^\/check-in$/, checkInBody[label]!),
  expected,
});

const count = (label: string): Record<Typed, Outcome> => {
  const name = label.replace(' C', ' c');
  const max = { message: `${name} must be at most ${label === 'Guest Count' ? 200 : 50}` };
  return numberField(name, {
    '50,000': max,
    '50 000': max,
    '၅၀,၀၀၀': max,
    '50,000 Ks': max,
    '0': { message: `${name} must be at least 1` },
    '-1': { message: `${name} must be at least 1` },
    // One room holds at most 10 guests (reservationLimits.maxGuestsPerRoom).
    '150': label === 'Guest Count' ? { message: 'Guest count must be at most 10 per room' } : max,
  });
};

const reservationCases = (['create', 'edit'] as const).flatMap((mode) =>
  (['Guest Count', 'Room Count', 'Amount Paid'] as const).map((label): FieldCase => ({
    dialog: `${mode === 'create' ? 'Create' : 'Edit'} Reservation`,
    field: label,
    render: () => (
      <ReservationModal
        opened
        initialMode={mode}
        reservation={mode === 'create' ? null : aReservation()}
        timeZone="Asia/Yangon"
        onClose={() => {}}
        onSaved={() => {}}
      />
    ),
    input: labelled(label),
    prepare: async (user: User) => {
      if (mode !== 'create') return;
      await fillGuest(user);
      fireEvent.click(screen.getByRole('combobox', { name: /Room Type/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Full Night' }));
      fireEvent.change(byLabel(/^Check-in( \*)?$/)(), { target: { value: '25/11/2026' } });
    },
    sent: bodyField(
      mode === 'create' ? /^\/create-reservation$/ : /^\/reservations\/1$/,
      { 'Guest Count': 'guestCount', 'Room Count': 'roomCount', 'Amount Paid': 'amountPaid' }[
        label
      ],
    ),
    submit: mode === 'create' ? 'Confirm' : 'Save',
    expected: label === 'Amount Paid' ? numberField('Amount paid') : count(label),
  })),
);

const cases: FieldCase[] = [
  ...reservationCases,
  checkInCase(
    'long-stay check-in',
    checkIns[3]!.source,
    'Price per Night',
    numberField('Price per night'),
  ),
  ...checkIns.flatMap(({ dialog, source }) => [
    checkInCase(dialog, source, 'Tax Rate (%)', textRate('Tax rate')),
    checkInCase(dialog, source, 'Service Rate (%)', textRate('Service rate')),
  ]),
];

describeTypedValues('every number field of the bookings keeps what was typed', cases);

describe('a rate typed in Myanmar digits', { timeout: 60_000 }, () => {
  it('is sent as the same number the field accepted (၁၀ is a 10% tax, never 0)', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) =>
      call.path === '/rooms'
        ? { body: rooms }
        : call.method === 'GET'
          ? { body: [] }
          : { status: 409, body: { message: 'Refused by the test' } },
    );
    renderWithProviders(<CheckInFlow source={checkIns[0]!.source} opened onClose={() => {}} />);
    await fillGuest(user);
    await paste(user, /^Tax Rate/, '၁၀');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Refused by the test')).toBeInTheDocument();
    const write = calls.find((call) => call.path === '/check-in');
    expect(write?.body).toMatchObject({ taxRate: 10 });
    expect(byLabel(/^Tax Rate/)().value).toBe('၁၀');
  });
});
