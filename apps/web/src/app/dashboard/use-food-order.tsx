import { useState } from 'react';
import type { Room } from '@frontdesk/domain';
import type { FlowOrigin } from '../../components/dialogs/flow-origin.ts';
import { lazyDialog } from '../../components/dialogs/lazy-dialog.tsx';
import type { FoodOrderGuest } from '../../features/food/components/food-order-flow.tsx';
import { getCurrentGuest } from '../../features/rooms/api/get-current-guest.ts';

/** Food Order from an occupied room's menu, in a chunk of its own. */
const FoodOrderFlow = lazyDialog(
  () => import('../../features/food/components/food-order-flow.tsx'),
  'FoodOrderFlow',
);

interface FoodOrderStart {
  /** A fresh dialog per opening. */
  key: number;
  room: Room;
  guest: FoodOrderGuest;
  origin: FlowOrigin;
  opened: boolean;
}

/**
 * The room grid's Food Order (rooms and food meet here, in app/): the dialog opens at once and
 * learns the room's guest when the server answers; focus goes back to the room card at the end.
 */
export const useFoodOrder = () => {
  const [shown, setShown] = useState<FoodOrderStart | null>(null);
  const start = (room: Room, origin: FlowOrigin) => {
    const key = (shown?.key ?? 0) + 1;
    setShown({ key, room, guest: undefined, origin, opened: true });
    void getCurrentGuest(room.Room).then((guest) =>
      setShown((current) => (current && current.key === key ? { ...current, guest } : current)),
    );
  };
  return {
    /** Fetches the dialog's code (with the room grid's other dialogs). */
    preload: FoodOrderFlow.preload,
    start,
    dialog: shown ? (
      <FoodOrderFlow
        key={shown.key}
        opened={shown.opened}
        roomNumber={shown.room.Room}
        guest={shown.guest}
        origin={shown.origin}
        onClose={() => setShown((current) => current && { ...current, opened: false })}
      />
    ) : null,
  };
};
