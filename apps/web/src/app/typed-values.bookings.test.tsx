import type { StayType } from '@frontdesk/domain';
import { aReservation } from '../test/records.ts';
import {
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
