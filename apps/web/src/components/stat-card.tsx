import type { ReactNode } from 'react';
import { Box, Group, Loader, Paper, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import { useDisplayFormat } from '../i18n/format.ts';

export interface StatCardProps {
  /** A small icon (14px). */
  icon: ReactNode;
  label: string;
  color: MantineColor;
  /** The figure to show; null or undefined shows the placeholder dash. */
  value?: ReactNode;
  loading?: boolean;
}

/**
 * One card of the dashboard's stat row: icon, label, its own spinner, a dash when empty. The
 * figure has the card's full width, so seven cards fit a 1024px screen.
 */
export const StatCard = ({ icon, label, color, value, loading = false }: StatCardProps) => {
  const format = useDisplayFormat();
  return (
    <Paper withBorder radius="md" px="xs" py={8} miw={0}>
      <Group gap={6} wrap="nowrap" miw={0}>
        <ThemeIcon color={color} variant="light" size="sm" radius="sm">
          {icon}
        </ThemeIcon>
        <Text size="xs" c="dimmed" truncate="end" title={label}>
          {label}
        </Text>
      </Group>
      {/* The spinner sits over an invisible line of the figure's height: no jump when it comes. */}
      <Box pos="relative" mt={4}>
        <Text
          fw={700}
          size="md"
          truncate="end"
          style={loading ? { visibility: 'hidden' } : undefined}
        >
          {loading ? '\u00a0' : typeof value === 'number' ? format.number(value) : (value ?? '-')}
        </Text>
        {loading ? (
          <Loader
            size="xs"
            color={color}
            aria-label={label}
            pos="absolute"
            top="50%"
            left={0}
            style={{ transform: 'translateY(-50%)' }}
          />
        ) : null}
      </Box>
    </Paper>
  );
};
