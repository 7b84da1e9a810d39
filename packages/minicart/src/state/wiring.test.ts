import { $config, mergeConfig, resetLogOnce } from '@nm/core';
import { jsonResponse, writable } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { decodeLineItem } from '../model/lineItem';
import { curbsideItem } from '../storybook/fixtures';
import { getMiniCartHtml } from '../api/flyout';
import { loadFlyoutHtml } from './flyout';
import { $pickup, loadPickupStores } from './pickup';

// The page's switches and cookies, by the names the specs give them (header.md
// §4, §7, §9; minicart.md §6, §7), reaching what the widget asks and shows.
// Names are written out here, never imported from the code under test.

interface Seen {
  method: string;
  path: string;
  body: unknown;
}
function serve(route: (url: URL) => Response) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const text = request.method === 'POST' ? await request.text() : '';
      seen.push({ method: request.method, path: url.pathname, body: text ? (JSON.parse(text) as unknown) : undefined });
      return route(url);
    }),
  );
  return seen;
}
const clearCookies = () => {
  for (const name of ['dt_selected_zipcode', 'dt_selected_store']) document.cookie = `${name}=; max-age=0; path=/`;
};

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  resetLogOnce();
  sessionStorage.clear();
  clearCookies();
  $pickup.set({});
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
  errorSpy.mockRestore();
  writable($config).set(mergeConfig('localhost', {}));
});

describe('the mini-cart API body (header.md §7: smcEnabled and smcToggle)', () => {
  const bodyWith = async (layer: { toggles?: Record<string, boolean>; abTests?: Record<string, string> }) => {
    writable($config).set(mergeConfig('localhost', { miniCartApiUrl: 'https://api.test/dt/api/minicart' }, layer));
    const seen = serve(() => jsonResponse({ data: { MiniCartResp: { html: '<p>bag</p>' } } }));
    await loadFlyoutHtml(new AbortController().signal);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /dt/api/minicart']);
    return seen[0]!.body;
  };

  it('nothing on: both false', async () => {
    expect(await bodyWith({})).toEqual({ smcEnabled: false, smcToggle: false });
  });

  it('the DT_MINICART toggle sets smcToggle, and only it', async () => {
    expect(await bodyWith({ toggles: { DT_MINICART: true } })).toEqual({ smcEnabled: false, smcToggle: true });
  });

  it('variation b of the SIMPLIFIED_MINICART test sets smcEnabled, and only it', async () => {
    expect(await bodyWith({ abTests: { SIMPLIFIED_MINICART: 'b' } })).toEqual({ smcEnabled: true, smcToggle: false });
  });

  it('other variations of SIMPLIFIED_MINICART, and other toggles, leave smcEnabled false', async () => {
    expect(await bodyWith({ abTests: { SIMPLIFIED_MINICART: 'a' }, toggles: { ADD_TO_CART_V2: true } })).toEqual({
      smcEnabled: false,
      smcToggle: false,
    });
  });
});

describe('the dt_selected_store cookie chooses the pickup store (minicart.md §7)', () => {
  const stores = () =>
    serve((url) => {
      if (url.pathname === '/dt/api/stores')
        return jsonResponse([
          { storeId: '01', storeNumber: '101' },
          { storeId: '02', storeNumber: '102' },
        ]);
      if (url.pathname === '/info/allStores.json')
        return jsonResponse([
          { storeId: '01', name: 'Bal Harbour' },
          { storeId: '02', name: 'Topanga' },
        ]);
      return jsonResponse({}, 404);
    });

  beforeEach(() => {
    writable($config).set(mergeConfig('localhost', { hosts: { api: '', stores: '' } }));
  });

  it("the cookie's store wins over the line's own store", async () => {
    document.cookie = 'dt_selected_store=02; path=/';
    stores();
    const item = decodeLineItem(curbsideItem('01'))!;
    await loadPickupStores([item], new AbortController().signal);
    expect($pickup.get()[item.itemId]?.name).toBe('Topanga');
  });

  it("without the cookie, the line's own store", async () => {
    stores();
    const item = decodeLineItem(curbsideItem('01'))!;
    await loadPickupStores([item], new AbortController().signal);
    expect($pickup.get()[item.itemId]?.name).toBe('Bal Harbour');
  });
});

describe('the mini-cart API times out after 10000 ms (minicart.md §7: "Default timeout 10000 ms")', () => {
  it('still waiting at 9999 ms; given up, as a failure, at 10000', async () => {
    writable($config).set(mergeConfig('localhost', { miniCartApiUrl: 'https://api.test/dt/api/minicart' }));
    // Core loads ky with the first request, in real time: one answered request first, or when this test is the
    // worker's first request the 10 s would start only once ky has loaded, after the fake clock has moved on.
    serve(() => jsonResponse({ data: { MiniCartResp: { html: '<p>bag</p>' } } }));
    await getMiniCartHtml({ smcEnabled: false, smcToggle: false });
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (input: RequestInfo | URL, init?: RequestInit) =>
            new Promise<Response>((_resolve, reject) => {
              const signal = input instanceof Request ? input.signal : init?.signal;
              signal?.addEventListener('abort', () => reject(signal.reason as Error));
            }),
        ),
      );
      let settled: { ok: boolean } | undefined;
      void getMiniCartHtml({ smcEnabled: false, smcToggle: false }).then((result) => {
        settled = result;
      });
      await vi.advanceTimersByTimeAsync(9999);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(0); // the rejection's microtasks; no more time
      expect(settled?.ok).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
