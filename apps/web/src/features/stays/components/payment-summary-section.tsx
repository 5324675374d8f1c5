import { useTranslation } from 'react-i18next';
import {
  paymentMethodLabels,
  paymentSummaryOf,
  type Folio,
  type Guest,
  type PaymentMethod,
} from '@frontdesk/domain';
import { paymentMethodText, useDisplayFormat } from '../../../i18n/format.ts';
import { StayLine, StaySection } from './stay-parts.tsx';

/** The guest's own fields, when the folio could not be read: the figures the stay holds. */
const fromGuest = (guest: Guest) => ({
  roomCharges: guest.RoomCharges,
  otherCharges: 0,
  foodCharges: guest.FoodCharges,
  taxCharges: guest.TaxCharges,
  serviceCharges: guest.ServiceCharges,
  amountPaid: guest.AmountPaid,
});

/**
 * Guest Details' Payment Summary: the folio's sums (issue 43), so its Amount Paid is the
 * Account's Total Paid below it, and an extra charge shows on a line of its own, not in the room.
 */
export const PaymentSummarySection = ({
  guest,
  folio,
}: {
  guest: Guest;
  folio: Folio | undefined;
}) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const summary = folio ? paymentSummaryOf(folio) : fromGuest(guest);
  const method = guest.PaymentType as PaymentMethod;
  return (
    <StaySection title={t('stays.guestDetails.paymentSection')}>
      <StayLine
        label={t('stays.guestDetails.paymentMethod')}
        value={method in paymentMethodLabels ? paymentMethodText(t, method) : guest.PaymentType}
      />
      <StayLine
        label={t('stays.guestDetails.roomCharges')}
        value={format.kyat(summary.roomCharges)}
        testId="guest-room-charges"
      />
      {summary.otherCharges !== 0 ? (
        <StayLine
          label={t('stays.guestDetails.otherCharges')}
          value={format.kyat(summary.otherCharges)}
          testId="guest-other-charges"
        />
      ) : null}
      <StayLine
        label={t('stays.guestDetails.foodCharges')}
        value={format.kyat(summary.foodCharges)}
      />
      <StayLine
        label={t('stays.guestDetails.taxCharges')}
        value={format.kyat(summary.taxCharges)}
      />
      <StayLine
        label={t('stays.guestDetails.serviceCharges')}
        value={format.kyat(summary.serviceCharges)}
      />
      <StayLine
        label={t('stays.guestDetails.amountPaid')}
        value={format.kyat(summary.amountPaid)}
        testId="guest-amount-paid"
        strong
      />
    </StaySection>
  );
};
