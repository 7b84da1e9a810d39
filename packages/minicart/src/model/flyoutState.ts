import { isRecord } from '@nm/core';
/** header.md §3 "Mini cart state", kept in local storage under header-mini-cart-state. */
export const FLYOUT_STATE_KEY = 'header-mini-cart-state';

export interface FlyoutState {
  cartInfo: string;
  recentlyAddedItemCount: number;
  noOfItemsInCart: number;
  timerId: number | null;
  animateClosed: boolean;
  cartOpened: boolean;
}

export const INITIAL_FLYOUT_STATE: FlyoutState = {
  cartInfo: '', recentlyAddedItemCount: 0, noOfItemsInCart: 0, timerId: null, animateClosed: false, cartOpened: false,
};

const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);

/**
 * header.md §4: the state is restored on load with cartOpened forced to
 * false, except when the new add-to-cart flow (ADD_TO_CART_V2) is on, when
 * it starts fresh. A timer id from another page means nothing here, so it
 * is not restored either.
 */
export function restoreFlyoutState(stored: unknown, addToCartV2: boolean): FlyoutState {
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
