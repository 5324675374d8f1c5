import { useState } from 'react';
import { Alert, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCash, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  foodRevenueEntries,
  revenueSummary,
  roomRevenueEntries,
  type IsoDate,
  type RevenueEntry,
  type RevenuePaymentType,
} from '@frontdesk/domain';
import { Money } from '../../components/money.tsx';
import { useDisplayFormat } from '../../i18n/format.ts';
import { useHotelTimeZone } from '../../lib/session.ts';
import { useHotelToday } from '../../lib/use-hotel-today.ts';
import { RevenueList } from '../../features/revenue/components/revenue-list.tsx';
import { RevenueEntryActions } from '../../features/revenue/components/revenue-entry-actions.tsx';
import { PaymentTypeToggle } from '../../features/stats/components/payment-type-toggle.tsx';
import { useAdminRevenue } from './get-admin-revenue.ts';

/**
 * /admin: the owner's Revenue Overview for a date and the Cash/Online filter: room counts, the
 * overall summary and both revenue lists (SPEC.md section 2), live on payment_updated.
 */
// The owner may void a payment and reprint any receipt (ADR 034).
const ownerActions = (entry: RevenueEntry) => <RevenueEntryActions entry={entry} canVoid />;

export const AdminPage = () => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const timeZone = useHotelTimeZone();
  const today = useHotelToday(timeZone);
  const [picked, setPicked] = useState<IsoDate | null>(null);
  const date = picked ?? today;
  const [paymentType, setPaymentType] = useState<RevenuePaymentType>('cash');
  const revenue = useAdminRevenue(date);

  const room = roomRevenueEntries(revenue.data?.incomes ?? [], paymentType);
  const food = foodRevenueEntries(
    revenue.data?.foodRecords ?? [],
    revenue.data?.incomes ?? [],
    paymentType,
  );
  const summary = revenueSummary(room, food);
  const stats = revenue.data?.stats;
  const tiles = [
    ['admin.totalRooms', stats?.['total-rooms']],
    ['admin.fullNight', stats?.['full-night']],
    ['admin.daycation', stats?.daycation],
    ['admin.session', stats?.session],
  ] as const;

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <DateInput
            aria-label={t('admin.date')}
            value={date}
            size="sm"
            w={150}
            onChange={(value) => value && setPicked(value.slice(0, 10))}
          />
          <PaymentTypeToggle value={paymentType} onChange={setPaymentType} />
        </Group>
        {revenue.isError ? (
          <Alert color="red" role="alert">
            {t('admin.loadFailed')}
          </Alert>
        ) : null}
        <Paper withBorder radius="md" p="md">
          <Title order={3} size="h5" mb="sm">
            {t('admin.roomStatus')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {tiles.map(([label, value]) => (
              <Paper
                component="section"
                key={label}
                withBorder
                radius="md"
                p="sm"
                aria-label={t(label)}
              >
                <Text size="sm" c="dimmed">
                  {t(label)}
                </Text>
                <Text fw={700} size="xl">
                  {value === undefined ? '-' : format.number(value)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Paper>
        <Paper component="section" withBorder radius="md" p="md" aria-label={t('admin.summary')}>
          <Title order={3} size="h5" mb="sm">
            {t('admin.summary')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {(
              [
                ['admin.roomRevenue', summary.roomRevenue],
                ['admin.foodRevenue', summary.foodRevenue],
                ['admin.total', summary.total],
              ] as const
            ).map(([label, amount]) => (
              <Stack key={label} gap={0}>
                <Text size="sm" c="dimmed">
                  {t(label)}
                </Text>
                <Text fw={700} size="lg" aria-label={t(label)}>
                  {revenue.data ? <Money amount={amount} /> : '-'}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Paper withBorder radius="md" p="md">
            <Group gap={6} mb="sm">
              <IconCash size={20} aria-hidden />
              <Title order={3} size="h5">
                {t('admin.roomRevenue')}
              </Title>
            </Group>
            <RevenueList
              label={t('admin.roomRevenue')}
              entries={room}
              loading={revenue.isPending}
              timeZone={timeZone}
              emptyText={t('admin.noRoomRevenue')}
              height={420}
              actions={ownerActions}
            />
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Group gap={6} mb="sm">
              <IconToolsKitchen2 size={20} aria-hidden />
              <Title order={3} size="h5">
                {t('admin.foodRevenue')}
              </Title>
            </Group>
            <RevenueList
              label={t('admin.foodRevenue')}
              entries={food}
              loading={revenue.isPending}
              timeZone={timeZone}
              emptyText={t('admin.noFoodRevenue')}
              height={420}
              actions={ownerActions}
            />
          </Paper>
        </SimpleGrid>
      </Stack>
    </Container>
  );
};
