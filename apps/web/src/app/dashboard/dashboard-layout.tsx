import type { ReactNode } from 'react';
import { Box, SimpleGrid, Stack } from '@mantine/core';

export interface DashboardLayoutProps {
  /** The row of stat cards. */
  stats: ReactNode;
  /** The three date panels, left to right. */
  reservations: ReactNode;
  foodRevenue: ReactNode;
  roomRevenue: ReactNode;
  /** The room overview grid. */
  rooms: ReactNode;
}

/**
 * Where each part of the dashboard goes: stat cards on top, the three date panels side by side,
 * the room grid below. Columns shrink (never scroll sideways) down to a 1024px tablet.
 */
export const DashboardLayout = ({
  stats,
  reservations,
  foodRevenue,
  roomRevenue,
  rooms,
}: DashboardLayoutProps) => (
  <Stack gap="sm">
    <Box component="section">{stats}</Box>
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Box miw={0}>{reservations}</Box>
      <Box miw={0}>{foodRevenue}</Box>
      <Box miw={0}>{roomRevenue}</Box>
    </SimpleGrid>
    <Box miw={0}>{rooms}</Box>
  </Stack>
);
