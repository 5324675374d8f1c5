import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { businessDate } from '@frontdesk/domain';
import { ListStates } from '../../../components/list-states.tsx';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { addPageTexts } from '../../../i18n/page-texts.ts';
import { shiftTexts as en } from '../../../i18n/en/shifts.ts';
import { shiftTexts as my } from '../../../i18n/my/shifts.ts';
import { activityLink } from '../../../lib/activity-link.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import type { ShiftListEntry } from '@frontdesk/domain';
import { getShiftReport, useShiftList } from '../api/shifts.ts';
import { differenceText } from '../utils/difference-text.ts';
import { useShiftReportPrinter } from '../utils/use-shift-report-printer.ts';

// The Shifts page's texts come with its chunk, not the entry (page-texts.ts).
addPageTexts({ en, my });

/**
 * /admin/shifts (issue 20): every shift of the hotel, newest first, who worked it, when, the
 * float, the cash expected and counted, and the over or short with its note. Read-only: a closed
 * shift is never changed; its report reprints as it was printed at the close, marked COPY
 * (ADR 079). Live: a shift opened or closed on any desk shows at once.
 */
export const ShiftsPage = () => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const timeZone = useHotelTimeZone();
  const shifts = useShiftList();
  // One receptionist's shifts, or everyone's.
  const [userId, setUserId] = useState<string | null>(null);
  const users = [...new Map((shifts.data ?? []).map((s) => [s.userId, s.userName]))].map(
    ([id, name]) => ({ value: String(id), label: name }),
  );
  const shown = (shifts.data ?? []).filter(
    (shift) => userId === null || String(shift.userId) === userId,
  );
  const time = (instant: string) => format.dateTime(new Date(instant), timeZone);
  // The person's activity over the shift's days, at the hotel (issue 44).
  const activityOf = (shift: ShiftListEntry) =>
    activityLink({
      userId: shift.userId,
      from: businessDate(new Date(shift.openedAt), timeZone),
      to: businessDate(shift.closedAt ? new Date(shift.closedAt) : new Date(), timeZone),
    });
  const printReport = useShiftReportPrinter();
  const [printFailed, setPrintFailed] = useState(false);
  const reprint = (id: number) => {
    setPrintFailed(false);
    void printReport(() => getShiftReport(id), { copy: true }).then((printed) =>
      setPrintFailed(!printed),
    );
  };
  const columns = [
    t('shift.receptionist'),
    t('shift.openedAt'),
    t('shift.closedAt'),
    t('shift.float'),
    t('shift.expectedCash'),
    t('shift.countedCash'),
    t('shift.difference'),
    t('shift.note'),
    t('shifts.activity'),
    t('corrections.reprint'),
  ];
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="end">
          <Title order={2} size="h4">
            {t('shifts.title')}
          </Title>
          <Select
            label={t('shift.receptionist')}
            size="sm"
            w={220}
            placeholder={t('shifts.everyone')}
            clearable
            data={users}
            value={userId}
            onChange={setUserId}
          />
        </Group>
        {printFailed ? (
          <Alert color="red" role="alert">
            {t('shift.printFailed')}
          </Alert>
        ) : null}
        <ListStates
          failed={shifts.isError}
          pending={shifts.isPending}
          empty={shown.length === 0}
          onRetry={() => void shifts.refetch()}
          texts={{
            loadFailed: t('shift.loadFailed'),
            retry: t('shift.retry'),
            loading: t('shifts.list'),
            empty: t('shifts.empty'),
          }}
        >
          <Paper withBorder radius="md">
            <Table striped verticalSpacing="xs" aria-label={t('shifts.list')}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((shift) => (
                  <Table.Tr key={shift.id}>
                    <Table.Td>{shift.userName}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{time(shift.openedAt)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {shift.closedAt ? (
                        time(shift.closedAt)
                      ) : (
                        <Text size="sm" c="blue" fw={600}>
                          {t('shifts.stillOpen')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{format.kyat(shift.float)}</Table.Td>
                    <Table.Td ta="right">{format.kyat(shift.expectedCash)}</Table.Td>
                    <Table.Td ta="right">
                      {shift.countedCash === null ? '' : format.kyat(shift.countedCash)}
                    </Table.Td>
                    <Table.Td
                      ta="right"
                      c={shift.difference ? (shift.difference < 0 ? 'red' : 'orange') : undefined}
                      fw={600}
                    >
                      {shift.difference === null ? '' : differenceText(shift.difference, t, format)}
                    </Table.Td>
                    <Table.Td>{shift.note ?? ''}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={activityOf(shift)}
                        size="sm"
                        aria-label={t('shifts.activityOf', { name: shift.userName })}
                      >
                        {t('shifts.openActivity')}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {shift.closedAt ? (
                        <Button size="xs" variant="default" onClick={() => reprint(shift.id)}>
                          {t('shift.reprint')}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </ListStates>
      </Stack>
    </Container>
  );
};
