import { useState } from 'react';
import type { Room } from '@frontdesk/domain';
import { lazyDialog, type LazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';
import type { StayDialogProps } from './extend-days-dialog.tsx';

type StayDialog = 'guestDetails' | 'extendByDay' | 'extendByHour' | 'extendLongStay' | 'roomSwap';

// Each in a chunk of its own, fetched when the room grid is pointed at or focused (ADR 023).
const dialogs: Record<StayDialog, LazyDialog<StayDialogProps>> = {
  guestDetails: lazyDialog<StayDialogProps, 'GuestDetailsDialog'>(
    () => import('./guest-details-dialog.tsx'),
    'GuestDetailsDialog',
  ),
  extendByDay: lazyDialog(() => import('./extend-days-dialog.tsx'), 'ExtendDaysDialog'),
  extendByHour: lazyDialog(() => import('./extend-hours-dialog.tsx'), 'ExtendHoursDialog'),
  extendLongStay: lazyDialog(() => import('./extend-long-stay-dialog.tsx'), 'ExtendLongStayDialog'),
  roomSwap: lazyDialog(() => import('./room-swap-dialog.tsx'), 'RoomSwapDialog'),
};

/** The bill in the checkout question (ADR 033), in a chunk of its own. */
const CheckoutBill = lazyDialog(() => import('./checkout-bill.tsx'), 'CheckoutBill');

const preload = () => {
  for (const dialog of Object.values(dialogs)) dialog.preload();
  CheckoutBill.preload();
};

interface Shown {
  /** A fresh dialog (fresh state) per opening. */
  key: number;
  dialog: StayDialog;
  room: Room;
  opened: boolean;
}

/**
 * The in-stay options of an occupied room (SPEC.md section 2) for the room grid's menu, and the
 * dialogs they open. The dashboard passes `stayActions` to the grid and renders `dialogs`.
 */
export const useStayActions = () => {
  const [shown, setShown] = useState<Shown | null>(null);
  const open = (dialog: StayDialog) => (room: Room) =>
    setShown((current) => ({ key: (current?.key ?? 0) + 1, dialog, room, opened: true }));
  const Dialog = shown ? dialogs[shown.dialog] : null;
  return {
    /** Fetches the dialogs' code (before the first of them is opened). */
    preload,
    checkoutBill: CheckoutBill,
    stayActions: {
      guestDetails: open('guestDetails'),
      extendByDay: open('extendByDay'),
      extendByHour: open('extendByHour'),
      extendLongStay: open('extendLongStay'),
      roomSwap: open('roomSwap'),
    },
    dialogs:
      shown && Dialog ? (
        <Dialog
          key={shown.key}
          room={shown.room}
          opened={shown.opened}
          onClose={() => setShown((current) => current && { ...current, opened: false })}
        />
      ) : null,
  };
};
