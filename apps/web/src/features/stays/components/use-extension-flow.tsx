import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExtensionResponse } from '@frontdesk/domain';
import { ErrorDialog, NoticeDialog } from '../../../components/dialogs/notice-dialog.tsx';
import {
  useReceiptPrinter,
  type ReceiptPrintJob,
} from '../../../components/receipt/use-receipt-printer.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useOpeningKey } from '../../../lib/use-opening-key.ts';
import { useSendOnce } from '../../../lib/use-send-once.ts';
import { useExtendStay, type ExtensionCall } from '../api/extend-stay.ts';
import '../../../i18n/desk-dialog-texts.ts';

export type ExtensionSubmission = Omit<ExtensionCall, 'idempotencyKey'>;

/**
 * One extension from Confirm to receipt: the server-priced call (every send of one opening of the
 * dialog carries its Idempotency-Key; a second click while sending does nothing), the Success or Error notice of SPEC.md section 8, and Print
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
  const key = useOpeningKey(opened);
  const sendOnce = useSendOnce();
  const [done, setDone] = useState<ExtensionResponse | null>(null);
  const [failure, setFailure] = useState<{ detail: string | undefined } | null>(null);
  const [printFailed, setPrintFailed] = useState(false);
  const longStay = kind === 'long-stay';

  const print = async (job: ReceiptPrintJob, answer: ExtensionResponse) => {
    if (!(await job.printIssued(() => answer.receipt))) setPrintFailed(true);
  };

  const submit = (submission: ExtensionSubmission, withReceipt: boolean) => {
    const call = { ...submission, idempotencyKey: key.current() } as ExtensionCall;
    let job: ReceiptPrintJob | null = null;
    const sending = sendOnce(() => {
      // The print window opens on the click itself, or the browser would block it.
      job = withReceipt ? startPrint() : null;
      return extend.mutateAsync(call);
    });
    sending?.then(
      (answer) => {
        setDone(answer);
        if (job) void print(job, answer);
      },
      (error: unknown) => {
        job?.cancel();
        setFailure({ detail: refusalMessage(error) });
      },
    );
  };

  const notices: ReactNode = (
    <>
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

  return { submit, submitting: extend.isPending, completed: done !== null, notices };
};
