import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RevenuePanelPlaceholder, type RevenuePanelProps } from './revenue-panel-placeholder.tsx';

/** The Food Revenue panel of the dashboard. Placeholder: the revenue feature replaces it. */
export const FoodRevenuePanel = (props: RevenuePanelProps) => {
  const { t } = useTranslation();
  return (
    <RevenuePanelPlaceholder
      icon={<IconToolsKitchen2 size={20} aria-hidden />}
      label={t('dashboard.foodRevenue')}
      {...props}
    />
  );
};
