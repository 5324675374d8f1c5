import { useTranslation } from 'react-i18next';
import {
  defaultExtensionHours,
  extendHoursFormSchema,
  quoteExtendByHours,
  type PaymentMethod,
  type TypedNumber,
  withWalletReference,
} from '@frontdesk/domain';
import { AmountField } from '../../../components/forms/amount-field.tsx';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { liveQuote, moneyText, pricesOfRoom } from '../utils/stay-texts.ts';
import type { StayDialogProps } from './extend-days-dialog.tsx';
import { useExtensionStay } from './extension-dialog.tsx';
import { RoomRateExtensionDialog } from './room-rate-extension-dialog.tsx';
import { StayLine } from './stay-parts.tsx';
import '../../../i18n/desk-dialog-texts.ts';

/** Extend Hours: whole hours (default 1) at the room's hourly rate; check-out moves by them. */
export const ExtendHoursDialog = ({ room, opened, onClose }: StayDialogProps) => {
  const { t } = useTranslation();
  const { guest, flow, frame } = useExtensionStay('hours', room, opened, onClose);
  const form = useSchemaForm({
    schema: extendHoursFormSchema,
    initialValues: {
      hours: defaultExtensionHours as TypedNumber,
      paymentMethod: 'cash' as PaymentMethod,
      walletReference: '',
    },
  });
  const typed = extendHoursFormSchema.safeParse(form.values);
  const { quote, priceProblem } = liveQuote(() =>
    guest && typed.success
      ? quoteExtendByHours({
          prices: pricesOfRoom(room),
          hours: typed.data.hours,
          currentCheckout: new Date(guest.CheckoutDate),
        })
      : undefined,
  );

  const submit = (withReceipt: boolean) =>
    form.submitted((request) => {
      if (!guest) return;
      flow.submit(
        { kind: 'hours', guestId: guest.ID, request: withWalletReference(request) },
        withReceipt,
      );
    })();

  return (
    <RoomRateExtensionDialog
      {...frame}
      form={form}
      quote={quote}
      choice={
        <AmountField
          kind="count"
          label={t('stays.extend.hours')}
          withAsterisk
          {...form.getInputProps('hours')}
          data-autofocus
        />
      }
      chargeLines={
        <>
          <StayLine
            label={t('stays.extend.hourlyRate')}
            value={moneyText(quote?.unitPrice)}
            testId="extend-unit-price"
          />
          <StayLine
            label={t('stays.extend.hours')}
            value={quote ? t('stays.extend.hourCount', { count: quote.units }) : '-'}
            testId="extend-units"
          />
        </>
      }
      priceProblem={priceProblem}
      onSubmit={submit}
    />
  );
};
