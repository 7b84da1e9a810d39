import { LEGACY_SEARCH_PATH, SEARCH_RESULTS_PATH } from './constants';
import type { SubmitSource } from './types';

export interface SearchUrlInput {
  /** What is searched (the typed text, the suggestion's query or the recent term), trimmed. */
  query: string;
  /** What the shopper had typed in the box when they searched. */
  typed: string;
  source: SubmitSource;
}

/**
 * header.md §2: /s/ with from=brSearch, responsive=true, request_type=search,
 * search_type=keyword, q, l and fl; plus src=suggest from a suggestion and
 * recent=true from a recent search. Our reading of the two the spec does not
 * define (README "Decisions"): `l` repeats the query searched (the legacy
 * results page reads its keyword from it), `fl` is what the shopper had typed,
 * so analytics can tell "gu" → "Gucci" from a typed "Gucci".
 */
export function searchResultsUrl({ query, typed, source }: SearchUrlInput): string {
  const params = new URLSearchParams({
    from: 'brSearch',
    responsive: 'true',
    request_type: 'search',
    search_type: 'keyword',
    q: query,
    l: query,
    fl: typed.trim() || query,
  });
  if (source === 'suggestion') params.set('src', 'suggest');
  if (source === 'recent') params.set('recent', 'true');
  return `${SEARCH_RESULTS_PATH}?${params}`;
}

/**
 * header.md §2: an HC suggestion links to /s/ with dq, from=elSearch, l, q,
 * request_type=search, responsive=true, search_type=keyword, src=suggest.
 * `dq` is the query as displayed; `l` is what was typed.
 */
export function hcSuggestionUrl(suggestion: string, typed: string): string {
  const params = new URLSearchParams({
    dq: suggestion,
    from: 'elSearch',
    l: typed.trim() || suggestion,
    q: suggestion,
    request_type: 'search',
    responsive: 'true',
    search_type: 'keyword',
    src: 'suggest',
  });
  return `${SEARCH_RESULTS_PATH}?${params}`;
}

/** header.md §2: the older variant (no type-ahead) sends its GET form to /search.jsp. */
export function legacySearchUrl(query: string): string {
  return `${LEGACY_SEARCH_PATH}?${new URLSearchParams({ q: query })}`;
}

/** header.md §4: on the search results page a gender change reloads the search. */
export function isSearchResultsPath(pathname: string): boolean {
  return pathname.startsWith(SEARCH_RESULTS_PATH) || pathname === SEARCH_RESULTS_PATH.slice(0, -1);
}

/**
 * Where a search goes: with type-ahead off, a typed search is the older
 * variant's GET /search.jsp?q= (header.md §2, §5); every other search (and a
 * suggestion or recent search in any variant) goes to /s/.
 */
export function submitUrl(input: SearchUrlInput & { typeahead: boolean }): string {
  return !input.typeahead && input.source === 'typed' ? legacySearchUrl(input.query) : searchResultsUrl(input);
}
