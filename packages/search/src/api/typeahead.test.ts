import { jsonResponse } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyFetcher, loadApi } from './lazyFetcher';
import { fetchHcSuggestions, fetchTypeahead, suggestionFetcher } from './typeahead';

/*
 * The two suggestion calls with fetch stubbed: the URL each sends, how its
 * answer is read, and which one a brand uses. (The element's Chromium tests
 * reach them through MSW; the mutation run needs them here.)
 */

let requests: URL[];
function answer(body: unknown) {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(new URL(request.url));
      return jsonResponse(body);
    }),
  );
}

const config = {
  brand: 'NM' as const,
  hosts: { typeahead: 'https://ta.test', lambda: 'https://lambda.test' },
  country: 'US',
} as unknown as Parameters<typeof suggestionFetcher>[0];
const hc = { ...config, brand: 'HC' as const };
const key = { term: 'throw pillow', gender: 'W' as const };
const signal = () => new AbortController().signal;

beforeEach(() => answer({}));
afterEach(() => vi.unstubAllGlobals());

describe('the type-ahead call (docs/search.md: GET {hosts.typeahead}/typeahead/v1/suggest?term&gender&country&brand=NM)', () => {
  it('sends the term, gender, country and brand, and decodes the header.md §3 payload', async () => {
    answer({ suggestions: [{ parameters: { query: 'throw pillows' } }], rid: 'r1', products: [] });
    const result = await fetchTypeahead(config, key, signal());
    expect(requests).toHaveLength(1);
    const url = requests[0]!;
    expect(`${url.origin}${url.pathname}`).toBe('https://ta.test/typeahead/v1/suggest');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      term: 'throw pillow',
      gender: 'W',
      country: 'US',
      brand: 'NM',
    });
    expect(result.suggestions.map((s) => s.query)).toEqual(['throw pillows']);
    expect(result.rid).toBe('r1');
  });

  it('an answer that is not an object is a DecodeError naming the URL', async () => {
    answer(['not', 'an', 'object']);
    const failure = fetchTypeahead(config, key, signal());
    await expect(failure).rejects.toMatchObject({ name: 'DecodeError' });
    await expect(failure).rejects.toThrow(
      'The type-ahead answer from https://ta.test/typeahead/v1/suggest is not an object',
    );
  });
});

describe('header.md §7 "GET {lambdaHost}/auto-suggest-svc/v2/suggest?brand=HC&term={term}", a list of strings', () => {
  it('sends brand=HC and the term only, and makes each string a suggestion linking with the HC parameters', async () => {
    answer(['Throw Pillows', 'Throw Blankets']);
    const result = await fetchHcSuggestions(hc, key, signal());
    const url = requests[0]!;
    expect(`${url.origin}${url.pathname}`).toBe('https://lambda.test/auto-suggest-svc/v2/suggest');
    expect(Object.fromEntries(url.searchParams)).toEqual({ brand: 'HC', term: 'throw pillow' });
    expect(result.suggestions.map((s) => s.query)).toEqual(['Throw Pillows', 'Throw Blankets']);
    const link = new URL(result.suggestions[0]!.url!, 'https://www.test');
    expect(link.searchParams.get('q')).toBe('Throw Pillows');
    expect(link.searchParams.get('l')).toBe('throw pillow');
    expect(result.products).toEqual([]);
    expect([result.rid, result.serverQuery, result.narrowedWithin]).toEqual([undefined, undefined, undefined]);
  });

  it('an answer that is not a list is a DecodeError naming the URL', async () => {
    answer({ suggestions: [] });
    const failure = fetchHcSuggestions(hc, key, signal());
    await expect(failure).rejects.toMatchObject({ name: 'DecodeError' });
    await expect(failure).rejects.toThrow(
      'The HC auto-suggest answer from https://lambda.test/auto-suggest-svc/v2/suggest is not a list of strings',
    );
  });
});

describe('the call for the page\'s brand (header.md §7: the auto-suggest call is "home-goods brand only")', () => {
  it.each<[string, typeof config, string]>([
    ['NM', config, 'https://ta.test/typeahead/v1/suggest'],
    ['HC', hc, 'https://lambda.test/auto-suggest-svc/v2/suggest'],
  ])('%s', async (_brand, brandConfig, called) => {
    answer(_brand === 'HC' ? ['x'] : {});
    await suggestionFetcher(brandConfig)(key, signal());
    expect(`${requests[0]!.origin}${requests[0]!.pathname}`).toBe(called);
  });

  it('lazyFetcher loads the call on first use and makes the same one', async () => {
    answer(['x']);
    const result = await lazyFetcher(hc)(key, signal());
    expect(result.suggestions.map((s) => s.query)).toEqual(['x']);
    expect(requests[0]!.pathname).toBe('/auto-suggest-svc/v2/suggest');
    expect(await loadApi()).toHaveProperty('suggestionFetcher', suggestionFetcher);
  });

  it('passes the signal on: an aborted request is an abort', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (request.signal.aborted) throw new DOMException('stopped', 'AbortError');
        return jsonResponse({});
      }),
    );
    const controller = new AbortController();
    controller.abort();
    const error = await lazyFetcher(config)(key, controller.signal).catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
  });
});
