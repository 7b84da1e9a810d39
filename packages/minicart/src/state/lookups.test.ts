import { $config, $count, closeMiniCart, mergeConfig, openMiniCart, resetLogOnce } from '@nm/core';
import { jsonResponse, writable } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { decodeLineItem, type LineItem } from '../model/lineItem';
import { curbsideItem, rawItem } from '../storybook/fixtures';
import { $deliveryMessages, loadDeliveryMessages } from './flyout';
import { $flyoutState, flyoutHtmlLoaded, startFlyoutPersistence } from './flyoutStore';
import { $pickup, loadPickupStores } from './pickup';

function serve(route: (url: URL, request: Request) => Response) {
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      seen.push(`${request.method} ${url.pathname}${url.search}`);
      return route(url, request);
    }),
  );
  return seen;
}
const line = (raw: Record<string, unknown>): LineItem => decodeLineItem(raw)!;
const clearCookies = () => {
  for (const name of ['dt_selected_zipcode', 'dt_selected_store']) document.cookie = `${name}=; max-age=0; path=/`;
};

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  resetLogOnce();
  writable($config).set(mergeConfig('localhost', { hosts: { api: '', stores: '' } }));
  sessionStorage.clear();
  localStorage.clear();
  clearCookies();
  $pickup.set({});
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
  errorSpy.mockRestore();
});

describe('minicart.md §7 store lookups for a curbside line', () => {
  it('no store carries the SKU: the stores within 100 miles of the selected address; the name from the cached all-stores file', async () => {
    document.cookie = 'dt_selected_zipcode=10001; path=/';
    const seen = serve((url) => {
      if (url.pathname === '/dt/api/stores') return jsonResponse([]);
      if (url.pathname === '/dt/api/storeList/storesByAddressOrCoordinates')
        return jsonResponse([{ storeId: '07', storeNumber: '107' }]);
      if (url.pathname === '/info/allStores.json') return jsonResponse([{ storeId: '07', name: 'Bal Harbour' }]);
      return jsonResponse({}, 404);
    });
    const item = line(curbsideItem('07'));
    await loadPickupStores([item], new AbortController().signal);
    expect(seen).toEqual([
      expect.stringMatching(/^GET \/dt\/api\/stores\?brandCode=nm&freeFormAddress=10001&/),
      'GET /dt/api/storeList/storesByAddressOrCoordinates?brand=NM&freeFormAddress=10001&mileRadius=100',
      'GET /info/allStores.json',
    ]);
    expect($pickup.get()[item.itemId]?.name).toBe('Bal Harbour');
    expect(JSON.stringify(JSON.parse(sessionStorage.getItem('allStoresAddr_nm') ?? 'null'))).toContain('Bal Harbour');

    // The all-stores file is read once per session: the second lookup uses the cache.
    seen.length = 0;
    $pickup.set({});
    await loadPickupStores([item], new AbortController().signal);
    expect(seen).not.toContain('GET /info/allStores.json');
    expect($pickup.get()[item.itemId]?.name).toBe('Bal Harbour');
  });

  it('a store missing from the all-stores file is named by /info/{storeId}.json', async () => {
    const seen = serve((url) => {
      if (url.pathname === '/dt/api/stores') return jsonResponse([{ storeId: '09' }]);
      if (url.pathname === '/info/allStores.json') return jsonResponse([]);
      if (url.pathname === '/info/09.json') return jsonResponse({ name: 'Topanga' });
      return jsonResponse({}, 404);
    });
    const item = line(curbsideItem('09'));
    await loadPickupStores([item], new AbortController().signal);
    expect(seen.map((s) => s.split('?')[0])).toEqual([
      'GET /dt/api/stores',
      'GET /info/allStores.json',
      'GET /info/09.json',
    ]);
    expect($pickup.get()[item.itemId]?.name).toBe('Topanga');
  });
});

