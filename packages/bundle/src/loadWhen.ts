import { hasFirstPaint } from '@nm/core';

/**
 * When the classic loader imports the entry. A page whose widgets a server
 * drew (docs/first-paint.md) already shows them, with working links and a
 * search form: it loses nothing if our script waits for the page's own load
 * event, and its images and scripts get the network and the main thread
 * first, so the largest paint of the page is not pushed back by ours. What
 * the shopper does meanwhile is kept: a click on one of our buttons is held
 * and given again once React owns it, typed text is handed to React at
 * hydration, the page's events are recorded by the loader (core
 * earlyInbound.ts), window.minicart calls are queued. A page without a first
 * paint shows nothing of the widgets until the entry has run, so it loads at
 * once.
 */

/** Every element the bundle defines (a unit test holds this to WIDGETS, which the loader must not import). */
export const ELEMENT_TAGS = ['nm-minicart', 'nm-search', 'nm-header', 'nm-abandon-cart-modal'] as const;

/** A page whose load event is held up (a stalled image, an endless stream) still gets the widgets this soon. */
const LOAD_EVENT_WAIT_MS = 3000;

/** The shadow roots of our elements that hold a server's first paint (the parser attached them from the HTML). */
export function firstPaintRoots(doc: Document): ShadowRoot[] {
  return Array.from(doc.querySelectorAll(ELEMENT_TAGS.join()), (element) => element.shadowRoot).filter(
    (root): root is ShadowRoot => hasFirstPaint(root),
  );
}

/** A hidden tab paints no frame: it gets there this soon anyway. */
const NO_FRAME_WAIT_MS = 100;

/**
 * Calls `load` once: at once, or for a page with a first paint, in a task
 * after the first frame that follows its load event (a timer queued from a
 * frame runs after that frame's paint, so what the load brought is on screen
 * before our first request goes out), and at most LOAD_EVENT_WAIT_MS after
 * this was called.
 */
export function whenToLoad(win: Window, pageHasFirstPaint: boolean, load: () => void): void {
  if (win.document.readyState === 'complete' || !pageHasFirstPaint) {
    load();
    return;
  }
  const timers: number[] = [];
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    win.removeEventListener('load', afterLoad);
    for (const timer of timers) win.clearTimeout(timer);
    load();
  };
  const afterLoad = () => {
    timers.push(win.setTimeout(once, NO_FRAME_WAIT_MS));
    win.requestAnimationFrame(() => timers.push(win.setTimeout(once)));
  };
  timers.push(win.setTimeout(once, LOAD_EVENT_WAIT_MS));
  win.addEventListener('load', afterLoad);
}
