import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface StockSummaryModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The drink stock summary (top bar, Stock). Placeholder until the stock feature is built. */
export const StockSummaryModal = ({ opened, onClose }: StockSummaryModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('stock.title')} centered>
      <Text c="dimmed">{t('stock.notAvailable')}</Text>
    </Modal>
  );
};