describe("minicart.md §7 delivery messages from the items' service level codes", () => {
  it('without a zip: next day from SL1', async () => {
    const seen = serve(() => jsonResponse({}, 404));
    await loadDeliveryMessages([line(rawItem({ serviceLevelCodes: ['SL1'] }))], new AbortController().signal);
    expect(seen).toEqual([]);
    expect($deliveryMessages.get()[0]).toBe('Get it tomorrow if ordered by 2pm CST');
  });
  it('with a zip and no same day: two day from SL2', async () => {
    document.cookie = 'dt_selected_zipcode=75201; path=/';
    serve(() => jsonResponse({ sameDayDelivery: { available: false } }));
    await loadDeliveryMessages([line(rawItem({ serviceLevelCodes: ['SL2'] }))], new AbortController().signal);
    expect($deliveryMessages.get()[0]).toBe('Get it within 2-3 days');
  });
});

describe('header.md §4 header-mini-cart-state, derived from the stores that own each part', () => {
  // header.md §3: stored "with value and expiryTime".
  const entry = () =>
    JSON.parse(localStorage.getItem('header-mini-cart-state') ?? '{}') as {
      value: Record<string, unknown>;
      expiryTime: number;
    };
  const stored = () => entry().value;
  afterEach(() => {
    closeMiniCart('bridge');
    flyoutHtmlLoaded('');
    localStorage.clear();
  });

  it('update item count: noOfItemsInCart and recentlyAddedItemCount in local storage (a rise is what was added, a fall 0)', () => {
    writable($count).set(2);
    const stop = startFlyoutPersistence();
    try {
      expect($flyoutState.get().noOfItemsInCart).toBe(2);
      expect(stored()).toMatchObject({ noOfItemsInCart: 2 });
      writable($count).set(5);
      expect(stored()).toMatchObject({ noOfItemsInCart: 5, recentlyAddedItemCount: 3 });
      writable($count).set(4);
      expect(stored()).toMatchObject({ noOfItemsInCart: 4, recentlyAddedItemCount: 0 });
    } finally {
      stop();
      writable($count).set(0);
    }
  });

  it('opened is the panel being open; "close sets animate-closed and sets opened false", whatever closed it', () => {
    const stop = startFlyoutPersistence();
    try {
      openMiniCart('icon');
      flyoutHtmlLoaded('<p>x</p>');
      expect(stored()).toMatchObject({ cartInfo: '<p>x</p>', cartOpened: true, animateClosed: false });
      closeMiniCart('timer');
      expect(stored()).toMatchObject({ cartInfo: '<p>x</p>', cartOpened: false, animateClosed: true, timerId: null });
    } finally {
      stop();
    }
  });

  it('written as { value, expiryTime }, a day ahead (docs/minicart.md)', () => {
    const stop = startFlyoutPersistence();
    try {
      const { expiryTime } = entry();
      expect(expiryTime - Date.now()).toBeGreaterThan(86_400_000 - 60_000);
      expect(expiryTime - Date.now()).toBeLessThanOrEqual(86_400_000);
    } finally {
      stop();
    }
  });

  it('restored with opened forced false; with ADD_TO_CART_V2 on, nothing is restored', () => {
    localStorage.setItem(
      'header-mini-cart-state',
      JSON.stringify({
        cartInfo: '<p>old</p>',
        recentlyAddedItemCount: 1,
        noOfItemsInCart: 1,
        timerId: 7,
        animateClosed: true,
        cartOpened: true,
      }),
    );
    let stop = startFlyoutPersistence();
    expect($flyoutState.get()).toEqual({
      cartInfo: '<p>old</p>',
      recentlyAddedItemCount: 1,
      noOfItemsInCart: 0,
      timerId: null,
      animateClosed: true,
      cartOpened: false,
    });
    stop();
    localStorage.setItem(
      'header-mini-cart-state',
      JSON.stringify({ cartInfo: '<p>old</p>', recentlyAddedItemCount: 1, cartOpened: true }),
    );
    writable($config).set(mergeConfig('localhost', { toggles: { ADD_TO_CART_V2: true } }));
    stop = startFlyoutPersistence();
    expect($flyoutState.get()).toMatchObject({ cartInfo: '', recentlyAddedItemCount: 0, cartOpened: false });
    stop();
  });
});
