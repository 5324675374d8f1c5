import { useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  decimalNumber,
  defaultLongStayDate,
  longStayExtensionProblem,
  quoteLongStayExtension,
  type PaymentMethod,
} from '@frontdesk/domain';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { useStayGuest } from '../api/get-stay-guest.ts';
import { moneyText, problemText } from '../utils/stay-texts.ts';
import type { StayDialogProps } from './extend-days-dialog.tsx';
import { ExtensionDialog } from './extension-dialog.tsx';
import { NewCheckoutDateInput, PaymentMethodSelect, StayLine } from './stay-parts.tsx';
import { useExtensionFlow } from './use-extension-flow.tsx';
import { KyatInput } from '../../../components/kyat-input.tsx';

/** Empty counts as 0; anything but a plain number from 0 to 100 is refused (ADR 012). */
const rateIsValid = (text: string) => {
  if (text.trim() === '') return true;
  const n = decimalNumber(text);
  return Number.isFinite(n) && n >= 0 && n <= 100;
};

/**
 * Extend Long Stay (SPEC.md section 2): read-only current check-in, check-out and price paid; the
 * new check-out date; payment method; price per day; additional days; tax and service rates;
 * tax amount, service amount and extension total, live from the domain's rules.
 */
export const ExtendLongStayDialog = ({ room, opened, onClose }: StayDialogProps) => {
  const { t } = useTranslation();
  const timeZone = useHotelTimeZone();
  const guest = useStayGuest(room.Room, opened).data;
  const flow = useExtensionFlow('long-stay', onClose);
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [pricePerDay, setPricePerDay] = useState<string | number>('');
  const [taxRate, setTaxRate] = useState('');
  const [serviceRate, setServiceRate] = useState('');
  const [showProblems, setShowProblems] = useState(false);

  const currentCheckout = guest ? new Date(guest.CheckoutDate) : undefined;
  const date =
    picked === undefined && currentCheckout
      ? defaultLongStayDate(new Date(), currentCheckout, timeZone)
      : (picked ?? null);
  const dateProblem = currentCheckout
    ? longStayExtensionProblem(currentCheckout, date, timeZone)
    : undefined;
  const price = typeof pricePerDay === 'number' && pricePerDay >= 0 ? pricePerDay : undefined;
  const problems = {
    checkoutDate: problemText(dateProblem, t),
    pricePerDay: price === undefined ? t('stays.extend.pricePerDayRequired') : undefined,
    taxRate: rateIsValid(taxRate) ? undefined : t('stays.extend.taxRateRange'),
    serviceRate: rateIsValid(serviceRate) ? undefined : t('stays.extend.serviceRateRange'),
  };
  const quote =
    currentCheckout && date && !dateProblem && !problems.taxRate && !problems.serviceRate
      ? quoteLongStayExtension({
          pricePerDay: price ?? 0,
          taxRate,
          serviceRate,
          currentCheckout,
          newDate: date,
          timeZone,
        })
      : undefined;
  const priced = price === undefined ? undefined : quote;

  const submit = (withReceipt: boolean) => {
    setShowProblems(true);
    if (!guest || !date || price === undefined || Object.values(problems).some(Boolean)) return;
    flow.submit(
      {
        kind: 'long-stay',
        guestId: guest.ID,
        request: {
          checkoutDate: date,
          pricePerDay: price,
          taxRate,
          serviceRate,
          paymentMethod: method,
        },
      },
      withReceipt,
    );
  };
  const shown = (problem: string | undefined) => (showProblems ? problem : undefined);
  const touch = () => setShowProblems(true);

  return (
    <>
      <ExtensionDialog
        kind={'long-stay'}
        room={room}
        opened={opened}
        guest={guest}
        timeZone={timeZone}
        flow={flow}
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
              error={shown(problems.checkoutDate)}
              onChange={(next) => {
                setPicked(next);
                touch();
              }}
            />
            <PaymentMethodSelect value={method} onChange={setMethod} />
            <KyatInput
              label={t('stays.extend.pricePerDay')}
              withAsterisk
              min={0}
              step={1000}
              allowNegative={false}
              value={pricePerDay}
              error={shown(problems.pricePerDay)}
              onChange={setPricePerDay}
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
              <TextInput
                label={t('stays.extend.taxRate')}
                inputMode="decimal"
                placeholder="0"
                value={taxRate}
                error={problems.taxRate}
                onChange={(event) => setTaxRate(event.currentTarget.value)}
              />
              <TextInput
                label={t('stays.extend.serviceRate')}
                inputMode="decimal"
                placeholder="0"
                value={serviceRate}
                error={problems.serviceRate}
                onChange={(event) => setServiceRate(event.currentTarget.value)}
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
        onClose={onClose}
      />
    </>
  );
};
