import { useStore } from '@nanostores/react';
import { $notifications } from '../../state/notificationsStore';

/** The shared notification count, for the button that carries the badge (its accessible name). */
export function useNotificationCount(): number {
  return useStore($notifications).count;
}
