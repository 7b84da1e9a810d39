import {
  $count,
  $miniCartPanel,
  $userId,
  announce,
  countFromOtherTab,
  forgetCart,
  forgetCartSetFromOutside,
  logError,
  pageClock,
  setCount,
  whenAuthSettled,
} from '@nm/core';
import { onSet } from 'nanostores';
import { fetchCount } from '../api/cart';
import { cartIconLabel } from '../model/iconLabel';
import { fetchCartIfEmpty } from './cartFetch';
import { startFlyoutPersistence } from './flyoutStore';

/** minicart.md §9: count refresh delay. */
const COUNT_REFRESH_DELAY_MS = 1000;

/**
 * The mini-cart's page-wide duties, started once by the bundle (not per
 * element, so two instances never announce or fetch twice):
 * - the count is refreshed 1 s after load (minicart.md §4), unless the page or a cart has told it since
 *   start-up (started before the bridge replays its queue, so queued setCount calls count);
 * - every count change is announced once in the page's one live region;
 * - closing the panel resets the "set from outside" flag (minicart.md §4);
 * - the flyout state is restored from and kept in local storage (header.md §4);
 * - the cart fetch helper loads the cart when ADD_TO_CART_V2 is on and the cart is empty (header.md §7).
 */
export function startMiniCart(win: Window): () => void {
  const controller = new AbortController();
  // The refresh corrects a count restored from storage. Once this page has been told the count (a queued or
  // direct setCount, the page event, a loaded cart), that is newer than what the refresh answers, and the
  // answer is dropped: otherwise it would overwrite a page's count a moment after the shopper saw it.
  let countToldThisPage = false;
  const offCountWrites = onSet($count, () => {
    countToldThisPage = true;
  });
  // One refresh at a time: a newer one (the shopper changed) aborts the one before, so an answer for the
  // previous shopper can never land after the new shopper's.
  let refreshing: AbortController | null = null;
  // From start-up until the first refresh has its shopper: a change of shopper before then needs no refresh
  // of its own, since that one goes out once, for whoever the shopper is by then.
  let firstRefreshPending = true;
  const refresh = async () => {
    refreshing?.abort();
    const current = new AbortController();
    refreshing = current;
    const { signal } = current;
    // Who the shopper is may still be resolving (the session chunk): the refresh goes out once, for them.
    await whenAuthSettled();
    firstRefreshPending = false;
    if (signal.aborted || controller.signal.aborted) return;
    // A first-time guest has no id yet: there is no bag to count.
    if (!$userId.get()) return;
    // header.md §7: with ADD_TO_CART_V2 on, the page starts with no cart (nothing restored): load it.
    void fetchCartIfEmpty(signal);
    // minicart.md §8: a failure is logged only (the throwing call keeps the result wrappers out of the initial script).
    fetchCount(signal).then(
      (count) => {
        if (!signal.aborted && !countToldThisPage) setCount(count, 'service');
      },
      (error: unknown) => {
        if (!signal.aborted) logError('Minicart: GET /cart/api/count failed', error);
      },
    );
  };
  const cancelFirstRefresh = pageClock.after(COUNT_REFRESH_DELAY_MS, () => {
    void refresh();
  });
  // The shopper changed (the session resolved to a guest token's id, a sign-in, a sign-out): the cart held was
  // someone else's, and the count is the new shopper's to tell.
  const offUser = $userId.listen((userId, previous) => {
    if (userId === previous) return;
    forgetCart();
    if (firstRefreshPending) return;
    countToldThisPage = false;
    void refresh();
  });
  const offCount = $count.listen((count, previous) => {
    announce(cartIconLabel(count), win.document);
    // An add while the cart is still empty (ADD_TO_CART_V2): the helper loads it.
    if (count > (previous ?? 0) && !countFromOtherTab()) void fetchCartIfEmpty(controller.signal);
  });
  const stopFlyout = startFlyoutPersistence();
  const offPanel = $miniCartPanel.listen((panel) => {
    if (!panel.open) forgetCartSetFromOutside();
  });
  return () => {
    cancelFirstRefresh();
    controller.abort();
    refreshing?.abort();
    offCount();
    offCountWrites();
    offUser();
    offPanel();
    stopFlyout();
  };
}
