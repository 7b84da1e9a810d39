/**
 * The abandon-cart modal's numbers and names (header.md §3, §4 "Abandon-cart
 * modal", §5, §7, §9). Tests that cite the spec assert the literal values.
 */

/** §9: the toggle (with the 300000 ms idle timeout, in firstScript.ts: both are in the first script). */
export { ABANDON_CART_TOGGLE } from './firstScript';
/** §9: the idle library's 200 ms event throttle. */
export const ACTIVITY_THROTTLE_MS = 200;
/** §4, §9: it appears 5 s after the trigger. */
export const SHOW_DELAY_MS = 5_000;
/** §4, §9: at most once per 24 h (86400000 ms, storage expiry 24 h). */
export const ONCE_PER_MS = 86_400_000;
/** §7: the recommendations call's timeout. */
export const RECS_TIMEOUT_MS = 3_000;
/** §5, §9: at least 3 displayable products, at most 12 kept, 3 visible per slide. */
export const RECS_MINIMUM = 3;
export const RECS_MAXIMUM = 12;
/**
 * The most products decoded from a stylyze answer (docs/ARCHITECTURE.md "Caps on what a service answers"): room for
 * the 12 kept (§5) when some are not displayable; the rest are dropped, logged once.
 */
export const STYLYZE_PRODUCTS_CAP = 48;
export const PRODUCTS_PER_SLIDE = 3;
/**
 * §9: tab leader election fallback 2000 ms, response 100 ms. react-idle-timer 5
 * fixes both inside its TabManager (library.test.ts reads them there); its
 * version 5 has no removal timeout (§9's 60000 ms was version 4's): a closing
 * tab tells the others at once.
 */
export const LEADER_FALLBACK_MS = 2_000;
export const LEADER_RESPONSE_MS = 100;

/** §3 local storage keys, each `{ value, expiryTime }`. */
export const SEEN_KEY = 'abandonCartModalSeen';
export const TIMESTAMP_KEY = 'abandonCartModalTimestamp';

/**
 * §9: the recommendations in the reminder. Off, the call is never made and
 * the reminder shows without a carousel (docs/abandon-cart.md "Toggles").
 */
export const RECS_TOGGLE = 'ABANDON_CART_RECS';

/** §7 GET /p/api/products/stylyze and its fixed query values. */
export const STYLYZE_PATH = '/p/api/products/stylyze';
export const STYLYZE_CHANNEL = 'NMO';
export const STYLYZE_PLACEMENT = 'ABANDON_CART_MODAL';
export const STYLYZE_TYPE = 'PDP_SECOND_CAROUSEL';
