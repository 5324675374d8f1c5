import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';
import { preloadSharedDialogs } from '../../../components/dialogs/lazy-dialogs.ts';

/** The check-in dialogs (walk-in from a room, or a reservation's), in a chunk of their own. */
export const CheckInFlow = lazyDialog(() => import('./check-in/check-in-flow.tsx'), 'CheckInFlow');

/** Maintenance's reason and expected end (ADR 085), in a chunk of its own. */
export const MaintenanceDialog = lazyDialog(
  () => import('./maintenance-dialog.tsx'),
  'MaintenanceDialog',
);

/** What a room's menu leads to: fetched when the room grid is pointed at or focused. */
export const preloadRoomDialogs = () => {
  preloadSharedDialogs();
  CheckInFlow.preload();
  MaintenanceDialog.preload();
};
