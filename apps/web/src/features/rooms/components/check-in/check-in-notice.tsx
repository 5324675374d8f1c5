import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FlowOrigin } from '../../../../components/dialogs/flow-origin.ts';
import { NoticeDialog } from '../../../../components/dialogs/notice-dialog.tsx';
import '../../../../i18n/desk-dialog-texts.ts';

export interface CheckInNoticeProps {
  opened: boolean;
  kind: 'success' | 'error';
  message: string;
  /** A second line: the server's reason, or the receipt number. */
  detail?: string | undefined;
  /** Offers Print Receipt beside OK (a completed check-in). */
  onPrint?: (() => void) | undefined;
  /** Where focus goes when the notice closes (else where it was when the notice opened). */
  returnFocusTo?: FlowOrigin | undefined;
  onClose: () => void;
}

/**
 * The Success or Error notice of a check-in (titles as SPEC.md section 8), with the server's
 * reason under a failure and Print Receipt after a success; above the check-in dialog.
 */
export const CheckInNotice = ({ onPrint, ...notice }: CheckInNoticeProps) => {
  const { t } = useTranslation();
  return (
    <NoticeDialog
      {...notice}
      zIndex={300}
      actions={
        onPrint ? (
          <Button
            color="red"
            variant="light"
            leftSection={<IconPrinter size={16} />}
            onClick={onPrint}
          >
            {t('checkIn.printReceipt')}
          </Button>
        ) : null
      }
    />
  );
};
