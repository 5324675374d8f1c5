import { useRef, useState } from 'react';
import { panelProps } from '../../../components/plain/boxes.ts';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DepositChoice, IsoDate, Reservation } from '@frontdesk/domain';
import { DatePanelHeader } from '../../../components/date-panel-header.tsx';
import { useFlowOrigin, type FlowOrigin } from '../../../components/dialogs/flow-origin.ts';
import {
  ConfirmDialog,
  MessageDialog,
  NoticeDialog,
  OptionDialog,
  preloadSharedDialogs,
} from '../../../components/dialogs/lazy-dialogs.ts';
import type { NoticeKind } from '../../../components/dialogs/notice-dialog.tsx';
import { hotelToday } from '../../../lib/dates.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { useDeleteReservation } from '../api/delete-reservation.ts';
import { useReceiptPrinter } from '../../../components/receipt/use-receipt-printer.ts';
import { useReservationsByDate } from '../api/get-reservations-by-date.ts';
import { ReservationList } from './reservation-list.tsx';
import { NotLiveMark } from '../../../components/not-live-mark.tsx';
import { isNoAnswer } from '../../../lib/api-client.ts';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';
import type { ReservationModalMode } from './reservation-modal.tsx';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useNoShowConfirm } from './no-show-confirm.tsx';

// The reservation form in a chunk of its own, fetched when the panel is pointed at or focused.
const ReservationModal = lazyDialog(() => import('./reservation-modal.tsx'), 'ReservationModal');

export interface ReservationPanelProps {
  /**
   * Opens the check-in dialog for a reservation (full night, or daycation/session), owned by the
   * rooms feature. Without it the Check-in option says that check-in is not available yet.
   * `origin` is the row it was chosen from, for focus to go back to.
   */
  onCheckIn?: (reservation: Reservation, origin: FlowOrigin) => void;
  /** Fetches the code of the check-in dialog, when the panel is pointed at or focused. */
  preloadCheckIn?: () => void;
}

/** A dialog that keeps its subject while it closes, so its text does not change mid-fade. */
interface Shown<T> {
  opened: boolean;
  subject: T;
}

interface ModalState {
  /** A fresh form per opening. */
  key: number;
  mode: ReservationModalMode;
  reservation: Reservation | null;
}

interface Notice {
  kind: NoticeKind;
  message: string;
}

const open = <T,>(subject: T): Shown<T> => ({ opened: true, subject });
const close = <T,>(shown: Shown<T> | null): Shown<T> | null => shown && { ...shown, opened: false };

/**
 * The dashboard's Reservation panel (SPEC.md section 2): the reservations of a date, and from
 * there creating, viewing, editing, deleting and checking them in.
 */
