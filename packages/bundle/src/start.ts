import {
  $config, $mobileMiniCart, closeMiniCart, countFromDetail, defineElement, installBridge, listenForInboundEvents,
  logError, openMiniCart, readPageConfig, refreshSession, registerCartService, startCountPersistence,
  startOutboundEvents, $count, type MiniCartBridge,
} from '@nm/core';
import { cartService, startMiniCart } from '@nm/minicart';
import { ELEMENTS } from './elements';

/**
 * Starts the shared layer once per page, in an order that matters: config
 * first (elements read the brand), then the stored count, then the bridge
 * (queued calls override the stored count), then the elements.
 */
export function start(win: Window & typeof globalThis): MiniCartBridge {
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
  const bridge = installBridge(win);
  startMiniCart(win);
  for (const element of ELEMENTS) defineElement(element);
  return bridge;
}
