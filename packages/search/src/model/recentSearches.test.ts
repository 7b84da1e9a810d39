import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  parseRecentSearches,
  recentSearchCap,
  removeRecentSearchFrom,
  titleCase,
} from './recentSearches';

describe('recent searches (header.md §3, §4 "Recent searches", §5)', () => {
  it.each([
    [false, 5],
    [true, 7],
  ])('caps the list at %s → %i (§5: 5, or 7 in the type-ahead experience)', (typeahead, cap) => {
    expect(recentSearchCap(typeahead)).toBe(cap);
  });

  it.each<[string, string[], string, number, string[]]>([
    ['a new term goes to the front', ['shoes'], 'bags', 5, ['bags', 'shoes']],
    ['it is trimmed on write', [], '  gucci  ', 5, ['gucci']],
    ['a repeated term moves to the front (§4)', ['a', 'b', 'c'], 'c', 5, ['c', 'a', 'b']],
    [
      'duplicates are removed case-insensitively, keeping the new spelling (§5)',
      ['Gucci', 'shoes'],
      'GUCCI',
      5,
      ['GUCCI', 'shoes'],
    ],
    ['the oldest falls off at the cap', ['1', '2', '3', '4', '5'], '6', 5, ['6', '1', '2', '3', '4']],
    [
      '7 are kept in the type-ahead experience',
      ['1', '2', '3', '4', '5', '6', '7'],
      '8',
      7,
      ['8', '1', '2', '3', '4', '5', '6'],
    ],
    ['a blank term changes nothing', ['a'], '   ', 5, ['a']],
    ['a blank term still cuts a list longer than the cap', ['1', '2', '3'], ' ', 2, ['1', '2']],
    ['an earlier copy stored with spaces is a copy too', [' Silk ', 'x'], 'silk', 5, ['silk', 'x']],
  ])('%s', (_name, list, term, cap, expected) => {
    expect(addRecentSearch(list, term, cap)).toEqual(expected);
  });

  it.each<[string, string[], string, string[]]>([
    ['removes that one, the others keep their order', ['a', 'b', 'c'], 'b', ['a', 'c']],
    ['matches as shown (title case) or as stored', ['red shoes', 'bags'], 'Red Shoes', ['bags']],
    ['a term not in the list changes nothing', ['a'], 'z', ['a']],
    ['the last one leaves an empty list', ['a'], 'a', []],
    ['the term given with spaces', ['silk', 'x'], ' silk ', ['x']],
    ['an entry stored with spaces', [' silk ', 'x'], 'silk', ['x']],
  ])('remove one: %s', (_name, list, term, expected) => {
    expect(removeRecentSearchFrom(list, term)).toEqual(expected);
  });

  it.each<[string, unknown, string[] | null]>([
    ['a list of strings is kept', ['a', 'b'], ['a', 'b']],
    ['blank entries and case-insensitive duplicates are dropped', ['a', ' ', 'A', 'b '], ['a', 'b']],
    ['an object is unusable (§8: the stored list is cleared)', { a: 1 }, null],
    ['a list holding a number is unusable', ['a', 2], null],
    ['a string is unusable', 'gucci', null],
  ])('stored value: %s', (_name, stored, expected) => {
    expect(parseRecentSearches(stored)).toEqual(expected);
  });

  it.each([
    ['gucci bags', 'Gucci Bags'],
    ['MAISON VERLAINE', 'Maison Verlaine'],
    ['t-shirt', 'T-Shirt'],
    ['émile zola', 'Émile Zola'],
  ])('shows %j in title case as %j (§3)', (term, shown) => {
    expect(titleCase(term)).toBe(shown);
  });
});
