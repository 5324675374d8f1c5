import type { ReactNode } from 'react';
import { Group, Loader, Paper, Text, ThemeIcon, type MantineColor } from '@mantine/core';

export interface StatCardProps {
  icon: ReactNode;
  label: string;
  color: MantineColor;
  /** The figure to show; null or undefined shows the placeholder dash. */
  value?: ReactNode;
  loading?: boolean;
}

/** One card of the dashboard's stat row: icon, label, its own spinner, a dash when empty. */
export const StatCard = ({ icon, label, color, value, loading = false }: StatCardProps) => (
  <Paper withBorder radius="md" p="xs" miw={0}>
    <Group gap="xs" wrap="nowrap" align="center">
      <ThemeIcon color={color} variant="light" size="lg" radius="md">
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" truncate="end">
          {label}
        </Text>
        {loading ? (
          <Loader size="xs" color={color} aria-label={label} />
        ) : (
          <Text fw={700} size="sm" truncate="end">
            {value ?? '-'}
          </Text>
        )}
      </div>
    </Group>
  </Paper>
);
