import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface MessageDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  onClose: () => void;
  /** Defaults to 'OK'. */
  okLabel?: string;
}

/** A message with a title and an OK button. */
export const MessageDialog = ({ opened, title, message, onClose, okLabel }: MessageDialogProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="sm"
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {okLabel ?? t('dialogs.ok')}
        </Button>
      </Group>
    </Modal>
  );
};
