import { useCallback, useState } from 'react';
import { Button, Group, Modal, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  instantToWallClock,
  type IsoDate,
  type Reservation,
  type ReservationForm,
  type SavedReservation,
} from '@frontdesk/domain';
import { ErrorDialog } from '../../../components/dialogs/notice-dialog.tsx';
import { useReceiptPrinter } from '../../../components/receipt/use-receipt-printer.ts';
import { ApiError, refusalMessage } from '../../../lib/api-client.ts';
import { hotelToday } from '../../../lib/dates.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import { useCreateReservation } from '../api/create-reservation.ts';
import { useUpdateReservation } from '../api/update-reservation.ts';
import { useReservationForm } from '../hooks/use-reservation-form.ts';
import { draftFromReservation, emptyDraft } from '../utils/reservation-draft.ts';
import { serverFieldErrors } from '../utils/server-field-errors.ts';
import { CalendarOpenContext } from './date-field.tsx';
import { ReservationFormFields } from './reservation-form-fields.tsx';

/** SPEC.md section 4: view goes to edit via Edit; edit saves; create submits. */
export type ReservationModalMode = 'create' | 'view' | 'edit';

export interface ReservationModalProps {
  opened: boolean;
  /** The mode it opens in; view switches to edit with the Edit button. */
  initialMode: ReservationModalMode;
  /** The reservation shown (view) or edited; null to create one. */
  reservation: Reservation | null;
  /** The hotel's zone: dates are shown and sent on its clock. */
  timeZone: string;
  /** A new reservation's check-in date (the booking calendar's free cell); the next day out. */
  startDate?: IsoDate | undefined;
  onClose: () => void;
  /** After a successful save, with its success text; the caller closes the modal. */
  onSaved: (message: string) => void;
}

const titleKeys = {
  create: 'reservations.modal.createTitle',
  view: 'reservations.modal.viewTitle',
  edit: 'reservations.modal.editTitle',
} as const;

const confirmKeys = {
  create: 'reservations.modal.confirm',
  view: 'reservations.modal.edit',
  edit: 'reservations.modal.save',
} as const;

/**
 * The reservation modal (SPEC.md section 2) in its three modes. Nothing is sent while the form
 * is invalid by the domain schema; a failed save keeps the modal open under an Error notice.
 */
export const ReservationModal = ({
  opened,
  initialMode,
  reservation,
  timeZone,
  startDate,
  onClose,
  onSaved,
}: ReservationModalProps) => {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ReservationModalMode>(reservation ? initialMode : 'create');
  const [today] = useState(() => hotelToday(timeZone));
  const [storedCheckin] = useState(() =>
    reservation ? instantToWallClock(new Date(reservation.CheckinDate), timeZone) : undefined,
  );
  const form = useReservationForm({
    initial: reservation
      ? draftFromReservation(reservation, timeZone)
      : {
          ...emptyDraft(),
          ...(startDate ? { checkinDate: startDate, checkoutDate: addDays(startDate, 1) } : {}),
        },
    today,
    keptCheckin: storedCheckin,
  });
  const creation = useCreateReservation();
  const update = useUpdateReservation();
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);
  // Busy from the press itself, one Idempotency-Key per opening (ADR 070).
  const { pressed: saving, press } = useOnePress(opened);
  const startPrint = useReceiptPrinter();
  const [openCalendars, setOpenCalendars] = useState(0);
  const reportCalendar = useCallback(
    (change: 1 | -1) => setOpenCalendars((count) => count + change),
    [],
  );

  const save = (values: ReservationForm, idempotencyKey: string) => {
    const failed = (message: string) => (error: unknown) => {
      const fieldErrors = serverFieldErrors(error);
      form.setServerErrors(fieldErrors);
      const detail = Object.keys(fieldErrors).length === 0 ? refusalMessage(error) : undefined;
      // A refusal of no one field ('Only 15 rooms are free on 03/12/2026', ADR 040) is its
      // reason alone, in the desk's language: 'Please try again' cannot help (issue 43).
      if (detail && error instanceof ApiError && error.status < 500)
        setFailure({ message: detail });
      else setFailure(detail ? { message, detail } : { message });
    };
    // A deposit taken or changed prints its receipt, the one the server kept (ADR 079), as a
    // check-in does: the window opens with the press, the receipt follows the answer.
    if (mode !== 'create' && !reservation) return null;
    const creating = mode === 'create';
    const paid = values.amountPaid !== (creating ? 0 : reservation?.AmountPaid);
    const job = paid ? startPrint() : null;
    const sent: Promise<SavedReservation> = creating
      ? creation.mutateAsync({ form: values, idempotencyKey })
      : update.mutateAsync({ id: reservation!.ID, update: values, idempotencyKey });
    return sent.then(
      ({ receipt }) => {
        if (receipt) void job?.printIssued(() => receipt);
        else job?.cancel();
        onSaved(t(creating ? 'reservations.modal.created' : 'reservations.modal.updated'));
      },
      (error: unknown) => {
        job?.cancel();
        failed(t(creating ? 'reservations.modal.createFailed' : 'reservations.modal.updateFailed'))(
          error,
        );
      },
    );
  };

  const submit = () => {
    if (mode === 'view') {
      setMode('edit');
      return;
    }
    press((idempotencyKey) => {
      const values = form.validate();
      return values ? save(values, idempotencyKey) : null;
    });
  };

  // Earlier days stay pickable only for a start that is already past (a late guest's edit).
  const keptDate = storedCheckin?.slice(0, 10);
  const minCheckin = keptDate && keptDate < today ? keptDate : today;

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={t(titleKeys[mode])}
        size="xl"
        centered
        // Escape belongs to an open calendar or Error notice first (Mantine listens on the window).
        closeOnEscape={openCalendars === 0 && failure === null}
        yOffset="1rem"
        scrollAreaComponent={ScrollArea.Autosize}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <CalendarOpenContext.Provider value={reportCalendar}>
            <ReservationFormFields
              draft={form.draft}
              errors={form.errors}
              change={form.change}
              minCheckin={minCheckin}
              readOnly={mode === 'view'}
            />
          </CalendarOpenContext.Provider>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              {t(mode === 'view' ? 'reservations.modal.close' : 'reservations.modal.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t(confirmKeys[mode])}
            </Button>
          </Group>
        </form>
      </Modal>
      <ErrorDialog
        opened={failure !== null}
        message={failure?.message ?? ''}
        detail={failure?.detail}
        onClose={() => setFailure(null)}
      />
    </>
  );
};
