import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { roomRevenueEntries } from '@frontdesk/domain';
import { useIncomes } from '../api/get-incomes.ts';
import { RevenuePanelFrame, type RevenuePanelProps } from './revenue-panel.tsx';

/** The Room Revenue panel of the dashboard: the day's room revenue of the filter. */
export const RoomRevenuePanel = (props: RevenuePanelProps) => {
  const { t } = useTranslation();
  const incomes = useIncomes(props.date);
  return (
    <RevenuePanelFrame
      {...props}
      icon={<IconCash size={20} aria-hidden />}
      label={t('dashboard.roomRevenue')}
      entries={roomRevenueEntries(incomes.data ?? [], props.paymentType)}
      loading={incomes.isPending}
      emptyTitle={t('revenue.noRevenue')}
      emptyText={t('revenue.noRoomRevenueRecords')}
      revenueType=""
    />
  );
};
