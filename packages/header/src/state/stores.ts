import {
  getStoreName,
  getStoresByAddress,
  isRecord,
  logFailure,
  readSelectedStore,
  readSelectedZip,
  webStorage,
  writeSelectedStore,
  type Store,
} from '@nm/core';
import { atom } from 'nanostores';
import { listedStores, normaliseAddress, zipOf, type StoresStatus } from '../model/stores';

export interface StoresPanelState {
  open: boolean;
  status: StoresStatus;
  /** The address last searched. */
  address: string;
  stores: Store[];
  /** dt_selected_store: a store id (or number), null when none. */
  selected: string | null;
  /** The chosen store's name, which the Our Stores button shows; null until known (the default label). */
  selectedName: string | null;
}

const initial = (): StoresPanelState => ({
  open: false,
  status: 'idle',
  address: '',
  stores: [],
  selected: null,
  selectedName: null,
});

/**
 * The chosen store's name, kept so that every page shows it without asking
 * again: `{ id, name }` in local storage. Ours (the spec keeps only the id,
 * in dt_selected_store); a cookie naming another store (a legacy page chose
 * it) is looked up again.
 */
const SELECTED_NAME_KEY = 'nm_selected_store_name';

function keepName(id: string, name: string): void {
  webStorage.writeJson('local', SELECTED_NAME_KEY, { id, name });
  update({ selected: id, selectedName: name });
}

let following: Promise<void> | null = null;

/**
 * header.md §2 "Our Stores" is the default label: once a store is chosen
 * (dt_selected_store), the button shows its name, on every page. Read once
 * per page: the name kept for that id, else GET /info/{storeId}.json (§7;
 * a failure is logged only and the button keeps its default label).
 */
export function followSelectedStore(): Promise<void> {
  following ??= (async () => {
    const id = readSelectedStore();
    if (!id) return;
    const kept = webStorage.readJson<unknown>('local', SELECTED_NAME_KEY);
    if (isRecord(kept) && kept.id === id && typeof kept.name === 'string' && kept.name) {
      update({ selected: id, selectedName: kept.name });
      return;
    }
    const result = await getStoreName(id);
    if (!result.ok) {
      logFailure(result, 'Header');
      return;
    }
    if (readSelectedStore() === id) keepName(id, result.data);
  })();
  return following;
}

/** The store-list panel (header.md §2 "Our Stores"). Written by the actions below only. */
export const $storesPanel = atom<StoresPanelState>(initial());

let controller: AbortController | null = null;

const update = (patch: Partial<StoresPanelState>) => $storesPanel.set({ ...$storesPanel.get(), ...patch });

/** Opens the panel, starting from the selected store and ZIP the cookies hold (a search runs for the ZIP). */
export function openStores(): void {
  const selected = readSelectedStore();
  const zip = readSelectedZip() ?? '';
  const state = $storesPanel.get();
  update({ open: true, selected, address: state.address || zip });
  if (state.status === 'idle' && zip) void searchStores(zip);
}

export function closeStores(): void {
  controller?.abort();
  controller = null;
  update({ open: false, status: $storesPanel.get().status === 'loading' ? 'idle' : $storesPanel.get().status });
}

/** header.md §7 storesByAddressOrCoordinates within 100 miles; failures logged only (§8) and shown as a retry message. */
export async function searchStores(raw: string): Promise<void> {
  const address = normaliseAddress(raw);
  controller?.abort();
  if (address === null) {
    controller = null;
    update({ status: 'blank', address: '', stores: [] });
    return;
  }
  const abort = new AbortController();
  controller = abort;
  update({ status: 'loading', address });
  const result = await getStoresByAddress(address, abort.signal);
  if (abort.signal.aborted) return;
  controller = null;
  if (!result.ok) {
    logFailure(result, 'Header');
    update({ status: 'error', stores: [] });
    return;
  }
  update({ status: 'done', stores: listedStores(result.data) });
}

/**
 * The shopper's store: dt_selected_store (365 days, as every cookie, §3),
 * read by the mini-cart's curbside pickup as the store id; the searched
 * address goes to dt_selected_zipcode when it is a ZIP, which the pickup
 * searches near.
 */
export function chooseStore(store: Store): void {
  writeSelectedStore(store.storeId, zipOf($storesPanel.get().address));
  if (store.name) keepName(store.storeId, store.name);
  else {
    webStorage.remove('local', SELECTED_NAME_KEY);
    update({ selected: store.storeId, selectedName: null });
  }
}

/** For tests and stories: back to closed and empty. */
export function resetStores(): void {
  controller?.abort();
  controller = null;
  following = null;
  $storesPanel.set(initial());
}
