import { useTranslation } from 'react-i18next';
import {
  defaultExtensionHours,
  extendHoursFormSchema,
  quoteExtendByHours,
  type PaymentMethod,
  type TypedNumber,
  withWalletReference,
} from '@frontdesk/domain';
import { NumberField } from '../../../components/forms/number-field.tsx';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { formatReceiptTime } from '../../../components/receipt/receipt-html.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { useStayGuest } from '../api/get-stay-guest.ts';
import { liveQuote, moneyText, pricesOfRoom } from '../utils/stay-texts.ts';
import type { StayDialogProps } from './extend-days-dialog.tsx';
import { ExtensionDialog } from './extension-dialog.tsx';
import { PaymentFields, StayLine } from './stay-parts.tsx';
import { useExtensionFlow } from './use-extension-flow.tsx';
import '../../../i18n/desk-dialog-texts.ts';

/** Extend Hours: whole hours (default 1) at the room's hourly rate; check-out moves by them. */
export const ExtendHoursDialog = ({ room, opened, onClose }: StayDialogProps) => {
  const { t } = useTranslation();
  const timeZone = useHotelTimeZone();
  const guest = useStayGuest(room.Room, opened).data;
  const flow = useExtensionFlow('hours', opened, onClose);
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
    <>
      <ExtensionDialog
        kind={'hours'}
        room={room}
        opened={opened}
        guest={guest}
        timeZone={timeZone}
        flow={flow}
        details={
          <>
            <NumberField
              label={t('stays.extend.hours')}
              withAsterisk
              min={1}
              step={1}
              {...form.getInputProps('hours')}
              data-autofocus
            />
            <StayLine
              label={t('stays.extend.newCheckout')}
              value={quote ? formatReceiptTime(quote.checkout, timeZone) : '-'}
              testId="extend-new-checkout"
            />
            <PaymentFields
              method={form.values.paymentMethod}
              onMethodChange={(method) => form.setFieldValue('paymentMethod', method)}
              reference={form.getInputProps('walletReference')}
            />
          </>
        }
        charges={
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
            <StayLine
              label={t('stays.extend.total')}
              value={moneyText(quote?.total)}
              testId="extend-total"
              strong
            />
          </>
        }
        priceProblem={priceProblem}
        onSubmit={submit}
        onClose={onClose}
      />
    </>
  );
};
