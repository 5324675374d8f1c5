import { useState } from 'react';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../dialogs/lazy-dialog.tsx';
import {
  actionIconBoxProps,
  actionIconLoaderProps,
  plainIcon,
  subtleActionIconProps,
} from '../plain/boxes.ts';
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
      {/* An icon only: the line's text (and what tests read of it) stays the line's. Mantine's
          ActionIcon as a plain button (ADR 056): one on every line of the dashboard's lists. */}
      <button
        {...subtleActionIconProps(printing)}
        onClick={reprint}
        aria-label={`${t('corrections.reprint')} ${receiptNumber}`}
        title={t('corrections.reprint')}
      >
        {printing ? (
          <span {...actionIconLoaderProps.box}>
            <span {...actionIconLoaderProps.loader} />
          </span>
        ) : null}
        <span {...actionIconBoxProps(printing)}>
          {plainIcon(IconPrinter, { size: 16, 'aria-hidden': true })}
        </span>
      </button>
      <ErrorDialog
        opened={failed}
        message={t('corrections.reprintFailed')}
        onClose={() => setFailed(false)}
      />
    </>
  );
};
