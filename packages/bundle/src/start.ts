import {
  $config, $mobileMiniCart, closeMiniCart, countFromDetail, defineElement, installBridge, listenForInboundEvents,
  logError, logErrorOnce, openMiniCart, readPageConfig, refreshSession, registerCartService, startCountPersistence,
  startOutboundEvents, $count, type MiniCartBridge,
} from '@nm/core';
import { cartService, startMiniCart } from '@nm/minicart';
import { ELEMENTS } from './elements';

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
  refreshSession();
  startCountPersistence(win);
  startOutboundEvents();
  registerCartService(cartService);
  listenForInboundEvents(win, {
    showMiniCartEvent: () => openMiniCart('event'),
    miniCartCloseEvent: () => closeMiniCart('event'),
    updateMiniCartItemCountEvent: (detail) => {
      const count = countFromDetail(detail);
      if (count === null) logError(`updateMiniCartItemCountEvent ignored: detail ${JSON.stringify(detail)} holds no count (expected { noOfItemsInCart: n } or n)`);
      else $count.set(count);
    },
    openMobileMiniCart: (content) => $mobileMiniCart.set({ content, at: Date.now() }),
  });
  let bridge: MiniCartBridge | null = null;
  try {
    bridge = installBridge(win);
  } catch (error) {
    logErrorOnce('start:bridge', 'window.minicart could not be installed; the elements work without it', error);
  }
  startMiniCart(win);
  for (const element of ELEMENTS) defineElement(element);
  return bridge;
}
