import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';

/**
 * What an owner's list shows before its rows: a failure with Try again, a loader while it loads,
 * or the empty text; the rows (children) once there are any. Each page keeps its own words.
 */
export const ListStates = ({
  failed,
  pending,
  empty,
  onRetry,
  texts,
  className,
  children,
}: {
  failed: boolean;
  pending: boolean;
  empty: boolean;
  onRetry: () => void;
  texts: { loadFailed: string; retry: string; loading: string; empty: string };
  /** For the failure notice (e.g. hidden when printing). */
  className?: string;
  children: ReactNode;
}) => {
  if (failed) {
    return (
      <Alert color="red" role="alert" className={className}>
        <Group justify="space-between">
          <Text size="sm">{texts.loadFailed}</Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            {texts.retry}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (pending) {
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label={texts.loading} />
      </Group>
    );
  }
  if (empty) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {texts.empty}
      </Text>
    );
  }
  return children;
};
