import './guest-search-texts.ts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { businessDate, type FoundStay } from '@frontdesk/domain';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';

/** A stay's room and dates (the hotel's), as the search results and the history list them. */
export const useStayDates = () => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const timeZone = useHotelTimeZone();
  const day = (instant: string) => format.date(businessDate(new Date(instant), timeZone));
  return (stay: FoundStay) =>
    t('guestSearch.dates', { from: day(stay.CheckinDate), to: day(stay.CheckoutDate) });
};

/** In house (green) or checked out (grey): a word, not a colour alone. */
export const StayStatusBadge = ({ status }: { status: FoundStay['Status'] }) => {
  const { t } = useTranslation();
  return (
    <Text
      size="xs"
      fw={700}
      c={status === 'active' ? 'green.8' : 'dimmed'}
      style={{ whiteSpace: 'nowrap' }}
    >
      {t(status === 'active' ? 'guestSearch.active' : 'guestSearch.checkedOut')}
    </Text>
  );
};
