import { $config, $count, $miniCartPanel, isInVariation, isToggleOn, pageClock, webStorage } from '@nm/core';
import { atom, computed } from 'nanostores';
import { FLYOUT_STATE_KEY, FLYOUT_STATE_TTL_MS, restoreFlyoutState, type FlyoutState } from '../model/flyoutState';

/** header.md §9: the toggles and A/B tests the mini-cart reads. */
export const ADD_TO_CART_V2 = 'ADD_TO_CART_V2';
export const DT_MINICART = 'DT_MINICART';
/** The simplified-minicart test: hover opens the flyout in variation b. */
export const SIMPLIFIED_MINICART_TEST = 'SIMPLIFIED_MINICART';

export function inSimplifiedVariation(): boolean {
  return isInVariation($config.get(), SIMPLIFIED_MINICART_TEST, 'b');
}

/** The flyout's items (header.md §3 `cartInfo`): the mini-cart API's last HTML, '' after a failed load. */
export const $flyoutHtml = atom<string>('');

/** The mini-cart API answered (its HTML) or failed (''). */
export function flyoutHtmlLoaded(html: string): void {
  $flyoutHtml.set(html);
}

/** header.md §4 "Update item count": what the count's last change added (0 after a fall). */
const $recentlyAddedItemCount = atom<number>(0);

/**
 * header.md §3 "set close timer": which close timer is running (an id on
 * this page), null when none is. Set by the flyout's timers (flyoutTimers.ts).
 */
export const $flyoutCloseTimer = atom<number | null>(null);

export function flyoutCloseTimerSet(timerId: number | null): void {
  $flyoutCloseTimer.set(timerId);
}

/** "animate closed" as restored from the last page, until this page's panel opens or closes. */
const $restoredAnimateClosed = atom(false);

/**
 * header.md §3 "Mini cart state", as kept in local storage: derived from the
 * stores that own each part, never a copy of its own. Opened is the panel
 * store's open; "close sets animate-closed and opened false" is the panel
 * having closed (a trigger and not open); the count is `$count`.
 */
export const $flyoutState = computed(
  [$flyoutHtml, $recentlyAddedItemCount, $count, $flyoutCloseTimer, $miniCartPanel, $restoredAnimateClosed],
  (cartInfo, recentlyAddedItemCount, noOfItemsInCart, timerId, panel, restoredAnimateClosed): FlyoutState => ({
    cartInfo,
    recentlyAddedItemCount,
    noOfItemsInCart,
    timerId: panel.open ? timerId : null,
    animateClosed: !panel.open && (panel.trigger !== null || restoredAnimateClosed),
    cartOpened: panel.open,
  }),
);

/**
 * header.md §4: restored from local storage (opened forced false; nothing
 * restored when ADD_TO_CART_V2 is on) and written back on every change, by
 * this one writer. "Update item count" follows the count: a rise sets
 * recentlyAddedItemCount to what was added, a fall to 0.
 */
export function startFlyoutPersistence(): () => void {
  const restored = restoreFlyoutState(
    webStorage.readJson<unknown>('local', FLYOUT_STATE_KEY),
    isToggleOn($config.get(), ADD_TO_CART_V2),
    pageClock.now(),
  );
  flyoutHtmlLoaded(restored.cartInfo);
  $recentlyAddedItemCount.set(restored.recentlyAddedItemCount);
  $restoredAnimateClosed.set(restored.animateClosed);
  const stopCounting = $count.listen((count, previous) => {
    $recentlyAddedItemCount.set(Math.max(0, count - (previous ?? count)));
  });
  const write = (state: FlyoutState) => {
    webStorage.writeExpiring('local', FLYOUT_STATE_KEY, state, FLYOUT_STATE_TTL_MS, pageClock.now());
  };
  // Written now too: the count may differ from the stored one (another page changed the bag).
  write($flyoutState.get());
  const stopWriting = $flyoutState.listen(write);
  return () => {
    stopWriting();
    stopCounting();
  };
}
