import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PanelPlaceholder } from '../../../components/panel-placeholder.tsx';

/** The Reservation panel of the dashboard. Placeholder: the reservations feature replaces it. */
export const ReservationPanel = () => {
  const { t } = useTranslation();
  return (
    <PanelPlaceholder
      icon={<IconCalendarEvent size={20} aria-hidden />}
      label={t('dashboard.reservations')}
    />
  );
};
