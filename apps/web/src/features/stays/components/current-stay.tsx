import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Guest } from '@frontdesk/domain';
import { formatReceiptTime } from '../../../components/receipt/receipt-html.ts';
import { StayLine } from './stay-parts.tsx';
import '../../../i18n/desk-dialog-texts.ts';

/** Current Stay: the guest, check-in and current check-out (read-only), plus `children`. */
export const CurrentStay = ({
  guest,
  timeZone,
  children,
}: {
  guest: Guest;
  timeZone: string;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <StayLine label={t('stays.extend.guest')} value={guest.Name} testId="stay-guest" />
      <StayLine
        label={t('stays.extend.checkin')}
        value={formatReceiptTime(new Date(guest.CheckinDate), timeZone)}
        testId="stay-checkin"
      />
      <StayLine
        label={t('stays.extend.currentCheckout')}
        value={formatReceiptTime(new Date(guest.CheckoutDate), timeZone)}
        testId="stay-current-checkout"
      />
      {children}
    </>
  );
};
