import { describe, expect, it } from 'vitest';
import { hcSuggestionUrl, isSearchResultsPath, legacySearchUrl, searchResultsUrl, submitUrl } from './searchUrl';
import type { SubmitSource } from './types';

const params = (url: string) => Object.fromEntries(new URL(url, 'https://example.test').searchParams);

describe('search results URL (header.md §2 "Routes and links")', () => {
  const base = { from: 'brSearch', responsive: 'true', request_type: 'search', search_type: 'keyword' };

  it('typed: the base parameters with q, l and fl, no src or recent', () => {
    const url = searchResultsUrl({ query: 'Maison Verlaine', typed: 'Maison Verlaine', source: 'typed' });
    expect(url.startsWith('/s/?')).toBe(true);
    expect(params(url)).toEqual({ ...base, q: 'Maison Verlaine', l: 'Maison Verlaine', fl: 'Maison Verlaine' });
  });

  it('suggestion: src=suggest, and fl keeps what was typed', () => {
    expect(
      params(searchResultsUrl({ query: 'maison verlaine handbags', typed: 'mais', source: 'suggestion' })),
    ).toEqual({ ...base, q: 'maison verlaine handbags', l: 'maison verlaine handbags', fl: 'mais', src: 'suggest' });
  });

  it('recent: recent=true', () => {
    expect(params(searchResultsUrl({ query: 'shoes', typed: '', source: 'recent' }))).toEqual({
      ...base,
      q: 'shoes',
      l: 'shoes',
      fl: 'shoes',
      recent: 'true',
    });
  });

  it('encodes what needs encoding', () => {
    expect(searchResultsUrl({ query: 'a&b c', typed: 'a&b c', source: 'typed' })).toContain('q=a%26b+c');
  });

  it('HC suggestion: dq, from=elSearch, l, q, request_type, responsive, search_type, src=suggest', () => {
    expect(params(hcSuggestionUrl('velvet pillow', 'velv'))).toEqual({
      dq: 'velvet pillow',
      from: 'elSearch',
      l: 'velv',
      q: 'velvet pillow',
      request_type: 'search',
      responsive: 'true',
      search_type: 'keyword',
      src: 'suggest',
    });
  });

  it('the older variant: GET /search.jsp?q=', () => {
    expect(legacySearchUrl('red shoes')).toBe('/search.jsp?q=red+shoes');
  });
});

describe('search results page (header.md §4 "Gender": a change there reloads the search)', () => {
  it.each([
    ['/s/', true],
    ['/s', true],
    ['/s/shoes', true],
    ['/', false],
    ['/shoes/', false],
    ['/search.jsp', false],
  ])('%s → %s', (path, expected) => {
    expect(isSearchResultsPath(path)).toBe(expected);
  });
});

describe('where a search goes: /search.jsp or /s/ (header.md §2, §5)', () => {
  it.each<[boolean, SubmitSource, string]>([
    [false, 'typed', '/search.jsp?q=red+shoes'],
    [false, 'recent', '/s/'],
    [false, 'suggestion', '/s/'],
    [true, 'typed', '/s/'],
    [true, 'recent', '/s/'],
    [true, 'suggestion', '/s/'],
  ])('type-ahead %s, %s → %s', (typeahead, source, expected) => {
    const url = submitUrl({ query: 'red shoes', typed: 'red', source, typeahead });
    if (expected.includes('?')) expect(url).toBe(expected);
    else expect(new URL(url, 'https://example.test').pathname).toBe(expected);
  });
});

describe('HC suggestion link when nothing was typed (a suggestion picked from an empty box)', () => {
  it('l carries the suggestion itself', () => {
    expect(new URLSearchParams(hcSuggestionUrl('velvet pillow', '   ').split('?')[1]).get('l')).toBe('velvet pillow');
  });
});
