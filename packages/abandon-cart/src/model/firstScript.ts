/**
 * The only rules the first script holds (docs/abandon-cart.md "What loads
 * when"): whether this page could ever show the modal, so the watcher chunk
 * is not fetched where it never could. Kept in a module of their own: esbuild
 * puts a module wholly in one chunk, and the rest of the rules belong to the
 * watcher's.
 */

/** header.md §9: idle timeout for abandon-cart 300000 ms. */
export const IDLE_TIMEOUT_MS = 300_000;

/** header.md §9 feature toggle. */
export const ABANDON_CART_TOGGLE = 'BLUECORE_ABANDONCART';

/** header.md §5: not on assistance, stores, cart or checkout pages (`page-id` as `<nm-header>` reads it). */
export function pageAllows(pageId: string): boolean {
  return !/^(PAGE_ID_)?(NMASSISTANCE|STORES|CART|CHECKOUT)$/.test(pageId.trim().toUpperCase());
}
