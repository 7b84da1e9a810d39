import { $config, emit, logFailure } from '@nm/core';
import { map } from 'nanostores';
import { removeCartItem } from '../api/cartItems';
import type { LineItem } from '../model/lineItem';
import { shippingLabels } from '../model/shipping';
import { setLoadedCart } from './bag';

export type RemovalState = 'pending' | 'error';
/** Per item id: a removal in flight, or the last one failed. */
export const $removals = map<Record<string, RemovalState | undefined>>({});

/**
 * Removes one line. A second call while one is in flight does nothing
 * (double clicks). On success the answer replaces the cart and
 * `nm:item-removed` carries the shipping analytics labels; a failure or a
 * non-object answer leaves the error for the line to show.
 */
export async function removeItem(item: LineItem, signal?: AbortSignal): Promise<boolean> {
  if ($removals.get()[item.itemId] === 'pending') return false;
  $removals.setKey(item.itemId, 'pending');
  const result = await removeCartItem(item.itemId, signal);
  if (signal?.aborted) {
    $removals.setKey(item.itemId, undefined);
    return false;
  }
  if (!result.ok) {
    // The shopper reads the remove error; the console names the cause (a 500, or `{}` that is not a cart).
    logFailure(result, 'Minicart');
    $removals.setKey(item.itemId, 'error');
    return false;
  }
  $removals.setKey(item.itemId, undefined);
  setLoadedCart(result.data);
  emit('nm:item-removed', {
    itemId: item.itemId,
    productId: item.productId,
    ...shippingLabels(item, $config.get().brand),
  });
  return true;
}

export function clearRemovalErrors(): void {
  $removals.set({});
}
