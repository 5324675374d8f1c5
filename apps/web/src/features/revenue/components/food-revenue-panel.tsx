import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { foodRevenueEntries } from '@frontdesk/domain';
import { useFoodRevenueEntries } from '../api/get-food-revenue-records.ts';
import { useIncomes } from '../api/get-incomes.ts';
import { RevenuePanelFrame, type RevenuePanelProps } from './revenue-panel.tsx';

/**
 * The Food Revenue panel of the dashboard (SPEC.md section 9): the day's food revenue records
 * and the incomes of RevenueType 'food-revenue', of the filter.
 */
export const FoodRevenuePanel = (props: RevenuePanelProps) => {
  const { t } = useTranslation();
  const incomes = useIncomes(props.date);
  const records = useFoodRevenueEntries(props.date);
  return (
    <RevenuePanelFrame
      {...props}
      icon={<IconToolsKitchen2 size={20} aria-hidden />}
      label={t('dashboard.foodRevenue')}
      entries={foodRevenueEntries(records.data ?? [], incomes.data ?? [], props.paymentType)}
      loading={incomes.isPending || records.isPending}
      emptyTitle={t('revenue.noFoodRevenue')}
      emptyText={t('revenue.noFoodRevenueRecords')}
      revenueType="food-revenue"
    />
  );
};
