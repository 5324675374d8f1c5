import { Button, SimpleGrid } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TopBarAction } from '../../components/top-bar-slot.tsx';
import { useMayChange, useStaffPermissions } from '../../lib/staff-permissions.ts';
import { WhenAnswered } from '../../components/when-answered.tsx';
import { useRoomPriceTable } from '../../features/settings/api/room-prices.ts';
import { useMenu } from '../../features/food/api/menu.ts';
import { FoodMenuManagement } from '../../features/food/components/food-menu-management.tsx';
import { RoomPriceSettings } from '../../features/settings/components/room-price-settings.tsx';

/** /settings: room prices and the food menu (read-only where the owner says); Back to the dashboard. */
export const SettingsPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The owner may have switched a change off for receptionists (ADR 035): shown read-only.
  const may = useMayChange();
  // On a phone the menu sits below the prices, and either may turn read-only when the owner's
  // switches answer: the page comes once all three have, so nothing moves or changes under a tap.
  const reads = [useRoomPriceTable(), useMenu(), useStaffPermissions()];
  return (
    <>
      <TopBarAction>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => void navigate('/dashboard')}
        >
          {t('common.back')}
        </Button>
      </TopBarAction>
      <WhenAnswered reads={reads}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <RoomPriceSettings readOnly={!may.prices} />
          <FoodMenuManagement readOnly={!may.menu} />
        </SimpleGrid>
      </WhenAnswered>
    </>
  );
};
