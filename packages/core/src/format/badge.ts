/** Above this a count badge shows "99+" (the header's states show counts 0 / 3 / 99+). */
const BADGE_MAX = 99;

/**
 * A count as a badge shows it: the number up to 99, then "99+". The one rule
 * for every badge (the bag's, the account button's notifications) and for the
 * accessible names that say what the badge says (WCAG 2.5.3 label in name).
 */
export function badgeCount(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : `${count}`;
}
