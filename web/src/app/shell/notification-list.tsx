import { Anchor, Button, Notification, Stack } from '@mantine/core';
import { Link } from 'react-router';
import {
  clearAllNotifications,
  dismissNotification,
  useNotifications,
  type AppNotification,
  type NotificationType,
} from '../../lib/notifications/notification-store';

const COLOURS: Record<NotificationType, string> = { success: 'green', error: 'red', warning: 'yellow' };
const TITLES: Record<NotificationType, string> = {
  success: 'Done',
  error: 'Something went wrong',
  warning: 'Please note',
};

function NotificationItem({ item }: { item: AppNotification }) {
  return (
    <Notification
      role="none"
      color={COLOURS[item.type]}
      title={TITLES[item.type]}
      withBorder
      // Mantine greys the text under a title below 4.5:1 contrast; keep it the body colour.
      styles={{ description: { color: 'var(--mantine-color-text)' } }}
      closeButtonProps={{ 'aria-label': 'Dismiss notification' }}
      onClose={() => dismissNotification(item.id)}
    >
      <span>{item.message}</span>
      {item.details.length > 0 && (
        <ul className="notification-details">
          {item.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {item.link && (
        <div>
          <Anchor component={Link} to={item.link.to} onClick={() => dismissNotification(item.id)}>
            {item.link.label}
          </Anchor>
        </div>
      )}
    </Notification>
  );
}

/**
 * The notifications list (SPEC §2 Shell). Errors are announced assertively (role="alert"), the
 * rest politely (role="status"); both live regions are always present so screen readers hear
 * what is added to them.
 */
export function NotificationList() {
  const items = useNotifications();
  const errors = items.filter((n) => n.type === 'error');
  const others = items.filter((n) => n.type !== 'error');
  return (
    <section className="notification-area" aria-label="Notifications">
      <Stack gap="xs">
        {items.length > 1 && (
          <Button size="xs" variant="default" onClick={clearAllNotifications} className="notification-clear-all">
            Clear all
          </Button>
        )}
        <Stack gap="xs" role="alert">
          {errors.map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
        </Stack>
        <Stack gap="xs" role="status">
          {others.map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
        </Stack>
      </Stack>
    </section>
  );
}
