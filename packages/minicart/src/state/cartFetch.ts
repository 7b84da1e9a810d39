import { $cart, $config, $count, $userId, isToggleOn, logError, setCart } from '@nm/core';
import { fetchCart } from '../api/cart';
import { cartFetchNeeded } from '../model/cartFetch';
import { ADD_TO_CART_V2 } from './flyoutStore';

let inFlight: Promise<void> | null = null;

/**
 * header.md §7 the cart fetch helper: loads the cart (POST /dt/api/getCart)
 * when ADD_TO_CART_V2 is on and the cart is empty (model/cartFetch.ts). One
 * request at a time; a cart set from outside meanwhile wins over the answer.
 * Failures are logged only (header.md §8 "cart fetch … logged only").
 */
export function fetchCartIfEmpty(signal: AbortSignal): Promise<void> {
  const needed = cartFetchNeeded({
    addToCartV2: isToggleOn($config.get(), ADD_TO_CART_V2),
    cart: $cart.get().cart,
    count: $count.get(),
    hasUserId: Boolean($userId.get()),
  });
  if (!needed || inFlight) return inFlight ?? Promise.resolve();
  const before = $cart.get();
  inFlight = fetchCart(signal)
    .then(
      (cart) => {
        if (signal.aborted || $cart.get() !== before) return;
        setCart(cart, 'service');
      },
      (error: unknown) => {
        if (!signal.aborted) logError('Minicart: cart fetch helper: POST /dt/api/getCart failed', error);
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