export const ReservationPanel = ({ onCheckIn, preloadCheckIn }: ReservationPanelProps) => {
  const { t } = useTranslation();
  const timeZone = useHotelTimeZone();
  const format = useDisplayFormat();
  const [date, setDate] = useState<IsoDate>(() => hotelToday(timeZone));
  const list = useReservationsByDate(date);
  const deletion = useDeleteReservation();
  const startPrint = useReceiptPrinter();
  // A second click lands before the re-render disables the button: only a ref sees the first.
  const deleting = useRef(false);
  // One Idempotency-Key per reservation deleted: a retry after a lost answer is done once.
  const deleteKeys = useRef(new Map<number, string>());
  // The row (or Add) a flow started from: focus goes back there when its last dialog closes.
  const origin = useFlowOrigin();

  const [options, setOptions] = useState<Shown<Reservation> | null>(null);
  const [toDelete, setToDelete] = useState<Shown<Reservation> | null>(null);
  // A reservation holding a deposit asks what becomes of it before it goes (ADR 030).
  const [depositOf, setDepositOf] = useState<Shown<Reservation> | null>(null);
  const [modal, setModal] = useState<Shown<ModalState> | null>(null);
  const [notice, setNotice] = useState<Shown<Notice> | null>(null);
  const [checkInMissing, setCheckInMissing] = useState(false);
  const noShow = useNoShowConfirm(timeZone, origin, (failed) =>
    setNotice(
      open(
        failed
          ? { kind: 'error', message: t('reservations.noShowFailed') }
          : { kind: 'success', message: t('reservations.noShowDone') },
      ),
    ),
  );

  const openModal = (mode: ReservationModalMode, reservation: Reservation | null = null) =>
    setModal((current) => open({ key: (current?.subject.key ?? 0) + 1, mode, reservation }));

  const checkIn = (reservation: Reservation) => {
    if (onCheckIn) onCheckIn(reservation, origin);
    else setCheckInMissing(true);
  };

  const confirmDelete = (reservation: Reservation, deposit?: DepositChoice) => {
    if (reservation.AmountPaid > 0 && deposit === undefined) {
      setToDelete(close);
      setDepositOf(open(reservation));
      return;
    }
    if (deleting.current) return;
    deleting.current = true;
    const idempotencyKey = deleteKeys.current.get(reservation.ID) ?? newIdempotencyKey();
    deleteKeys.current.set(reservation.ID, idempotencyKey);
    // A deposit given back prints its refund receipt, as the server kept it (ADR 079).
    const job = deposit === 'refund' ? startPrint() : null;
    // Its answer keeps Delete disabled until it comes (ADR 070).
    return deletion
      .mutateAsync({ id: reservation.ID, deposit, idempotencyKey })
      .then(
        (receipt) => {
          if (receipt) void job?.printIssued(() => receipt);
          else job?.cancel();
          setToDelete(close);
          origin.restore();
        },
        () => {
          job?.cancel();
          setToDelete(close);
          // SPEC.md section 8 gives a failed delete the load failure's text.
          setNotice(open({ kind: 'error', message: t('reservations.loadFailed') }));
        },
      )
      .finally(() => {
        deleting.current = false;
      });
  };

  // The dialogs Add and a row lead to start loading as the pointer or focus comes near.
  const prepare = () => {
    preloadSharedDialogs();
    ReservationModal.preload();
    preloadCheckIn?.();
  };

  const chosen = options?.subject;
  return (
    <section
      {...panelProps(160, true)}
      aria-label={t('dashboard.reservations')}
      onPointerEnter={prepare}
      onFocus={prepare}
    >
      <DatePanelHeader
        icon={<IconCalendarEvent size={20} aria-hidden />}
        label={t('dashboard.reservations')}
        date={date}
        onDateChange={setDate}
        onAdd={() => {
          origin.remember();
          openModal('create');
        }}
        timeZone={timeZone}
      />
      {/* Through an outage the list keeps what it last showed (issue 43), and says since when. */}
      <NotLiveMark testId="list-not-live-mark" />
      <ReservationList
        reservations={list.data ?? []}
        loading={list.isPending}
        // SPEC.md section 8 empties the list on a failure; an outage keeps what it showed.
        failed={list.isError && !(list.data && isNoAnswer(list.error))}
        timeZone={timeZone}
        onSelect={(reservation, row) => {
          origin.remember(row);
          setOptions(open(reservation));
        }}
      />

      <OptionDialog
        opened={options?.opened ?? false}
        title={chosen?.Name ?? ''}
        options={
          chosen
            ? [
                { label: t('reservations.options.checkIn'), onSelect: () => checkIn(chosen) },
                {
                  label: t('reservations.options.details'),
                  onSelect: () => openModal('view', chosen),
                },
                ...noShow.option(chosen),
                {
                  label: t('reservations.options.delete'),
                  color: 'red',
                  onSelect: () => setToDelete(open(chosen)),
                },
              ]
            : []
        }
        onClose={() => setOptions(close)}
      />
      <ConfirmDialog
        opened={toDelete?.opened ?? false}
        message={t('reservations.deleteQuestion', { name: toDelete?.subject.Name ?? '' })}
        confirmLabel={t('reservations.deleteConfirm')}
        confirmColor="red"
        loading={deletion.isPending}
        onConfirm={() => toDelete && confirmDelete(toDelete.subject)}
        onCancel={() => setToDelete(close)}
        returnFocusTo={origin}
      />
      {noShow.dialog}
      <OptionDialog
        opened={depositOf?.opened ?? false}
        title={t('reservations.deposit.title')}
        message={t('reservations.deposit.question', {
          amount: format.kyat(depositOf?.subject.AmountPaid ?? 0),
        })}
        options={
          depositOf
            ? [
                {
                  label: t('reservations.deposit.refund'),
                  color: 'red',
                  onSelect: () => void confirmDelete(depositOf.subject, 'refund'),
                },
                {
                  label: t('reservations.deposit.keep'),
                  onSelect: () => void confirmDelete(depositOf.subject, 'keep'),
                },
              ]
            : []
        }
        onClose={() => setDepositOf(close)}
      />
      <MessageDialog
        opened={checkInMissing}
        title={t('reservations.options.checkIn')}
        message={t('reservations.checkInUnavailable')}
        onClose={() => setCheckInMissing(false)}
        returnFocusTo={origin}
      />
      {modal ? (
        <ReservationModal
          key={modal.subject.key}
          opened={modal.opened}
          initialMode={modal.subject.mode}
          reservation={modal.subject.reservation}
          timeZone={timeZone}
          onClose={() => {
            setModal(close);
            origin.restore();
          }}
          onSaved={(message) => {
            setModal(close);
            setNotice(open({ kind: 'success', message }));
          }}
        />
      ) : null}
      {notice ? (
        <NoticeDialog
          opened={notice.opened}
          kind={notice.subject.kind}
          message={notice.subject.message}
          returnFocusTo={origin}
          onClose={() => setNotice(close)}
        />
      ) : null}
    </section>
  );
};
