import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** Where notifications appear (SPEC.md: at the top, centred). */
const NotificationsContainer = () => <Notifications position="top-center" />;
export default NotificationsContainer;
