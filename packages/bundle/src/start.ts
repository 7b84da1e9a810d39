import {
  closeMiniCart,
  defineElement,
  describeValue,
  logError,
  logErrorOnce,
  openMiniCart,
  pageClock,
  refreshSession,
  restoreGender,
  setConfig,
  setCount,
  showMobileMiniCart,
  startCountPersistence,
  type WidgetList,
} from '@nm/core';
import {
  countFromDetail,
  installBridge,
  listenForInboundEvents,
  readPageConfig,
  registerCartService,
  replayEarlyInboundEvents,
  startOutboundEvents,
  type InboundHandlers,
  type MiniCartBridge,
} from '@nm/core/boot';
import { cartService } from '@nm/minicart';
import { WIDGETS } from './elements';
import { startSessionAfterRender } from './session';

/**
 * Starts the shared layer once per page, in an order that matters: config
 * first (elements read the brand), then the stored count, then the widgets'
 * page-wide starts (core Widget: the bag's count refresh), then the bridge
 * (queued calls override the stored count), then the elements. The bridge is
 * the page's to break (a `window.minicart` getter that throws, a read-only or
 * frozen property): whatever it does, the elements are still defined, and
 * the cause is logged once. Returns null when there is no bridge.
 */
export function start(win: Window & typeof globalThis): MiniCartBridge | null {
  setConfig(readPageConfig(win, win.document));
  // Each step that touches what the page owns (cookies, storage, window.minicart) may meet a page that broke it:
  // it is logged once and skipped, and the elements are defined whatever happened before.
  step('session', () => refreshSession());
  step('count', () => startCountPersistence(win));
  // Before the first render: the header's men's dark mode and the search's tabs both paint from $gender.
  step('gender', () => restoreGender());
  startOutboundEvents();
  registerCartService(cartService);
  const inbound: InboundHandlers = {
    showMiniCartEvent: () => openMiniCart('event'),
    miniCartCloseEvent: () => closeMiniCart('event'),
    updateMiniCartItemCountEvent: (detail) => {
      // One reading of a count for this event and window.minicart.setCount (core countValue).
      const count = countFromDetail(detail);
      if (count === null)
        logError(
          `updateMiniCartItemCountEvent ignored: its detail (${describeValue(detail)}) holds no count (expected { noOfItemsInCart: n } or n, a whole number from 0)`,
        );
      else setCount(count, 'page');
    },
    openMobileMiniCart: (content) => showMobileMiniCart(content, Date.now()),
  };
  listenForInboundEvents(win, inbound);
  // Before the bridge: the mini-cart's start watches count writes from here on, so a queued setCount wins over the refresh.
  startWidgets(win, WIDGETS);
  // What the page dispatched before the entry ran (the loader recorded it), in its order, like the bridge's queue.
  step('early events', () => replayEarlyInboundEvents(win, inbound));
  const bridge = step('bridge', () => installBridge(win)) ?? null;
  // Before the elements: window.nmSession is the page's at once, as window.minicart is, and an element's shopper
  // demand (in its connectedCallback) finds the session's listener there, which marks the session as resolving
  // before the element's first request can go out without its token.
  step('identity', () => startSessionAfterRender(win));
  // The elements already on the page upgrade inside define(). Each is defined in a task of its own, after the task
  // that evaluated the entry (parsing and compiling its 300 KB is most of a long task on a phone by itself), so no
  // task of ours holds the page for more than one element's upgrade; each first render (or the hydration of the
  // first paint a server drew) is then a transition that React slices into short tasks.
  defineElements(WIDGETS);
  return bridge;
}

/** Each widget's page-wide start (core Widget), in the list's order, each on its own. */
function startWidgets<Ps extends readonly object[]>(win: Window & typeof globalThis, widgets: WidgetList<Ps>): void {
  for (const { element, start } of widgets) if (start) step(`start ${element.tag}`, () => start(win));
}

/** Each widget's element, defined in a task of its own, in the list's order. */
function defineElements<Ps extends readonly object[]>(widgets: WidgetList<Ps>): void {
  inTasksOfTheirOwn(
    widgets.map(
      ({ element }) =>
        () =>
          step(`define ${element.tag}`, () => defineElement(element)),
    ),
  );
}

/** Runs each step in a task of its own, in order (a macrotask each: microtasks would stay in the current task). */
function inTasksOfTheirOwn(steps: Array<() => unknown>): void {
  const next = () => {
    steps.shift()?.();
    if (steps.length) pageClock.after(0, next);
  };
  pageClock.after(0, next);
}

function step<T>(name: string, run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    logErrorOnce(`start:${name}`, `nm-widgets start-up step "${name}" failed; the widgets start without it`, error);
    return undefined;
  }
}
