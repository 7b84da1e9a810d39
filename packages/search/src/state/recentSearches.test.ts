import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '@nm/core';
import { $recentSearches, clearRecentSearches, readRecentSearches, removeRecentSearch, saveRecentSearch } from './recentSearches';

// header.md §3: the literal key, not the constant under test.
const RECENT_SEARCHES_KEY = 'SRP_SEARCH_RECENT_KEYWORDS';

describe('stored recent searches (header.md §3 SRP_SEARCH_RECENT_KEYWORDS, §8)', () => {
  afterEach(() => {
    localStorage.clear();
    resetLogOnce();
    vi.restoreAllMocks();
  });

  it('saves trimmed, de-duplicated, capped, newest first', () => {
    saveRecentSearch('shoes', 5);
    saveRecentSearch(' Bags ', 5);
    saveRecentSearch('SHOES', 5);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['SHOES', 'Bags']);
    expect($recentSearches.get()).toEqual(['SHOES', 'Bags']);
  });

  it.each([
    ['not JSON', '[oops'],
    ['JSON of the wrong shape', '{"a":1}'],
  ])('a stored value that is %s is removed and logged, never thrown', (_name, raw) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(RECENT_SEARCHES_KEY, raw);
    expect(readRecentSearches()).toEqual([]);
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('removes one at a time (issue 7); the last one removes the key', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['shoes', 'bags', 'coats']));
    removeRecentSearch('Bags');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['shoes', 'coats']);
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
