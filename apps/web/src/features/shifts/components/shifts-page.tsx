import { useState, type MouseEvent } from 'react';
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
import { Link, useNavigate } from 'react-router';
import { ListStates } from '../../../components/list-states.tsx';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { addPageTexts } from '../../../i18n/page-texts.ts';
import { shiftTexts as en } from '../../../i18n/en/shifts.ts';
import { shiftTexts as my } from '../../../i18n/my/shifts.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { useShiftList } from '../api/shifts.ts';
import { differenceText } from '../utils/difference-text.ts';
import { shiftActivityLink } from '../utils/shift-activity-link.ts';
import { useShiftReprint } from '../utils/use-shift-report-printer.ts';
import { PhoneCards } from '../../../components/phone-cards.tsx';

// The Shifts page's texts come with its chunk, not the entry (page-texts.ts).
addPageTexts({ en, my });

/**
 * /admin/shifts (issue 20): every shift of the hotel, newest first, who worked it, when, the
 * float, the cash expected and counted, and the over or short with its note. Read-only: a closed
 * shift is never changed; its report reprints as it was printed at the close, marked COPY
 * (ADR 079). A row opens its shift's page (ADR 080); on a phone each row is a card. Live: a
 * shift opened or closed on any desk shows at once.
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
  const { reprint, printFailed } = useShiftReprint();
  const navigate = useNavigate();
  // A row opens its shift (issue 44), but not from its own link or button.
  const openFromRow = (id: number) => (event: MouseEvent) => {
    if ((event.target as Element).closest('a, button')) return;
    void navigate(`/admin/shifts/${id}`);
  };
  // Each column's name, also before its value on a phone's card (data-label).
  const label = {
    receptionist: t('shift.receptionist'),
    openedAt: t('shift.openedAt'),
    closedAt: t('shift.closedAt'),
    float: t('shift.float'),
    expectedCash: t('shift.expectedCash'),
    countedCash: t('shift.countedCash'),
    difference: t('shift.difference'),
    note: t('shift.note'),
    activity: t('shifts.activity'),
    reprint: t('corrections.reprint'),
  };
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
            <PhoneCards minWidth={720}>
              <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('shifts.list')}>
                <Table.Thead>
                  <Table.Tr>
                    {Object.values(label).map((column) => (
                      <Table.Th key={column}>{column}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((shift) => (
                    <Table.Tr
                      key={shift.id}
                      onClick={openFromRow(shift.id)}
                      style={{ cursor: 'pointer' }}
                    >
                      <Table.Td data-label={label.receptionist}>
                        <Anchor
                          component={Link}
                          to={`/admin/shifts/${shift.id}`}
                          size="sm"
                          fw={600}
                          aria-label={t('shifts.openShift', {
                            name: shift.userName,
                            time: time(shift.openedAt),
                          })}
                        >
                          {shift.userName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td data-label={label.openedAt} style={{ whiteSpace: 'nowrap' }}>
                        {time(shift.openedAt)}
                      </Table.Td>
                      <Table.Td data-label={label.closedAt} style={{ whiteSpace: 'nowrap' }}>
                        {shift.closedAt ? (
                          time(shift.closedAt)
                        ) : (
                          <Text size="sm" c="blue" fw={600}>
                            {t('shifts.stillOpen')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td data-label={label.float} ta="right">
                        {format.kyat(shift.float)}
                      </Table.Td>
                      <Table.Td data-label={label.expectedCash} ta="right">
                        {format.kyat(shift.expectedCash)}
                      </Table.Td>
                      <Table.Td data-label={label.countedCash} ta="right">
                        {shift.countedCash === null ? '' : format.kyat(shift.countedCash)}
                      </Table.Td>
                      <Table.Td
                        data-label={label.difference}
                        ta="right"
                        c={shift.difference ? (shift.difference < 0 ? 'red' : 'orange') : undefined}
                        fw={600}
                      >
                        {shift.difference === null
                          ? ''
                          : differenceText(shift.difference, t, format)}
                      </Table.Td>
                      <Table.Td data-label={label.note}>{shift.note ?? ''}</Table.Td>
                      <Table.Td data-label={label.activity}>
                        <Anchor
                          component={Link}
                          to={shiftActivityLink(shift, timeZone)}
                          size="sm"
                          aria-label={t('shifts.activityOf', { name: shift.userName })}
                        >
                          {t('shifts.openActivity')}
                        </Anchor>
                      </Table.Td>
                      <Table.Td data-label={label.reprint}>
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
            </PhoneCards>
          </Paper>
        </ListStates>
      </Stack>
    </Container>
  );
};
