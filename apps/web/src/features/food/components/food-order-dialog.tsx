import type { ReactNode } from 'react';
import { Button, Group, Modal, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FoodOrderState } from '../hooks/use-food-order.ts';
import { MenuSelection } from './menu-selection.tsx';
import { OrderDetails } from './order-details.tsx';
import { OrderSummary } from './order-summary.tsx';
import '../../../i18n/desk-dialog-texts.ts';
import { DialogColumns } from '../../../components/dialogs/dialog-columns.tsx';

export interface FoodOrderDialogProps {
  opened: boolean;
  roomNumber: string;
  order: FoodOrderState;
  /** Shown above the columns, e.g. the guest's name or 'Finding the guest…'. */
  guestLine: ReactNode;
  submitting: boolean;
  onConfirm: () => void;
  /** Places the order (when not done yet) and prints its receipt. */
  onPrint: () => void;
  onCancel: () => void;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder p="sm" radius="md">
    <Stack gap="xs">
      <Text fw={700} size="sm">
        {title}
      </Text>
      {children}
    </Stack>
  </Paper>
);

/**
 * The Food Order dialog (SPEC.md section 2): Menu Selection, Order Details and Order Summary
 * side by side; Confirm, Print Receipt (red) and Cancel.
 */
export const FoodOrderDialog = ({
  opened,
  roomNumber,
  order,
  guestLine,
  submitting,
  onConfirm,
  onPrint,
  onCancel,
}: FoodOrderDialogProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('food.title', { room: roomNumber })}
      size={1080}
      centered
      yOffset="1rem"
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text size="sm" c="dimmed" mb="xs">
        {guestLine}
      </Text>
      <DialogColumns>
        <Section title={t('food.menuSection')}>
          <MenuSelection onAdd={order.add} />
        </Section>
        <Section title={t('food.orderSection')}>
          <OrderDetails order={order} />
        </Section>
        <Section title={t('food.summarySection')}>
          <OrderSummary order={order} />
        </Section>
      </DialogColumns>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          {t('food.cancel')}
        </Button>
        <Button
          color="red"
          leftSection={<IconPrinter size={16} />}
          onClick={onPrint}
          disabled={submitting}
        >
          {t('food.printReceipt')}
        </Button>
        <Button onClick={onConfirm} loading={submitting}>
          {t('food.confirm')}
        </Button>
      </Group>
    </Modal>
  );
};
