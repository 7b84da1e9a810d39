import { $config, isToggleOn, pageClock, pageWide, PHONE_QUERY, type Cancel, type Clock } from '@nm/core';
import { SCROLL_THROTTLE_MS } from '../model/constants';
import { INITIAL_STICKY_STATE, nextStickyState, sameStickyView, type StickyState } from '../model/sticky';

/**
 * header.md §4 "Sticky header": the page's one scroll follower. One passive
 * scroll listener, throttled to 90 ms (leading and trailing: the first scroll
 * is answered at once, the last one is never lost); each accepted scroll asks
 * for one animation frame, in which the only reads happen (scrollY,
 * innerHeight, the document's height) before anything is written, so the
 * follower never forces a layout. The machine is model/sticky.ts; `$sticky`
 * is written only here, and only when what it shows changes.
 */

type StickyWindow = Pick<
  Window,
  'scrollY' | 'innerHeight' | 'matchMedia' | 'addEventListener' | 'removeEventListener'
> & { document: Document };

/** The follower's time, the throttle and the frames: core's page clock, or a test's. */
let clock: Clock = pageClock;
let target: StickyWindow | null = typeof window === 'undefined' ? null : window;

import { $sticky } from './stickyStore';

export { $sticky } from './stickyStore';
/** The last computed state, including the scroll position that does not change the view. */
let current: StickyState = INITIAL_STICKY_STATE;

const hosts = new Set<Element>();
let throttle: Cancel | null = null;
let trailing = false;
let frame: Cancel | null = null;

/** What keeps focus when the header hides: the shopper is typing (header.md §4: inputs and iframes are not blurred). */
const KEEPS_FOCUS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'IFRAME']);

/**
 * When the header moves out of view, a control inside it that has focus
 * would be focused and invisible: it is blurred, unless it is a field the
 * shopper is typing in or an iframe. Focus elsewhere on the page is left
 * alone (docs/header.md "Sticky header": tabbing down the page scrolls it,
 * and blurring the page's links would throw keyboard users back to the start).
 */
function blurHiddenFocus(doc: Document): void {
  let active: Element | null = doc.activeElement;
  let inHeader = false;
  while (active) {
    if (hosts.has(active)) inHeader = true;
    const inner: Element | null = active.shadowRoot?.activeElement ?? null;
    if (!inner) break;
    active = inner;
  }
  if (!inHeader || !active || KEEPS_FOCUS.has(active.tagName)) return;
  (active as HTMLElement).blur?.();
}

function read(): void {
  frame = null;
  if (!target) return;
  const doc = target.document;
  const next = nextStickyState(current, {
    scrollY: target.scrollY,
    viewportHeight: target.innerHeight,
    documentHeight: doc.documentElement.scrollHeight,
    // The phone layout is the one the CSS and the shell draw: core's PHONE_QUERY (767 px), as the browser evaluates it now.
    isMobile: target.matchMedia(PHONE_QUERY).matches,
    stickyDesktopToggle: isToggleOn($config.get(), 'STICKY_HEADER_DESKTOP'),
  });
  const was = current;
  current = next;
  if (sameStickyView(was, next)) return;
  $sticky.set(next);
  if (next.isHidden && !was.isHidden) blurHiddenFocus(doc);
}

function requestRead(): void {
  if (frame !== null) return;
  frame = clock.frame(read);
}

function onScroll(): void {
  if (throttle !== null) {
    trailing = true;
    return;
  }
  requestRead();
  throttle = clock.after(SCROLL_THROTTLE_MS, () => {
    throttle = null;
    if (trailing) {
      trailing = false;
      onScroll();
    }
  });
}

function stopListening(): void {
  target?.removeEventListener('scroll', onScroll);
  throttle?.();
  frame?.();
  throttle = null;
  frame = null;
  trailing = false;
}

/** The page's one scroll listener, with the first header; removed with the last. */
const scrollFollowers = pageWide<Element>(() => {
  if (!target) return;
  target.addEventListener('scroll', onScroll, { passive: true });
  requestRead(); // a page restored mid-scroll (back button) starts in the right state
  return stopListening;
});

/**
 * Starts following the page's scroll for one header (its host, so a focused
 * control inside it can be blurred when it hides); returns its stop. The
 * listener is the page's one, added with the first header and removed with the last.
 */
export function followSticky(host: Element): () => void {
  hosts.add(host);
  const leave = scrollFollowers.join(host);
  return () => {
    hosts.delete(host);
    leave();
  };
}

/** Tests only: another clock and window (null: the page's); resets the state. Call with no header following. */
export function setStickyEnvironment(next: { clock?: Clock | null; window?: StickyWindow | null } = {}): void {
  stopListening();
  hosts.clear();
  clock = next.clock ?? pageClock;
  target = next.window === undefined ? (typeof window === 'undefined' ? null : window) : next.window;
  current = INITIAL_STICKY_STATE;
  $sticky.set(INITIAL_STICKY_STATE);
}
