import { pageClock, type Cancel, type Clock } from '@nm/core';
import { TYPEAHEAD_DEBOUNCE_MS } from '../model/constants';
import { narrowAnswer, termPrefixes } from '../model/instantAnswer';
import type { ResultState, SuggestionKey } from '../model/types';
import { pageSuggestionCache, suggestionCacheKey, type SuggestionCache } from './suggestionCache';
import type { SuggestionFetcher } from './typeahead';

export interface SuggestionLoaderOptions {
  fetch: SuggestionFetcher;
  /** Called with every change the box should show. Never called for a key that has been replaced. */
  onUpdate(state: ResultState): void;
  /** Called when a request fails for a reason other than being replaced. */
  onError?(error: unknown, key: SuggestionKey): void;
  debounceMs?: number;
  /** The element's life: aborting it stops the timer and the request in flight. */
  signal?: AbortSignal;
  /** Which service answers (api/suggestionCache.ts `suggestionScope`); answers are shared per scope. */
  scope?: string;
  /** Where answers are kept: the page's cache unless a test gives its own. */
  cache?: SuggestionCache;
  /** Where the debounce's timer comes from (core's state/clock.ts). */
  clock?: Clock;
}

export interface SuggestionLoader {
  /** The box now holds this key: answer from the cache, or ask once typing has paused. */
  request(key: SuggestionKey): void;
  /** The box was emptied or closed: forget the pending key. */
  cancel(): void;
}

/**
 * header.md §4: the type-ahead is asked 500 ms after typing stops. Each new
 * key cancels the pending timer and aborts the request it replaces; an
 * answer is delivered only while its key is still the current one (a
 * service that ignores the abort cannot paint a stale answer); answers are
 * cached per gender and term for the page's life, in a cache every loader on
 * the page shares (api/suggestionCache.ts). While the timer waits, the
 * longest shorter term with a cached answer is narrowed on the page and
 * shown at once (`instant`), then replaced by the service's answer.
 */
export function createSuggestionLoader({
  fetch,
  onUpdate,
  onError,
  debounceMs = TYPEAHEAD_DEBOUNCE_MS,
  signal,
  scope = '',
  cache = pageSuggestionCache,
  clock = pageClock,
}: SuggestionLoaderOptions): SuggestionLoader {
  let current: string | null = null;
  let cancelTimer: Cancel | undefined;
  let inFlight: AbortController | undefined;

  const stop = () => {
    cancelTimer?.();
    cancelTimer = undefined;
    inFlight?.abort(new DOMException('Replaced by a newer search term', 'AbortError'));
    inFlight = undefined;
  };
  signal?.addEventListener(
    'abort',
    () => {
      current = null;
      stop();
    },
    { once: true },
  );

  const cachedPrefixAnswer = (key: SuggestionKey) => {
    for (const prefix of termPrefixes(key.term)) {
      const hit = cache.get(suggestionCacheKey(scope, { term: prefix, gender: key.gender }));
      if (hit) return narrowAnswer(hit, key.term);
    }
    return null;
  };

  const send = (key: SuggestionKey, id: string) => {
    const controller = new AbortController();
    inFlight = controller;
    fetch(key, controller.signal).then(
      (data) => {
        cache.set(id, data);
        if (current !== id || controller.signal.aborted) return;
        inFlight = undefined;
        onUpdate({ key, status: 'done', data });
      },
      (error: unknown) => {
        if (current !== id || controller.signal.aborted) return;
        inFlight = undefined;
        // Typing the same term again may try again.
        current = null;
        onError?.(error, key);
        onUpdate({ key, status: 'error' });
      },
    );
  };

  return {
    request(key) {
      if (signal?.aborted) return;
      const id = suggestionCacheKey(scope, key);
      if (id === current) return;
      current = id;
      stop();
      const hit = cache.get(id);
      if (hit) {
        onUpdate({ key, status: 'done', data: hit });
        return;
      }
      // One request per word still, but what the page already
      // knows for a shorter term is shown at once, narrowed to this one.
      const instant = cachedPrefixAnswer(key);
      onUpdate(instant ? { key, status: 'done', data: instant, instant: true } : { key, status: 'loading' });
      cancelTimer = clock.after(debounceMs, () => {
        cancelTimer = undefined;
        send(key, id);
      });
    },
    cancel() {
      current = null;
      stop();
    },
  };
}
