import { Select, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { refundFormSchema, type PaymentMethod, type TypedNumber } from '@frontdesk/domain';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { AmountField } from '../../../components/forms/amount-field.tsx';
import { CorrectionDialog, useCorrection } from '../../../components/receipt/correction-dialog.tsx';
import { paymentMethodOptions } from '../../../i18n/format.ts';
import { useRefundStay } from '../api/refund-stay.ts';

export interface RefundDialogProps {
  opened: boolean;
  guestId: number;
  onClose: () => void;
}

type Draft = { amount: TypedNumber; paymentMethod: PaymentMethod | null; reason: string };

/** Refund to guest (owner only, ADR 034): amount, method and reason; its receipt can be printed. */
export const RefundDialog = ({ opened, guestId, onClose }: RefundDialogProps) => {
  const { t } = useTranslation();
  const form = useSchemaForm({
    schema: refundFormSchema,
    initialValues: { amount: '', paymentMethod: 'cash', reason: '' } as Draft,
  });
  const correction = useCorrection(opened);
  const refunding = useRefundStay();

  const submit = form.submitted((refund) =>
    correction.send((idempotencyKey) => refunding.mutateAsync({ guestId, refund, idempotencyKey })),
  );

  return (
    <CorrectionDialog
      opened={opened}
      onClose={onClose}
      correction={correction}
      texts="refundDialog"
      onSubmit={submit}
      sending={refunding.isPending}
    >
      <Text size="sm">{t('corrections.refundDialog.explain')}</Text>
      <AmountField
        kind="kyat"
        label={t('corrections.refundDialog.amount')}
        required
        {...form.getInputProps('amount')}
      />
      <Select
        label={t('corrections.refundDialog.paymentMethod')}
        required
        data={paymentMethodOptions(t)}
        {...form.getInputProps('paymentMethod')}
        comboboxProps={{ withinPortal: false }}
      />
      <TextInput
        label={t('corrections.refundDialog.reason')}
        required
        {...form.getInputProps('reason')}
      />
    </CorrectionDialog>
  );
};
