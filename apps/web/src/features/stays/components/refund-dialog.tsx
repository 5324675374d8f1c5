import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  paymentMethods,
  refundFormSchema,
  type Correction,
  type PaymentMethod,
  type TypedNumber,
} from '@frontdesk/domain';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { ErrorDialog } from '../../../components/dialogs/notice-dialog.tsx';
import { KyatInput } from '../../../components/kyat-input.tsx';
import { CorrectionDone } from '../../../components/receipt/correction-done.tsx';
import { paymentMethodText } from '../../../i18n/format.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useOpeningKey } from '../../../lib/use-opening-key.ts';
import { useSendOnce } from '../../../lib/use-send-once.ts';
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
  const [done, setDone] = useState<Correction | null>(null);
  const [failure, setFailure] = useState<string | null | undefined>(null);
  const key = useOpeningKey(opened);
  const sendOnce = useSendOnce();
  const refunding = useRefundStay();

  const submit = form.submitted((refund) => {
    sendOnce(() => refunding.mutateAsync({ guestId, refund, idempotencyKey: key.current() }))?.then(
      setDone,
      (error: unknown) => setFailure(error instanceof ApiError ? error.message : undefined),
    );
  });

  return (
    <>
      <Modal
        opened={opened && done === null}
        onClose={onClose}
        title={t('corrections.refundDialog.title')}
        centered
      >
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm">{t('corrections.refundDialog.explain')}</Text>
            <KyatInput
              label={t('corrections.refundDialog.amount')}
              required
              {...form.getInputProps('amount')}
            />
            <Select
              label={t('corrections.refundDialog.paymentMethod')}
              required
              data={paymentMethods.map((method) => ({
                value: method,
                label: paymentMethodText(t, method),
              }))}
              {...form.getInputProps('paymentMethod')}
              comboboxProps={{ withinPortal: false }}
            />
            <TextInput
              label={t('corrections.refundDialog.reason')}
              required
              {...form.getInputProps('reason')}
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onClose}>
                {t('corrections.cancel')}
              </Button>
              <Button type="submit" color="red" loading={refunding.isPending}>
                {t('corrections.refundDialog.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <CorrectionDone
        opened={opened && done !== null}
        message={t('corrections.refundDialog.success')}
        receiptNumber={done?.ReceiptNumber}
        onClose={onClose}
      />
      <ErrorDialog
        opened={opened && failure !== null}
        message={t('corrections.refundDialog.failure')}
        detail={failure ?? undefined}
        onClose={() => setFailure(null)}
      />
    </>
  );
};
