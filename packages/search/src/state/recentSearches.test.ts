import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '@nm/core';
import {
  $recentSearches,
  clearRecentSearches,
  readRecentSearches,
  removeRecentSearch,
  saveRecentSearch,
} from './recentSearches';

// header.md §3: the literal key, not the constant under test.
const RECENT_SEARCHES_KEY = 'SRP_SEARCH_RECENT_KEYWORDS';
/** The decision in docs/search.md: 365 days, in ms. */
const LIFETIME_MS = 31_536_000_000;
const stored = () => JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!) as { value: string[]; expiryTime: number };

describe('stored recent searches (header.md §3 SRP_SEARCH_RECENT_KEYWORDS, §8)', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    resetLogOnce();
    vi.restoreAllMocks();
  });

  it('saves trimmed, de-duplicated, capped, newest first', () => {
    saveRecentSearch('shoes', 5);
    saveRecentSearch(' Bags ', 5);
    saveRecentSearch('SHOES', 5);
    expect(stored().value).toEqual(['SHOES', 'Bags']);
    expect($recentSearches.get()).toEqual(['SHOES', 'Bags']);
  });

  it("is written in header.md §3's shape, { value, expiryTime }, expiring 365 days after the search", () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    saveRecentSearch('shoes', 5);
    expect(stored()).toEqual({ value: ['shoes'], expiryTime: 1_700_000_000_000 + LIFETIME_MS });
  });

  it("reads the spec's shape a legacy page wrote, and the bare list this bundle once wrote; a search keeps both histories", () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify({ value: ['gucci', 'prada'], expiryTime: 1_700_000_000_001 }),
    );
    expect(readRecentSearches()).toEqual(['gucci', 'prada']);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['coats']));
    expect(readRecentSearches()).toEqual(['coats']);
    saveRecentSearch('boots', 5);
    expect(stored().value).toEqual(['boots', 'coats']);
  });

  it('an expired entry reads as no recent searches, and is not an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify({ value: ['gucci'], expiryTime: 1_700_000_000_000 }));
    expect(readRecentSearches()).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '[oops'],
    ['JSON of the wrong shape', '{"a":1}'],
    ["the spec's shape holding no list", '{"value":"gucci","expiryTime":9999999999999}'],
    ["the spec's shape without an expiry", '{"value":["gucci"]}'],
  ])('a stored value that is %s is removed and logged, never thrown', (_name, raw) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(RECENT_SEARCHES_KEY, raw);
    expect(readRecentSearches()).toEqual([]);
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('removes one at a time; the last one removes the key', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['shoes', 'bags', 'coats']));
    removeRecentSearch('Bags');
    expect(stored().value).toEqual(['shoes', 'coats']);
    expect($recentSearches.get()).toEqual(['shoes', 'coats']);
    removeRecentSearch('shoes');
    removeRecentSearch('coats');
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    expect($recentSearches.get()).toEqual([]);
  });

  it('Clear History empties it', () => {
    saveRecentSearch('shoes', 5);
    clearRecentSearches();
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    expect($recentSearches.get()).toEqual([]);
  });
});
