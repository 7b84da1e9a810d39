import { closeMiniCart, startDismissal } from '@nm/core';

/**
 * While the flyout is open: Escape anywhere closes it and focus goes back to
 * its button (core startDismissal). A press outside and focus leaving do
 * not: the flyout is a hover panel that closes after the pointer leaves
 * (flyoutTimers.ts), and the page stays usable under it. A module of its
 * own, imported by the flyout's lazy chunk only, so the first script does
 * not carry it. Returns the stop.
 */
export function startFlyoutDismissal(anchor: HTMLElement | null): () => void {
  return startDismissal({
    inside: () => [anchor],
    outside: false,
    focusLeaving: false,
    onDismiss() {
      closeMiniCart('escape');
      anchor?.focus();
    },
  });
}
