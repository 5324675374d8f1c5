import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RevenuePanelPlaceholder, type RevenuePanelProps } from './revenue-panel-placeholder.tsx';

/** The Room Revenue panel of the dashboard. Placeholder: the revenue feature replaces it. */
export const RoomRevenuePanel = (props: RevenuePanelProps) => {
  const { t } = useTranslation();
  return (
    <RevenuePanelPlaceholder
      icon={<IconCash size={20} aria-hidden />}
      label={t('dashboard.roomRevenue')}
      {...props}
    />
  );
};
