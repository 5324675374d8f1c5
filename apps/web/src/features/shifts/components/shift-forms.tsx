import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  closeShiftFormSchema,
  openShiftFormSchema,
  type ClosedShift,
  type Shift,
  type TypedNumber,
} from '@frontdesk/domain';
import { AmountField } from '../../../components/forms/amount-field.tsx';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import { useCloseShift, useOpenShift } from '../api/shifts.ts';

/** Open shift: the cash float in the drawer, the last close's counted cash suggested. */
export const OpenShiftForm = ({ suggestedFloat }: { suggestedFloat: number }) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const form = useSchemaForm({
    schema: openShiftFormSchema,
    initialValues: { float: suggestedFloat as TypedNumber },
  });
  // Busy from the press; one key per form: a retry after a lost answer opens the shift once.
  const { pressed, press } = useOnePress(true);
  const opening = useOpenShift();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.submitted((body) => {
    setFailure(null);
    press((idempotencyKey) =>
      opening.mutateAsync({ body, idempotencyKey }).catch((error: unknown) => {
        const found = fieldErrorsOf(error, ['float']);
        if (Object.keys(found).length > 0) form.setErrors(found);
        else setFailure(errorMessage(error, t('shift.openFailed')));
      }),
    );
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">{t('shift.noShift')}</Text>
        <AmountField
          kind="kyat"
          label={t('shift.float')}
          description={
            suggestedFloat > 0
              ? t('shift.floatHint', { amount: format.kyat(suggestedFloat) })
              : undefined
          }
          required
          data-autofocus
          {...form.getInputProps('float')}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={pressed}>
            {t('shift.open')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * Close shift: the cash counted, and a note when it is over or short; Close asks once more (a
 * closed shift cannot be changed). `onClosed` gets the closed shift and its report as kept.
 */
export const CloseShiftForm = ({
  shift,
  onClosed,
}: {
  shift: Shift;
  onClosed: (closed: ClosedShift) => void;
}) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const form = useSchemaForm({
    schema: closeShiftFormSchema(shift.expectedCash),
    initialValues: { countedCash: '' as TypedNumber, note: '' },
  });
  const [key] = useState(newIdempotencyKey);
  const closing = useCloseShift();
  const [confirming, setConfirming] = useState<number | null>(null);
  // Close shift is disabled from the press to the answer (ADR 070); the form's key is kept for
  // a retry after a lost answer.
  const { pressed, press } = useOnePress(confirming !== null);
  const [failure, setFailure] = useState<string | null>(null);
  const ask = form.submitted((body) => {
    setFailure(null);
    setConfirming(body.countedCash);
  });
  const close = () => {
    const countedCash = confirming;
    if (countedCash === null) return;
    const note = form.values.note.trim() || null;
    press(() =>
      closing
        .mutateAsync({ body: { countedCash, note }, idempotencyKey: key })
        .then(onClosed, (error: unknown) => {
          setConfirming(null);
          const found = fieldErrorsOf(error, ['countedCash', 'note']);
          if (Object.keys(found).length > 0) form.setErrors(found);
          else setFailure(errorMessage(error, t('shift.closeFailed')));
        }),
    );
  };
  return (
    <form noValidate onSubmit={ask}>
      <Stack gap="sm">
        <AmountField
          kind="kyat"
          label={t('shift.countedCash')}
          required
          disabled={confirming !== null}
          {...form.getInputProps('countedCash')}
        />
        <TextInput
          label={t('shift.note')}
          description={t('shift.noteHint')}
          disabled={confirming !== null}
          {...form.getInputProps('note')}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {confirming === null ? (
          <Group justify="flex-end">
            <Button type="submit" color="red">
              {t('shift.close')}
            </Button>
          </Group>
        ) : (
          <Alert color="yellow" role="alertdialog">
            <Stack gap="xs">
              <Text size="sm">{t('shift.closeConfirm', { amount: format.kyat(confirming) })}</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setConfirming(null)}>
                  {t('dialogs.cancel')}
                </Button>
                <Button color="red" loading={closing.isPending || pressed} onClick={close}>
                  {t('shift.close')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </form>
  );
};
