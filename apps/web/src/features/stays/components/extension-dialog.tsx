import type { ReactNode } from 'react';
import { Button, Group, Modal, ScrollArea, SimpleGrid, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StaySection } from './stay-parts.tsx';

export interface ExtensionDialogProps {
  opened: boolean;
  title: string;
  currentStay: ReactNode;
  details: ReactNode;
  charges: ReactNode;
  confirmLabel: string;
  submitting: boolean;
  onConfirm: () => void;
  onPrint: () => void;
  onCancel: () => void;
}

/**
 * The frame of Extend Stay, Extend Hours and Extend Long Stay (SPEC.md section 2): Current Stay,
 * Extension Details and Charges side by side; Cancel, Print Receipt (red) and Confirm.
 */
export const ExtensionDialog = ({
  opened,
  title,
  currentStay,
  details,
  charges,
  confirmLabel,
  submitting,
  onConfirm,
  onPrint,
  onCancel,
}: ExtensionDialogProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      size={1000}
      centered
      yOffset="1rem"
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <StaySection title={t('stays.extend.currentStay')}>{currentStay}</StaySection>
          <StaySection title={t('stays.extend.extensionDetails')}>{details}</StaySection>
          <StaySection title={t('stays.extend.charges')}>{charges}</StaySection>
        </SimpleGrid>
        <Group justify="space-between" mt="md" gap="xs">
          <Text size="xs" c="dimmed" maw={380}>
            {t('stays.extend.printHint')}
          </Text>
          <Group gap="xs" ml="auto">
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              {t('stays.extend.cancel')}
            </Button>
            <Button
              color="red"
              leftSection={<IconPrinter size={16} />}
              onClick={onPrint}
              disabled={submitting}
            >
              {t('stays.extend.printReceipt')}
            </Button>
            <Button type="submit" loading={submitting}>
              {confirmLabel}
            </Button>
          </Group>
        </Group>
      </form>
    </Modal>
  );
};
