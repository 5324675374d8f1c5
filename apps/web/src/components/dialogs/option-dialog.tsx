import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Modal, SimpleGrid, Text, type MantineColor } from '@mantine/core';

export interface DialogOption {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  color?: MantineColor;
  variant?: 'filled' | 'light' | 'outline' | 'default';
  disabled?: boolean;
}

export interface OptionDialogProps {
  opened: boolean;
  /** e.g. the guest's name for a reservation, or '101' for a room. */
  title: string;
  /** An optional line under the title. */
  message?: ReactNode;
  /** One button per option, in order (e.g. Check-in, Details, Delete). */
  options: readonly DialogOption[];
  /** Buttons per row; defaults to one row of all options (at most 3). */
  columns?: number;
  onClose: () => void;
}

/**
 * A choice between a few actions (the reservation options, a room's menu). Choosing one closes
 * the dialog first, then runs the option; one choice per opening (ADR 070): a double click on
 * Housekeeping, or a press while the dialog fades out, does not run it again.
 */
export const OptionDialog = ({
  opened,
  title,
  message,
  options,
  columns,
  onClose,
}: OptionDialogProps) => {
  const chosen = useRef(false);
  useEffect(() => {
    if (opened) chosen.current = false;
  }, [opened]);
  const choose = (option: DialogOption) => {
    if (chosen.current) return;
    chosen.current = true;
    onClose();
    option.onSelect();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      // A guest's name may be 100 characters: one line, cut with an ellipsis, in full on hover.
      title={
        <Text component="span" inherit truncate="end" display="block" title={title}>
          {title}
        </Text>
      }
      centered
      size="md"
      styles={{ title: { minWidth: 0 } }}
    >
      {message ? (
        <Text mb="md" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {message}
        </Text>
      ) : null}
      <SimpleGrid cols={columns ?? Math.min(Math.max(options.length, 1), 3)} spacing="sm">
        {options.map((option) => (
          <Button
            key={option.label}
            leftSection={option.icon}
            color={option.color}
            variant={option.variant ?? 'light'}
            disabled={option.disabled}
            onClick={() => choose(option)}
          >
            {option.label}
          </Button>
        ))}
      </SimpleGrid>
    </Modal>
  );
};
