import { IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PanelPlaceholder } from '../../../components/panel-placeholder.tsx';

/** The room overview grid of the dashboard. Placeholder: the rooms feature replaces it. */
export const RoomGrid = () => {
  const { t } = useTranslation();
  return (
    <PanelPlaceholder
      icon={<IconLayoutGrid size={20} aria-hidden />}
      label={t('dashboard.rooms')}
      minHeight={240}
    />
  );
};
