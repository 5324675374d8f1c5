import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  isOccupied,
  RoomStatus,
  type CheckoutCollect,
  type Folio,
  type ReceiptDocument,
  type Guest,
  type Room,
  type RoomStatusCode,
  type StayType,
} from '@frontdesk/domain';
import { useFlowOrigin, type FlowOrigin } from '../../../components/dialogs/flow-origin.ts';
import { useCashShiftGuard } from '../../../components/dialogs/cash-shift-guard.tsx';
import {
  ConfirmDialog,
  ErrorDialog,
  MessageDialog,
  OptionDialog,
} from '../../../components/dialogs/lazy-dialogs.ts';
import type { DialogOption } from '../../../components/dialogs/option-dialog.tsx';
import { NotLiveError } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { groupProps, loaderProps, textProps } from '../../../components/plain/boxes.ts';
import { useHotelEvents } from '../../../lib/socket/hotel-events.ts';
import { GuestChangedError, useCheckOutRoom } from '../api/check-out-guest.ts';
import { getCurrentGuest } from '../api/get-current-guest.ts';
import { useRooms } from '../api/get-rooms.ts';
import { useUpdateRoomStatus, type MaintenanceSpellInput } from '../api/update-room-status.ts';
import type { CheckInSource } from '../utils/check-in-draft.ts';
import { hotelToday } from '../../../lib/dates.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { CheckInFlow, MaintenanceDialog, preloadRoomDialogs } from './lazy-dialogs.ts';

/** The in-stay options other features provide (guest details, extensions, swap, food), passed in by app/. */
export type StayAction =
  'guestDetails' | 'extendByDay' | 'extendLongStay' | 'extendByHour' | 'roomSwap' | 'foodOrder';

/**
 * Handlers for the in-stay options; an option without one says it is not available yet. `origin`
 * is the room card the menu was opened from: a flow that ends gives focus back there.
 */
export type StayActions = Partial<Record<StayAction, (room: Room, origin: FlowOrigin) => void>>;

/** What the bill in the checkout question lets the checkout send (ADR 033). */
export interface CheckoutBillChoice {
  /** False while the bill loads, or while a balance is due and no method is chosen. */
  ready: boolean;
  collect?: CheckoutCollect | undefined;
  /** Opens the print window in the confirming click; prints the checkout's final bill. */
  startFinalPrint?:
    | (() => { print: (bill: Folio, stored?: ReceiptDocument) => void; cancel: () => void })
    | undefined;
}

/** The bill shown in the checkout question (another feature provides it). */
export type CheckoutBillView = ComponentType<{
  opened: boolean;
  guestId: number;
  onChange: (choice: CheckoutBillChoice) => void;
}>;

/** A dialog that keeps its subject while it closes, so its text does not change mid-fade. */
interface Shown<T> {
  opened: boolean;
  subject: T;
}
const open = <T,>(subject: T): Shown<T> => ({ opened: true, subject });
const close = <T,>(shown: Shown<T> | null): Shown<T> | null => shown && { ...shown, opened: false };

interface CheckoutQuestion {
  /** The room as it was when Checkout was chosen. */
  room: Room;
  /** The guest the question names: undefined while loading, null when the room showed none. */
  guest: Guest | null | undefined;
}

interface WalkIn {
  key: number;
  source: CheckInSource;
}

const needsAvailableQuestion = (status: number) =>
  status === RoomStatus.Housekeeping || status === RoomStatus.Maintenance;

/**
 * What clicking a room does (SPEC.md section 2): the available room's menu (four check-ins,
 * Housekeeping, Maintenance), the occupied room's options (Checkout here, the rest from other
 * features), and for housekeeping or maintenance the question whether it is available again.
 */
