import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/forms/amount-field.tsx';
import { useDisplayFormat } from '../../../i18n/format.ts';
import type { FoodOrderState } from '../hooks/use-food-order.ts';
import '../../../i18n/desk-dialog-texts.ts';

/** Order Details: each line with its quantity controls; 0 or below removes it. */
export const OrderDetails = ({ order }: { order: FoodOrderState }) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  if (order.lines.length === 0) {
    return (
      <Stack gap={2} align="center" p="md">
        <Text fw={600}>{t('food.noItems')}</Text>
        <Text size="sm" c="dimmed">
          {t('food.noItemsHint')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      {order.pricedLines.map((line, index) => {
        const { menuItemId, foodName, onMenu } = order.lines[index]!;
        return (
          <Stack key={menuItemId} gap={2} data-testid="order-line">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {foodName}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {format.kyat(line.amount)}
              </Text>
            </Group>
            {order.quantityProblem(menuItemId) ? (
              <Text size="xs" c="red" role="alert">
                {order.quantityProblem(menuItemId)}
              </Text>
            ) : null}
            {!onMenu && (
              <Text size="xs" c="red" fw={500}>
                {t('food.offMenuLine')}
              </Text>
            )}
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="default"
                size="sm"
                aria-label={t('food.fewer', { name: foodName })}
                onClick={() => order.setQuantity(menuItemId, line.quantity - 1)}
              >
                <IconMinus size={14} />
              </ActionIcon>
              <AmountField
                kind="count"
                aria-label={t('food.quantityOf', { name: foodName })}
                value={order.shownQuantity(menuItemId, line.quantity)}
                onChange={(typed) => order.typeQuantity(menuItemId, typed)}
                size="xs"
                w={56}
              />
              <ActionIcon
                variant="default"
                size="sm"
                aria-label={t('food.more', { name: foodName })}
                onClick={() => order.setQuantity(menuItemId, line.quantity + 1)}
              >
                <IconPlus size={14} />
              </ActionIcon>
              <Text size="xs" c="dimmed" ml="xs">
                {format.kyat(line.price)}
              </Text>
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
};
