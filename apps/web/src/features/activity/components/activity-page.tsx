import { useSearchParams } from 'react-router';
import { Button, Container, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../../components/list-states.tsx';
import {
  activityKinds,
  activitySentence,
  isActivityKind,
  type ActivityEntry,
  type ActivityKind,
} from '@frontdesk/domain';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { addPageTexts } from '../../../i18n/page-texts.ts';
import { activityTexts as en } from '../../../i18n/en/activity.ts';
import { activityTexts as my } from '../../../i18n/my/activity.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { activityFiltersOf, activityQuery } from '../../../lib/activity-link.ts';
import { useActivity, useActivityUsers, type ActivityFilters } from '../api/get-activity.ts';

const sentenceOf = (entry: ActivityEntry, locale: ReturnType<typeof useDisplayFormat>['locale']) =>
  activitySentence(
    { kind: entry.Kind, userName: entry.UserName, params: entry.Params } as Parameters<
      typeof activitySentence
    >[0],
    locale,
  );

// The Activity page's texts come with its chunk, not the entry (page-texts.ts).
addPageTexts({ en, my });

/**
 * /admin/activity: who did what, newest first, in the hotel's words, filtered by the hotel's
 * dates, a user and a kind (kept in the address), 50 at a time (Load more). Read-only.
 */
export const ActivityPage = () => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const timeZone = useHotelTimeZone();
  // The filters live in the address: Staff and Shifts link to a person's day (issue 44).
  const [query, setQuery] = useSearchParams();
  const filters = activityFiltersOf(query);
  const activity = useActivity(filters);
  const users = useActivityUsers();
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  const change = (patch: Partial<ActivityFilters>) =>
    setQuery(activityQuery({ ...filters, ...patch }), { replace: true });

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('activity.title')}
        </Title>
        <Group gap="sm" wrap="wrap" align="end">
          {(['from', 'to'] as const).map((end) => (
            <DateInput
              key={end}
              label={t(`activity.${end}`)}
              value={filters[end]}
              clearable
              size="sm"
              w={150}
              // The range stays a range: the start is never after the end.
              minDate={end === 'to' ? (filters.from ?? undefined) : undefined}
              maxDate={end === 'from' ? (filters.to ?? undefined) : undefined}
              onChange={(value) => change({ [end]: value ? value.slice(0, 10) : null })}
            />
          ))}
          <Select
            label={t('activity.user')}
            size="sm"
            w={200}
            placeholder={t('activity.everyone')}
            clearable
            value={filters.userId === null ? null : String(filters.userId)}
            data={(users.data ?? []).map((u) => ({ value: String(u.ID), label: u.Name }))}
            onChange={(value) => change({ userId: value === null ? null : Number(value) })}
          />
          <Select
            label={t('activity.kind')}
            size="sm"
            w={230}
            placeholder={t('activity.everything')}
            clearable
            value={filters.kind}
            data={activityKinds.map((kind) => ({
              value: kind,
              label: t(`activity.kinds.${kind}`),
            }))}
            onChange={(value) =>
              change({ kind: isActivityKind(value) ? (value as ActivityKind) : null })
            }
          />
        </Group>
        <ListStates
          failed={activity.isError}
          pending={activity.isPending}
          empty={entries.length === 0}
          onRetry={() => void activity.refetch()}
          texts={{
            loadFailed: t('activity.loadFailed'),
            retry: t('activity.retry'),
            loading: t('activity.list'),
            empty: t('activity.empty'),
          }}
        >
          <Paper withBorder radius="md">
            <Table striped verticalSpacing="xs" aria-label={t('activity.list')}>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.ID}>
                    <Table.Td w={170} style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm" c="dimmed">
                        {format.dateTime(new Date(entry.At), timeZone)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{sentenceOf(entry, format.locale)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </ListStates>
        {activity.hasNextPage ? (
          <Group justify="center">
            <Button
              variant="default"
              loading={activity.isFetchingNextPage}
              onClick={() => void activity.fetchNextPage()}
            >
              {t('activity.loadMore')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
};
