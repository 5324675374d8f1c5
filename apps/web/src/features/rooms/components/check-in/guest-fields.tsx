import { useState } from 'react';
import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { isPaymentMethod } from '@frontdesk/domain';
import { WalletReferenceInput } from '../../../../components/forms/wallet-reference-input.tsx';
import { paymentMethodOptions } from '../../../../i18n/format.ts';
import type { CheckInForm } from '../../hooks/use-check-in-form.ts';
import { ForeignerFields } from './foreigner-fields.tsx';
import { asksCheckoutDate, asksForeigner, earliestCheckout } from '../../utils/check-in-draft.ts';
import '../../../../i18n/desk-dialog-texts.ts';

export interface GuestFieldsProps {
  form: CheckInForm;
  timeZone: string;
}

/**
 * Guest Information: name, national ID and phone (required), the check-out date for full night
 * and long stay (required, clearable, tomorrow at the earliest, today for an arrival before the
 * arrival-day hour), payment method (a wallet's
 * transaction reference, optional, ADR 051), and the
 * foreigner flag for full night, with a foreigner's passport and visa (ADR 043).
 */
export const GuestFields = ({ form, timeZone }: GuestFieldsProps) => {
  const { t } = useTranslation();
  const { draft, errors, change, typeCheckoutDate, leaveCheckoutDate, stayType, now, nightsRule } =
    form;
  // While the calendar is open, Escape closes the calendar only, not the dialog (Mantine's modal
  // listens on the window first, and honours this attribute).
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <Stack gap="xs">
      <TextInput
        label={t('checkIn.name')}
        withAsterisk
        value={draft.name}
        error={errors.name}
        onChange={(event) => change('name', event.currentTarget.value)}
        data-autofocus
      />
      <TextInput
        label={t('checkIn.nationalId')}
        withAsterisk
        value={draft.nationalId}
        error={errors.nationalId}
        onChange={(event) => change('nationalId', event.currentTarget.value)}
      />
      <TextInput
        label={t('checkIn.phone')}
        withAsterisk
        type="tel"
        value={draft.phone}
        error={errors.phone}
        onChange={(event) => change('phone', event.currentTarget.value)}
      />
      {asksCheckoutDate(stayType) ? (
        <DateInput
          label={t('checkIn.checkoutDate')}
          withAsterisk
          clearable
          value={draft.checkoutDate}
          minDate={earliestCheckout(now, timeZone, nightsRule.arrivalDayHour)}
          placeholder={t('datePanel.datePlaceholder')}
          // A refused date stays as typed, under its message, instead of silently reverting.
          fixOnBlur={false}
          error={errors.checkoutDate}
          onChange={(value) => change('checkoutDate', value ? value.slice(0, 10) : null)}
          onInput={(event) => typeCheckoutDate(event.currentTarget.value)}
          onFocus={() => setCalendarOpen(true)}
          onClick={() => setCalendarOpen(true)}
          onBlur={(event) => {
            setCalendarOpen(false);
            leaveCheckoutDate(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setCalendarOpen(false);
          }}
          data-mantine-stop-propagation={calendarOpen || undefined}
        />
      ) : null}
      <Select
        label={t('checkIn.paymentMethod')}
        data={paymentMethodOptions(t)}
        value={draft.paymentMethod}
        allowDeselect={false}
        onChange={(value) => {
          if (isPaymentMethod(value)) change('paymentMethod', value);
        }}
      />
      <WalletReferenceInput
        method={draft.paymentMethod}
        value={draft.walletReference}
        error={errors.walletReference}
        onChange={(value) => change('walletReference', value)}
      />
      {asksForeigner(stayType) ? (
        <Checkbox
          mt={4}
          label={t('checkIn.foreigner')}
          checked={draft.isForeigner}
          onChange={(event) => change('isForeigner', event.currentTarget.checked)}
        />
      ) : null}
      {asksForeigner(stayType) && draft.isForeigner ? <ForeignerFields form={form} /> : null}
    </Stack>
  );
};