export const useRoomActions = (stayActions: StayActions = {}, CheckoutBill?: CheckoutBillView) => {
  const { t } = useTranslation();
  const statusChange = useUpdateRoomStatus();
  const checkOut = useCheckOutRoom();
  const cashGuard = useCashShiftGuard();
  const [menu, setMenu] = useState<Shown<Room> | null>(null);
  const [askAvailable, setAskAvailable] = useState<Shown<Room> | null>(null);
  const [askCheckout, setAskCheckout] = useState<Shown<CheckoutQuestion> | null>(null);
  // Which Checkout choice a guest lookup answers (a slow answer must not name a later question).
  const checkoutAsked = useRef(0);
  const [bill, setBill] = useState<CheckoutBillChoice>({ ready: true });
  const rooms = useRooms();
  const [notYet, setNotYet] = useState<Shown<string> | null>(null);
  const [failure, setFailure] = useState<Shown<string> | null>(null);
  const [walkIn, setWalkIn] = useState<Shown<WalkIn> | null>(null);
  const [askMaintenance, setAskMaintenance] = useState<Shown<Room> | null>(null);
  const timeZone = useHotelTimeZone();

  // The room card a flow started from: focus goes back there when the flow's last dialog closes.
  const origin = useFlowOrigin();

  const openRoom = (room: Room, card?: HTMLElement) => {
    origin.remember(card);
    preloadRoomDialogs();
    if (needsAvailableQuestion(room.Status)) setAskAvailable(open(room));
    else setMenu(open(room));
  };

  // A desk that is not live says so instead (nothing was sent).
  const failed = (error?: unknown) =>
    setFailure(open(error instanceof NotLiveError ? error.message : t('rooms.statusUpdateFailed')));

  /** Checkout names the guest the room holds now; the checkout then sends that guest's ID. */
  const askToCheckOut = (room: Room) => {
    checkoutAsked.current += 1;
    const asked = checkoutAsked.current;
    setBill({ ready: !CheckoutBill });
    setAskCheckout(open({ room, guest: undefined }));
    void getCurrentGuest(room.Room).then((guest) => {
      if (checkoutAsked.current !== asked) return;
      setAskCheckout(
        (current) => current && { ...current, subject: { ...current.subject, guest } },
      );
    });
  };

  // A question about a room that has changed since is stale: the room's guest may have left, or
  // another arrived. Closed when the room's event arrives, or when its refetched status differs.
  const asked = askCheckout?.opened ? askCheckout.subject.room : undefined;
  const closeStaleQuestion = () => {
    setAskCheckout(close);
    origin.restore();
  };
  useHotelEvents((event) => {
    if (event.type === 'room_updated' && event.room === asked?.Room && !checkOut.isPending) {
      closeStaleQuestion();
    }
  });
  const roomNow = asked && rooms.data?.find((room) => room.Room === asked.Room);
  const statusChanged = Boolean(asked && roomNow && roomNow.Status !== asked.Status);
  const onStatusChanged = useEffectEvent(() => {
    if (!checkOut.isPending) closeStaleQuestion();
  });
  useEffect(() => {
    if (statusChanged) onStatusChanged();
  }, [statusChanged]);

  /**
   * Yes, with the question's Idempotency-Key (ADR 070): pressed again, or retried, the server
   * answers the first checkout. The answer of this very call closes the question and prints.
   */
  const confirmCheckout = ({ room, guest }: CheckoutQuestion, idempotencyKey: string) => {
    if (guest === undefined) return;
    // The balance the bill showed is collected with the checkout; the final bill's print window
    // opens in this click.
    const collect = guest && CheckoutBill ? bill.collect : undefined;
    // Cash collected with no open shift is asked about first (ADR 077).
    return cashGuard.guard(
      collect?.paymentMethod,
      () => sendCheckout(room, guest, idempotencyKey),
      collect?.amount,
    );
  };

  const sendCheckout = (room: Room, guest: CheckoutQuestion['guest'], idempotencyKey: string) => {
    const collect = guest && CheckoutBill ? bill.collect : undefined;
    const finalPrint = collect ? bill.startFinalPrint?.() : undefined;
    return checkOut
      .mutateAsync({ roomNumber: room.Room, guestId: guest?.ID, collect, idempotencyKey })
      .then(
        ({ answer }) => {
          if (finalPrint && answer?.Bill) finalPrint.print(answer.Bill, answer.BillReceipt);
          else finalPrint?.cancel();
          setAskCheckout(close);
          origin.restore();
        },
        (error: unknown) => {
          finalPrint?.cancel();
          setAskCheckout(close);
          if (error instanceof GuestChangedError) {
            setFailure(open(error.serverMessage ?? t('rooms.guestChanged', { room: room.Room })));
          } else {
            failed(error);
          }
        },
      );
  };

  /** A room status change: the asking dialog's key, or one of its own from the room's menu. */
  const setStatus = (
    room: Room,
    status: RoomStatusCode,
    idempotencyKey: string = newIdempotencyKey(),
    maintenance?: MaintenanceSpellInput,
  ) =>
    statusChange
      .mutateAsync({ roomNumber: room.Room, status, idempotencyKey, maintenance })
      .then(undefined, failed);

  const startCheckIn = (room: Room, stayType: StayType) =>
    setWalkIn((current) =>
      open({ key: (current?.subject.key ?? 0) + 1, source: { kind: 'walk-in', room, stayType } }),
    );

  const stayOption = (room: Room, action: StayAction, label: string): DialogOption => ({
    label,
    onSelect: () => {
      const handler = stayActions[action];
      if (handler) handler(room, origin);
      else setNotYet(open(label));
    },
  });

  const optionsOf = (room: Room): DialogOption[] => {
    if (!isOccupied(room.Status)) {
      const checkIn = (stayType: StayType, label: string): DialogOption => ({
        label,
        onSelect: () => startCheckIn(room, stayType),
      });
      return [
        checkIn('full-night', t('rooms.menu.fullNight')),
        checkIn('daycation', t('rooms.menu.daycation')),
        checkIn('session', t('rooms.menu.session')),
        checkIn('long-stay', t('rooms.menu.longStay')),
        {
          label: t('rooms.menu.housekeeping'),
          variant: 'default',
          onSelect: () => void setStatus(room, RoomStatus.Housekeeping),
        },
        {
          label: t('rooms.menu.maintenance'),
          variant: 'default',
          // Asks why and until when (ADR 085); SPEC's call sends them along.
          onSelect: () => setAskMaintenance(open(room)),
        },
      ];
    }
    const longStay = room.Status === RoomStatus.LongStay;
    const options = [stayOption(room, 'guestDetails', t('rooms.menu.guestDetails'))];
    if (room.Status === RoomStatus.FullNight || longStay) {
      options.push(
        stayOption(room, longStay ? 'extendLongStay' : 'extendByDay', t('rooms.menu.extendByDay')),
      );
    }
    if (!longStay) options.push(stayOption(room, 'extendByHour', t('rooms.menu.extendByHour')));
    options.push(stayOption(room, 'roomSwap', t('rooms.menu.roomSwap')));
    options.push(stayOption(room, 'foodOrder', t('rooms.menu.foodOrder')));
    options.push({
      label: t('rooms.menu.checkout'),
      color: 'red',
      variant: 'filled',
      onSelect: () => askToCheckOut(room),
    });
    return options;
  };

  const menuRoom = menu?.subject;
  const checkoutSubject = askCheckout?.subject;
  // The bill is shown once the question names the guest.
  const billGuest = CheckoutBill ? (checkoutSubject?.guest ?? null) : null;
  const checkoutMessage: ReactNode =
    checkoutSubject === undefined ? null : checkoutSubject.guest === undefined ? (
      <span {...groupProps({ gap: 'xs', wrap: 'nowrap' })}>
        <span {...loaderProps('xs', 'indigo')} />
        <span {...textProps({ inherit: true })}>
          {t('rooms.checkoutFindingGuest', { room: checkoutSubject.room.Room })}
        </span>
      </span>
    ) : checkoutSubject.guest === null ? (
      t('rooms.checkoutQuestion', { room: checkoutSubject.room.Room })
    ) : (
      t('rooms.checkoutGuestQuestion', {
        name: checkoutSubject.guest.Name,
        room: checkoutSubject.room.Room,
      })
    );
  const dialogs: ReactNode = (
    <>
      <OptionDialog
        opened={menu?.opened ?? false}
        title={menuRoom ? t('rooms.roomTitle', { room: menuRoom.Room }) : ''}
        options={menuRoom ? optionsOf(menuRoom) : []}
        columns={2}
        onClose={() => setMenu(close)}
      />
      <ConfirmDialog
        opened={askAvailable?.opened ?? false}
        title={askAvailable ? t('rooms.roomTitle', { room: askAvailable.subject.Room }) : ''}
        message={t('rooms.availableQuestion')}
        confirmLabel={t('dialogs.yes')}
        loading={statusChange.isPending}
        onConfirm={(idempotencyKey) =>
          askAvailable &&
          setStatus(askAvailable.subject, RoomStatus.Available, idempotencyKey).then(() => {
            setAskAvailable(close);
            origin.restore();
          })
        }
        onCancel={() => setAskAvailable(close)}
        returnFocusTo={origin}
      />
      <ConfirmDialog
        opened={askCheckout?.opened ?? false}
        title={checkoutSubject ? t('rooms.roomTitle', { room: checkoutSubject.room.Room }) : ''}
        message={checkoutMessage}
        confirmLabel={t('dialogs.yes')}
        confirmColor="red"
        loading={checkOut.isPending}
        confirmDisabled={
          checkoutSubject?.guest === undefined || (Boolean(billGuest) && !bill.ready)
        }
        onConfirm={(idempotencyKey) =>
          checkoutSubject && confirmCheckout(checkoutSubject, idempotencyKey)
        }
        onCancel={() => setAskCheckout(close)}
        returnFocusTo={origin}
        size={billGuest ? 'lg' : 'sm'}
      >
        {CheckoutBill && billGuest ? (
          <CheckoutBill
            opened={askCheckout?.opened ?? false}
            guestId={billGuest.ID}
            onChange={setBill}
          />
        ) : null}
      </ConfirmDialog>
      {askMaintenance ? (
        <MaintenanceDialog
          key={askMaintenance.subject.Room}
          opened={askMaintenance.opened}
          room={askMaintenance.subject.Room}
          today={hotelToday(timeZone)}
          loading={statusChange.isPending}
          onConfirm={(spell, idempotencyKey) =>
            setStatus(askMaintenance.subject, RoomStatus.Maintenance, idempotencyKey, spell).then(
              () => {
                setAskMaintenance(close);
                origin.restore();
              },
            )
          }
          onCancel={() => setAskMaintenance(close)}
          returnFocusTo={origin}
        />
      ) : null}
      {cashGuard.question}
      <MessageDialog
        opened={notYet?.opened ?? false}
        title={notYet?.subject ?? ''}
        message={t('rooms.notAvailableYet', { option: notYet?.subject ?? '' })}
        onClose={() => setNotYet(close)}
        returnFocusTo={origin}
      />
      <ErrorDialog
        opened={failure?.opened ?? false}
        message={failure?.subject ?? ''}
        onClose={() => setFailure(close)}
        returnFocusTo={origin}
      />
      {walkIn ? (
        <CheckInFlow
          key={walkIn.subject.key}
          opened={walkIn.opened}
          source={walkIn.subject.source}
          origin={origin}
          onClose={() => setWalkIn(close)}
        />
      ) : null}
    </>
  );

  return { openRoom, dialogs };
};
