import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  manualIncomeBody,
  manualIncomeTypes,
  manualPaymentFormSchema,
  type ManualIncomeType,
  type PaymentMethod,
  type RevenueType,
  type TypedNumber,
} from '@frontdesk/domain';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { useCashShiftGuard } from '../../../components/dialogs/cash-shift-guard.tsx';
import { ErrorDialog, SuccessDialog } from '../../../components/dialogs/notice-dialog.tsx';
import { paymentMethodOptions } from '../../../i18n/format.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import { useCreateIncome } from '../api/create-income.ts';
import { AmountField } from '../../../components/forms/amount-field.tsx';
import { WalletReferenceInput } from '../../../components/forms/wallet-reference-input.tsx';

export interface AddPaymentDialogProps {
  opened: boolean;
  /** '' records room revenue (Add Payment), 'food-revenue' food revenue (Add Food Payment). */
  revenueType: RevenueType;
  onClose: () => void;
}

type Draft = {
  paymentType: ManualIncomeType | null;
  othersText: string;
  amount: TypedNumber;
  paymentMethod: PaymentMethod | null;
  walletReference: string;
};

/**
 * Add Payment / Add Food Payment (SPEC.md sections 2 and 5): a manual payment of no guest and no
 * room; a negative amount is an expense.
 */
export const AddPaymentDialog = ({ opened, revenueType, onClose }: AddPaymentDialogProps) => {
  const { t } = useTranslation();
  const food = revenueType === 'food-revenue';
  const text = food ? 'revenue.addFoodPayment' : 'revenue.addPayment';
  const form = useSchemaForm({
    schema: manualPaymentFormSchema,
    initialValues: {
      paymentType: null,
      othersText: '',
      amount: '',
      paymentMethod: 'cash',
      walletReference: '',
    } as Draft,
  });
  const [result, setResult] = useState<{ ok: boolean; detail?: string } | null>(null);
  const { pressed, press } = useOnePress(opened);
  const creating = useCreateIncome();

  const { guard, question } = useCashShiftGuard();

  const submit = form.submitted((payment) => {
    if (pressed) return;
    const body = manualIncomeBody(payment, revenueType);
    const send = () =>
      press((idempotencyKey) =>
        creating.mutateAsync({ body, idempotencyKey }).then(
          () => setResult({ ok: true }),
          (error: unknown) =>
            setResult({ ok: false, detail: error instanceof ApiError ? error.message : undefined }),
        ),
      );
    guard(body.PaymentMethod, send, body.Amount);
  });

  return (
    <>
      <Modal
        opened={opened && result?.ok !== true}
        onClose={onClose}
        title={t(`${text}.title`)}
        centered
        closeOnEscape={result === null}
      >
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Select
              label={t('revenue.paymentType')}
              required
              data={manualIncomeTypes.map((type) => ({
                value: type,
                label: t(`revenue.manualTypes.${type}`),
              }))}
              {...form.getInputProps('paymentType')}
              comboboxProps={{ withinPortal: false }}
            />
            {form.values.paymentType === 'others' ? (
              <TextInput
                label={t('revenue.specifyType')}
                required
                {...form.getInputProps('othersText')}
              />
            ) : null}
            <AmountField
              kind="kyat"
              label={t('revenue.amount')}
              description={t('revenue.amountHint')}
              required
              {...form.getInputProps('amount')}
            />
            <Select
              label={t('revenue.paymentMethod')}
              required
              data={paymentMethodOptions(t)}
              {...form.getInputProps('paymentMethod')}
              comboboxProps={{ withinPortal: false }}
            />
            <WalletReferenceInput
              method={form.values.paymentMethod}
              {...form.getInputProps('walletReference')}
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onClose}>
                {t('revenue.cancel')}
              </Button>
              <Button type="submit" loading={pressed}>
                {t(`${text}.submit`)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {question}
      <SuccessDialog
        opened={opened && result?.ok === true}
        message={t(`${text}.success`)}
        onClose={onClose}
      />
      <ErrorDialog
        opened={opened && result?.ok === false}
        message={t(`${text}.failure`)}
        detail={result?.detail}
        onClose={() => setResult(null)}
      />
    </>
  );
};
