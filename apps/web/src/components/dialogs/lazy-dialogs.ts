import { lazyDialog } from './lazy-dialog.tsx';
import type { KindlessNoticeDialogProps } from './notice-dialog.tsx';

/**
 * The shared dialogs (and Mantine's Modal under them) as the dashboard's panels use them: fetched
 * when a panel is pointed at or focused, or when first opened, not with the dashboard (ADR 023).
 * Dialogs that are themselves loaded lazily import the eager modules directly.
 */
export const OptionDialog = lazyDialog(() => import('./option-dialog.tsx'), 'OptionDialog');
export const ConfirmDialog = lazyDialog(() => import('./confirm-dialog.tsx'), 'ConfirmDialog');
export const MessageDialog = lazyDialog(() => import('./message-dialog.tsx'), 'MessageDialog');
export const NoticeDialog = lazyDialog(() => import('./notice-dialog.tsx'), 'NoticeDialog');
export const ErrorDialog = lazyDialog<KindlessNoticeDialogProps, 'ErrorDialog'>(
  () => import('./notice-dialog.tsx'),
  'ErrorDialog',
);

export const preloadSharedDialogs = () => {
  OptionDialog.preload();
  ConfirmDialog.preload();
  MessageDialog.preload();
  NoticeDialog.preload();
};
