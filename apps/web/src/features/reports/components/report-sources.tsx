import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Report } from '@frontdesk/domain';
import { useDisplayFormat } from '../../../i18n/format.ts';

const counts = ['reservations', 'checkedIn', 'noShows', 'cancelled'] as const;

/** The reservations arriving in the range by source, and what became of them (ADR 086). */
export const ReportSources = ({ bySource }: { bySource: Report['bySource'] }) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const title = t('reports.bySource.title');
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h6" mb="sm">
        {title}
      </Title>
      {bySource.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reports.bySource.none')}
        </Text>
      ) : (
        <Table fz="sm" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reports.bySource.source')}</Table.Th>
              {counts.map((count) => (
                <Table.Th key={count} ta="right">
                  {t(`reports.bySource.${count}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bySource.map((row) => (
              <Table.Tr key={row.source}>
                <Table.Td>{t(`reservations.sources.${row.source}`)}</Table.Td>
                {counts.map((count) => (
                  <Table.Td key={count} ta="right">
                    {format.number(row[count])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
};
