import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlowOrigin } from './flow-origin.ts';

export interface MessageDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  onClose: () => void;
  /** Defaults to 'OK'. */
  okLabel?: string;
  /** The flow this message ends: focus goes back to where it started. */
  returnFocusTo?: FlowOrigin | undefined;
}

/** A message with a title and an OK button. */
export const MessageDialog = ({
  opened,
  title,
  message,
  onClose,
  okLabel,
  returnFocusTo,
}: MessageDialogProps) => {
  const { t } = useTranslation();
  const close = () => {
    onClose();
    returnFocusTo?.restore();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      returnFocus={!returnFocusTo}
      title={title}
      centered
      size="sm"
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={close} data-autofocus>
          {okLabel ?? t('dialogs.ok')}
        </Button>
      </Group>
    </Modal>
  );
};
