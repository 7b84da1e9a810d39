/** The cart icon's accessible name: it carries the count, since the badge is only seen. */
export function cartIconLabel(count: number): string {
  return `Shopping Bag, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** minicart.md §2: the badge hides a zero value unless showZeroValue is set. */
export function badgeText(count: number, showZeroValue: boolean): string | null {
  if (count === 0 && !showZeroValue) return null;
  return count > 99 ? '99+' : String(count);
}
