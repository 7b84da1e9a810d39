/**
 * The header shell's numbers and routes (header.md §2, §4 "Sticky header", §9).
 * Tests that cite the spec assert the literal values, never these names.
 */

/** §4, §9: scrolling down past this hides the phone header's search and sticky state. */
export const STICKY_THRESHOLD_PX = 80;
/** §4, §9: within this distance of the page bottom the phone header stays sticky. */
export const BOTTOM_MARGIN_PX = 450;
/** §4, §9: scroll handling is throttled to this. */
export const SCROLL_THROTTLE_MS = 90;
/* §9's mobile breakpoint (767 px) is core's PHONE_QUERY, the one the shell, the bag and the sticky machine read. */

/** §2 routes the shell links to. */
export const HOME_PATH = '/';
export const GIFT_FINDER_PATH = '/quiz/gift-finder';

/**
 * The header's own heights, which the page reserves before the script runs
 * (`dist/nm-widgets.css`) and the shell keeps: desktop one bar; phone the bar
 * plus the search row. The navigation slot's height is the navigation's.
 */
export const DESKTOP_HEIGHT_PX = 72;
export const PHONE_BAR_HEIGHT_PX = 56;
export const PHONE_SEARCH_ROW_PX = 52;
export const PHONE_HEIGHT_PX = PHONE_BAR_HEIGHT_PX + PHONE_SEARCH_ROW_PX;
