import type { Store } from '@nm/core';

/**
 * header.md §2 "An 'Our Stores' button (default label) opens a store-list
 * panel", §3 Store, §9 radius: what the panel shows of core's store list
 * (the call, its decoding and the dt_selected_store cookies are core's,
 * shared with the mini-cart's pickup).
 */

import { STORES_DEFAULT_LABEL } from './storesLabel';

export const STORES_STRINGS = {
  title: 'Find a Store',
  addressLabel: 'City, state or ZIP code',
  search: 'Search',
  searching: 'Searching for stores…',
  none: 'No stores within 100 miles of that address.',
  failed: 'Stores could not be loaded. Please try again.',
  blank: 'Enter a city, state or ZIP code.',
  openToday: 'Open today',
  closedToday: 'Closed today',
  select: 'Make this my store',
  selected: 'My store',
} as const;

/**
 * header.md §2: "Our Stores" is the default label; once a store is chosen the
 * button shows its name. Its accessible name keeps the default label's
 * meaning, "Our Stores, {name}" (and contains the visible name, as WCAG
 * 2.5.3 asks).
 */
export function storesButtonLabel(selectedName: string | null): { text: string; accessibleName?: string } {
  return selectedName
    ? { text: selectedName, accessibleName: `${STORES_DEFAULT_LABEL}, ${selectedName}` }
    : { text: STORES_DEFAULT_LABEL };
}

/** "1.2 mi"; '' when unknown. */
export function distanceText(distance: number | null): string {
  if (distance === null || !Number.isFinite(distance) || distance < 0) return '';
  return `${Math.round(distance * 10) / 10} mi`;
}

export function openTodayText(isOpen: boolean): string {
  return isOpen ? STORES_STRINGS.openToday : STORES_STRINGS.closedToday;
}

/** The result count, for the live region. */
export function storesFoundText(count: number): string {
  if (count === 0) return STORES_STRINGS.none;
  return `${count} ${count === 1 ? 'store' : 'stores'} within 100 miles`;
}

/** Where the panel's search is: not yet, a blank address, under way, answered, failed. */
export type StoresStatus = 'idle' | 'blank' | 'loading' | 'done' | 'error';

/** What the panel's live region says for each (header.md §2, §8 "store data failures: logged only", shown as a retry message). */
export function storesStatusText(status: StoresStatus, count: number): string {
  switch (status) {
    case 'loading':
      return STORES_STRINGS.searching;
    case 'error':
      return STORES_STRINGS.failed;
    case 'blank':
      return STORES_STRINGS.blank;
    case 'done':
      return storesFoundText(count);
    default:
      return '';
  }
}

/** A searchable address: not blank once trimmed, spaces collapsed. null when blank. */
export function normaliseAddress(raw: string): string | null {
  const address = raw.replace(/\s+/g, ' ').trim();
  return address === '' ? null : address;
}

/** The stores as the panel lists them: nearest first (unknown distances last), each with a name ("Store {id}" when the answer had none). */
export function listedStores(stores: readonly Store[]): Store[] {
  return stores
    .map((store) => (store.name ? store : { ...store, name: `Store ${store.storeId}` }))
    .sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
}

/** A US ZIP (5 digits, optionally +4): kept as dt_selected_zipcode, which the mini-cart's pickup searches by. */
export function zipOf(address: string): string | null {
  const match = /^(\d{5})(?:-\d{4})?$/.exec(address.trim());
  return match ? match[1]! : null;
}

/** Whether a listing is the store the cookie names (by id or, as the mini-cart also accepts, number). */
export function isSelectedStore(store: Store, selected: string | null): boolean {
  return selected !== null && (store.storeId === selected || store.storeNumber === selected);
}
