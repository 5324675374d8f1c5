import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  expenseBody,
  expenseCategories,
  expenseFormSchema,
  type ExpenseCategory,
  type PaymentMethod,
  type TypedNumber,
} from '@frontdesk/domain';
import { AmountField } from '../../../components/forms/amount-field.tsx';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { paymentMethodOptions } from '../../../i18n/format.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import { useAddExpense } from '../api/expenses.ts';

type Draft = {
  category: ExpenseCategory | null;
  othersText: string;
  amount: TypedNumber;
  method: PaymentMethod | null;
  note: string;
};

const emptyDraft: Draft = { category: null, othersText: '', amount: '', method: 'cash', note: '' };

/**
 * Add expense (ADR 082): a category ('others' says what for), the amount paid out as typed, the
 * method and a note; recorded as the desk's negative Add Payment is, by the signed-in owner.
 */
export const AddExpenseDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const form = useSchemaForm({ schema: expenseFormSchema, initialValues: emptyDraft });
  const [failure, setFailure] = useState<string | null>(null);
  const { pressed, press } = useOnePress(opened);
  const adding = useAddExpense();

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };
  const submit = form.submitted((expense) => {
    setFailure(null);
    press((idempotencyKey) =>
      adding.mutateAsync({ body: expenseBody(expense), idempotencyKey }).then(
        () => {
          notifications.show({ color: 'green', message: t('expenses.saved') });
          close();
        },
        (error: unknown) =>
          setFailure(error instanceof ApiError ? error.message : t('expenses.saveFailed')),
      ),
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t('expenses.addTitle')} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Select
            label={t('expenses.category')}
            required
            data={expenseCategories.map((category) => ({
              value: category,
              label: t(`expenses.categories.${category}`),
            }))}
            {...form.getInputProps('category')}
            comboboxProps={{ withinPortal: false }}
          />
          {form.values.category === 'others' ? (
            <TextInput
              label={t('expenses.othersText')}
              required
              {...form.getInputProps('othersText')}
            />
          ) : null}
          <AmountField
            kind="kyat"
            label={t('expenses.amount')}
            description={t('expenses.amountHint')}
            required
            {...form.getInputProps('amount')}
          />
          <Select
            label={t('expenses.method')}
            required
            data={paymentMethodOptions(t)}
            {...form.getInputProps('method')}
            comboboxProps={{ withinPortal: false }}
          />
          <TextInput label={t('expenses.note')} {...form.getInputProps('note')} />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              {t('expenses.cancel')}
            </Button>
            <Button type="submit" loading={pressed}>
              {t('expenses.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
