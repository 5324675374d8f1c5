import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportKinds, type Report } from '@frontdesk/domain';
import { useDisplayFormat } from '../../../i18n/format.ts';

const kinds = [...reportKinds, 'net'] as const;

/** The rooms-sold figures, in the order shown. */
const saleFigures = [
  'roomNightsSold',
  'roomNightsInService',
  'occupancy',
  'roomRevenue',
  'adr',
  'revpar',
  'roomTax',
  'roomService',
  'dayUseCount',
  'dayUseRevenue',
] as const satisfies readonly (keyof Report)[];

/** One figure: its name, its value, and what it is on one line under it (ADR 081). */
const Figure = ({ label, value, note }: { label: string; value: string; note: string }) => (
  <Paper withBorder p="sm" role="group" aria-label={label}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={700} size="lg">
      {value}
    </Text>
    <Text size="xs" c="dimmed">
      {note}
    </Text>
  </Paper>
);

/**
 * The range's figures at a glance: the money taken by kind, then the rooms sold as hotels count
 * them (room-nights, occupancy, room revenue without tax and service, ADR, RevPAR, the tax and
 * service beside it, day use apart); each with its definition under it.
 */
export const ReportSummary = ({ report }: { report: Report }) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const orDash = (value: number | null, show: (v: number) => string) =>
    value === null ? t('reports.notApplicable') : show(value);
  const percent = (o: number) => `${format.number(Math.round(o * 1000) / 10)} %`;
  const sales: Record<(typeof saleFigures)[number], string> = {
    roomNightsSold: format.number(report.roomNightsSold),
    roomNightsInService: format.number(report.roomNightsInService),
    occupancy: orDash(report.occupancy, percent),
    roomRevenue: format.kyat(report.roomRevenue),
    adr: orDash(report.adr, format.kyat),
    revpar: orDash(report.revpar, format.kyat),
    roomTax: format.kyat(report.roomTax),
    roomService: format.kyat(report.roomService),
    dayUseCount: format.number(report.dayUseCount),
    dayUseRevenue: format.kyat(report.dayUseRevenue),
  };
  return (
    <Stack gap="sm">
      <Title order={3} size="h6">
        {t('reports.moneyTitle')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {kinds.map((kind) => (
          <Figure
            key={kind}
            label={t(`reports.kinds.${kind}`)}
            value={format.kyat(report.totals[kind])}
            note={t(`reports.kindNotes.${kind}`)}
          />
        ))}
      </SimpleGrid>
      <Title order={3} size="h6">
        {t('reports.salesTitle')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        {saleFigures.map((figure) => (
          <Figure
            key={figure}
            label={t(`reports.sales.${figure}`)}
            value={sales[figure]}
            note={t(`reports.salesNotes.${figure}`)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
};
