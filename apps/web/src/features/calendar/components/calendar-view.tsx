import { useState } from 'react';
import { ActionIcon, Alert, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import {
  IconCalendarEvent,
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addDays, type IsoDate } from '@frontdesk/domain';
import { addPageTexts } from '../../../i18n/page-texts.ts';
import { calendarTexts as en } from '../../../i18n/en/calendar.ts';
import { calendarTexts as my } from '../../../i18n/my/calendar.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { useHotelToday } from '../../../lib/use-hotel-today.ts';
import { useCalendar } from '../api/get-calendar.ts';
import { addMonths } from '../utils/calendar-layout.ts';
import { CalendarGrid, type CalendarGridProps } from './calendar-grid.tsx';

// The calendar's texts come with its chunk, not the entry (page-texts.ts).
addPageTexts({ en, my });

/** Two weeks by default (issue 19). */
const shownDays = 14;

export type CalendarViewProps = Omit<CalendarGridProps, 'calendar'>;

/**
 * The booking calendar with its moves (ADR 041): a month or a week back or on, today, a date to
 * jump to; the grid of the two weeks from the chosen date, live on every desk.
 */
export const CalendarView = (props: CalendarViewProps) => {
  const { t } = useTranslation();
  const timeZone = useHotelTimeZone();
  const today = useHotelToday(timeZone);
  // null follows today (turning at the hotel's midnight) until the desk moves.
  const [picked, setPicked] = useState<IsoDate | null>(null);
  const from = picked ?? today;
  const calendar = useCalendar({ from, days: shownDays });
  const move = (to: IsoDate) => setPicked(to === today ? null : to);
  const step = (label: string, icon: typeof IconChevronLeft, to: IsoDate) => {
    const StepIcon = icon;
    return (
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        title={label}
        onClick={() => move(to)}
      >
        <StepIcon size={18} aria-hidden />
      </ActionIcon>
    );
  };

  return (
    <Stack gap="xs" p="sm" miw={0}>
      {/* On a phone the steps and the date go under the title, not over it. */}
      <Group justify="space-between" gap="xs">
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconCalendarEvent size={22} aria-hidden />
          <Title order={2} size="h4">
            {t('calendar.title')}
          </Title>
        </Group>
        <Group gap={6}>
          {step(t('calendar.previousMonth'), IconChevronsLeft, addMonths(from, -1))}
          {step(t('calendar.previousWeek'), IconChevronLeft, addDays(from, -7))}
          <Button variant="default" onClick={() => move(today)}>
            {t('calendar.today')}
          </Button>
          {step(t('calendar.nextWeek'), IconChevronRight, addDays(from, 7))}
          {step(t('calendar.nextMonth'), IconChevronsRight, addMonths(from, 1))}
          <DateInput
            aria-label={t('calendar.jumpTo')}
            placeholder={t('calendar.jumpTo')}
            value={from}
            w={140}
            onChange={(value) => value && move(value.slice(0, 10))}
          />
        </Group>
      </Group>
      {calendar.data ? (
        calendar.data.rooms.length === 0 ? (
          <Alert variant="light">{t('calendar.empty')}</Alert>
        ) : (
          <CalendarGrid calendar={calendar.data} {...props} />
        )
      ) : calendar.isError ? (
        <Alert color="red" role="alert" variant="light">
          <Group justify="space-between">
            {t('calendar.loadFailed')}
            <Button size="xs" variant="light" color="red" onClick={() => void calendar.refetch()}>
              {t('calendar.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Center mih={240}>
          <Loader aria-label={t('calendar.loading')} />
        </Center>
      )}
    </Stack>
  );
};
