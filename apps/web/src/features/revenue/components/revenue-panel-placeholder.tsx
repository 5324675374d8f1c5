import { useState, type ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@frontdesk/domain';
import { DatePanelHeader } from '../../../components/date-panel-header.tsx';
import { hotelToday } from '../../../lib/dates.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';

export interface RevenuePanelPlaceholderProps {
  icon: ReactNode;
  label: string;
}

/** A date panel with its header but no list yet. */
export const RevenuePanelPlaceholder = ({ icon, label }: RevenuePanelPlaceholderProps) => {
  const { t } = useTranslation();
  const timeZone = useHotelTimeZone();
  const [date, setDate] = useState<IsoDate>(() => hotelToday(timeZone));
  return (
    <Paper withBorder radius="md" p="sm" mih={160} h="100%">
      <DatePanelHeader
        icon={icon}
        label={label}
        date={date}
        onDateChange={setDate}
        timeZone={timeZone}
      />
      <Text c="dimmed" size="sm" mt="md">
        {t('common.comingSoon')}
      </Text>
    </Paper>
  );
};
