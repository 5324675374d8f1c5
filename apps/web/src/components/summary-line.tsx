import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

/** A label and its value on one line of a summary; `testId` names the value for tests. */
export const SummaryLine = ({
  label,
  value,
  testId,
  strong = false,
}: {
  label: ReactNode;
  value: ReactNode;
  testId?: string;
  strong?: boolean;
}) => (
  <Group justify="space-between" gap="xs" wrap="nowrap">
    <Text size="sm" fw={strong ? 700 : undefined} miw={0}>
      {label}
    </Text>
    <Text size="sm" fw={strong ? 700 : 500} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
      {value}
    </Text>
  </Group>
);
