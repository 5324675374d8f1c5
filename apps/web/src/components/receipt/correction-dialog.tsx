import { useState, type FormEventHandler, type ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Correction } from '@frontdesk/domain';
import { ErrorDialog } from '../dialogs/notice-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useOnePress } from '../../lib/use-one-press.ts';
import { CorrectionDone } from './correction-done.tsx';

/**
 * Sending a void or a refund (ADR 034): one Idempotency-Key per opening of the dialog, one request
 * on its way at a time (ADR 070), and what came back kept for the dialog: the correction (its receipt) or
 * the server's message.
 */
export const useCorrection = (opened: boolean) => {
  const [done, setDone] = useState<Correction | null>(null);
  const [failure, setFailure] = useState<string | null | undefined>(null);
  // From the press to the answer the red button is disabled (ADR 070).
  const { pressed, press } = useOnePress(opened);
  const send = (post: (idempotencyKey: string) => Promise<Correction>) =>
    press((idempotencyKey) =>
      post(idempotencyKey).then(setDone, (error: unknown) =>
        setFailure(error instanceof ApiError ? error.message : undefined),
      ),
    );
  return { done, failure, clearFailure: () => setFailure(null), send, pressed };
};

export interface CorrectionDialogProps {
  opened: boolean;
  onClose: () => void;
  correction: ReturnType<typeof useCorrection>;
  /** Whose texts (`corrections.<texts>`): title, submit, success and failure. */
  texts: 'voidDialog' | 'refundDialog';
  onSubmit: FormEventHandler<HTMLFormElement>;
  sending: boolean;
  /** The form's fields, above Cancel and the red submit button. */
  children: ReactNode;
}

/**
 * A void's or a refund's dialog: the form, then Success with the receipt number and Print
 * Receipt, or the failure with the server's message (the form stays as typed behind it).
 */
export const CorrectionDialog = ({
  opened,
  onClose,
  correction,
  texts,
  onSubmit,
  sending,
  children,
}: CorrectionDialogProps) => {
  const { t } = useTranslation();
  const { done, failure } = correction;
  return (
    <>
      <Modal
        opened={opened && done === null}
        onClose={onClose}
        title={t(`corrections.${texts}.title`)}
        centered
      >
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="sm">
            {children}
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onClose}>
                {t('corrections.cancel')}
              </Button>
              <Button type="submit" color="red" loading={sending || correction.pressed}>
                {t(`corrections.${texts}.submit`)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <CorrectionDone
        opened={opened && done !== null}
        message={t(`corrections.${texts}.success`)}
        receiptNumber={done?.ReceiptNumber}
        onClose={onClose}
      />
      <ErrorDialog
        opened={opened && failure !== null}
        message={t(`corrections.${texts}.failure`)}
        detail={failure ?? undefined}
        onClose={correction.clearFailure}
      />
    </>
  );
};
