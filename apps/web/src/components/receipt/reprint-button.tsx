import { useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../dialogs/lazy-dialog.tsx';
import type { KindlessNoticeDialogProps } from '../dialogs/notice-dialog.tsx';
import { useStoredReceiptPrint } from './use-stored-receipt-print.ts';

// Only a failed reprint shows it: fetched then, not with every receipt line's Reprint icon.
const ErrorDialog = lazyDialog<KindlessNoticeDialogProps, 'ErrorDialog'>(
  () => import('../dialogs/notice-dialog.tsx'),
  'ErrorDialog',
);

/**
 * Prints a receipt again, with its own number, marked COPY (ADR 034): read back from the
 * server's records; nothing is written.
 */
export const ReprintButton = ({ receiptNumber }: { receiptNumber: string }) => {
  const { t } = useTranslation();
  const printStored = useStoredReceiptPrint();
  const [failed, setFailed] = useState(false);
  const [printing, setPrinting] = useState(false);
  const reprint = () => {
    if (printing) return;
    setPrinting(true);
    // The window opens in the click itself; the receipt follows.
    void printStored(receiptNumber).then((printed) => {
      setPrinting(false);
      if (!printed) setFailed(true);
    });
  };
  return (
    <>
      {/* An icon only: the line's text (and what tests read of it) stays the line's. */}
      <ActionIcon
        size="sm"
        variant="subtle"
        onClick={reprint}
        loading={printing}
        aria-label={`${t('corrections.reprint')} ${receiptNumber}`}
        title={t('corrections.reprint')}
      >
        <IconPrinter size={16} aria-hidden />
      </ActionIcon>
      <ErrorDialog
        opened={failed}
        message={t('corrections.reprintFailed')}
        onClose={() => setFailed(false)}
      />
    </>
  );
};
