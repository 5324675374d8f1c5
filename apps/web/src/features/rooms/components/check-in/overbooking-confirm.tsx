import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@frontdesk/domain';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog.tsx';
import { overbookingTexts as en } from '../../../../i18n/en/overbooking.ts';
import { useDisplayFormat } from '../../../../i18n/format.ts';
import { overbookingTexts as my } from '../../../../i18n/my/overbooking.ts';
import { addPageTexts } from '../../../../i18n/page-texts.ts';

// With the check-in dialogs' chunk: the dashboard does not carry these texts.
addPageTexts({ en, my });

export interface OverbookingConfirmProps {
  /** The nights the server named; empty: closed. */
  nights: readonly IsoDate[];
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The one step a check-in adds when reservations would be short of rooms (ADR 040): the nights,
 * and Check in anyway (sent again with confirmOverbooking) or Back to the dialog.
 */
export const OverbookingConfirm = ({
  nights,
  sending,
  onConfirm,
  onCancel,
}: OverbookingConfirmProps) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  return (
    <ConfirmDialog
      opened={nights.length > 0}
      title={t('overbooking.title')}
      message={t('overbooking.question', { nights: nights.map(format.date).join(', ') })}
      confirmLabel={t('overbooking.confirm')}
      cancelLabel={t('overbooking.back')}
      confirmColor="orange"
      loading={sending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
};
