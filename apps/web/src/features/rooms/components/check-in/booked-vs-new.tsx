import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StayNightsPrice } from '@frontdesk/domain';
import { useDisplayFormat } from '../../../../i18n/format.ts';
import { checkInChangeTexts as en } from '../../../../i18n/en/check-in-change.ts';
import { checkInChangeTexts as my } from '../../../../i18n/my/check-in-change.ts';
import { addPageTexts } from '../../../../i18n/page-texts.ts';
import type { CheckInForm } from '../../hooks/use-check-in-form.ts';

// With the check-in dialogs' chunk, not the dashboard's first load.
addPageTexts({ en, my });

const Side = ({
  label,
  side,
  priced,
  testId,
}: {
  label: string;
  side: StayNightsPrice;
  priced: boolean;
  testId: string;
}) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" fw={700}>
        {label}
      </Text>
      <Text size="xs">
        {t('checkInChange.dates', {
          from: format.date(side.checkinDate),
          to: format.date(side.checkoutDate),
        })}
      </Text>
      <Text size="xs">{t('checkInChange.nights', { count: side.nights })}</Text>
      <Text size="xs" fw={600}>
        {priced ? format.kyat(side.total) : '-'}
      </Text>
    </Stack>
  );
};

/**
 * A reservation checked in on another day than booked, or leaving on another day: the booked
 * nights and price next to the new ones, before Confirm (issue 19).
 */
export const BookedVsNewNotice = ({ form }: { form: CheckInForm }) => {
  const { t } = useTranslation();
  if (!form.bookingChange) return null;
  const { change, priced } = form.bookingChange;
  const reason =
    change.new.checkinDate < change.booked.checkinDate
      ? 'early'
      : change.new.checkinDate > change.booked.checkinDate
        ? 'late'
        : 'other';
  return (
    <Alert color="yellow" p="xs" title={t('checkInChange.title')} data-testid="booked-vs-new">
      <Stack gap={4}>
        <Text size="xs">{t(`checkInChange.${reason}`)}</Text>
        <SimpleGrid cols={2} spacing="xs">
          <Side
            label={t('checkInChange.booked')}
            side={change.booked}
            priced={priced}
            testId="booked-stay"
          />
          <Side
            label={t('checkInChange.new')}
            side={change.new}
            priced={priced}
            testId="new-stay"
          />
        </SimpleGrid>
      </Stack>
    </Alert>
  );
};
