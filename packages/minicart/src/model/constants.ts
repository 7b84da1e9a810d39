/**
 * The bag's business constants and small display rules (minicart.md §9,
 * header.md §4, §9), as pure values and functions the components call.
 */

/** header.md §9: hover opens the flyout after 500 ms in the simplified-minicart variation. */
export const HOVER_OPEN_DELAY_MS = 500;
/** minicart.md §9: the panel's auto-close, and the flyout's close after the pointer leaves. */
export const AUTO_CLOSE_MS = 10_000;
/** The flyout's close animation (minicart.md §9 transition 300 ms). */
export const FLYOUT_CLOSE_ANIMATION_MS = 300;

/**
 * The most skeleton rows drawn while a bag loads. minicart.md §2 asks for one
 * per counted item; this only guards against an absurd count (a corrupt
 * session value) and sits well above the 50-item bag of `npm run bench`.
 */
export const MAX_SKELETON_ROWS = 100;

/** minicart.md §2: one skeleton row per counted item; none for 0 (or a count that is not a number). */
export function skeletonRowCount(count: number): number {
  if (!Number.isFinite(count) || count <= 0) return 0;
  return Math.min(Math.floor(count), MAX_SKELETON_ROWS);
}

/** header.md §2: the flyout reads "No products in shopping bag" once it is not loading and the count is 0. */
export function flyoutIsEmpty(loading: boolean, count: number): boolean {
  return !loading && count === 0;
}

export type Presentation = 'drawer' | 'flyout';

/** The `presentation` attribute: "flyout", else the drawer. */
export function presentationOf(value: unknown): Presentation {
  return value === 'flyout' ? 'flyout' : 'drawer';
}

/** header.md §2: the flyout button is the desktop one; on phones the element is the icon linking to the cart. */
export function showsFlyoutButton(presentation: Presentation, phone: boolean): boolean {
  return presentation === 'flyout' && !phone;
}

/** The auto-close delay from the attribute: a finite number ≥ 0 (0 turns it off), else the default. */
export function closeDelayOf(autoCloseMs: number): number {
  return Number.isFinite(autoCloseMs) && autoCloseMs >= 0 ? autoCloseMs : AUTO_CLOSE_MS;
}
