import { $cart, setCart, type CartResponse } from '@nm/core';
import { atom, computed } from 'nanostores';
import { bagView } from '../model/cart';

/** What the bag shows, derived once next to the cart store (ARCHITECTURE.md "One owner"). */
export const $bag = computed($cart, (state) => bagView(state.cart));

export type BagStatus = 'idle' | 'loading' | 'ready' | 'error';
/** Whether the panel's cart is loading: skeletons show while it is. */
export const $bagStatus = atom<BagStatus>('idle');

/** Every cart a bag call answers becomes the current one (core `setCart`: the count follows its totalQuantity). */
export function setLoadedCart(cart: CartResponse): void {
  setCart(cart, 'service');
}
