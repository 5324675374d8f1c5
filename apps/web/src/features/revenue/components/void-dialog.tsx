import { Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { voidPaymentSchema, type RevenueEntry } from '@frontdesk/domain';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { CorrectionDialog, useCorrection } from '../../../components/receipt/correction-dialog.tsx';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { useVoidPayment } from '../api/void-payment.ts';

export interface VoidDialogProps {
  opened: boolean;
  /** The payment to reverse: an income or a food revenue record of a revenue list. */
  entry: RevenueEntry;
  onClose: () => void;
}

/**
 * Void payment (owner only, ADR 034): asks why, then records a void entry that reverses the
 * payment; the payment itself stays as it was. The void's receipt can be printed at once.
 */
export const VoidDialog = ({ opened, entry, onClose }: VoidDialogProps) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const form = useSchemaForm({ schema: voidPaymentSchema, initialValues: { reason: '' } });
  const correction = useCorrection(opened);
  const voiding = useVoidPayment();

  const submit = form.submitted((body) =>
    correction.send((idempotencyKey) =>
      voiding.mutateAsync({
        id: entry.ID,
        foodRecord: entry.FoodRecord === true,
        body,
        idempotencyKey,
      }),
    ),
  );

  return (
    <CorrectionDialog
      opened={opened}
      onClose={onClose}
      correction={correction}
      texts="voidDialog"
      onSubmit={submit}
      sending={voiding.isPending}
    >
      <Text size="sm">
        {t('corrections.voidDialog.explain', { amount: format.kyat(-entry.Amount) })}
      </Text>
      <TextInput
        label={t('corrections.voidDialog.reason')}
        required
        data-autofocus
        {...form.getInputProps('reason')}
      />
    </CorrectionDialog>
  );
};
