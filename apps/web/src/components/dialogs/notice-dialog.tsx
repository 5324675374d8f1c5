import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FlowOrigin } from './flow-origin.ts';

export type NoticeKind = 'error' | 'success';

export interface NoticeDialogProps {
  opened: boolean;
  kind: NoticeKind;
  message: string;
  /** A second, quieter line: the server's reason, or the receipt number. */
  detail?: string | undefined;
  /** Buttons shown before OK (e.g. Print Receipt after a check-in). */
  actions?: ReactNode;
  /** Raise above another open dialog. */
  zIndex?: number;
  /** The flow this notice ends: focus goes back to where it started (else Mantine's default). */
  returnFocusTo?: FlowOrigin | undefined;
  onClose: () => void;
}

/** A result notice titled Error or Success (SPEC.md section 8), closed with OK. */
export const NoticeDialog = ({
  opened,
  kind,
  message,
  detail,
  actions,
  zIndex,
  returnFocusTo,
  onClose,
}: NoticeDialogProps) => {
  const { t } = useTranslation();
  const isError = kind === 'error';
  const Icon = isError ? IconAlertCircle : IconCircleCheck;
  const close = () => {
    onClose();
    returnFocusTo?.restore();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      returnFocus={!returnFocusTo}
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
      {...(zIndex === undefined ? {} : { zIndex })}
    >
      <Stack gap={4} style={{ overflowWrap: 'anywhere' }}>
        <Text>{message}</Text>
        {detail ? (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        ) : null}
      </Stack>
      <Group justify="flex-end" mt="lg">
        {actions}
        <Button color={isError ? 'red' : 'green'} onClick={close} data-autofocus>
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
