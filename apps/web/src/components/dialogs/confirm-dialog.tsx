import type { ReactNode } from 'react';
import { Button, Group, Modal, Text, type MantineColor, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnePress } from '../../lib/use-one-press.ts';
import type { FlowOrigin } from './flow-origin.ts';

export interface ConfirmDialogProps {
  opened: boolean;
  /** The question, e.g. 'Do you want to set the room to available?'. */
  message: ReactNode;
  /** Defaults to 'Confirm'. */
  confirmLabel?: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
  /** Optional modal title; without it the message alone names the dialog. */
  title?: string;
  /** Colour of the confirm button, e.g. 'red' for Delete. */
  confirmColor?: MantineColor;
  /** Shows a spinner on the confirm button while the action runs. */
  loading?: boolean;
  /** The question is not ready to be answered yet (still loading what it asks about). */
  confirmDisabled?: boolean;
  /**
   * The confirmed write, with this opening's Idempotency-Key (the same for a retry, a new one per
   * opening). Answer its promise: Confirm stays disabled from the press until it settles, and a
   * second press meanwhile does nothing (ADR 070). No promise: nothing was sent.
   */
  onConfirm: (idempotencyKey: string) => Promise<unknown> | null | void;
  /** Cancel, Escape and the close button. */
  onCancel: () => void;
  /**
   * The flow this question belongs to: when it closes, focus goes back to where the flow started
   * (the caller restores it after a confirmed action; Cancel does it here).
   */
  returnFocusTo?: FlowOrigin | undefined;
  /** Shown under the question (e.g. the bill at checkout). */
  children?: ReactNode;
  /** Defaults to 'sm'. */
  size?: MantineSize;
}

/** Asks before an action: message, a confirm and a cancel button; Confirm fires once. */
export const ConfirmDialog = ({
  opened,
  message,
  confirmLabel,
  cancelLabel,
  title,
  confirmColor,
  loading = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
  returnFocusTo,
  children,
  size = 'sm',
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const { pressed, press } = useOnePress(opened);
  const busy = loading || pressed;
  const cancel = () => {
    onCancel();
    returnFocusTo?.restore();
  };
  return (
    <Modal
      opened={opened}
      onClose={cancel}
      returnFocus={!returnFocusTo}
      title={title}
      withCloseButton={Boolean(title)}
      centered
      size={size}
    >
      {/* Names may be long and, in Burmese, without spaces: they wrap anywhere. */}
      <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text>
      {children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={cancel} disabled={busy}>
          {cancelLabel ?? t('dialogs.cancel')}
        </Button>
        <Button
          color={confirmColor}
          // Closing (fading out) after its answer, it takes no further press either.
          onClick={() => opened && press(onConfirm)}
          loading={busy}
          disabled={confirmDisabled || !opened}
          data-autofocus
        >
          {confirmLabel ?? t('dialogs.confirm')}
        </Button>
      </Group>
    </Modal>
  );
};
