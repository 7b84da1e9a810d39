import { $cart, $count, cartQuantity, type CartResponse } from '@nm/core';
import { atom, computed } from 'nanostores';
import { bagView } from '../model/cart';

/** What the bag shows, derived once next to the cart store (ARCHITECTURE.md "One owner"). */
export const $bag = computed($cart, (state) => bagView(state.cart));

export type BagStatus = 'idle' | 'loading' | 'ready' | 'error';
/** Whether the panel's cart is loading: skeletons show while it is. */
export const $bagStatus = atom<BagStatus>('idle');

/** Every loaded cart becomes the current one, and the count follows its totalQuantity (minicart.md §4). */
export function setLoadedCart(cart: CartResponse, setFromOutside = false): void {
  $cart.set({ cart, setFromOutside });
  const quantity = cartQuantity(cart);
  if (quantity !== null) $count.set(quantity);
}
