import type { ReactNode } from 'react';
import { Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PanelPlaceholderProps {
  label: string;
  icon?: ReactNode;
  /** Defaults to 'Coming soon'. */
  message?: string;
  minHeight?: number;
}

/** Stands in for a panel that is not built yet, so the layout around it can be. */
export const PanelPlaceholder = ({
  label,
  icon,
  message,
  minHeight = 160,
}: PanelPlaceholderProps) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" mih={minHeight} h="100%">
      <Group gap={6} mb="sm">
        {icon}
        <Title order={3} size="h5">
          {label}
        </Title>
      </Group>
      <Text c="dimmed" size="sm">
        {message ?? t('common.comingSoon')}
      </Text>
    </Paper>
  );
};
