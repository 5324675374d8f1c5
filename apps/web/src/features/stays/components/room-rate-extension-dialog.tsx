import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtensionQuote } from '@frontdesk/domain';
import { formatReceiptTime } from '../../../components/receipt/receipt-html.ts';
import { moneyText } from '../utils/stay-texts.ts';
import { ExtensionDialog, type ExtensionDialogProps } from './extension-dialog.tsx';
import { PaymentFields, StayLine, type PaymentForm } from './stay-parts.tsx';
import '../../../i18n/desk-dialog-texts.ts';

export interface RoomRateExtensionDialogProps extends Omit<
  ExtensionDialogProps,
  'kind' | 'details' | 'charges' | 'currentStayExtra'
> {
  kind: 'days' | 'hours';
  /** The dialog's form: its payment method and wallet reference. */
  form: PaymentForm;
  /** The extension as chosen so far; undefined while it cannot be priced. */
  quote: ExtensionQuote | undefined;
  /** What the receptionist chooses (the date or the hours), above the new check-out. */
  choice: ReactNode;
  /** The charge lines above the total. */
  chargeLines: ReactNode;
}

/**
 * Extend Stay and Extend Hours: an extension at the room's own rate (a night or an hour). The
 * choice and its new check-out, the payment, then the charges and their total.
 */
export const RoomRateExtensionDialog = ({
  form,
  quote,
  choice,
  chargeLines,
  ...frame
}: RoomRateExtensionDialogProps) => {
  const { t } = useTranslation();
  return (
    <ExtensionDialog
      {...frame}
      details={
        <>
          {choice}
          <StayLine
            label={t('stays.extend.newCheckout')}
            value={quote ? formatReceiptTime(quote.checkout, frame.timeZone) : '-'}
            testId="extend-new-checkout"
          />
          <PaymentFields form={form} />
        </>
      }
      charges={
        <>
          {chargeLines}
          <StayLine
            label={t('stays.extend.total')}
            value={moneyText(quote?.total)}
            testId="extend-total"
            strong
          />
        </>
      }
    />
  );
};
