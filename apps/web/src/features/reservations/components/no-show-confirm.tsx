import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noShowRefusal, type Reservation } from '@frontdesk/domain';
import type { FlowOrigin } from '../../../components/dialogs/flow-origin.ts';
import { ConfirmDialog } from '../../../components/dialogs/lazy-dialogs.ts';
import { useMarkNoShow } from '../api/mark-no-show.ts';

/**
 * The desk's 'Mark no-show' (ADR 086): offered for a reservation whose arrival day is over on the
 * hotel clock, confirmed first; its deposit is kept. Answers the option (none before the arrival
 * day has passed) and its confirm dialog.
 */
export const useNoShowConfirm = (
  timeZone: string,
  origin: FlowOrigin,
  onDone: (failed: boolean) => void,
) => {
  const { t } = useTranslation();
  const marking = useMarkNoShow();
  const [shown, setShown] = useState<{ opened: boolean; reservation: Reservation } | null>(null);
  const option = (reservation: Reservation) =>
    noShowRefusal(new Date(reservation.CheckinDate), new Date(), timeZone) === null
      ? [
          {
            label: t('reservations.options.noShow'),
            onSelect: () => setShown({ opened: true, reservation }),
          },
        ]
      : [];
  const close = () => setShown((s) => s && { ...s, opened: false });
  const dialog = (
    <ConfirmDialog
      opened={shown?.opened ?? false}
      message={t('reservations.noShowQuestion', { name: shown?.reservation.Name ?? '' })}
      confirmLabel={t('reservations.noShowConfirm')}
      confirmColor="red"
      loading={marking.isPending}
      onConfirm={(idempotencyKey) =>
        shown &&
        marking.mutateAsync({ id: shown.reservation.ID, idempotencyKey }).then(
          () => {
            close();
            onDone(false);
          },
          () => {
            close();
            onDone(true);
          },
        )
      }
      onCancel={close}
      returnFocusTo={origin}
    />
  );
  return { option, dialog };
};
