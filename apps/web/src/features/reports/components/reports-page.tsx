import { useState } from 'react';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  businessDate,
  daysInRange,
  registerExportMaxNights,
  reportMonths,
  type IsoDate,
  type ReportDay,
  type ReportRange,
} from '@frontdesk/domain';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { addPageTexts } from '../../../i18n/page-texts.ts';
import { reportsTexts as en } from '../../../i18n/en/reports.ts';
import { reportsTexts as my } from '../../../i18n/my/reports.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { downloadExport } from '../../../lib/download-export.ts';
import { exportFiles, useReport, type ExportFile } from '../api/get-report.ts';
import { DateRangeInputs } from '../../../components/date-range-inputs.tsx';
import { ReportCharts } from './report-charts.tsx';
import { ReportExpenses } from './report-expenses.tsx';
import { ReportSources } from './report-sources.tsx';
import { ReportPrintHeading } from './report-print-heading.tsx';
import { ReportSummary } from './report-summary.tsx';
import { PeriodTable, SplitTables } from './report-tables.tsx';
import classes from './reports.module.css';

// The Reports page's texts come with its chunk, not the entry (page-texts.ts).
addPageTexts({ en, my });

/** Ranges longer than this show (and chart) months rather than days. */
const longestByDay = 92;

const presets = {
  day: (today: IsoDate) => ({ from: today, to: today }),
  week: (today: IsoDate) => ({ from: addDays(today, -6), to: today }),
  month: (today: IsoDate) => ({ from: `${today.slice(0, 7)}-01`, to: today }),
  year: (today: IsoDate) => ({ from: `${today.slice(0, 4)}-01-01`, to: today }),
} as const;

/**
 * /admin/reports: the owner's money and occupancy over any range of the hotel's dates (a day, a
 * week, a month, years), charted and tabled, with CSV downloads and a printable A4 summary.
 */
export const ReportsPage = () => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const today = businessDate(new Date(), useHotelTimeZone());
  const [range, setRange] = useState<ReportRange>(presets.month(today));
  const report = useReport(range);
  const [downloading, setDownloading] = useState<ExportFile | null>(null);
  // The register lists each night apart: a quarter at most in one file.
  const registerTooLong = daysInRange(range.from, range.to) > registerExportMaxNights;

  const download = async (file: ExportFile) => {
    setDownloading(file);
    try {
      await downloadExport(file, { ...range });
    } catch {
      notifications.show({
        color: 'red',
        title: t('dialogs.error'),
        message: t('reports.downloadFailed'),
      });
    } finally {
      setDownloading(null);
    }
  };

  const data = report.data;
  const byMonth = data !== undefined && data.days.length > longestByDay;
  const periods: ReportDay[] = data ? (byMonth ? reportMonths(data.days) : data.days) : [];
  const periodLabel = (d: ReportDay) =>
    byMonth ? format.date(d.date).slice(3) : format.date(d.date);

  return (
    <Container size="xl" py="md" className={classes.sheet}>
      <Stack gap="md">
        <Title order={2} size="h4" className={classes.screenTitle}>
          {t('reports.title')}
        </Title>
        <ReportPrintHeading range={range} />
        <Group gap="sm" wrap="wrap" align="end" className={classes.noPrint}>
          <DateRangeInputs
            range={range}
            onChange={setRange}
            labels={{ from: t('reports.from'), to: t('reports.to') }}
          />
          {(Object.keys(presets) as (keyof typeof presets)[]).map((preset) => (
            <Button
              key={preset}
              size="sm"
              variant="default"
              onClick={() => setRange(presets[preset](today))}
            >
              {t(`reports.${preset}`, { days: format.number(7) })}
            </Button>
          ))}
        </Group>
        <Group gap="sm" wrap="wrap" className={classes.noPrint}>
          <Text size="sm" fw={500}>
            {t('reports.exports')}:
          </Text>
          {exportFiles.map((file) => (
            <Button
              key={file}
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              loading={downloading === file}
              disabled={file === 'register' && registerTooLong}
              title={
                file === 'register' && registerTooLong
                  ? t('reports.registerTooLong', { nights: format.number(registerExportMaxNights) })
                  : undefined
              }
              onClick={() => void download(file)}
            >
              {t(`reports.exportFiles.${file}`)}
            </Button>
          ))}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPrinter size={14} />}
            disabled={!data}
            onClick={() => window.print()}
          >
            {t('reports.print')}
          </Button>
        </Group>
        {report.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{t('reports.loadFailed')}</Text>
              <Button size="xs" variant="default" onClick={() => void report.refetch()}>
                {t('reports.retry')}
              </Button>
            </Group>
          </Alert>
        ) : !data ? (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label={t('reports.loading')} />
          </Group>
        ) : (
          <>
            <ReportSummary report={data} />
            <div className={classes.noPrint}>
              <ReportCharts
                report={data}
                periods={periods}
                periodLabel={periodLabel}
                byMonth={byMonth}
              />
            </div>
            <SplitTables report={data} />
            <ReportExpenses expenses={data.expenses} />
            <ReportSources bySource={data.bySource} />
            <PeriodTable
              report={data}
              periods={periods}
              periodLabel={periodLabel}
              byMonth={byMonth}
            />
          </>
        )}
      </Stack>
    </Container>
  );
};
