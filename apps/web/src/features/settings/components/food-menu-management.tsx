import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PanelPlaceholder } from '../../../components/panel-placeholder.tsx';

/** Food Menu Management. Placeholder until the settings feature edits the menu. */
export const FoodMenuManagement = () => {
  const { t } = useTranslation();
  return (
    <PanelPlaceholder
      icon={<IconToolsKitchen2 size={20} aria-hidden />}
      label={t('settings.foodMenu')}
      message={t('settings.notAvailable')}
    />
  );
};
