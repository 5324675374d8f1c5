import type { ReactNode } from 'react';
import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatClockTime, type IsoDate } from '@frontdesk/domain';
import { useDisplayLocale } from '../../../i18n/display-locale.ts';
import {
  defaultCheckinTime,
  defaultCheckoutTime,
  halfHourTimes,
  type ReservationDraft,
} from '../utils/reservation-draft.ts';
import { isSameDayStay } from '../utils/stay-rules.ts';
import { DateField } from './date-field.tsx';

export interface StayDatesFieldProps {
  draft: ReservationDraft;
  change: (changes: Partial<ReservationDraft>) => void;
  checkinError?: string | undefined;
  checkoutError?: string | undefined;
  /** The first day the calendar offers for check-in (the hotel's today, or an earlier kept start). */
  minCheckin: IsoDate;
  readOnly: boolean;
  /** Shown on the line of 'Clear dates', at its left (e.g. the extra bed checkbox). */
  footer?: ReactNode;
}

/** Half-hour steps, plus a stored time off the grid so that it still shows. */
const timeOptions = (current: string): string[] =>
  halfHourTimes.includes(current) ? [...halfHourTimes] : [...halfHourTimes, current].sort();

/** The times as the desk reads them ('၁၄:၀၀' with Myanmar digits); the value stays hh:mm. */
const useTimeChoices = (current: string) => {
  const display = useDisplayLocale();
  return timeOptions(current).map((time) => ({
    value: time,
    label: formatClockTime(time, display),
  }));
};

interface EndProps {
  label: string;
  timeLabel: string;
  date: IsoDate | null;
  time: string;
  onDate: (date: IsoDate | null) => void;
  onTime: (time: string) => void;
  minDate: IsoDate;
  error: string | undefined;
  description?: string | undefined;
  dateReadOnly: boolean;
  readOnly: boolean;
}

const StayEnd = ({
  label,
  timeLabel,
  date,
  time,
  onDate,
  onTime,
  minDate,
  error,
  description,
  dateReadOnly,
  readOnly,
}: EndProps) => {
  const times = useTimeChoices(time);
  return (
    <DateField
      label={label}
      value={date}
      onChange={onDate}
      minDate={minDate}
      initialMonth={date ?? minDate}
      error={error}
      description={description}
      readOnly={readOnly || dateReadOnly}
      // Both dates are required (SPEC.md section 5), like the other required fields.
      withAsterisk={!readOnly}
      aside={
        <Select
          aria-label={timeLabel}
          data={times}
          value={time}
          onChange={(next) => next && onTime(next)}
          allowDeselect={false}
          readOnly={readOnly}
          maxDropdownHeight={220}
          w={92}
        />
      }
    />
  );
};

/**
 * The stay's date range with times: check-in and check-out, each a dd/MM/yyyy date and a time in
 * 30-minute steps; 'Clear dates' empties both. A daycation or session leaves on its check-in
 * date, so its check-out date follows the check-in (the form's rules set it).
 */
export const StayDatesField = ({
  draft,
  change,
  checkinError,
  checkoutError,
  minCheckin,
  readOnly,
  footer,
}: StayDatesFieldProps) => {
  const { t } = useTranslation();
  const sameDay = isSameDayStay(draft.roomType);
  const hasDates = draft.checkinDate !== null || draft.checkoutDate !== null;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <StayEnd
          label={t('reservations.modal.checkin')}
          timeLabel={t('reservations.modal.checkinTime')}
          date={draft.checkinDate}
          time={draft.checkinTime}
          onDate={(checkinDate) => change({ checkinDate })}
          onTime={(checkinTime) => change({ checkinTime })}
          minDate={minCheckin}
          error={checkinError}
          dateReadOnly={false}
          readOnly={readOnly}
        />
        <StayEnd
          label={t('reservations.modal.checkout')}
          timeLabel={t('reservations.modal.checkoutTime')}
          date={draft.checkoutDate}
          time={draft.checkoutTime}
          onDate={(checkoutDate) => change({ checkoutDate })}
          onTime={(checkoutTime) => change({ checkoutTime })}
          minDate={draft.checkinDate ?? minCheckin}
          error={checkoutError}
          description={sameDay && !readOnly ? t('reservations.modal.sameDay') : undefined}
          dateReadOnly={sameDay}
          readOnly={readOnly}
        />
      </SimpleGrid>
      <Group justify="space-between" wrap="nowrap" mih={22}>
        {footer}
        {readOnly || !hasDates ? null : (
          <Button
            variant="subtle"
            color="gray"
            size="compact-xs"
            leftSection={<IconX size={12} />}
            onClick={() =>
              change({
                checkinDate: null,
                checkoutDate: null,
                checkinTime: defaultCheckinTime,
                checkoutTime: defaultCheckoutTime,
              })
            }
          >
            {t('reservations.modal.clearDates')}
          </Button>
        )}
      </Group>
    </Stack>
  );
};
