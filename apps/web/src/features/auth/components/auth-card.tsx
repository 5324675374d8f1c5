import type { ReactNode } from 'react';
import { Center, Paper, Stack, Title } from '@mantine/core';

export interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/** The centred card every sign-in screen sits in. */
export const AuthCard = ({ title, children }: AuthCardProps) => (
  <Center mih="100vh" p="md">
    <Paper withBorder shadow="sm" radius="md" p="xl" w={400} maw="100%">
      <Stack gap="md">
        <Title order={1} size="h2" ta="center">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  </Center>
);
