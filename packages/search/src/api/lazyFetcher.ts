import { lazyModule, type Brand, type WidgetsConfig } from '@nm/core';
import type { SuggestionFetcher } from './typeahead';

/**
 * The HTTP client (ky) and the payload decoder are not needed before the
 * first request, which comes 500 ms after the first key at the earliest:
 * they load as their own chunk, preloaded on focus.
 */
const api = lazyModule(() => import('./typeahead'));
export const loadApi = api.load;

export function lazyFetcher(
  config: Pick<WidgetsConfig, 'hosts'> & { country: string } & { brand: Brand },
): SuggestionFetcher {
  return async (key, signal) => (await loadApi()).suggestionFetcher(config)(key, signal);
}
