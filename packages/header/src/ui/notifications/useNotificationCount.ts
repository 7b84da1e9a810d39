import { $notifications } from '../../state/notificationsStore';
import { useStore } from '@nm/core';

/** The shared notification count, for the button that carries the badge (its accessible name). */
export function useNotificationCount(): number {
  return useStore($notifications).count;
}
