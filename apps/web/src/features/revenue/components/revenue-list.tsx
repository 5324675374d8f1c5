import type { ReactNode } from 'react';
import { Box, Center, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBolt,
  IconBed,
  IconCash,
  IconClockPlus,
  IconToolsKitchen2,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  formatDigits,
  paymentMethodLabels,
  type DisplayLocale,
  type PaymentMethod,
  type RevenueEntry,
} from '@frontdesk/domain';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { Money } from '../../../components/money.tsx';
import { ScrollColumn } from '../../../components/scroll-column.tsx';

const typeIcons = {
  'checked-in': IconBed,
  extend: IconClockPlus,
  'extend-long-stay': IconClockPlus,
  food: IconToolsKitchen2,
  'guest-food': IconToolsKitchen2,
  'employee-food': IconUsers,
  electricity: IconBolt,
  deposit: IconBed,
  'deposit-refund': IconBed,
  payment: IconBed,
} as const;
type KnownType = keyof typeof typeIcons;
const isKnownType = (type: string): type is KnownType => Object.hasOwn(typeIcons, type);

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** hh:mm, 24-hour, at the hotel, in the chosen digits. */
const timeAt = (instant: string, timeZone: string, display: DisplayLocale) => {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    timeFormats.set(timeZone, format);
  }
  return format
    .format(new Date(instant))
    .split(':')
    .map((part) => formatDigits(Number(part), 2, display))
    .join(':');
};

export interface RevenueListProps {
  entries: readonly RevenueEntry[];
  loading: boolean;
  timeZone: string;
  /** The empty state: a title and a line (the dashboard) or a line only (the admin page). */
  emptyTitle?: string;
  emptyText: string;
  /** Names the list for screen readers and tests. */
  label: string;
  /** The list's height, kept loading, empty or full, so nothing below it moves. */
  height?: number;
  /** What a line offers beside its amount (Reprint, Void: ADR 034). */
  actions?: ((entry: RevenueEntry) => ReactNode) | undefined;
}

/**
 * A revenue list (SPEC.md section 2): each item with its icon, title, room number when above 0,
 * payment label ('Manual Payment' for cash), time and the signed amount.
 */
export const RevenueList = ({
  entries,
  loading,
  timeZone,
  emptyTitle,
  emptyText,
  label,
  height = 260,
  actions,
}: RevenueListProps) => {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Center h={height}>
        <Loader size="sm" aria-label={t('revenue.loading')} />
      </Center>
    );
  }
  if (entries.length === 0) {
    return (
      <Stack gap={2} align="center" justify="center" py="md" h={height}>
        {emptyTitle ? <Text fw={600}>{emptyTitle}</Text> : null}
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      </Stack>
    );
  }
  return (
    <Box h={height}>
      <ScrollColumn maxHeight={height}>
        <Stack component="ul" aria-label={label} gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <RevenueItem
              key={`${entry.FoodRecord ? 'food' : 'income'}-${entry.ID}`}
              entry={entry}
              timeZone={timeZone}
              actions={actions?.(entry)}
            />
          ))}
        </Stack>
      </ScrollColumn>
    </Box>
  );
};

const RevenueItem = ({
  entry,
  timeZone,
  actions,
}: {
  entry: RevenueEntry;
  timeZone: string;
  actions: ReactNode;
}) => {
  const { t } = useTranslation();
  const { locale } = useDisplayFormat();
  const known = isKnownType(entry.Type);
  const Icon = known ? typeIcons[entry.Type as KnownType] : IconCash;
  const room = Number(entry.RoomNumber);
  const method =
    entry.PaymentMethod === 'cash'
      ? t('revenue.manualPayment')
      : (paymentMethodLabels[entry.PaymentMethod as PaymentMethod] ?? entry.PaymentMethod);
  // A type the desk typed for 'others' is shown as typed (never looked up as a catalogue key).
  const title = entry.Correction
    ? t(`corrections.${entry.Correction}`)
    : known
      ? t(`revenue.types.${entry.Type as KnownType}`)
      : entry.Type;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" py={4}>
      <Group gap="xs" wrap="nowrap" miw={0}>
        <ThemeIcon variant="light" size="md" radius="xl" color={entry.Amount < 0 ? 'red' : 'teal'}>
          <Icon size={16} aria-hidden />
        </ThemeIcon>
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500} truncate>
            {title}
            {room > 0 ? ` · ${t('revenue.room', { room: entry.RoomNumber })}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {method} · {timeAt(entry.CreatedAt, timeZone, locale)}
          </Text>
          {entry.Correction || entry.Voided ? (
            <Group gap={4} wrap="nowrap" miw={0}>
              <Text size="xs" fw={700} c={entry.Voided ? 'dimmed' : 'red.7'}>
                {t(`corrections.${entry.Voided ? 'voided' : (entry.Correction ?? 'void')}`)}
              </Text>
              {entry.Reason ? (
                <Text size="xs" c="dimmed" truncate>
                  {t('corrections.reasonLine', { reason: entry.Reason })}
                </Text>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </Group>
      {actions}
      {/* The amount is read whole: it keeps its width, the title beside it is cut instead. */}
      <Money
        amount={entry.Amount}
        signed
        size="sm"
        style={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      />
    </Group>
  );
};
