import type { Brand, WidgetsConfig } from '@nm/core';
import type { SuggestionKey, TypeaheadResult } from '../model/types';

/**
 * Type-ahead answers are cached per gender and term for the page's
 * life. The cache is the page's, not a field's: the phone and collapsed-bar
 * modals mount a new field on each open, and a second `<nm-search>` on the
 * page asks the same service. Entries are never evicted (a page holds a few
 * dozen small answers at most).
 */
const answers = new Map<string, TypeaheadResult>();

export type SuggestionCache = Pick<Map<string, TypeaheadResult>, 'get' | 'set'>;
export const pageSuggestionCache: SuggestionCache = answers;

/**
 * Which service answers: the brand picks the call (NM type-ahead or HC
 * auto-suggest), the hosts and country are in the request. A config that
 * changes any of them gets answers of its own.
 */
export function suggestionScope(config: Pick<WidgetsConfig, 'hosts'> & { brand: Brand; country: string }): string {
  return [config.brand, config.hosts.typeahead, config.hosts.lambda, config.country].join('\u0001');
}

/**
 * The cache and request key: scope, gender and the term exactly as the box
 * holds it (trimmed). Not lower-cased: the panel shows an answer only for
 * exactly the term in the box (model/options.ts), and an HC answer's links
 * carry the typed term, so "bag" and "BAG" are two terms.
 */
export const suggestionCacheKey = (scope: string, { term, gender }: SuggestionKey): string =>
  `${scope}\u0000${gender}\u0000${term}`;

/** For tests: forget every answer. */
export function clearSuggestionCache(): void {
  answers.clear();
}
