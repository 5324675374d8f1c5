import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentMethods, reportKinds, type Report, type ReportDay } from '@frontdesk/domain';
import { paymentMethodText, useDisplayFormat } from '../../../i18n/format.ts';
import '../../../i18n/desk-dialog-texts.ts';
import { PhoneCards } from '../../../components/phone-cards.tsx';

const columns = [...reportKinds, 'net'] as const;

/** Money by kind for each day (or month) of the range, then the range's total. */
export const PeriodTable = ({
  report,
  periods,
  periodLabel,
  byMonth,
}: {
  report: Report;
  periods: readonly ReportDay[];
  periodLabel: (day: ReportDay) => string;
  byMonth: boolean;
}) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const title = byMonth ? t('reports.byMonth') : t('reports.byDay');
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h6" mb="sm">
        {title}
      </Title>
      {/* On a phone each day a card; on paper every column on the page's width. */}
      <PhoneCards minWidth={720}>
        <Table striped fz="sm" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{byMonth ? t('reports.monthColumn') : t('reports.date')}</Table.Th>
              {columns.map((kind) => (
                <Table.Th key={kind} ta="right">
                  {t(`reports.kinds.${kind}`)}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('reports.occupancy')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {periods.map((d) => (
              <Table.Tr key={d.date}>
                <Table.Td>{periodLabel(d)}</Table.Td>
                {columns.map((kind) => (
                  <Table.Td key={kind} ta="right">
                    {format.number(d[kind])}
                  </Table.Td>
                ))}
                <Table.Td ta="right">
                  {d.inService === 0
                    ? t('reports.notApplicable')
                    : `${format.number(Math.round((d.sold / d.inService) * 1000) / 10)} %`}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td>{t('reports.total')}</Table.Td>
              {columns.map((kind) => (
                <Table.Td key={kind} ta="right">
                  {format.number(report.totals[kind])}
                </Table.Td>
              ))}
              <Table.Td ta="right">
                {report.occupancy === null
                  ? t('reports.notApplicable')
                  : `${format.number(Math.round(report.occupancy * 1000) / 10)} %`}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </PhoneCards>
    </Paper>
  );
};

/** The range's money by payment method and the room money by stay type. */
export const SplitTables = ({ report }: { report: Report }) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const stayTypes = Object.entries(report.byStayType);
  const rows = (lines: [string, number][], label: string) => (
    <Table fz="sm" aria-label={label}>
      <Table.Tbody>
        {lines.map(([name, amount]) => (
          <Table.Tr key={name}>
            <Table.Td>{name}</Table.Td>
            <Table.Td ta="right">{format.kyat(amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  const stayTypeName = (type: string) =>
    type === 'full-night' || type === 'daycation' || type === 'session' || type === 'long-stay'
      ? t(`checkIn.stayTypes.${type}`)
      : type;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Paper withBorder p="md">
        <Title order={3} size="h6" mb="sm">
          {t('reports.byMethod')}
        </Title>
        {rows(
          [
            ...paymentMethods.map((m): [string, number] => [
              paymentMethodText(t, m),
              report.byMethod[m],
            ]),
            [t('reports.total'), report.byMethod.total],
          ],
          t('reports.byMethod'),
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h6" mb="sm">
          {t('reports.byStayType')}
        </Title>
        {stayTypes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('reports.noStays')}
          </Text>
        ) : (
          rows(
            stayTypes.map(([type, amount]) => [stayTypeName(type), amount]),
            t('reports.byStayType'),
          )
        )}
      </Paper>
    </SimpleGrid>
  );
};
