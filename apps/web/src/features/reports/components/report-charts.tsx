// The charts' styles come with this page's chunk only (the dashboard never loads them).
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/charts/styles.layer.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { ColorSwatch, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentMethods, type Report, type ReportDay } from '@frontdesk/domain';
import { paymentMethodText, useDisplayFormat } from '../../../i18n/format.ts';

const methodColors = { cash: 'teal.6', kpay: 'blue.6', ayapay: 'red.6', wavepay: 'yellow.6' };
/** 'teal.6' -> Mantine's CSS variable for it (the legend's swatches). */
const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/**
 * The payment-method chart's legend: each method's colour, name, amount and share of the whole,
 * so the chart reads without pointing at it (and in grey on paper).
 */
const MethodLegend = ({
  methods,
  label,
}: {
  methods: readonly { name: string; value: number; color: string }[];
  label: string;
}) => {
  const format = useDisplayFormat();
  const whole = methods.reduce((sum, m) => sum + m.value, 0);
  return (
    <Stack component="ul" gap={4} m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {methods.map((m) => (
        <Group component="li" key={m.name} gap="xs" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch color={cssColor(m.color)} size={12} withShadow={false} aria-hidden />
            <Text size="sm">{m.name}</Text>
          </Group>
          <Text size="sm" ta="right">
            {format.kyat(m.value)} ({format.number(Math.round((m.value / whole) * 1000) / 10)} %)
          </Text>
        </Group>
      ))}
    </Stack>
  );
};

/**
 * The charts of the Reports page (@mantine/charts on recharts, in this page's chunk only):
 * revenue and occupancy over time (`periods`: days, or months for a long range) and the split by
 * payment method. Amounts and dates in the chosen language and digits; each chart with a legend
 * and its axes named (ADR 083).
 */
export const ReportCharts = ({
  report,
  periods,
  periodLabel,
  byMonth,
}: {
  report: Report;
  periods: readonly ReportDay[];
  periodLabel: (day: ReportDay) => string;
  /** Whether `periods` are months (the time axis is named for them). */
  byMonth: boolean;
}) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const periodAxis = byMonth ? t('reports.monthColumn') : t('reports.date');
  const revenue = periods.map((d) => ({
    period: periodLabel(d),
    room: d.room + d.deposit,
    food: d.food,
    other: d.other,
  }));
  const occupancy = periods.map((d) => ({
    period: periodLabel(d),
    occupancy: d.inService === 0 ? 0 : Math.round((d.sold / d.inService) * 1000) / 10,
  }));
  const methods = paymentMethods
    .map((m) => ({
      name: paymentMethodText(t, m),
      value: Math.max(0, report.byMethod[m]),
      color: methodColors[m],
    }))
    .filter((m) => m.value > 0);
  const chart = (title: string, body: React.ReactNode) => (
    <Paper withBorder p="md" role="figure" aria-label={title}>
      <Title order={3} size="h6" mb="sm">
        {title}
      </Title>
      {body}
    </Paper>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {chart(
        t('reports.revenueChart'),
        <BarChart
          h={240}
          data={revenue}
          dataKey="period"
          type="stacked"
          valueFormatter={format.number}
          withLegend
          xAxisLabel={periodAxis}
          yAxisLabel={t('reports.axes.amount')}
          series={[
            { name: 'room', label: t('reports.kinds.room'), color: 'indigo.6' },
            { name: 'food', label: t('reports.kinds.food'), color: 'orange.6' },
            { name: 'other', label: t('reports.kinds.other'), color: 'gray.6' },
          ]}
        />,
      )}
      {chart(
        t('reports.occupancyChart'),
        <LineChart
          h={240}
          data={occupancy}
          dataKey="period"
          yAxisProps={{ domain: [0, 100] }}
          withLegend
          xAxisLabel={periodAxis}
          yAxisLabel={t('reports.axes.occupancy')}
          valueFormatter={(v) => `${format.number(v)} %`}
          series={[{ name: 'occupancy', label: t('reports.occupancy'), color: 'teal.6' }]}
        />,
      )}
      {chart(
        t('reports.methodChart'),
        methods.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('reports.notApplicable')}
          </Text>
        ) : (
          <Stack gap="sm">
            <DonutChart
              data={methods}
              withLabelsLine
              withLabels
              valueFormatter={format.kyat}
              mx="auto"
            />
            <MethodLegend methods={methods} label={t('reports.methodLegend')} />
          </Stack>
        ),
      )}
    </SimpleGrid>
  );
};
