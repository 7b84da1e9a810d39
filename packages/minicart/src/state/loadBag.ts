import { $cart, $firstName, $session, logFailure } from '@nm/core';
import { getCart } from '../api/cartCalls';
import { getMerge, postMerge } from '../api/cartItems';
import { cartShipments } from '../model/cart';
import { $bagStatus, setLoadedCart } from './bag';

/** minicart.md §4: a logged-in user whose first name is known gets the merge flow. */
function usesMergeFlow(): boolean {
  return $session.get().customer.isLoggedin && $firstName.get() !== '';
}

/**
 * minicart.md §7 merge: sessionItems with shipments become the cart, then
 * POST { replaceCart: false } answers the merged cart, which replaces it;
 * otherwise additionalItems becomes the cart.
 */
async function mergeFlow(signal: AbortSignal): Promise<boolean> {
  const merge = await getMerge(signal);
  if (!merge.ok) {
    logFailure(merge, 'Minicart');
    return false;
  }
  const { sessionItems, additionalItems } = merge.data;
  if (sessionItems && cartShipments(sessionItems).length > 0) {
    setLoadedCart(sessionItems);
    const merged = await postMerge(signal);
    // The merged cart did not come (or was not a cart): the load failed, though the session cart stays set.
    if (!merged.ok) {
      logFailure(merged, 'Minicart');
      return false;
    }
    setLoadedCart(merged.data);
    return true;
  }
  if (additionalItems) {
    setLoadedCart(additionalItems);
    return true;
  }
  return false;
}

/**
 * minicart.md §4: opening loads the cart unless it was just set from
 * outside. Resolves whether a cart came. A failure (the call failed, or
 * answered something that is not a cart: the api/ decoders refuse it) is
 * logged once by the call, keeps the previous cart and count in their stores
 * (the badge and the bridge still read them), and sets the panel's status to
 * 'error' even when a previous cart exists: the drawer then shows the fallback
 * ("To review your items, please visit your shopping bag.", View shopping bag,
 * Try again), not the previous lines (docs/minicart.md "A failed cart load").
 */
export async function loadBagOnOpen(signal: AbortSignal): Promise<boolean> {
  const { cart, setFromOutside } = $cart.get();
  if (setFromOutside && cart) {
    $bagStatus.set('ready');
    return true;
  }
  $bagStatus.set('loading');
  let loaded: boolean;
  if (usesMergeFlow()) loaded = await mergeFlow(signal);
  else {
    const result = await getCart(signal);
    if (result.ok) setLoadedCart(result.data);
    else logFailure(result, 'Minicart');
    loaded = result.ok;
  }
  if (signal.aborted) return false;
  $bagStatus.set(loaded ? 'ready' : 'error');
  return loaded;
}
