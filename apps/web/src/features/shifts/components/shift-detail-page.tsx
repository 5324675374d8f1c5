import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListStates } from '../../../components/list-states.tsx';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { addPageTexts } from '../../../i18n/page-texts.ts';
import { shiftTexts as en } from '../../../i18n/en/shifts.ts';
import { shiftTexts as my } from '../../../i18n/my/shifts.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { useShiftDetail } from '../api/shifts.ts';
import { shiftActivityLink } from '../utils/shift-activity-link.ts';
import { useShiftReprint } from '../utils/use-shift-report-printer.ts';
import { ShiftFigures } from './shift-figures.tsx';
import { MethodTotalsTable, ShiftEntriesTable } from './shift-money-tables.tsx';

// The page's texts come with its chunk, not the entry (page-texts.ts).
addPageTexts({ en, my });

/**
 * /admin/shifts/:id (issue 44, ADR 080): one shift as the owner reads it. Who and when, the
 * float, cash taken and paid out, expected, counted, over or short and the note; each method's
 * money with the wallets' transaction IDs; every payment, food receipt, expense, refund and void
 * of the shift (a payment voided since marked and out of the totals). Reprint shift report
 * prints the report kept at the close, marked COPY (ADR 079); a link opens that person's
 * activity over the shift's days. Read-only, and live: a close on any desk shows at once.
 */
export const ShiftDetailPage = () => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const timeZone = useHotelTimeZone();
  const { id = '' } = useParams();
  const shiftId = /^[0-9]{1,9}$/.test(id) ? Number(id) : 0;
  const detail = useShiftDetail(shiftId);
  const { reprint, printFailed } = useShiftReprint();
  const shift = detail.data;
  const time = (instant: string) => format.dateTime(new Date(instant), timeZone);
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/admin/shifts" size="sm">
          {t('shifts.back')}
        </Anchor>
        <ListStates
          failed={detail.isError}
          pending={detail.isPending}
          empty={false}
          onRetry={() => void detail.refetch()}
          texts={{
            loadFailed: t('shifts.loadFailed'),
            retry: t('shift.retry'),
            loading: t('shifts.loading'),
            empty: '',
          }}
        >
          {shift ? (
            <Stack gap="md">
              <Group justify="space-between" align="end" wrap="wrap">
                <Stack gap={2}>
                  <Title order={2} size="h4">
                    {t('shifts.detailTitle', { name: shift.userName })}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {time(shift.openedAt)} –{' '}
                    {shift.closedAt ? time(shift.closedAt) : t('shifts.stillOpen')}
                  </Text>
                </Stack>
                <Group gap="sm">
                  <Anchor component={Link} to={shiftActivityLink(shift, timeZone)} size="sm">
                    {t('shifts.activityOf', { name: shift.userName })}
                  </Anchor>
                  {shift.closedAt ? (
                    <Button size="sm" variant="default" onClick={() => reprint(shift.id)}>
                      {t('shift.reprint')}
                    </Button>
                  ) : null}
                </Group>
              </Group>
              {printFailed ? (
                <Alert color="red" role="alert">
                  {t('shift.printFailed')}
                </Alert>
              ) : null}
              <Paper withBorder radius="md" p="sm" maw={520}>
                <ShiftFigures shift={shift} label={t('shifts.figures')} withMethods={false} />
              </Paper>
              <MethodTotalsTable shift={shift} />
              <ShiftEntriesTable shift={shift} />
            </Stack>
          ) : null}
        </ListStates>
      </Stack>
    </Container>
  );
};
