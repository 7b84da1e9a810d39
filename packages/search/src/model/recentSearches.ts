import { RECENT_SEARCHES_CAP, RECENT_SEARCHES_CAP_TYPEAHEAD } from './constants';

/**
 * header.md §3: SRP_SEARCH_RECENT_KEYWORDS holds `{ value, expiryTime }`,
 * as the legacy pages write it. The spec gives no lifetime; ours is §3/§9's
 * one default for what a shopper chose, 365 days (the cookie max age),
 * counted again from each search.
 */
const RECENT_SEARCHES_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The list inside what is stored: the spec's `{ value, expiryTime }` (an
 * expired one is an empty list), or a bare list (what this bundle wrote
 * before it wrote the spec's shape). Anything else is returned as it is, for
 * `parseRecentSearches` to refuse.
 */
export function storedRecentList(stored: unknown, now: number): unknown {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored) || !('value' in stored)) return stored;
  const { value, expiryTime } = stored as { value: unknown; expiryTime?: unknown };
  if (typeof expiryTime !== 'number') return null;
  return expiryTime > now ? value : [];
}

/** What is written: the spec's shape, expiring 365 days from now. */
export function recentSearchesEntry(list: readonly string[], now: number): { value: string[]; expiryTime: number } {
  return { value: [...list], expiryTime: now + RECENT_SEARCHES_LIFETIME_MS };
}

/** header.md §5: 5 recent searches, 7 in the type-ahead experience. */
export function recentSearchCap(typeaheadExperience: boolean): number {
  return typeaheadExperience ? RECENT_SEARCHES_CAP_TYPEAHEAD : RECENT_SEARCHES_CAP;
}

/**
 * header.md §4, §5: the term is trimmed, goes to the front, any earlier
 * copy (compared case-insensitively) is dropped, and the list is cut to the
 * cap. A blank term leaves the list as it was.
 */
export function addRecentSearch(list: readonly string[], term: string, cap: number): string[] {
  const trimmed = term.trim();
  if (!trimmed) return list.slice(0, cap);
  const key = trimmed.toLowerCase();
  return [trimmed, ...list.filter((item) => item.trim().toLowerCase() !== key)].slice(0, cap);
}

/** One recent search removed (compared case-insensitively, as duplicates are); the others keep their order. */
export function removeRecentSearchFrom(list: readonly string[], term: string): string[] {
  const key = term.trim().toLowerCase();
  return list.filter((item) => item.trim().toLowerCase() !== key);
}

/**
 * Reads the stored value (already JSON-parsed). Anything but a list of
 * strings is unusable: null tells the caller to remove it. Blank entries and
 * case-insensitive duplicates another script left behind are dropped.
 */
export function parseRecentSearches(stored: unknown): string[] | null {
  if (!Array.isArray(stored) || !stored.every((item) => typeof item === 'string')) return null;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of stored) {
    const trimmed = item.trim();
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    out.push(trimmed);
  }
  return out;
}

/** header.md §3: recent searches are shown in title case ("gucci bags" → "Gucci Bags"). */
export function titleCase(term: string): string {
  return term
    .toLowerCase()
    .replace(/(^|[\s\-/(&])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
}
