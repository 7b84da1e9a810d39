import { badgeCount } from '@nm/core';

/**
 * The cart icon's accessible name: it carries the count, since the badge is
 * only seen. It says what the badge says ("99+"), so a voice-control user
 * who reads the badge can name the link (WCAG 2.5.3 label in name).
 */
export function cartIconLabel(count: number): string {
  return `Shopping Bag, ${badgeCount(count)} ${count === 1 ? 'item' : 'items'}`;
}

/** minicart.md §2: the badge hides a zero value unless showZeroValue is set. */
export function badgeText(count: number, showZeroValue: boolean): string | null {
  if (count === 0 && !showZeroValue) return null;
  return badgeCount(count);
}

/** header.md §2: the flyout's desktop button reads "Shopping Bag" or "Checkout {n}". */
export function flyoutButtonLabel(count: number): string {
  return count > 0 ? `Checkout ${count}` : 'Shopping Bag';
}
