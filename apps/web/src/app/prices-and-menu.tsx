import { SimpleGrid } from '@mantine/core';
import type { ComponentProps } from 'react';
import { WhenAnswered } from '../components/when-answered.tsx';
import { useMenu } from '../features/food/api/menu.ts';
import { FoodMenuManagement } from '../features/food/components/food-menu-management.tsx';
import { useRoomPriceTable } from '../features/settings/api/room-prices.ts';
import { RoomPriceSettings } from '../features/settings/components/room-price-settings.tsx';

/**
 * Room prices beside the food menu, with the same rules and messages wherever they are shown:
 * the desk's /settings (read-only where the owner says) and the owner's /admin/prices. The
 * section comes once its reads (and `alsoWaitFor`) have answered, so nothing turns read-only
 * under a tap.
 */
export const PricesAndMenu = ({
  readOnly = { prices: false, menu: false },
  alsoWaitFor = [],
}: {
  readOnly?: { prices: boolean; menu: boolean };
  alsoWaitFor?: ComponentProps<typeof WhenAnswered>['reads'];
}) => {
  const reads = [useRoomPriceTable(), useMenu(), ...alsoWaitFor];
  return (
    <WhenAnswered reads={reads}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <RoomPriceSettings readOnly={readOnly.prices} />
        <FoodMenuManagement readOnly={readOnly.menu} />
      </SimpleGrid>
    </WhenAnswered>
  );
};
