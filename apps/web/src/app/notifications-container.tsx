import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { WithMantine } from '../components/with-mantine.tsx';

/** Where notifications appear (SPEC.md: at the top, centred). */
const NotificationsContainer = () => (
  <WithMantine>
    <Notifications position="top-center" />
  </WithMantine>
);
export default NotificationsContainer;
