import type { Store } from '@nm/core';

/**
 * minicart.md §4 curbside pickup: the store from the selected-store cookie,
 * then the store matching the given store number, else the first in the list.
 */
export function choosePickupStore(
  stores: readonly Store[],
  selectedStoreCookie: string | null,
  storeNumber?: string,
): Store | null {
  const bySelected = selectedStoreCookie
    ? stores.find((s) => s.storeId === selectedStoreCookie || s.storeNumber === selectedStoreCookie)
    : undefined;
  if (bySelected) return bySelected;
  const byNumber = storeNumber
    ? stores.find((s) => s.storeNumber === storeNumber || s.storeId === storeNumber)
    : undefined;
  return byNumber ?? stores[0] ?? null;
}

/** header.md §9 pickup texts. */
const PICKUP_SAME_DAY = 'Available for same-day pickup during store hours';
const PICKUP_CURBSIDE = 'Ready for curbside pickup in 2-4 days upon purchase';

/** Same-day pickup when the chosen store is open for in-store shopping and holds the item. */
export function pickupMessage(store: Store | null): string {
  return store?.isOpen && store.inventoryAvailable ? PICKUP_SAME_DAY : PICKUP_CURBSIDE;
}
