import { useMemo, useState } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  manualIncomeBody,
  manualIncomeTypes,
  manualPaymentFormSchema,
  paymentMethods,
  type ManualIncomeType,
  type PaymentMethod,
  type RevenueType,
} from '@frontdesk/domain';
import { ErrorDialog, SuccessDialog } from '../../../components/dialogs/notice-dialog.tsx';
import { paymentMethodText, schemaMessage } from '../../../i18n/format.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { createSubmissionKeys } from '../../../lib/idempotency-key.ts';
import { useCreateIncome } from '../api/create-income.ts';
import { KyatInput } from '../../../components/kyat-input.tsx';

export interface AddPaymentDialogProps {
  opened: boolean;
  /** '' records room revenue (Add Payment), 'food-revenue' food revenue (Add Food Payment). */
  revenueType: RevenueType;
  onClose: () => void;
}

interface Draft {
  paymentType: ManualIncomeType | null;
  othersText: string;
  amount: number | string;
  paymentMethod: PaymentMethod | null;
}
type Field = 'paymentType' | 'othersText' | 'amount' | 'paymentMethod';

/**
 * Add Payment / Add Food Payment (SPEC.md sections 2 and 5): a manual payment of no guest and no
 * room; a negative amount is an expense.
 */
export const AddPaymentDialog = ({ opened, revenueType, onClose }: AddPaymentDialogProps) => {
  const { t } = useTranslation();
  const food = revenueType === 'food-revenue';
  const text = food ? 'revenue.addFoodPayment' : 'revenue.addPayment';
  const [draft, setDraft] = useState<Draft>({
    paymentType: null,
    othersText: '',
    amount: '',
    paymentMethod: 'cash',
  });
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; detail?: string } | null>(null);
  const [keys] = useState(createSubmissionKeys);
  const creating = useCreateIncome();

  const check = useMemo(
    () =>
      manualPaymentFormSchema.safeParse({
        ...draft,
        paymentType: draft.paymentType ?? undefined,
        paymentMethod: draft.paymentMethod ?? undefined,
        amount: draft.amount === '' ? undefined : Number(draft.amount),
      }),
    [draft],
  );
  const errors: Partial<Record<Field, string>> = {};
  if (submitted && !check.success) {
    for (const issue of check.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??= schemaMessage(issue.message);
    }
  }
  const change = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));

  const submit = () => {
    setSubmitted(true);
    if (!check.success || creating.isPending) return;
    const body = manualIncomeBody(check.data, revenueType);
    creating.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: () => setResult({ ok: true }),
        onError: (error) =>
          setResult({ ok: false, detail: error instanceof ApiError ? error.message : undefined }),
      },
    );
  };

  return (
    <>
      <Modal
        opened={opened && result?.ok !== true}
        onClose={onClose}
        title={t(`${text}.title`)}
        centered
        closeOnEscape={result === null}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Select
              label={t('revenue.paymentType')}
              required
              data={manualIncomeTypes.map((type) => ({
                value: type,
                label: t(`revenue.manualTypes.${type}`),
              }))}
              value={draft.paymentType}
              onChange={(value) => change({ paymentType: value as ManualIncomeType | null })}
              error={errors.paymentType}
              comboboxProps={{ withinPortal: false }}
            />
            {draft.paymentType === 'others' ? (
              <TextInput
                label={t('revenue.specifyType')}
                required
                value={draft.othersText}
                onChange={(event) => change({ othersText: event.currentTarget.value })}
                error={errors.othersText}
              />
            ) : null}
            <KyatInput
              label={t('revenue.amount')}
              description={t('revenue.amountHint')}
              required
              allowNegative
              decimalScale={2}
              value={draft.amount}
              onChange={(value) => change({ amount: value })}
              error={errors.amount}
            />
            <Select
              label={t('revenue.paymentMethod')}
              required
              data={paymentMethods.map((method) => ({
                value: method,
                label: paymentMethodText(t, method),
              }))}
              value={draft.paymentMethod}
              onChange={(value) => change({ paymentMethod: value as PaymentMethod | null })}
              error={errors.paymentMethod}
              comboboxProps={{ withinPortal: false }}
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onClose}>
                {t('revenue.cancel')}
              </Button>
              <Button type="submit" loading={creating.isPending}>
                {t(`${text}.submit`)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
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
