import { $config, $count, $miniCartPanel, isInVariation, isToggleOn, webStorage } from '@nm/core';
import { flyoutReducer } from '../model/flyoutReducer';
import { atom } from 'nanostores';
import { FLYOUT_STATE_KEY, INITIAL_FLYOUT_STATE, restoreFlyoutState, type FlyoutState } from '../model/flyoutState';

/** header.md §9 toggles and tests. */
export const ADD_TO_CART_V2 = 'ADD_TO_CART_V2';
export const DT_MINICART = 'DT_MINICART';
/** The simplified-minicart test: hover opens the flyout in variation b. */
export const SIMPLIFIED_MINICART_TEST = 'SIMPLIFIED_MINICART';

/** header.md §3 "Mini cart state": the flyout's one store. */
export const $flyout = atom<FlyoutState>({ ...INITIAL_FLYOUT_STATE });

/**
 * header.md §3 "set close timer". The only transition the initial script
 * makes; the others (flyout.ts, with the reducer) load with the panels.
 */
export function setFlyoutCloseTimer(timerId: number | null): void {
  if ($flyout.get().timerId !== timerId) $flyout.set({ ...$flyout.get(), timerId });
}

/**
 * header.md §4: restored from local storage (unless ADD_TO_CART_V2) and
 * written back on every change; a close of the panel is recorded as it happens. "Update item count" follows the count: every
 * change sets noOfItemsInCart, and a rise sets recentlyAddedItemCount to what
 * was added (a fall or a reload leaves 0 added).
 */
export function startFlyoutPersistence(): () => void {
  const v2 = isToggleOn($config.get(), ADD_TO_CART_V2);
  $flyout.set(restoreFlyoutState(webStorage.readJson<unknown>('local', FLYOUT_STATE_KEY), v2));
  const stopWriting = $flyout.listen((state) => { webStorage.writeJson('local', FLYOUT_STATE_KEY, state); });
  let previous = $count.get();
  if ($flyout.get().noOfItemsInCart !== previous) {
    $flyout.set(flyoutReducer($flyout.get(), { type: 'update item count', count: previous }));
  }
  const stopCounting = $count.listen((count) => {
    const added = Math.max(0, count - previous);
    previous = count;
    $flyout.set(flyoutReducer($flyout.get(), { type: 'update item count', count, added }));
  });
  // However the panel closes (timer, button, Escape, page event, bridge), the state records it once, in
  // step with the store rather than after a render: "close sets animate-closed and sets opened false".
  const stopClosing = $miniCartPanel.listen((panel, previousPanel) => {
    if (panel.open || !previousPanel?.open) return;
    $flyout.set(flyoutReducer(flyoutReducer($flyout.get(), { type: 'animate closed' }), { type: 'closed' }));
  });
  return () => { stopWriting(); stopCounting(); stopClosing(); };
}

export function inSimplifiedVariation(): boolean {
  return isInVariation($config.get(), SIMPLIFIED_MINICART_TEST, 'b');
}
