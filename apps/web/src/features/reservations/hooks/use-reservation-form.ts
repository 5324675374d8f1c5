import { useMemo, useRef } from 'react';
import type { FormErrors } from '@mantine/form';
import {
  reservationModalFormSchema,
  type IsoDate,
  type ReservationForm,
  type ReservationFormInput,
} from '@frontdesk/domain';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { toFormInput, type ReservationDraft } from '../utils/reservation-draft.ts';
import { applyStayRules } from '../utils/stay-rules.ts';

export type ReservationField = keyof ReservationFormInput;
export type ReservationFieldErrors = Partial<Record<ReservationField, string>>;

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
 * The reservation form (ADR 032): @mantine/form over the draft, its rules the domain's
 * reservation schema (`reservationModalFormSchema`), so the form and the server answer with the
 * same messages. Errors show after the first submit and then follow each change; errors the
 * server sent show until their field changes.
 */
export const useReservationForm = ({ initial, today, keptCheckin }: UseReservationFormOptions) => {
  const schema = useMemo(
    () => reservationModalFormSchema(toFormInput, today, keptCheckin),
    [today, keptCheckin],
  );
  const form = useSchemaForm({ schema, initialValues: initial });
  const submittedOnce = useRef(false);
  const serverErrors = useRef<FormErrors>({});

  /** The schema's errors (once submitted) with the server's that still stand. */
  const showErrors = () => {
    const found = submittedOnce.current ? form.validate().errors : {};
    form.setErrors({ ...found, ...serverErrors.current });
  };

  const change = (changes: Partial<ReservationDraft>) => {
    const previous = form.getValues();
    form.setValues(applyStayRules(previous, { ...previous, ...changes }));
    serverErrors.current = withoutFields(serverErrors.current, Object.keys(changes));
    showErrors();
  };

  /** The form to send, or null (and every error shown) when it is not valid. */
  const validate = (): ReservationForm | null => {
    submittedOnce.current = true;
    let parsed: ReservationForm | null = null;
    form.submitted(
      (values) => {
        parsed = values;
      },
      () => showErrors(),
    )();
    return parsed;
  };

  const setServerErrors = (errors: ReservationFieldErrors) => {
    serverErrors.current = errors;
    showErrors();
  };

  return {
    draft: form.values,
    errors: form.errors as ReservationFieldErrors,
    change,
    validate,
    setServerErrors,
  };
};

// A draft's date and time fields answer for one form field each.
const fieldOfDraftKey = (key: string): string =>
  key === 'checkinTime' ? 'checkinDate' : key === 'checkoutTime' ? 'checkoutDate' : key;

const withoutFields = (errors: FormErrors, keys: readonly string[]): FormErrors => {
  const fields = new Set(keys.map(fieldOfDraftKey));
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.has(field)));
};
