import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@frontdesk/domain';
import { DatePanelHeader } from '../../../components/date-panel-header.tsx';
import { useHotelTimeZone } from '../../../lib/session.ts';

export interface RevenuePanelProps {
  /** The revenue date, shared by both revenue panels and the stat cards. */
  date: IsoDate;
  onDateChange: (date: IsoDate) => void;
}

export interface RevenuePanelPlaceholderProps extends RevenuePanelProps {
  icon: ReactNode;
  label: string;
}

/** A date panel with its header but no list yet. */
export const RevenuePanelPlaceholder = ({
  icon,
  label,
  date,
  onDateChange,
}: RevenuePanelPlaceholderProps) => {
  const { t } = useTranslation();
  const timeZone = useHotelTimeZone();
  return (
    <Paper withBorder radius="md" p="sm" mih={160} h="100%">
      <DatePanelHeader
        icon={icon}
        label={label}
        date={date}
        onDateChange={onDateChange}
        timeZone={timeZone}
      />
      <Text c="dimmed" size="sm" mt="md">
        {t('common.comingSoon')}
      </Text>
    </Paper>
  );
};
