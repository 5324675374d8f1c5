import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface CheckInNoticeProps {
  opened: boolean;
  kind: 'success' | 'error';
  message: string;
  /** A second line: the server's reason, or the receipt number. */
  detail?: string | undefined;
  /** Offers Print Receipt beside OK (a completed check-in). */
  onPrint?: (() => void) | undefined;
  onClose: () => void;
}

/**
 * The Success or Error notice of a check-in (titles as SPEC.md section 8), with the server's
 * reason under a failure and Print Receipt after a success.
 */
export const CheckInNotice = ({
  opened,
  kind,
  message,
  detail,
  onPrint,
  onClose,
}: CheckInNoticeProps) => {
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
      zIndex={300}
    >
      <Stack gap={4}>
        <Text>{message}</Text>
        {detail ? (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        ) : null}
      </Stack>
      <Group justify="flex-end" mt="lg">
        {onPrint ? (
          <Button
            color="red"
            variant="light"
            leftSection={<IconPrinter size={16} />}
            onClick={onPrint}
          >
            {t('checkIn.printReceipt')}
          </Button>
        ) : null}
        <Button color={isError ? 'red' : 'green'} onClick={onClose} data-autofocus>
          {t('dialogs.ok')}
        </Button>
      </Group>
    </Modal>
  );
};
