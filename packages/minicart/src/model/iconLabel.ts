/** Counts above this show as "99+" in the badge. */
const BADGE_MAX = 99;

/**
 * The cart icon's accessible name: it carries the count, since the badge is
 * only seen. It says what the badge says ("99+"), so a voice-control user
 * who reads the badge can name the link (WCAG 2.5.3 label in name).
 */
export function cartIconLabel(count: number): string {
  const shown = count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
  return `Shopping Bag, ${shown} ${count === 1 ? 'item' : 'items'}`;
}

/** minicart.md §2: the badge hides a zero value unless showZeroValue is set. */
export function badgeText(count: number, showZeroValue: boolean): string | null {
  if (count === 0 && !showZeroValue) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** header.md §2: the flyout's desktop button reads "Shopping Bag" or "Checkout {n}". */
export function flyoutButtonLabel(count: number): string {
  return count > 0 ? `Checkout ${count}` : 'Shopping Bag';
}
