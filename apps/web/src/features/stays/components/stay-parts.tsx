import type { ReactNode } from 'react';
import { Center, Loader, Paper, Select, Stack, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { isPaymentMethod, type PaymentMethod } from '@frontdesk/domain';
import { paymentMethodOptions } from '../../../i18n/format.ts';
import { SummaryLine } from '../../../components/summary-line.tsx';
import type { GetInputPropsReturnType } from '@mantine/form';
import { WalletReferenceInput } from '../../../components/forms/wallet-reference-input.tsx';
import '../../../i18n/desk-dialog-texts.ts';

/** One titled column of an in-stay dialog. */
export const StaySection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder radius="md" p="sm">
    <Title order={4} size="h6" mb="xs">
      {title}
    </Title>
    <Stack gap={6}>{children}</Stack>
  </Paper>
);

/** A label and its value on one line (the summaries' shared line). */
export const StayLine = SummaryLine;

export const StayLoading = ({ label }: { label: string }) => (
  <Center mih={120}>
    <Loader aria-label={label} />
  </Center>
);

const PaymentMethodSelect = ({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Select
      label={t('stays.extend.paymentMethod')}
      data={paymentMethodOptions(t)}
      value={value}
      allowDeselect={false}
      onChange={(next) => {
        if (isPaymentMethod(next)) onChange(next);
      }}
    />
  );
};

/** What PaymentFields needs of a dialog's form: its payment method and wallet reference. */
export interface PaymentForm {
  getInputProps: (path: 'paymentMethod' | 'walletReference') => GetInputPropsReturnType;
}

/**
 * An extension's payment: the method and, for a wallet, its transaction reference (ADR 051), as
 * the dialog's form holds them.
 */
export const PaymentFields = ({ form }: { form: PaymentForm }) => {
  const method = form.getInputProps('paymentMethod');
  return (
    <>
      <PaymentMethodSelect
        value={method.value as PaymentMethod}
        onChange={(next) => method.onChange(next)}
      />
      <WalletReferenceInput
        method={method.value as PaymentMethod}
        {...form.getInputProps('walletReference')}
      />
    </>
  );
};

/** The new check-out date (dd/MM/yyyy, clearable); a refused date stays as typed, under its message. */
export const NewCheckoutDateInput = ({
  value,
  error,
  onChange,
}: {
  value: string | null;
  error: string | undefined;
  onChange: (date: string | null) => void;
}) => {
  const { t } = useTranslation();
  return (
    <DateInput
      label={t('stays.extend.newCheckoutDate')}
      withAsterisk
      clearable
      value={value}
      placeholder={t('datePanel.datePlaceholder')}
      fixOnBlur={false}
      error={error}
      onChange={(next) => onChange(next ? next.slice(0, 10) : null)}
      popoverProps={{ withinPortal: true, zIndex: 400 }}
    />
  );
};
