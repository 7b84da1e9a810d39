import { getStoresByAddress, logFailure, readSelectedStore, readSelectedZip, type Store } from '@nm/core';
import { map } from 'nanostores';
import { getAllStores, getStoreName, getStoresForSku } from '../api/stores';
import type { LineItem } from '../model/lineItem';
import { isCurbside } from '../model/notes';
import { choosePickupStore, pickupMessage } from '../model/pickupStore';

export interface PickupInfo {
  name: string;
  message: string;
}

/** Per item id, the pickup store chosen for a curbside line. */
export const $pickup = map<Record<string, PickupInfo | undefined>>({});

/** The shopper's selected zip (dt_selected_zipcode, core's one reader), '' when there is none or it cannot be read. */
export function selectedZip(): string {
  return readSelectedZip() ?? '';
}

/**
 * The stores for one curbside line: those near the selected zip that carry
 * the SKU (GET /dt/api/stores); when that fails or finds none, the stores
 * within 100 miles of the selected address (storesByAddressOrCoordinates).
 */
async function storesFor(item: LineItem, zip: string, signal: AbortSignal): Promise<Store[]> {
  const forSku = await getStoresForSku(zip, item.skuId, item.quantity ?? 1, signal);
  if (!forSku.ok) logFailure(forSku, 'Minicart');
  if (forSku.ok && forSku.data.length > 0) return forSku.data;
  if (!zip || signal.aborted) return [];
  const near = await getStoresByAddress(zip, signal);
  if (!near.ok) {
    logFailure(near, 'Minicart');
    return [];
  }
  return near.data;
}

/** A store's name: the list's, else the cached all-stores file's (allStoresAddr_nm), else /info/{storeId}.json. */
async function storeName(store: Store, signal: AbortSignal): Promise<string | null> {
  if (store.name) return store.name;
  const all = await getAllStores(signal);
  if (!all.ok) logFailure(all, 'Minicart');
  const cached = all.ok ? all.data.find((s) => s.storeId === store.storeId)?.name : undefined;
  if (cached) return cached;
  const info = await getStoreName(store.storeId, signal);
  if (!info.ok) {
    logFailure(info, 'Minicart');
    return null;
  }
  return info.data;
}

/**
 * For each curbside line: its stores (above), the pickup store by the spec's
 * order (cookie store, the line's store number, the first), and its name.
 * Failures are logged only.
 */
export async function loadPickupStores(items: readonly LineItem[], signal: AbortSignal): Promise<void> {
  const curbside = items.filter(isCurbside);
  if (curbside.length === 0) return;
  const zip = selectedZip();
  const selected = readSelectedStore();
  await Promise.all(
    curbside.map(async (item) => {
      const store = choosePickupStore(await storesFor(item, zip, signal), selected, item.storeId);
      if (!store || signal.aborted) return;
      const name = await storeName(store, signal);
      if (name && !signal.aborted) $pickup.setKey(item.itemId, { name, message: pickupMessage(store) });
    }),
  );
}
