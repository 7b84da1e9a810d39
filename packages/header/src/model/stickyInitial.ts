/** The sticky machine's state and where it starts: alone, so the first paint reads them without the machine (./sticky.ts). */

export interface StickyState {
  /** At the top of the page (scrollY 0 or above: an overscroll bounce is the top too). */
  isTop: boolean;
  /** The header is stuck to the top of the viewport and shown. */
  isStickyActive: boolean;
  /** The phone's search row is shown. */
  isSearchExposed: boolean;
  /** Within 450 px of the page's bottom. */
  isBottom: boolean;
  /** The header is moved out of view (phone scrolling down; desktop scrolling down with STICKY_HEADER_DESKTOP). */
  isHidden: boolean;
  /** Desktop with STICKY_HEADER_DESKTOP: a shadow under the header once the page has left the top. */
  isShadowed: boolean;
  /** The scroll position this state was computed at: the next call's "up or down". */
  scrollY: number;
}

export const INITIAL_STICKY_STATE: StickyState = {
  isTop: true,
  isStickyActive: false,
  isSearchExposed: true,
  isBottom: false,
  isHidden: false,
  isShadowed: false,
  scrollY: 0,
};
