import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** One column of a check-in dialog, under its heading. */
export const CheckInSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder radius="md" p="sm" miw={0} component="section" aria-label={title}>
    <Title order={3} size="h6" mb="xs">
      {title}
    </Title>
    {children}
  </Paper>
);
