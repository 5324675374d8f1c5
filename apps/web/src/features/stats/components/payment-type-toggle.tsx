import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RevenuePaymentType } from '@frontdesk/domain';

export interface PaymentTypeToggleProps {
  value: RevenuePaymentType;
  onChange: (value: RevenuePaymentType) => void;
}

/** The Online/Cash filter of the revenue figures (SPEC.md section 2). */
export const PaymentTypeToggle = ({ value, onChange }: PaymentTypeToggleProps) => {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('dashboard.paymentFilter')}
      value={value}
      onChange={(next) => onChange(next === 'online' ? 'online' : 'cash')}
      data={[
        { value: 'online', label: t('revenue.online') },
        { value: 'cash', label: t('revenue.cash') },
      ]}
    />
  );
};
