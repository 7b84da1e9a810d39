import {
  $config, closeMiniCart, showMobileMiniCart, countFromDetail, defineElement, installBridge, listenForInboundEvents,
  describeValue, logError, logErrorOnce, openMiniCart, readPageConfig, refreshSession, registerCartService, startCountPersistence,
  setCount, startOutboundEvents, type MiniCartBridge,
} from '@nm/core';
import { cartService, startMiniCart } from '@nm/minicart';
import { restoreGender } from '@nm/search';
import { ELEMENTS } from './elements';
import { startSessionAfterRender } from './session';

/**
 * Starts the shared layer once per page, in an order that matters: config
 * first (elements read the brand), then the stored count, then the bridge
 * (queued calls override the stored count), then the elements. The bridge is
 * the page's to break (a `window.minicart` getter that throws, a read-only or
 * frozen property): whatever it does, the elements are still defined, and
 * the cause is logged once. Returns null when there is no bridge.
 */
export function start(win: Window & typeof globalThis): MiniCartBridge | null {
  $config.set(readPageConfig(win, win.document));
  // Each step that touches what the page owns (cookies, storage, window.minicart) may meet a page that broke it:
  // it is logged once and skipped, and the elements are defined whatever happened before.
  step('session', () => refreshSession());
  step('count', () => startCountPersistence(win));
  // Before the first render: the header's men's dark mode and the search's tabs both paint from $gender.
  step('gender', () => restoreGender());
  startOutboundEvents();
  registerCartService(cartService);
  listenForInboundEvents(win, {
    showMiniCartEvent: () => openMiniCart('event'),
    miniCartCloseEvent: () => closeMiniCart('event'),
    updateMiniCartItemCountEvent: (detail) => {
      // One reading of a count for this event and window.minicart.setCount (core countValue).
      const count = countFromDetail(detail);
      if (count === null) logError(`updateMiniCartItemCountEvent ignored: its detail (${describeValue(detail)}) holds no count (expected { noOfItemsInCart: n } or n, a whole number from 0)`);
      else setCount(count, 'page');
    },
    openMobileMiniCart: (content) => showMobileMiniCart(content, Date.now()),
  });
  // Before the bridge: the mini-cart watches count writes from here on, so a queued setCount wins over the refresh.
  step('mini-cart', () => startMiniCart(win));
  const bridge = step('bridge', () => installBridge(win)) ?? null;
  // The elements already on the page upgrade inside define(); each one's first render (or the hydration of the
  // first paint a server drew) is a transition that React slices into short tasks, so none of it blocks the page.
  for (const element of ELEMENTS) step(`define ${element.tag}`, () => defineElement(element));
  step('identity', () => startSessionAfterRender(win));
  return bridge;
}

function step<T>(name: string, run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    logErrorOnce(`start:${name}`, `nm-widgets start-up step "${name}" failed; the widgets start without it`, error);
    return undefined;
  }
}
