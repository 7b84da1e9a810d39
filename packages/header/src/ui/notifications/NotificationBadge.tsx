import { useStore } from '@nanostores/react';
import { panelButton } from '../../model/accountButton';
import { $notifications } from '../../state/notificationsStore';

export interface NotificationBadgeProps {
  /** The count to show; the shared notification count when omitted. */
  count?: number;
}

/**
 * header.md §2 "shows a notification count badge": the account button's
 * badge alone (hidden at 0, 1 to 99, then "99+"). Only seen: the count goes
 * in the button's accessible name (model/accountButton.ts panelButton).
 */
export function NotificationBadge({ count }: NotificationBadgeProps) {
  const shared = useStore($notifications).count;
  const text = panelButton(false, '', count ?? shared).badge;
  if (text === null) return null;
  return <span className="nm-notification-badge" aria-hidden="true">{text}</span>;
}
