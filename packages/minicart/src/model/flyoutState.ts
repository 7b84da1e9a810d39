import { isExpiring, isRecord } from '@nm/core';
/** header.md §3 "Mini cart state", kept in local storage under header-mini-cart-state. */
export const FLYOUT_STATE_KEY = 'header-mini-cart-state';
/**
 * header.md §3 gives the key "value and expiryTime" but no lifetime. A day
 * (docs/minicart.md): the flyout's last state describes a visit, and a
 * shopper back after that starts from the bag the count call finds.
 */
export const FLYOUT_STATE_TTL_MS = 24 * 60 * 60 * 1000;

export interface FlyoutState {
  cartInfo: string;
  recentlyAddedItemCount: number;
  noOfItemsInCart: number;
  timerId: number | null;
  animateClosed: boolean;
  cartOpened: boolean;
}

export const INITIAL_FLYOUT_STATE: FlyoutState = {
  cartInfo: '',
  recentlyAddedItemCount: 0,
  noOfItemsInCart: 0,
  timerId: null,
  animateClosed: false,
  cartOpened: false,
};

const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);

/**
 * header.md §4: the state is restored on load with cartOpened forced to
 * false, except when the new add-to-cart flow (ADD_TO_CART_V2) is on, when
 * it starts fresh. A timer id from another page means nothing here, so it
 * is not restored either. Stored as the spec's `{ value, expiryTime }` (an
 * expired one is nothing), or as the bare state a page of before wrote.
 */
export function restoreFlyoutState(entry: unknown, addToCartV2: boolean, now: number): FlyoutState {
  const stored = isExpiring(entry) ? (entry.expiryTime > now ? entry.value : null) : entry;
  if (addToCartV2 || !isRecord(stored)) return { ...INITIAL_FLYOUT_STATE };
  return {
    cartInfo: typeof stored.cartInfo === 'string' ? stored.cartInfo : '',
    recentlyAddedItemCount: count(stored.recentlyAddedItemCount),
    noOfItemsInCart: count(stored.noOfItemsInCart),
    timerId: null,
    animateClosed: stored.animateClosed === true,
    cartOpened: false,
  };
}
