import { Divider, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { foodOrderPaymentMethods, type FoodOrderPaymentMethod } from '@frontdesk/domain';
import { paymentMethodText, useDisplayFormat } from '../../../i18n/format.ts';
import type { FoodOrderState } from '../hooks/use-food-order.ts';
import { AmountField } from '../../../components/forms/amount-field.tsx';
import { WalletReferenceInput } from '../../../components/forms/wallet-reference-input.tsx';
import '../../../i18n/desk-dialog-texts.ts';

const Line = ({
  label,
  amount,
  strong,
}: {
  label: string;
  amount: number | undefined;
  strong?: boolean;
}) => {
  const format = useDisplayFormat();
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} data-testid={strong ? 'grand-total' : undefined}>
        {amount === undefined ? '-' : format.kyat(amount)}
      </Text>
    </Group>
  );
};

/**
 * Order Summary: tax and service rates (0-100, step 0.01), payment method (and a wallet's
 * transaction reference) and the totals.
 */
export const OrderSummary = ({ order }: { order: FoodOrderState }) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const rate = (label: string, field: 'taxRate' | 'serviceRate') => (
    <AmountField kind="rate" label={label} {...order.rates.getInputProps(field)} size="sm" />
  );
  const { totals } = order;
  const percent = (rate: number | undefined) =>
    rate === undefined ? '' : ` (${format.number(rate)}%)`;
  return (
    <Stack gap="xs">
      <Group grow gap="xs">
        {rate(t('food.taxRate'), 'taxRate')}
        {rate(t('food.serviceRate'), 'serviceRate')}
      </Group>
      <Select
        label={t('food.paymentMethod')}
        placeholder={t('food.paymentPlaceholder')}
        // 'Pay at checkout' puts the order on the room's account: paid with the bill (ADR 033).
        data={foodOrderPaymentMethods.map((value) => ({
          value,
          label: paymentMethodText(t, value),
        }))}
        value={order.paymentMethod}
        onChange={(value) => order.setPaymentMethod(value as FoodOrderPaymentMethod | null)}
        allowDeselect={false}
        comboboxProps={{ zIndex: 400 }}
      />
      <WalletReferenceInput
        method={order.paymentMethod}
        {...order.rates.getInputProps('walletReference')}
        onChange={(value) => order.rates.setFieldValue('walletReference', value)}
        size="sm"
      />
      <Divider my={4} />
      <Line label={t('food.subtotal')} amount={totals?.subtotal} />
      <Line label={`${t('food.tax')}${percent(totals?.taxRate)}`} amount={totals?.tax} />
      <Line
        label={`${t('food.service')}${percent(totals?.serviceRate)}`}
        amount={totals?.service}
      />
      <Divider my={4} />
      <Line label={t('food.grandTotal')} amount={totals?.grandTotal} strong />
    </Stack>
  );
};
