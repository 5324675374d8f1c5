import { useState } from 'react';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  defaultLongStayDate,
  extendLongStayFormSchema,
  longStayExtensionProblem,
  quoteLongStayExtension,
  type PaymentMethod,
  type TypedNumber,
  withWalletReference,
} from '@frontdesk/domain';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { moneyText, problemText } from '../utils/stay-texts.ts';
import type { StayDialogProps } from './extend-days-dialog.tsx';
import { ExtensionDialog, useExtensionStay } from './extension-dialog.tsx';
import { NewCheckoutDateInput, PaymentFields, StayLine } from './stay-parts.tsx';
import { AmountField } from '../../../components/forms/amount-field.tsx';
import '../../../i18n/desk-dialog-texts.ts';

/**
 * Extend Long Stay (SPEC.md section 2): read-only current check-in, check-out and price paid; the
 * new check-out date; payment method; price per day; additional days; tax and service rates;
 * tax amount, service amount and extension total, live from the domain's rules.
 */
export const ExtendLongStayDialog = ({ room, opened, onClose }: StayDialogProps) => {
  const { t } = useTranslation();
  const { guest, timeZone, flow, frame } = useExtensionStay('long-stay', room, opened, onClose);
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const [showDateProblem, setShowDateProblem] = useState(false);
  const form = useSchemaForm({
    schema: extendLongStayFormSchema,
    initialValues: {
      pricePerDay: '' as TypedNumber,
      taxRate: '',
      serviceRate: '',
      paymentMethod: 'cash' as PaymentMethod,
      walletReference: '',
    },
  });

  const currentCheckout = guest ? new Date(guest.CheckoutDate) : undefined;
  const date =
    picked === undefined && currentCheckout
      ? defaultLongStayDate(new Date(), currentCheckout, timeZone)
      : (picked ?? null);
  const dateProblem = currentCheckout
    ? longStayExtensionProblem(currentCheckout, date, timeZone)
    : undefined;
  // The charges follow what is typed once it is valid; a rate out of range shows none.
  const typed = extendLongStayFormSchema.safeParse(form.values);
  const rates = extendLongStayFormSchema
    .pick({ taxRate: true, serviceRate: true })
    .safeParse(form.values);
  const quote =
    currentCheckout && date && !dateProblem && rates.success
      ? quoteLongStayExtension({
          pricePerDay: typed.success ? typed.data.pricePerDay : 0,
          ...rates.data,
          currentCheckout,
          newDate: date,
          timeZone,
        })
      : undefined;
  const priced = typed.success ? quote : undefined;

  const submit = (withReceipt: boolean) => {
    setShowDateProblem(true);
    form.submitted((values) => {
      if (!guest || !date || dateProblem) return;
      flow.submit(
        {
          kind: 'long-stay',
          guestId: guest.ID,
          request: { ...withWalletReference(values), checkoutDate: date },
        },
        withReceipt,
      );
    })();
  };

  return (
    <>
      <ExtensionDialog
        {...frame}
        currentStayExtra={
          <StayLine
            label={t('stays.extend.pricePaid')}
            value={moneyText(guest?.AmountPaid)}
            testId="stay-price-paid"
          />
        }
        details={
          <>
            <NewCheckoutDateInput
              value={date}
              error={showDateProblem ? problemText(dateProblem, t) : undefined}
              onChange={(next) => {
                setPicked(next);
                setShowDateProblem(true);
              }}
            />
            <PaymentFields form={form} />
            <AmountField
              kind="kyat"
              label={t('stays.extend.pricePerDay')}
              withAsterisk
              {...form.getInputProps('pricePerDay')}
            />
            <StayLine
              label={t('stays.extend.additionalDays')}
              value={quote ? t('stays.extend.dayCount', { count: quote.units }) : '-'}
              testId="extend-units"
            />
          </>
        }
        charges={
          <>
            <Group grow gap="xs" align="flex-start">
              <AmountField
                kind="rate"
                label={t('stays.extend.taxRate')}
                placeholder="0"
                {...form.getInputProps('taxRate')}
              />
              <AmountField
                kind="rate"
                label={t('stays.extend.serviceRate')}
                placeholder="0"
                {...form.getInputProps('serviceRate')}
              />
            </Group>
            <StayLine
              label={t('stays.extend.roomCharges')}
              value={moneyText(priced?.roomCharges)}
              testId="extend-room-charges"
            />
            <StayLine
              label={t('stays.extend.taxAmount')}
              value={moneyText(priced?.tax)}
              testId="extend-tax"
            />
            <StayLine
              label={t('stays.extend.serviceAmount')}
              value={moneyText(priced?.service)}
              testId="extend-service"
            />
            <StayLine
              label={t('stays.extend.extensionTotal')}
              value={moneyText(priced?.total)}
              testId="extend-total"
              strong
            />
          </>
        }
        onSubmit={submit}
      />
    </>
  );
};
