import { BOTTOM_MARGIN_PX, STICKY_THRESHOLD_PX } from './constants';

/**
 * header.md §3 "Header state" and §4 "Sticky header", as a pure machine:
 * scroll positions in, state out. state/sticky.ts feeds it from one
 * throttled, rAF-batched reader; the UI renders the result.
 */
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

export interface ScrollInput {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
  /** At or under the 767 px breakpoint. */
  isMobile: boolean;
  /** Toggle STICKY_HEADER_DESKTOP. */
  stickyDesktopToggle: boolean;
}

export const INITIAL_STICKY_STATE: StickyState = {
  isTop: true, isStickyActive: false, isSearchExposed: true, isBottom: false, isHidden: false, isShadowed: false, scrollY: 0,
};

export function nextStickyState(state: StickyState, input: ScrollInput): StickyState {
  const scrollY = Number.isFinite(input.scrollY) ? input.scrollY : 0;
  const isTop = scrollY <= 0;
  const isBottom = !isTop && scrollY + input.viewportHeight >= input.documentHeight - BOTTOM_MARGIN_PX;
  const down = scrollY > state.scrollY;
  const up = scrollY < state.scrollY;
  const past = scrollY > STICKY_THRESHOLD_PX;
  const base = { isTop, isBottom, scrollY };

  if (input.isMobile) {
    // Back at the top: the header is in its place and the search exposed again.
    if (isTop) return { ...base, isStickyActive: false, isSearchExposed: true, isHidden: false, isShadowed: false };
    // Near the bottom it stays sticky (no hide as the page's end bounces).
    if (isBottom) return { ...base, isStickyActive: true, isSearchExposed: state.isSearchExposed, isHidden: false, isShadowed: false };
    if (down && past) return { ...base, isStickyActive: false, isSearchExposed: false, isHidden: true, isShadowed: false };
    if (up) return { ...base, isStickyActive: true, isSearchExposed: true, isHidden: false, isShadowed: false };
    return { ...state, ...base };
  }

  // Desktop without the toggle: a header in the page's flow that scrolls away with it.
  if (!input.stickyDesktopToggle) return { ...base, isStickyActive: false, isSearchExposed: true, isHidden: false, isShadowed: false };
  if (isTop) return { ...base, isStickyActive: false, isSearchExposed: true, isHidden: false, isShadowed: false };
  if (down && past) return { ...base, isStickyActive: true, isSearchExposed: true, isHidden: true, isShadowed: true };
  if (up) return { ...base, isStickyActive: true, isSearchExposed: true, isHidden: false, isShadowed: true };
  return { ...state, ...base, isShadowed: true };
}

export const sameStickyView = (a: StickyState, b: StickyState): boolean =>
  a.isTop === b.isTop && a.isStickyActive === b.isStickyActive && a.isSearchExposed === b.isSearchExposed
  && a.isBottom === b.isBottom && a.isHidden === b.isHidden && a.isShadowed === b.isShadowed;
