import { IconCurrencyDollar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PanelPlaceholder } from '../../../components/panel-placeholder.tsx';

/** Room Price Settings. Placeholder until the settings feature edits prices. */
export const RoomPriceSettings = () => {
  const { t } = useTranslation();
  return (
    <PanelPlaceholder
      icon={<IconCurrencyDollar size={20} aria-hidden />}
      label={t('settings.roomPrices')}
      message={t('settings.notAvailable')}
    />
  );
};
