import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExtensionResponse } from '@frontdesk/domain';
import { useCashShiftGuard } from '../../../components/dialogs/cash-shift-guard.tsx';
import { ErrorDialog, NoticeDialog } from '../../../components/dialogs/notice-dialog.tsx';
import {
  useReceiptPrinter,
  type ReceiptPrintJob,
} from '../../../components/receipt/use-receipt-printer.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import { useExtendStay, type ExtensionCall } from '../api/extend-stay.ts';
import '../../../i18n/desk-dialog-texts.ts';

export type ExtensionSubmission = Omit<ExtensionCall, 'idempotencyKey'>;

/**
 * One extension from Confirm to receipt: the server-priced call (every send of one opening of the
 * dialog carries its Idempotency-Key; busy from the first press, a second one does nothing,
 * ADR 070), the Success or Error notice of SPEC.md section 8, and Print
 * Receipt (before Confirm it extends first, then prints; after, the notice prints again).
 */
export const useExtensionFlow = (
  kind: ExtensionCall['kind'],
  opened: boolean,
  onDone: () => void,
) => {
  const { t } = useTranslation();
  const extend = useExtendStay();
  const startPrint = useReceiptPrinter();
  const { pressed, press } = useOnePress(opened);
  const { guard, question } = useCashShiftGuard();
  const [done, setDone] = useState<ExtensionResponse | null>(null);
  const [failure, setFailure] = useState<{ detail: string | undefined } | null>(null);
  const [printFailed, setPrintFailed] = useState(false);
  const longStay = kind === 'long-stay';

  const print = async (job: ReceiptPrintJob, answer: ExtensionResponse) => {
    if (!(await job.printIssued(() => answer.receipt))) setPrintFailed(true);
  };

  // Cash taken with no open shift is asked about first (ADR 077).
  const send = (submission: ExtensionSubmission, withReceipt: boolean) => {
    press((idempotencyKey) => {
      // The print window opens on the click itself, or the browser would block it.
      const job = withReceipt ? startPrint() : null;
      return extend.mutateAsync({ ...submission, idempotencyKey } as ExtensionCall).then(
        (answer) => {
          setDone(answer);
          if (job) void print(job, answer);
        },
        (error: unknown) => {
          job?.cancel();
          setFailure({ detail: refusalMessage(error) });
        },
      );
    });
  };
  const submit = (submission: ExtensionSubmission, withReceipt: boolean) => {
    if (pressed) return;
    guard(submission.request.paymentMethod, () => send(submission, withReceipt));
  };

  const notices: ReactNode = (
    <>
      {question}
      <NoticeDialog
        opened={done !== null}
        kind="success"
        zIndex={300}
        message={t(longStay ? 'stays.extend.longStaySuccess' : 'stays.extend.success')}
        detail={done ? t('stays.extend.receiptNumber', { number: done.receiptNumber }) : undefined}
        actions={
          <Button
            color="red"
            variant="light"
            leftSection={<IconPrinter size={16} />}
            onClick={() => done && void print(startPrint(), done)}
          >
            {t('stays.extend.printReceipt')}
          </Button>
        }
        onClose={() => {
          setDone(null);
          onDone();
        }}
      />
      <NoticeDialog
        opened={failure !== null}
        kind="error"
        zIndex={300}
        message={t(longStay ? 'stays.extend.longStayFailed' : 'stays.extend.failed')}
        detail={failure?.detail}
        onClose={() => setFailure(null)}
      />
      <ErrorDialog
        opened={printFailed}
        message={t('receipt.failed')}
        onClose={() => setPrintFailed(false)}
      />
    </>
  );

  return { submit, submitting: pressed, completed: done !== null, notices };
};
