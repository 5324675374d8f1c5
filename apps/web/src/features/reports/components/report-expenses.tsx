import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { expenseCategories, type Report } from '@frontdesk/domain';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { addPageTexts } from '../../../i18n/page-texts.ts';
import { expenseTexts as en } from '../../../i18n/en/expenses.ts';
import { expenseTexts as my } from '../../../i18n/my/expenses.ts';

// The expenses' texts (categories) come with the Reports page's chunk too.
addPageTexts({ en, my });

/**
 * The range's expenses (ADR 082): by category, every category and their total, and by day, each
 * day with an expense, its total and its categories.
 */
export const ReportExpenses = ({ expenses }: { expenses: Report['expenses'] }) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const byCategory = t('expenses.report.byCategory');
  const byDay = t('expenses.report.byDay');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Paper withBorder p="md">
        <Title order={3} size="h6" mb="sm">
          {byCategory}
        </Title>
        <Table fz="sm" aria-label={byCategory}>
          <Table.Tbody>
            {expenseCategories.map((category) => (
              <Table.Tr key={category}>
                <Table.Td>{t(`expenses.categories.${category}`)}</Table.Td>
                <Table.Td ta="right">{format.kyat(expenses.byCategory[category])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td>{t('expenses.total')}</Table.Td>
              <Table.Td ta="right">{format.kyat(expenses.total)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h6" mb="sm">
          {byDay}
        </Title>
        {expenses.byDay.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('expenses.report.none')}
          </Text>
        ) : (
          <Table fz="sm" aria-label={byDay}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('expenses.report.date')}</Table.Th>
                <Table.Th>{t('expenses.category')}</Table.Th>
                <Table.Th ta="right">{t('expenses.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {expenses.byDay.map((day) => (
                <Table.Tr key={day.date}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(day.date)}</Table.Td>
                  <Table.Td>
                    {expenseCategories
                      .filter((c) => day.byCategory[c] !== undefined)
                      .map(
                        (c) =>
                          `${t(`expenses.categories.${c}`)} ${format.kyat(day.byCategory[c]!)}`,
                      )
                      .join(' · ')}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {format.kyat(day.total)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </SimpleGrid>
  );
};
