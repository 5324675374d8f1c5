import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { foodLineCharge, formatKyat } from '@frontdesk/domain';
import { useGuestFoodOrders } from '../api/get-guest-food-orders.ts';

export interface GuestFoodOrdersProps {
  roomNumber: string;
  /** The guest's ID; undefined while the guest is being found. */
  guestId: number | undefined;
}

/**
 * The Food Orders column of Guest Details: the guest's order lines with what each charged, or
 * 'No Food Orders - No food orders for this guest.'
 */
export const GuestFoodOrders = ({ roomNumber, guestId }: GuestFoodOrdersProps) => {
  const { t } = useTranslation();
  const orders = useGuestFoodOrders(roomNumber, guestId);
  if (guestId === undefined || !orders.data) return <Loader size="sm" />;
  if (orders.data.length === 0) {
    return (
      <Stack gap={2} align="center" p="md">
        <Text fw={600}>{t('food.guestOrders.empty')}</Text>
        <Text size="sm" c="dimmed">
          {t('food.guestOrders.emptyHint')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      {orders.data.map((line) => (
        <Group key={line.ID} justify="space-between" wrap="nowrap" data-testid="guest-food-order">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('food.guestOrders.line', { quantity: line.Quantity, name: line.FoodName })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatKyat(
              foodLineCharge({
                price: line.Price,
                quantity: line.Quantity,
                tax: line.TaxCharges,
                service: line.ServiceCharges,
              }),
            )}
          </Text>
        </Group>
      ))}
    </Stack>
  );
};
