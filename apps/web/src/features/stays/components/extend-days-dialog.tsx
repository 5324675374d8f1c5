import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultExtendByDaysDate,
  extendByDaysProblem,
  extendDaysFormSchema,
  quoteExtendByDays,
  type PaymentMethod,
  type Room,
  withWalletReference,
} from '@frontdesk/domain';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { liveQuote, moneyText, pricesOfRoom, problemText } from '../utils/stay-texts.ts';
import { useExtensionStay } from './extension-dialog.tsx';
import { RoomRateExtensionDialog } from './room-rate-extension-dialog.tsx';
import { NewCheckoutDateInput, StayLine } from './stay-parts.tsx';
import '../../../i18n/desk-dialog-texts.ts';

export interface StayDialogProps {
  room: Room;
  opened: boolean;
  onClose: () => void;
}

/**
 * Extend Stay (days) for a full-night guest: the new check-out date (default the day after the
 * current one), the extra days and their charges live from the domain's rules, payment method.
 */
export const ExtendDaysDialog = ({ room, opened, onClose }: StayDialogProps) => {
  const { t } = useTranslation();
  const { guest, timeZone, flow, frame } = useExtensionStay('days', room, opened, onClose);
  // undefined until the receptionist picks: the default follows the guest as loaded.
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const form = useSchemaForm({
    schema: extendDaysFormSchema,
    initialValues: { paymentMethod: 'cash' as PaymentMethod, walletReference: '' },
  });
  const [showProblems, setShowProblems] = useState(false);

  const currentCheckout = guest ? new Date(guest.CheckoutDate) : undefined;
  const date =
    picked === undefined && currentCheckout
      ? defaultExtendByDaysDate(currentCheckout, timeZone)
      : (picked ?? null);
  const problem = currentCheckout
    ? extendByDaysProblem(currentCheckout, date, timeZone)
    : undefined;
  const { quote, priceProblem } = liveQuote(() =>
    guest && currentCheckout && date && !problem
      ? quoteExtendByDays({
          prices: pricesOfRoom(room),
          extraBed: guest.Extrabed,
          isForeigner: guest.IsForeigner,
          currentCheckout,
          newDate: date,
          timeZone,
        })
      : undefined,
  );

  const submit = (withReceipt: boolean) => {
    setShowProblems(true);
    form.submitted((payment) => {
      if (!guest || !date || problem) return;
      flow.submit(
        {
          kind: 'days',
          guestId: guest.ID,
          request: { checkoutDate: date, ...withWalletReference(payment) },
        },
        withReceipt,
      );
    })();
  };

  return (
    <RoomRateExtensionDialog
      {...frame}
      form={form}
      quote={quote}
      choice={
        <>
          <NewCheckoutDateInput
            value={date}
            error={showProblems ? problemText(problem, t) : undefined}
            onChange={(next) => {
              setPicked(next);
              setShowProblems(true);
            }}
          />
          <StayLine
            label={t('stays.extend.extraDays')}
            value={quote ? t('stays.extend.dayCount', { count: quote.units }) : '-'}
            testId="extend-units"
          />
        </>
      }
      chargeLines={
        <>
          <StayLine
            label={t('stays.extend.pricePerNight')}
            value={moneyText(quote?.unitPrice)}
            testId="extend-unit-price"
          />
          <StayLine
            label={t('stays.extend.roomCharges')}
            value={moneyText(quote?.roomCharges)}
            testId="extend-room-charges"
          />
        </>
      }
      priceProblem={priceProblem}
      onSubmit={submit}
    />
  );
};
