import { readCookie } from '@nm/core';
import { map } from 'nanostores';
import { getStoreName, getStoresForSku } from '../api/stores';
import { logFailure } from '../api/result';
import type { LineItem } from '../model/lineItem';
import { isCurbside } from '../model/notes';
import { choosePickupStore, pickupMessage } from '../model/pickupStore';

/** minicart.md §3 cookies. */
export const SELECTED_STORE_COOKIE = 'dt_selected_store';
export const SELECTED_ZIP_COOKIE = 'dt_selected_zipcode';

export interface PickupInfo {
  name: string;
  message: string;
}

/** Per item id, the pickup store chosen for a curbside line. */
export const $pickup = map<Record<string, PickupInfo | undefined>>({});

/** minicart.md §8: "Cookie and store-number lookups fail silently." */
function cookie(name: string): string | null {
  try {
    const raw = readCookie(name);
    return raw ? raw.replace(/^"|"$/g, '').trim() || null : null;
  } catch {
    return null;
  }
}

/**
 * For each curbside line: the stores near the selected zip that carry the
 * SKU, the pickup store by the spec's order (cookie store, the line's store
 * number, the first), and its name from /info/{storeId}.json when the list
 * did not name it. Failures are logged only.
 */
export async function loadPickupStores(items: readonly LineItem[], signal: AbortSignal): Promise<void> {
  const curbside = items.filter(isCurbside);
  if (curbside.length === 0) return;
  const zip = cookie(SELECTED_ZIP_COOKIE) ?? '';
  const selected = cookie(SELECTED_STORE_COOKIE);
  await Promise.all(curbside.map(async (item) => {
    const stores = await getStoresForSku(zip, item.skuId, item.quantity ?? 1, signal);
    if (!stores.ok) { logFailure(stores); return; }
    const store = choosePickupStore(stores.data, selected, item.storeId);
    if (!store) return;
    let name = store.name;
    if (!name) {
      const info = await getStoreName(store.storeId, signal);
      if (!info.ok) { logFailure(info); return; }
      name = info.data;
    }
    if (!signal.aborted) $pickup.setKey(item.itemId, { name, message: pickupMessage(store) });
  }));
}
