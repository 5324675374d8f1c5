import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { voidPaymentSchema, type Correction, type RevenueEntry } from '@frontdesk/domain';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { ErrorDialog } from '../../../components/dialogs/notice-dialog.tsx';
import { CorrectionDone } from '../../../components/receipt/correction-done.tsx';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useOpeningKey } from '../../../lib/use-opening-key.ts';
import { useSendOnce } from '../../../lib/use-send-once.ts';
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
  const [done, setDone] = useState<Correction | null>(null);
  const [failure, setFailure] = useState<string | null | undefined>(null);
  const key = useOpeningKey(opened);
  const sendOnce = useSendOnce();
  const voiding = useVoidPayment();

  const submit = form.submitted((body) => {
    sendOnce(() =>
      voiding.mutateAsync({
        id: entry.ID,
        foodRecord: entry.FoodRecord === true,
        body,
        idempotencyKey: key.current(),
      }),
    )?.then(setDone, (error: unknown) =>
      setFailure(error instanceof ApiError ? error.message : undefined),
    );
  });

  return (
    <>
      <Modal
        opened={opened && done === null}
        onClose={onClose}
        title={t('corrections.voidDialog.title')}
        centered
      >
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm">
              {t('corrections.voidDialog.explain', { amount: format.kyat(-entry.Amount) })}
            </Text>
            <TextInput
              label={t('corrections.voidDialog.reason')}
              required
              data-autofocus
              {...form.getInputProps('reason')}
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onClose}>
                {t('corrections.cancel')}
              </Button>
              <Button type="submit" color="red" loading={voiding.isPending}>
                {t('corrections.voidDialog.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <CorrectionDone
        opened={opened && done !== null}
        message={t('corrections.voidDialog.success')}
        receiptNumber={done?.ReceiptNumber}
        onClose={onClose}
      />
      <ErrorDialog
        opened={opened && failure !== null}
        message={t('corrections.voidDialog.failure')}
        detail={failure ?? undefined}
        onClose={() => setFailure(null)}
      />
    </>
  );
};
