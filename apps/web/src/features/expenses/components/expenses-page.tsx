import { useState } from 'react';
import { Badge, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { businessDate, isPaymentMethod, type Expense, type ReportRange } from '@frontdesk/domain';
import { DateRangeInputs } from '../../../components/date-range-inputs.tsx';
import { ListStates } from '../../../components/list-states.tsx';
import { paymentMethodText, useDisplayFormat } from '../../../i18n/format.ts';
import { addPageTexts } from '../../../i18n/page-texts.ts';
import { expenseTexts as en } from '../../../i18n/en/expenses.ts';
import { expenseTexts as my } from '../../../i18n/my/expenses.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { useExpenses } from '../api/expenses.ts';
import { AddExpenseDialog } from './add-expense-dialog.tsx';

// The Expenses page's texts come with its chunk, not the entry (page-texts.ts).
addPageTexts({ en, my });

/**
 * /admin/expenses (issue 44 item 4, ADR 082): the expenses of a range of the hotel's dates (this
 * month at first), the owner's and the desk's, newest first, and Add expense.
 */
export const ExpensesPage = () => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const timeZone = useHotelTimeZone();
  const today = businessDate(new Date(), timeZone);
  const [range, setRange] = useState<ReportRange>({ from: `${today.slice(0, 7)}-01`, to: today });
  const [adding, setAdding] = useState(false);
  const expenses = useExpenses(range);
  const list = expenses.data ?? [];
  const categoryOf = (e: Expense) =>
    e.category === 'others' && e.othersText
      ? `${t('expenses.categories.others')}: ${e.othersText}`
      : t(`expenses.categories.${e.category}`);
  const columns = [
    t('expenses.time'),
    t('expenses.category'),
    t('expenses.amount'),
    t('expenses.method'),
    t('expenses.note'),
    t('expenses.recordedBy'),
  ];

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="end" wrap="wrap">
          <Title order={2} size="h4">
            {t('expenses.title')}
          </Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('expenses.add')}
          </Button>
        </Group>
        <Group gap="sm" wrap="wrap" align="end">
          <DateRangeInputs
            range={range}
            onChange={setRange}
            labels={{ from: t('expenses.from'), to: t('expenses.to') }}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t('expenses.deskNote')}
        </Text>
        <ListStates
          failed={expenses.isError}
          pending={expenses.isPending}
          empty={list.length === 0}
          onRetry={() => void expenses.refetch()}
          texts={{
            loadFailed: t('expenses.loadFailed'),
            retry: t('expenses.retry'),
            loading: t('expenses.loading'),
            empty: t('expenses.empty'),
          }}
        >
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="xs" aria-label={t('expenses.list')}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th key={column}>{column}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((e) => (
                    <Table.Tr key={e.id} c={e.voided ? 'dimmed' : undefined}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {format.dateTime(new Date(e.createdAt), timeZone)}
                      </Table.Td>
                      <Table.Td>{categoryOf(e)}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {format.kyat(e.amount)}{' '}
                        {e.voided ? (
                          <Badge size="xs" color="gray">
                            {t('expenses.voided')}
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        {isPaymentMethod(e.method) ? paymentMethodText(t, e.method) : e.method}
                      </Table.Td>
                      <Table.Td>{e.note ?? ''}</Table.Td>
                      <Table.Td>{e.recordedBy ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </ListStates>
      </Stack>
      <AddExpenseDialog opened={adding} onClose={() => setAdding(false)} />
    </Container>
  );
};
