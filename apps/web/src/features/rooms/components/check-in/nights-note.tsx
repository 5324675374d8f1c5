import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { zonedInstant } from '@frontdesk/domain';
import { useDisplayFormat } from '../../../../i18n/format.ts';
import type { CheckInForm } from '../../hooks/use-check-in-form.ts';
import '../../../../i18n/desk-dialog-texts.ts';

/**
 * How the nights were counted, when it is not the obvious count (ADR 068): an arrival before the
 * hotel's arrival-day hour also pays the night it arrived in. Nothing is said otherwise.
 */
export const NightsNote = ({ form, timeZone }: { form: CheckInForm; timeZone: string }) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const counted = form.stay?.counted;
  if (!form.stay || !counted?.arrivedBeforeDayHour) return null;
  const hour = `${String(form.nightsRule.arrivalDayHour).padStart(2, '0')}:00`;
  return (
    <Text size="xs" c="dimmed" data-testid="summary-nights-counted">
      {t('checkIn.nightsCountedFrom', {
        time: format.clockTime(form.stay.checkinAt, timeZone),
        hour: format.clockTime(zonedInstant(counted.departureDate, hour, timeZone), timeZone),
        night: format.date(counted.firstNight),
        count: counted.nights,
        checkout: format.date(counted.departureDate),
      })}
    </Text>
  );
};
