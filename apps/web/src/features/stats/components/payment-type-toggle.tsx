import { useTranslation } from 'react-i18next';
import type { RevenuePaymentType } from '@frontdesk/domain';
import { SegmentedChoice } from '../../../components/plain/segmented-choice.tsx';

export interface PaymentTypeToggleProps {
  value: RevenuePaymentType;
  onChange: (value: RevenuePaymentType) => void;
}

/**
 * The Online/Cash filter of the revenue figures (SPEC.md section 2): Mantine's SegmentedControl
 * look as plain radio buttons, without its JavaScript on the dashboard's first load (ADR 054).
 */
export const PaymentTypeToggle = ({ value, onChange }: PaymentTypeToggleProps) => {
  const { t } = useTranslation();
  return (
    <SegmentedChoice
      label={t('dashboard.paymentFilter')}
      value={value}
      onChange={onChange}
      data={[
        { value: 'online', label: t('revenue.online') },
        { value: 'cash', label: t('revenue.cash') },
      ]}
    />
  );
};
