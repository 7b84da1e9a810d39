/**
 * header.md §3 "Header state" and §4 "Sticky header", as a pure machine:
 * scroll positions in, state out. state/sticky.ts feeds it from one
 * throttled, rAF-batched reader; the UI renders the result.
 */
import { BOTTOM_MARGIN_PX, STICKY_THRESHOLD_PX } from './constants';
import type { StickyState } from './stickyInitial';

export { INITIAL_STICKY_STATE, type StickyState } from './stickyInitial';

export interface ScrollInput {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
  /** At or under the 767 px breakpoint. */
  isMobile: boolean;
  /** Toggle STICKY_HEADER_DESKTOP. */
  stickyDesktopToggle: boolean;
}

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
    if (isBottom)
      return {
        ...base,
        isStickyActive: true,
        isSearchExposed: state.isSearchExposed,
        isHidden: false,
        isShadowed: false,
      };
    if (down && past)
      return { ...base, isStickyActive: false, isSearchExposed: false, isHidden: true, isShadowed: false };
    if (up) return { ...base, isStickyActive: true, isSearchExposed: true, isHidden: false, isShadowed: false };
    return { ...state, ...base };
  }

  // Desktop without the toggle: a header in the page's flow that scrolls away with it.
  if (!input.stickyDesktopToggle)
    return { ...base, isStickyActive: false, isSearchExposed: true, isHidden: false, isShadowed: false };
  if (isTop) return { ...base, isStickyActive: false, isSearchExposed: true, isHidden: false, isShadowed: false };
  if (down && past) return { ...base, isStickyActive: true, isSearchExposed: true, isHidden: true, isShadowed: true };
  if (up) return { ...base, isStickyActive: true, isSearchExposed: true, isHidden: false, isShadowed: true };
  return { ...state, ...base, isShadowed: true };
}

export const sameStickyView = (a: StickyState, b: StickyState): boolean =>
  a.isTop === b.isTop &&
  a.isStickyActive === b.isStickyActive &&
  a.isSearchExposed === b.isSearchExposed &&
  a.isBottom === b.isBottom &&
  a.isHidden === b.isHidden &&
  a.isShadowed === b.isShadowed;
