import { useStore } from '@nanostores/react';
import { notificationBadgeText } from '../../model/notifications';
import { $notifications } from '../../state/notificationsStore';

export interface NotificationBadgeProps {
  /** The count to show; the shared notification count when omitted. */
  count?: number;
}

/**
 * header.md §2 "shows a notification count badge": hidden at 0, 1 to 99,
 * then "99+". Only seen: the count goes in the button's accessible name
 * through `notificationsLabelText` (model/notifications.ts).
 */
export function NotificationBadge({ count }: NotificationBadgeProps) {
  const shared = useStore($notifications).count;
  const text = notificationBadgeText(count ?? shared);
  if (text === null) return null;
  return <span className="nm-notification-badge" aria-hidden="true">{text}</span>;
}
