import { useMemo } from 'react';
import type { Reservation } from '@frontdesk/domain';
import type { FlowOrigin } from '../../../components/dialogs/flow-origin.ts';
import type { CheckInSource } from '../utils/check-in-draft.ts';
import { CheckInFlow } from './lazy-dialogs.ts';

export interface ReservationCheckInProps {
  reservation: Reservation;
  opened: boolean;
  /** The reservation's row: focus goes back to it (when it is still listed). */
  origin?: FlowOrigin | undefined;
  onClose: () => void;
}

/** Fetches the check-in dialog's code (before Check-in is chosen). */
export const preloadReservationCheckIn = () => CheckInFlow.preload();

/**
 * The check-in of a reservation (opened from the Reservation panel by the dashboard): the dialog
 * of its stay type with one room card per reserved room.
 */
export const ReservationCheckIn = ({
  reservation,
  opened,
  origin,
  onClose,
}: ReservationCheckInProps) => {
  const source = useMemo<CheckInSource>(
    () => ({ kind: 'reservation', reservation }),
    [reservation],
  );
  return <CheckInFlow source={source} opened={opened} origin={origin} onClose={onClose} />;
};
