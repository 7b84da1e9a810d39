import type { Gender } from '@nm/core';

/** header.md §3 "Type-ahead suggestion payload": one suggestion, after decoding. */
export interface Suggestion {
  /** What is searched, and shown: the payload's `parameters.query`. */
  query: string;
  /** Where picking it goes (the HC auto-suggest links are built here, NM ones at submit time). */
  url?: string;
}

/** header.md §3: one suggested product ("brand or title"), after decoding. */
export interface ProductSuggestion {
  url: string;
  img: string | undefined;
  alt: string;
  brand: string | undefined;
  title: string | undefined;
  price: number | null;
  oldPrice: number | null;
  /** header.md §5: a product with one price shows only it. */
  onePrice: boolean;
}

export interface TypeaheadResult {
  suggestions: Suggestion[];
  products: ProductSuggestion[];
  rid: string | undefined;
  serverQuery: string | undefined;
  narrowedWithin: string | undefined;
}

/** What the box asks for: the trimmed term and the gender tab in force. */
export interface SuggestionKey {
  term: string;
  gender: Gender;
}

export type ResultState =
  | { key: SuggestionKey; status: 'loading' }
  /**
   * `instant`: an earlier answer for a shorter term, narrowed on the page,
   * shown while the debounced request for this term waits; the service's
   * answer replaces it.
   */
  | { key: SuggestionKey; status: 'done'; data: TypeaheadResult; instant?: true }
  | { key: SuggestionKey; status: 'error' };

export type SubmitSource = 'typed' | 'suggestion' | 'recent';
