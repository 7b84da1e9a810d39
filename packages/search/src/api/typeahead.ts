import { requestJson, type Brand, type WidgetsConfig } from '@nm/core';
import { hcSuggestionUrl } from '../model/searchUrl';
import type { SuggestionKey, TypeaheadResult } from '../model/types';
import { decodeHcSuggestions, decodeTypeahead } from './decode';

/**
 * The type-ahead request (the spec names the service and its answer, not the
 * call; this is our definition, in docs/search.md):
 *
 *   GET {hosts.typeahead}/typeahead/v1/suggest?term={term}&gender={W|M}&country={US}&brand=NM
 *   200 → header.md §3 payload { suggestions[{ parameters.query }], rid, serverQuery, narrowedWithin, products[…] }
 */
export const TYPEAHEAD_PATH = '/typeahead/v1/suggest';
/** header.md §7: the HC brand's auto-suggest call. */
export const HC_SUGGEST_PATH = '/auto-suggest-svc/v2/suggest';

export class DecodeError extends Error {
  override readonly name = 'DecodeError';
}

export type SuggestionFetcher = (key: SuggestionKey, signal: AbortSignal) => Promise<TypeaheadResult>;

export async function fetchTypeahead(
  config: Pick<WidgetsConfig, 'hosts'> & { country: string },
  key: SuggestionKey,
  signal: AbortSignal,
): Promise<TypeaheadResult> {
  const url = `${config.hosts.typeahead}${TYPEAHEAD_PATH}`;
  const body = await requestJson(url, {
    searchParams: { term: key.term, gender: key.gender, country: config.country, brand: 'NM' },
    signal,
  });
  const decoded = decodeTypeahead(body);
  if (!decoded) throw new DecodeError(`The type-ahead answer from ${url} is not an object`);
  return decoded;
}

/**
 * header.md §7: GET {lambdaHost}/auto-suggest-svc/v2/suggest?brand=HC&term={term},
 * a list of strings, turned into suggestions that link with the HC parameters.
 */
export async function fetchHcSuggestions(
  config: Pick<WidgetsConfig, 'hosts'>,
  key: SuggestionKey,
  signal: AbortSignal,
): Promise<TypeaheadResult> {
  const url = `${config.hosts.lambda}${HC_SUGGEST_PATH}`;
  const body = await requestJson(url, { searchParams: { brand: 'HC', term: key.term }, signal });
  const decoded = decodeHcSuggestions(body);
  if (!decoded) throw new DecodeError(`The HC auto-suggest answer from ${url} is not a list of strings`);
  return {
    suggestions: decoded.map((query) => ({ query, url: hcSuggestionUrl(query, key.term) })),
    products: [],
    rid: undefined,
    serverQuery: undefined,
    narrowedWithin: undefined,
  };
}

/** The call for the page's brand. */
export function suggestionFetcher(
  config: Pick<WidgetsConfig, 'hosts'> & { country: string } & { brand: Brand },
): SuggestionFetcher {
  return config.brand === 'HC'
    ? (key, signal) => fetchHcSuggestions(config, key, signal)
    : (key, signal) => fetchTypeahead(config, key, signal);
}
