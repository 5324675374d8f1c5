import { useMemo, useState } from 'react';
import {
  reservationFormSchema,
  reservationFormSchemaFor,
  type IsoDate,
  type ReservationForm,
  type ReservationFormInput,
} from '@frontdesk/domain';
import { toFormInput, wallClockOf, type ReservationDraft } from '../utils/reservation-draft.ts';
import { checkWithSchema, type FieldErrors } from '../utils/schema-errors.ts';
import { applyStayRules } from '../utils/stay-rules.ts';

export type ReservationField = keyof ReservationFormInput;
export type ReservationFieldErrors = FieldErrors<ReservationField>;

export interface UseReservationFormOptions {
  initial: ReservationDraft;
  /** The hotel's today: a stay cannot start before it. */
  today: IsoDate;
  /**
   * The stored check-in (wall clock) of the reservation being edited: an edit may keep a start
   * that is already past (the guest is late), it may not move one into the past.
   */
  keptCheckin?: string | undefined;
}

/**
 * The reservation form's state. Every rule comes from the domain schema: the form checks the
 * values the server would get, so both answer with the same messages. Errors show after the
 * first submit and then follow each change; errors the server sent show until their field
 * changes.
 */
export const useReservationForm = ({ initial, today, keptCheckin }: UseReservationFormOptions) => {
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ReservationFieldErrors>({});

  const check = useMemo(() => {
    const input = toFormInput(draft);
    const keepsStart =
      keptCheckin !== undefined &&
      wallClockOf(draft.checkinDate, draft.checkinTime) === wallClockOf(...splitKept(keptCheckin));
    if (keepsStart) input.checkinDate = keptCheckin;
    const schema = keepsStart ? reservationFormSchema : reservationFormSchemaFor(today);
    return checkWithSchema<ReservationForm, ReservationField>(schema, input);
  }, [draft, today, keptCheckin]);

  const errors: ReservationFieldErrors = {
    ...(submitted && !check.valid ? check.errors : {}),
    ...serverErrors,
  };

  const change = (changes: Partial<ReservationDraft>) => {
    setDraft((previous) => applyStayRules(previous, { ...previous, ...changes }));
    setServerErrors((current) => withoutFields(current, Object.keys(changes)));
  };

  /** The form to send, or null (and every error shown) when it is not valid. */
  const validate = (): ReservationForm | null => {
    setSubmitted(true);
    return check.valid ? check.value : null;
  };

  return { draft, errors, change, validate, setServerErrors };
};

// The draft holds hh:mm; a stored check-in may carry seconds, compared at the minute.
const splitKept = (wallClock: string): [IsoDate | null, string] => [
  wallClock.slice(0, 10),
  wallClock.slice(11, 16),
];

// A draft's date and time fields answer for one form field each.
const fieldOfDraftKey = (key: string): string =>
  key === 'checkinTime' ? 'checkinDate' : key === 'checkoutTime' ? 'checkoutDate' : key;

const withoutFields = (
  errors: ReservationFieldErrors,
  keys: readonly string[],
): ReservationFieldErrors => {
  const fields = new Set(keys.map(fieldOfDraftKey));
  const remaining = Object.entries(errors).filter(([field]) => !fields.has(field));
  return remaining.length === Object.keys(errors).length
    ? errors
    : (Object.fromEntries(remaining) as ReservationFieldErrors);
};
