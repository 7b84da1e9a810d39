import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultState, SuggestionKey, TypeaheadResult } from '../model/types';
import { panelView } from '../model/options';
import { clearSuggestionCache, suggestionScope } from './suggestionCache';
import { createSuggestionLoader } from './suggestionLoader';

const answer = (tag: string): TypeaheadResult => ({
  suggestions: [{ query: tag }],
  products: [],
  rid: tag,
  serverQuery: undefined,
  narrowedWithin: undefined,
});
const key = (term: string, gender: 'W' | 'M' = 'W'): SuggestionKey => ({ term, gender });

/** A fetch whose answers the test releases by hand, and which ignores aborts (as a careless service might). */
function manualFetch() {
  const calls: Array<{
    key: SuggestionKey;
    signal: AbortSignal;
    resolve(data: TypeaheadResult): void;
    reject(e: unknown): void;
  }> = [];
  const fetch = vi.fn(
    (k: SuggestionKey, signal: AbortSignal) =>
      new Promise<TypeaheadResult>((resolve, reject) => calls.push({ key: k, signal, resolve, reject })),
  );
  return { fetch, calls };
}

describe('type-ahead loader (header.md §4, §7, §9: 500 ms debounce)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearSuggestionCache();
  });
  afterEach(() => vi.useRealTimers());

  it('sends one request 500 ms after typing stops, however many keys came before', async () => {
    const { fetch } = manualFetch();
    const updates: ResultState[] = [];
    const loader = createSuggestionLoader({ fetch, onUpdate: (s) => updates.push(s) });
    for (const term of ['m', 'ma', 'mai', 'mais', 'maiso', 'maison']) {
      loader.request(key(term));
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(fetch).not.toHaveBeenCalled();
    // 100 ms have passed since the last key: the request goes at 500, not a millisecond before.
    await vi.advanceTimersByTimeAsync(399);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toEqual(key('maison'));
  });

  it('aborts the request it replaces, and never delivers an answer for a replaced term', async () => {
    const { fetch, calls } = manualFetch();
    const updates: ResultState[] = [];
    const loader = createSuggestionLoader({ fetch, onUpdate: (s) => updates.push(s) });
    loader.request(key('mai'));
    await vi.advanceTimersByTimeAsync(500);
    loader.request(key('maison'));
    expect(calls[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    calls[1]!.resolve(answer('maison'));
    await vi.advanceTimersByTimeAsync(0);
    // The slow first answer arrives last, despite the abort: it is dropped.
    calls[0]!.resolve(answer('mai'));
    await vi.advanceTimersByTimeAsync(0);
    const done = updates.filter((u) => u.status === 'done');
    expect(done.map((u) => u.key.term)).toEqual(['maison']);
  });

  it('answers a repeated gender + term from the cache, without a request', async () => {
    const { fetch, calls } = manualFetch();
    const updates: ResultState[] = [];
    const loader = createSuggestionLoader({ fetch, onUpdate: (s) => updates.push(s) });
    loader.request(key('bag'));
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.resolve(answer('bag'));
    await vi.advanceTimersByTimeAsync(0);
    loader.request(key('bags'));
    loader.request(key('bag'));
    expect(updates.at(-1)).toMatchObject({ status: 'done', key: { term: 'bag' } });
    // Another gender is another answer.
    loader.request(key('bag', 'M'));
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('an edit that only changes the case is a new term: it is asked for, and the panel leaves "loading"', async () => {
    const { fetch, calls } = manualFetch();
    let last: ResultState | null = null;
    const loader = createSuggestionLoader({
      fetch,
      onUpdate: (s) => {
        last = s;
      },
    });
    const panel = (typed: string) =>
      panelView({ typed, recent: [], typeahead: true, result: last, gender: 'W', productLimit: 3, recentCap: 7 }).mode;
    loader.request(key('bag'));
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.resolve(answer('bag'));
    await vi.advanceTimersByTimeAsync(0);
    expect(panel('bag')).toBe('results');
    // 'bag' → 'BAG': the key and the panel's comparison agree (both exact).
    loader.request(key('BAG'));
    expect(last).toMatchObject({ status: 'loading', key: { term: 'BAG' } });
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch.mock.calls.map((c) => c[0].term)).toEqual(['bag', 'BAG']);
    calls[1]!.resolve(answer('BAG'));
    await vi.advanceTimersByTimeAsync(0);
    expect(panel('BAG')).toBe('results');
    // And back: 'bag' is answered from the cache at once.
    loader.request(key('bag'));
    expect(panel('bag')).toBe('results');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("the cache is the page's: another loader (a remounted modal field, a second box) gets a cached answer without a request", async () => {
    const { fetch, calls } = manualFetch();
    const scope = suggestionScope({
      brand: 'NM',
      hosts: { typeahead: 'https://ta', lambda: 'https://l' } as never,
      country: 'US',
    });
    const first = createSuggestionLoader({ fetch, onUpdate: () => {}, scope });
    first.request(key('coat'));
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.resolve(answer('coat'));
    await vi.advanceTimersByTimeAsync(0);
    first.cancel();

    const updates: ResultState[] = [];
    const second = createSuggestionLoader({ fetch, onUpdate: (s) => updates.push(s), scope });
    second.request(key('coat'));
    expect(updates).toEqual([{ key: key('coat'), status: 'done', data: answer('coat') }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(1);

    // Another brand (or host, or country) is another service: its own answers.
    const hcScope = suggestionScope({
      brand: 'HC',
      hosts: { typeahead: 'https://ta', lambda: 'https://l' } as never,
      country: 'US',
    });
    createSuggestionLoader({ fetch, onUpdate: () => {}, scope: hcScope }).request(key('coat'));
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("while the request for a longer term waits, shows at once what a cached shorter term knows, narrowed; then the service's answer", async () => {
    const { fetch, calls } = manualFetch();
    const updates: ResultState[] = [];
    const loader = createSuggestionLoader({ fetch, onUpdate: (s) => updates.push(s) });
    const maAnswer: TypeaheadResult = {
      suggestions: [{ query: 'maison verlaine' }, { query: 'maxi dresses' }],
      products: [],
      rid: 'ma',
      serverQuery: undefined,
      narrowedWithin: undefined,
    };
    loader.request(key('ma'));
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.resolve(maAnswer);
    await vi.advanceTimersByTimeAsync(0);

    updates.length = 0;
    loader.request(key('mais'));
    // At once, before any timer: the cached "ma" answer narrowed to "mais".
    expect(updates).toEqual([
      {
        key: key('mais'),
        status: 'done',
        instant: true,
        data: { ...maAnswer, suggestions: [{ query: 'maison verlaine' }] },
      },
    ]);
    // Still one request per word: it goes 500 ms after the last key, as before.
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    calls[1]!.resolve(answer('mais'));
    await vi.advanceTimersByTimeAsync(0);
    expect(updates.at(-1)).toEqual({ key: key('mais'), status: 'done', data: answer('mais') });
  });

  it("a cached shorter term with nothing that fits leaves the panel loading; another gender's answer is never used", async () => {
    const { fetch, calls } = manualFetch();
    const updates: ResultState[] = [];
    const loader = createSuggestionLoader({ fetch, onUpdate: (s) => updates.push(s) });
    loader.request(key('ma'));
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.resolve(answer('maison'));
    await vi.advanceTimersByTimeAsync(0);
    loader.request(key('mz'));
    expect(updates.at(-1)).toEqual({ key: key('mz'), status: 'loading' });
    loader.request(key('mais', 'M'));
    expect(updates.at(-1)).toEqual({ key: key('mais', 'M'), status: 'loading' });
  });

  it('reports a failure once, for the current term only', async () => {
    const { fetch, calls } = manualFetch();
    const updates: ResultState[] = [];
    const onError = vi.fn();
    const loader = createSuggestionLoader({ fetch, onUpdate: (s) => updates.push(s), onError });
    loader.request(key('x'));
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.reject(new Error('boom'));
    await vi.advanceTimersByTimeAsync(0);
    expect(updates.at(-1)).toMatchObject({ status: 'error' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('stops when the element goes away', async () => {
    const { fetch } = manualFetch();
    const life = new AbortController();
    const loader = createSuggestionLoader({ fetch, onUpdate: () => {}, signal: life.signal });
    loader.request(key('x'));
    life.abort();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('type-ahead loader: repeats, aborts and late answers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearSuggestionCache();
  });
  afterEach(() => vi.useRealTimers());

  it('the same key again while the timer waits does not restart the 500 ms', async () => {
    const { fetch } = manualFetch();
    const updates: ResultState[] = [];
    const loader = createSuggestionLoader({ fetch, onUpdate: (s) => updates.push(s) });
    loader.request(key('silk'));
    await vi.advanceTimersByTimeAsync(300);
    loader.request(key('silk'));
    await vi.advanceTimersByTimeAsync(200);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(updates).toEqual([{ key: key('silk'), status: 'loading' }]);
  });

  it('the request it replaces is aborted as an AbortError (a replaced request, not a failure)', async () => {
    const { fetch, calls } = manualFetch();
    const loader = createSuggestionLoader({ fetch, onUpdate: () => {} });
    loader.request(key('mai'));
    await vi.advanceTimersByTimeAsync(500);
    loader.request(key('maison'));
    expect((calls[0]!.signal.reason as DOMException).name).toBe('AbortError');
  });

  it("closed and typed again: the first request's late answer is not delivered, the new one is", async () => {
    const { fetch, calls } = manualFetch();
    const updates: ResultState[] = [];
    const loader = createSuggestionLoader({ fetch, onUpdate: (s) => updates.push(s) });
    loader.request(key('silk'));
    await vi.advanceTimersByTimeAsync(500);
    loader.cancel();
    loader.request(key('silk'));
    calls[0]!.resolve(answer('old'));
    await vi.advanceTimersByTimeAsync(0);
    expect(updates.filter((u) => u.status === 'done')).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    calls[1]!.resolve(answer('new'));
    await vi.advanceTimersByTimeAsync(0);
    expect(updates.filter((u) => u.status === 'done').map((u) => u.status === 'done' && u.data.rid)).toEqual(['new']);
  });

  it("closed and typed again: the first request's late failure neither reports nor loses the new answer", async () => {
    const { fetch, calls } = manualFetch();
    const updates: ResultState[] = [];
    const onError = vi.fn();
    const loader = createSuggestionLoader({ fetch, onUpdate: (s) => updates.push(s), onError });
    loader.request(key('silk'));
    await vi.advanceTimersByTimeAsync(500);
    loader.cancel();
    loader.request(key('silk'));
    calls[0]!.reject(new Error('late'));
    await vi.advanceTimersByTimeAsync(500);
    calls[1]!.resolve(answer('new'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).not.toHaveBeenCalled();
    expect(updates.map((u) => u.status)).toEqual(['loading', 'loading', 'done']);
  });

  it('a failure without an error listener still shows as an error', async () => {
    const { fetch, calls } = manualFetch();
    const updates: ResultState[] = [];
    const loader = createSuggestionLoader({ fetch, onUpdate: (s) => updates.push(s) });
    loader.request(key('x'));
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.reject(new Error('boom'));
    await vi.advanceTimersByTimeAsync(0);
    expect(updates.at(-1)).toEqual({ key: key('x'), status: 'error' });
  });

  it('after the element went away, a new key is ignored', async () => {
    const { fetch } = manualFetch();
    const updates: ResultState[] = [];
    const life = new AbortController();
    const loader = createSuggestionLoader({ fetch, onUpdate: (s) => updates.push(s), signal: life.signal });
    life.abort();
    loader.request(key('x'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).not.toHaveBeenCalled();
    expect(updates).toEqual([]);
  });

  it('the element going away aborts the request in flight', async () => {
    const { fetch, calls } = manualFetch();
    const life = new AbortController();
    const loader = createSuggestionLoader({ fetch, onUpdate: () => {}, signal: life.signal });
    loader.request(key('x'));
    await vi.advanceTimersByTimeAsync(500);
    life.abort();
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});
