import { $cart, $firstName, $session } from '@nm/core';
import { getCart } from '../api/cartCalls';
import { getMerge, postMerge } from '../api/cartItems';
import { logFailure } from '../api/result';
import { cartShipments } from '../model/cart';
import { $bagStatus, setLoadedCart } from './bag';

/** minicart.md §4: a logged-in user whose first name is known gets the merge flow. */
export function usesMergeFlow(): boolean {
  return $session.get().customer.isLoggedin && $firstName.get() !== '';
}

/**
 * minicart.md §7 merge: sessionItems with shipments become the cart, then
 * POST { replaceCart: false } answers the merged cart, which replaces it;
 * otherwise additionalItems becomes the cart.
 */
async function mergeFlow(signal: AbortSignal): Promise<boolean> {
  const merge = await getMerge(signal);
  if (!merge.ok) { logFailure(merge); return false; }
  const { sessionItems, additionalItems } = merge.data;
  if (sessionItems && cartShipments(sessionItems).length > 0) {
    setLoadedCart(sessionItems);
    const merged = await postMerge(signal);
    if (!merged.ok) { logFailure(merged); return true; }
    setLoadedCart(merged.data);
    return true;
  }
  if (additionalItems) { setLoadedCart(additionalItems); return true; }
  return false;
}

/**
 * minicart.md §4: opening loads the cart unless it was just set from
 * outside. Failures are logged only; the panel then shows what it had.
 */
export async function loadBagOnOpen(signal: AbortSignal): Promise<void> {
  const { cart, setFromOutside } = $cart.get();
  if (setFromOutside && cart) { $bagStatus.set('ready'); return; }
  $bagStatus.set('loading');
  let loaded: boolean;
  if (usesMergeFlow()) loaded = await mergeFlow(signal);
  else {
    const result = await getCart(signal);
    if (result.ok) setLoadedCart(result.data);
    else logFailure(result);
    loaded = result.ok;
  }
  if (signal.aborted) return;
  $bagStatus.set(loaded || $cart.get().cart ? 'ready' : 'error');
}
