import { describe, expect, it } from 'vitest';
import { noResultsMessage, removedRecentMessage, resultSummary } from './messages';

describe('messages (header.md §8)', () => {
  it('no results, panel and modal wording exactly as written', () => {
    expect(noResultsMessage('zzz', 'panel')).toBe('We weren\'t able to find any results for "zzz"');
    expect(noResultsMessage('zzz', 'modal')).toBe("We aren't able to find any results for 'zzz'");
  });
  it.each([
    [7, 3, '7 suggestions and 3 products'],
    [1, 1, '1 suggestion and 1 product'],
    [5, 0, '5 suggestions'],
    [0, 4, '4 products'],
  ])('%i suggestions and %i products → %j', (s, p, text) => {
    expect(resultSummary(s, p)).toBe(text);
  });
});

describe('a removed recent search is announced', () => {
  it('names the term as the list shows it (title case)', () => {
    expect(removedRecentMessage('red shoes')).toBe('Removed Red Shoes from recent searches');
  });
});
