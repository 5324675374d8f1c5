import { useState, type ReactNode } from 'react';
import type { Room } from '@frontdesk/domain';
import { ExtendDaysDialog, type StayDialogProps } from './extend-days-dialog.tsx';
import { ExtendHoursDialog } from './extend-hours-dialog.tsx';
import { ExtendLongStayDialog } from './extend-long-stay-dialog.tsx';
import { GuestDetailsDialog } from './guest-details-dialog.tsx';
import { RoomSwapDialog } from './room-swap-dialog.tsx';

type StayDialog = 'guestDetails' | 'extendByDay' | 'extendByHour' | 'extendLongStay' | 'roomSwap';

const dialogs: Record<StayDialog, (props: StayDialogProps) => ReactNode> = {
  guestDetails: GuestDetailsDialog,
  extendByDay: ExtendDaysDialog,
  extendByHour: ExtendHoursDialog,
  extendLongStay: ExtendLongStayDialog,
  roomSwap: RoomSwapDialog,
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
