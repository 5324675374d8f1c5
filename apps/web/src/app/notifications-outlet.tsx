import { lazy, Suspense } from 'react';
import { useNotifications } from '@mantine/notifications';

// Its own chunk (with its CSS): most page views never show a notification.
const Notifications = lazy(() => import('./notifications-container.tsx'));

/**
 * Mantine's notification container, mounted when the first notification is shown
 * (`notifications.show` only writes to a store, which the container reads when it arrives).
 */
export const NotificationsOutlet = () => {
  const { notifications, queue } = useNotifications();
  if (notifications.length === 0 && queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
};
