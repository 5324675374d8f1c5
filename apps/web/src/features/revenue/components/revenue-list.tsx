import type { ReactNode } from 'react';
import { Box, Center, Loader } from '@mantine/core';
import {
  IconBolt,
  IconBed,
  IconCash,
  IconClockPlus,
  IconToolsKitchen2,
  IconUsers,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  formatDigits,
  paymentMethodLabels,
  type DisplayLocale,
  type PaymentMethod,
  type RevenueEntry,
  zonedParts,
} from '@frontdesk/domain';
import { useDisplayFormat, type DisplayFormat } from '../../../i18n/format.ts';
import { signedAmountColor } from '../../../components/money.tsx';
import {
  groupProps,
  lightThemeIconProps,
  plainIcon,
  rem,
  stackProps,
  textProps,
} from '../../../components/plain/boxes.ts';
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

/** hh:mm, 24-hour, at the hotel, in the chosen digits. */
const timeAt = (instant: string, timeZone: string, display: DisplayLocale) => {
  const { hour, minute } = zonedParts(new Date(instant), timeZone);
  return `${formatDigits(hour, 2, display)}:${formatDigits(minute, 2, display)}`;
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
  const format = useDisplayFormat();
  if (loading) {
    return (
      <Center h={height}>
        <Loader size="sm" aria-label={t('revenue.loading')} />
      </Center>
    );
  }
  if (entries.length === 0) {
    return (
      <div
        {...stackProps({
          gap: 2,
          align: 'center',
          justify: 'center',
          style: { paddingBlock: 'var(--mantine-spacing-md)', height: rem(height) },
        })}
      >
        {emptyTitle ? <p {...textProps({ fw: 600 })}>{emptyTitle}</p> : null}
        <p {...textProps({ c: 'dimmed', size: 'sm' })}>{emptyText}</p>
      </div>
    );
  }
  return (
    <Box h={height}>
      <ScrollColumn maxHeight={height}>
        <ul aria-label={label} {...lineList}>
          {entries.map((entry) => (
            <RevenueItem
              key={`${entry.FoodRecord ? 'food' : 'income'}-${entry.ID}`}
              entry={entry}
              timeZone={timeZone}
              actions={actions?.(entry)}
              t={t}
              format={format}
            />
          ))}
        </ul>
      </ScrollColumn>
    </Box>
  );
};

/**
 * The list's and a line's Mantine Stack, Group, ThemeIcon and Text as plain elements with
 * Mantine's classes: a dashboard shows two lists of them on its first render (ADR 056).
 */
const lineList = stackProps({
  gap: 4,
  style: { padding: rem(0), margin: rem(0), listStyle: 'none' },
});
const line = groupProps({
  gap: 'xs',
  justify: 'space-between',
  wrap: 'nowrap',
  style: { paddingBlock: rem(4) },
});
const lineStart = groupProps({ gap: 'xs', wrap: 'nowrap', style: { minWidth: rem(0) } });
const lineTexts = stackProps({ gap: 0, style: { minWidth: rem(0) } });
const correctionLine = groupProps({ gap: 4, wrap: 'nowrap', style: { minWidth: rem(0) } });
// The title wraps when the line is narrow, never cut: the guest's name and the room number are
// read whole ('Room 3…' named 303 and 304 alike at 1024x768; 'Check-in · Roo…' on a phone).
const titleLine = textProps({
  size: 'sm',
  fw: 500,
  style: { display: 'flex', flexWrap: 'wrap', minWidth: rem(0) },
});
const titleText = { style: { minWidth: rem(0), overflowWrap: 'anywhere' } } as const;
const roomText = {
  'data-testid': 'revenue-room',
  style: { flexShrink: 0, whiteSpace: 'pre' },
} as const;
const methodText = textProps({ size: 'xs', c: 'dimmed' });
const reasonText = textProps({ size: 'xs', c: 'dimmed', truncate: true });
const voidedText = textProps({ size: 'xs', fw: 700, c: 'dimmed' });
const correctedText = textProps({ size: 'xs', fw: 700, c: 'red.7' });
// The amount is read whole: it keeps its width, the title beside it is cut instead.
const amountText = (amount: number) =>
  textProps({
    size: 'sm',
    inherit: true,
    fw: 600,
    c: signedAmountColor(amount),
    style: { flexShrink: 0, whiteSpace: 'nowrap' },
  });

const RevenueItem = ({
  entry,
  timeZone,
  actions,
  t,
  format,
}: {
  entry: RevenueEntry;
  timeZone: string;
  actions: ReactNode;
  /** The list's texts and formats: one hook each per list, not per line. */
  t: TFunction;
  format: DisplayFormat;
}) => {
  const known = isKnownType(entry.Type);
  const icon = known ? typeIcons[entry.Type as KnownType] : IconCash;
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
    <li {...line}>
      <div {...lineStart}>
        <div {...lightThemeIconProps(entry.Amount < 0 ? 'red' : 'teal', 'md', 'xl')}>
          {plainIcon(icon, { size: 16, 'aria-hidden': true })}
        </div>
        <div {...lineTexts}>
          <p {...titleLine}>
            <span {...titleText}>{entry.GuestName ? `${title} · ${entry.GuestName}` : title}</span>
            {room > 0 ? (
              <span {...roomText}>{` · ${t('revenue.room', { room: entry.RoomNumber })}`}</span>
            ) : null}
          </p>
          <p {...methodText}>{`${method} · ${timeAt(entry.CreatedAt, timeZone, format.locale)}`}</p>
          {entry.Correction || entry.Voided ? (
            <div {...correctionLine}>
              <p {...(entry.Voided ? voidedText : correctedText)}>
                {t(`corrections.${entry.Voided ? 'voided' : (entry.Correction ?? 'void')}`)}
              </p>
              {entry.Reason ? (
                <p {...reasonText}>{t('corrections.reasonLine', { reason: entry.Reason })}</p>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      {actions}
      <span {...amountText(entry.Amount)}>{format.signedKyat(entry.Amount)}</span>
    </li>
  );
};
