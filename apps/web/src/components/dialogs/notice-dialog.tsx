import { Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type NoticeKind = 'error' | 'success';

export interface NoticeDialogProps {
  opened: boolean;
  kind: NoticeKind;
  message: string;
  onClose: () => void;
}

/** A result notice titled Error or Success (SPEC.md section 8), closed with OK. */
export const NoticeDialog = ({ opened, kind, message, onClose }: NoticeDialogProps) => {
  const { t } = useTranslation();
  const isError = kind === 'error';
  const Icon = isError ? IconAlertCircle : IconCircleCheck;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Group gap={8} c={isError ? 'red.7' : 'green.7'}>
          <Icon size={22} aria-hidden />
          <Text fw={700} inherit>
            {isError ? t('dialogs.error') : t('dialogs.success')}
          </Text>
        </Group>
      }
      centered
      size="sm"
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button color={isError ? 'red' : 'green'} onClick={onClose} data-autofocus>
          {t('dialogs.ok')}
        </Button>
      </Group>
    </Modal>
  );
};

export type KindlessNoticeDialogProps = Omit<NoticeDialogProps, 'kind'>;

/** An Error notice. */
export const ErrorDialog = (props: KindlessNoticeDialogProps) => (
  <NoticeDialog kind="error" {...props} />
);

/** A Success notice. */
export const SuccessDialog = (props: KindlessNoticeDialogProps) => (
  <NoticeDialog kind="success" {...props} />
);
