import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SuccessDialog } from '../dialogs/notice-dialog.tsx';
import { useStoredReceiptPrint } from './use-stored-receipt-print.ts';

/** The Success notice of a void or refund, with its receipt number and Print Receipt. */
export const CorrectionDone = ({
  opened,
  message,
  receiptNumber,
  onClose,
}: {
  opened: boolean;
  message: string;
  receiptNumber: string | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const printStored = useStoredReceiptPrint();
  const [failed, setFailed] = useState(false);
  return (
    <SuccessDialog
      opened={opened}
      message={message}
      detail={failed ? t('corrections.reprintFailed') : receiptNumber}
      actions={
        receiptNumber ? (
          <Button
            color="red"
            variant="light"
            onClick={() =>
              void printStored(receiptNumber, { copy: false }).then((ok) => setFailed(!ok))
            }
          >
            {t('corrections.printReceipt')}
          </Button>
        ) : null
      }
      onClose={onClose}
    />
  );
};
