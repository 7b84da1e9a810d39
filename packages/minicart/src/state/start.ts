import { $count, $miniCartPanel, $userId, announce, logError } from '@nm/core';
import { fetchCount } from '../api/cart';
import { cartIconLabel } from '../model/iconLabel';
import { startFlyoutPersistence } from './flyoutStore';
import { resetSetFromOutside } from './setFromOutside';

/** minicart.md §9: count refresh delay. */
export const COUNT_REFRESH_DELAY_MS = 1000;

/**
 * The mini-cart's page-wide duties, started once by the bundle (not per
 * element, so two instances never announce or fetch twice):
 * - the count is refreshed 1 s after load (minicart.md §4);
 * - every count change is announced once in the page's one live region;
 * - closing the panel resets the "set from outside" flag (minicart.md §4);
 * - the flyout state is restored from and kept in local storage (header.md §4).
 */
export function startMiniCart(win: Window): () => void {
  const controller = new AbortController();
  const timer = win.setTimeout(() => {
    // A first-time guest has no id yet: there is no bag to count.
    if (!$userId.get()) return;
    // minicart.md §8: a failure is logged only (the throwing call keeps the result wrappers out of the initial script).
    fetchCount(controller.signal).then(
      (count) => $count.set(count),
      (error: unknown) => { if (!controller.signal.aborted) logError('Minicart: GET /cart/api/count failed', error); },
    );
  }, COUNT_REFRESH_DELAY_MS);
  const offCount = $count.listen((count) => announce(cartIconLabel(count), win.document));
  const stopFlyout = startFlyoutPersistence();
  const offPanel = $miniCartPanel.listen((panel) => { if (!panel.open) resetSetFromOutside(); });
  return () => {
    win.clearTimeout(timer);
    controller.abort();
    offCount();
    offPanel();
    stopFlyout();
  };
}
