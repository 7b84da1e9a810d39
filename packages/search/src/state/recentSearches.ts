import { logErrorOnce, pageClock, pageWide, webStorage } from '@nm/core';
import { atom } from 'nanostores';
import { RECENT_SEARCHES_KEY } from '../model/constants';
import {
  addRecentSearch,
  parseRecentSearches,
  recentSearchesEntry,
  removeRecentSearchFrom,
  storedRecentList,
} from '../model/recentSearches';

/**
 * header.md §4: the recent-search list, kept in local storage. Read when the
 * first search element subscribes and re-read when another tab writes it.
 */
export const $recentSearches = atom<string[]>([]);

export function readRecentSearches(): string[] {
  // readJson removes (and logs) a value that is not JSON at all.
  const stored = webStorage.readJson('local', RECENT_SEARCHES_KEY);
  if (stored === null) return [];
  // header.md §3's { value, expiryTime } (the legacy pages' and ours), or the bare list this bundle once wrote.
  const list = parseRecentSearches(storedRecentList(stored, pageClock.now()));
  if (list === null) {
    logErrorOnce(
      `recent-searches-shape`,
      `localStorage "${RECENT_SEARCHES_KEY}" is not a list of strings; it was cleared`,
    );
    webStorage.remove('local', RECENT_SEARCHES_KEY);
    return [];
  }
  return list;
}

/** header.md §3: written in the spec's shape, `{ value: [...], expiryTime }`, which the legacy pages read. */
function writeRecentSearches(list: readonly string[]): void {
  webStorage.writeJson('local', RECENT_SEARCHES_KEY, recentSearchesEntry(list, pageClock.now()));
}

/** Saves a submitted term at the front of the list (trimmed, de-duplicated, capped). */
export function saveRecentSearch(term: string, cap: number): void {
  const next = addRecentSearch(readRecentSearches(), term, cap);
  writeRecentSearches(next);
  $recentSearches.set(next);
}

/** The shopper removes one recent search; removing the last removes the key, as Clear History does. */
export function removeRecentSearch(term: string): void {
  const next = removeRecentSearchFrom(readRecentSearches(), term);
  if (next.length) writeRecentSearches(next);
  else webStorage.remove('local', RECENT_SEARCHES_KEY);
  $recentSearches.set(next);
}

/** header.md §2: Clear History empties the list. */
export function clearRecentSearches(): void {
  webStorage.remove('local', RECENT_SEARCHES_KEY);
  $recentSearches.set([]);
}

const onStorage = (event: StorageEvent) => {
  if (event.key === RECENT_SEARCHES_KEY || event.key === null) $recentSearches.set(readRecentSearches());
};

/** The stored list, read again with the first element and followed across tabs until the last leaves. */
const recentFollowers = pageWide(() => {
  $recentSearches.set(readRecentSearches());
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

/** Starts following the stored list for one element; returns the stop function. */
export function followRecentSearches(): () => void {
  return recentFollowers.join();
}
