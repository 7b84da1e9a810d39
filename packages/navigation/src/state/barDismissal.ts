import { deepActiveElement, startDismissal } from '@nm/core';
import type { Navigation } from './createNavigation';

export interface BarDismissalTargets {
  /** The bar's root (inside the header's shadow root): the silos and the open drawer. */
  root: HTMLElement;
  /** Moves focus to a silo's disclosure button. */
  focusTrigger(id: string): void;
}

/**
 * While a drawer is open (core startDismissal; the machine itself has no
 * DOM): a press outside the bar and focus leaving it close the drawer, and
 * Escape anywhere closes it (WCAG 1.4.13: a drawer opened by hovering is
 * dismissible without moving the pointer), focus going back to its trigger
 * when focus was in the bar. Returns the stop.
 */
export function startBarDismissal({ actions }: Navigation, { root, focusTrigger }: BarDismissalTargets): () => void {
  return startDismissal({
    inside: () => [root],
    onDismiss(reason) {
      if (reason !== 'escape') {
        actions.close(reason);
        return;
      }
      const active = deepActiveElement(root.ownerDocument);
      const id = actions.escape();
      if (id !== null && active !== null && root.contains(active)) focusTrigger(id);
    },
  });
}
