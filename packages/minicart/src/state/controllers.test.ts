import {
  $auth,
  $cart,
  $config,
  $count,
  $miniCartPanel,
  $session,
  closeMiniCart,
  mergeConfig,
  openMiniCart,
  resetLogOnce,
} from '@nm/core';
import { jsonResponse, writable } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { decodeLineItem } from '../model/lineItem';
import { cartOf, rawItem } from '../storybook/fixtures';
import { $bag, $bagStatus } from './bag';
import { loadBagOnOpen } from './loadBag';
import { $recommendations, loadRecommendations, resetRecommendationsCache } from './recommendations';
import { $removals, removeItem } from './remove';
import { startMiniCart } from './start';

type Route = (request: Request, body: string) => Response | Promise<Response>;

function serve(route: Route) {
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const body = await request.clone().text();
      seen.push(`${request.method} ${new URL(request.url).pathname}${body ? ` ${body}` : ''}`);
      return route(request, body);
    }),
  );
  return seen;
}

const signedIn = (firstName: string) =>
  writable($session).set({
    customer: { isLoggedin: true, isGuest: false, customerId: 'u1' },
    profile: { firstName, securityStatus: 'Authenticated' },
  });
const guest = () =>
  writable($session).set({ customer: { isLoggedin: false, isGuest: true, customerId: 'g1' }, profile: {} });

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  resetLogOnce();
  writable($config).set(mergeConfig('localhost', { hosts: { api: '' } }));
  writable($auth).set({});
  writable($cart).set({ cart: null, setFromOutside: false });
  writable($count).set(0);
  $bagStatus.set('idle');
  $removals.set({});
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  errorSpy.mockRestore();
  closeMiniCart('bridge');
});

describe('minicart.md §4 opening loads the cart', () => {
  it('a guest gets POST /dt/api/getCart; the count follows totalQuantity', async () => {
    guest();
    const seen = serve(() => jsonResponse(cartOf([rawItem({ quantity: 2 }), rawItem()])));
    await loadBagOnOpen(new AbortController().signal);
    expect(seen).toEqual(['POST /dt/api/getCart/g1']);
    expect($count.get()).toBe(3);
    expect($bag.get().items).toHaveLength(2);
    expect($bagStatus.get()).toBe('ready');
  });

  it('not when the cart was just set from outside (window.minicart.setCart)', async () => {
    guest();
    const seen = serve(() => jsonResponse({}));
    writable($cart).set({ cart: cartOf([rawItem()]), setFromOutside: true });
    await loadBagOnOpen(new AbortController().signal);
    expect(seen).toEqual([]);
  });

  it('closing resets the set-from-outside flag, so the next opening loads', () => {
    const stop = startMiniCart(window);
    writable($cart).set({ cart: cartOf([]), setFromOutside: true });
    openMiniCart('bridge');
    closeMiniCart('bridge');
    expect($cart.get().setFromOutside).toBe(false);
    stop();
  });

  it('a signed-in user with a first name: merge; sessionItems with shipments set, then POST replaceCart false replaces them', async () => {
    signedIn('Alexandra');
    const session = cartOf([rawItem({ dt_itemId: 'session' })]);
    const merged = cartOf([rawItem({ dt_itemId: 'session' }), rawItem({ dt_itemId: 'account' })]);
    const seen = serve((request) =>
      jsonResponse(request.method === 'GET' ? { sessionItems: session, additionalItems: cartOf([]) } : merged),
    );
    await loadBagOnOpen(new AbortController().signal);
    expect(seen).toEqual([
      'GET /oco-cart-items/v3/u1/cart/merge',
      'POST /oco-cart-items/v3/u1/cart/merge {"replaceCart":false}',
    ]);
    expect(
      $bag
        .get()
        .items.map((i) => i.itemId)
        .sort(),
    ).toEqual(['account', 'session']);
  });

  it('merge without session shipments: additionalItems becomes the cart, no POST', async () => {
    signedIn('Alexandra');
    const seen = serve(() =>
      jsonResponse({ sessionItems: cartOf([]), additionalItems: cartOf([rawItem({ dt_itemId: 'extra' })]) }),
    );
    await loadBagOnOpen(new AbortController().signal);
    expect(seen).toHaveLength(1);
    expect($bag.get().items.map((i) => i.itemId)).toEqual(['extra']);
  });

  it('signed in without a first name: the plain cart', async () => {
    signedIn('');
    const seen = serve(() => jsonResponse(cartOf([])));
    await loadBagOnOpen(new AbortController().signal);
    expect(seen).toEqual(['POST /dt/api/getCart/u1']);
  });

  it('a failed load is logged once naming the call, with no cart → error state', async () => {
    guest();
    serve(() => jsonResponse({ message: 'down' }, 500));
    await loadBagOnOpen(new AbortController().signal);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('POST /dt/api/getCart');
    expect($bagStatus.get()).toBe('error');
  });
});

describe('a non-cart answer keeps the cart and count there were', () => {
  it.each<[string, unknown]>([
    ['{}', {}],
    ['{"foo":1}', { foo: 1 }],
    ['{"shoppingCart":null}', { shoppingCart: null }],
    ['totalQuantity -5', { shoppingCart: { totalQuantity: -5 } }],
  ])('getCart answering %s: logged once naming the cause; the bag and badge still show 2', async (_label, body) => {
    guest();
    const showing = cartOf([rawItem({ dt_itemId: 'a' }), rawItem({ dt_itemId: 'b' })]);
    writable($cart).set({ cart: showing, setFromOutside: false });
    writable($count).set(2);
    serve(() => jsonResponse(body));
    await loadBagOnOpen(new AbortController().signal);
    expect($cart.get().cart).toBe(showing);
    expect($count.get()).toBe(2);
    expect(
      $bag
        .get()
        .items.map((i) => i.itemId)
        .sort(),
    ).toEqual(['a', 'b']);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('POST /dt/api/getCart');
    expect(String(errorSpy.mock.calls[0]![1])).toMatch(
      /no cart: (no shoppingCart|shoppingCart is null|shoppingCart.totalQuantity is the number -5)/,
    );
  });

  it('the merge POST answering {}: the session cart it set stays, logged once', async () => {
    signedIn('Alexandra');
    const session = cartOf([rawItem({ dt_itemId: 'session' })]);
    serve((request) => jsonResponse(request.method === 'GET' ? { sessionItems: session, additionalItems: null } : {}));
    await loadBagOnOpen(new AbortController().signal);
    expect($bag.get().items.map((i) => i.itemId)).toEqual(['session']);
    expect($count.get()).toBe(1);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('POST cart/merge');
  });
});

describe('minicart.md §4 remove item', () => {
  const item = decodeLineItem(rawItem({ dt_itemId: 'ci1', productId: 'prod9' }, { dropShip: true }))!;

  it('success replaces the cart and raises nm:item-removed with the shipping labels', async () => {
    guest();
    serve(() => jsonResponse(cartOf([rawItem({ dt_itemId: 'ci2' })])));
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    document.addEventListener('nm:item-removed', listener);
    expect(await removeItem(item)).toBe(true);
    document.removeEventListener('nm:item-removed', listener);
    expect($bag.get().items.map((i) => i.itemId)).toEqual(['ci2']);
    expect($count.get()).toBe(1);
    expect(events).toEqual([
      { itemId: 'ci1', productId: 'prod9', origin: 'vendor', deliveryReceived: 'customer', brand: 'NM', v: 1 },
    ]);
  });

  it('a second call while one is in flight does nothing', async () => {
    guest();
    let release: () => void = () => {};
    const seen = serve(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse(cartOf([])));
        }),
    );
    const first = removeItem(item);
    const second = await removeItem(item);
    expect(second).toBe(false);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    release();
    expect(await first).toBe(true);
  });

  it.each<[string, () => Response]>([
    ['fails', () => jsonResponse({}, 500)],
    ['answers a non-object', () => jsonResponse('removed')],
    ['answers {} (an object that is not a cart)', () => jsonResponse({})],
    ['answers {"shoppingCart":null}', () => jsonResponse({ shoppingCart: null })],
  ])('%s → the remove error for the line; the bag is not emptied', async (_label, answer) => {
    guest();
    const showing = cartOf([rawItem({ dt_itemId: 'ci1' })]);
    writable($cart).set({ cart: showing, setFromOutside: false });
    writable($count).set(1);
    serve(answer);
    expect(await removeItem(item)).toBe(false);
    expect($removals.get().ci1).toBe('error');
    expect($cart.get().cart).toBe(showing);
    expect($count.get()).toBe(1);
  });
});

describe('minicart.md §4 count: refreshed 1 s after load, announced once per change', () => {
  it('GET /cart/api/count/{userId} 1000 ms after start', async () => {
    vi.useFakeTimers();
    guest();
    const seen = serve(() => jsonResponse(7));
    const stop = startMiniCart(window);
    await vi.advanceTimersByTimeAsync(999);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect($count.get()).toBe(7));
    expect(seen).toEqual(['GET /cart/api/count/g1']);
    stop();
  });

  it('a count the page sets while the refresh is out wins over its (older) answer', async () => {
    vi.useFakeTimers();
    guest();
    let answer: (response: Response) => void = () => {};
    serve(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const stop = startMiniCart(window);
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    writable($count).set(9); // window.minicart.setCount(9) while GET /cart/api/count is out
    answer(jsonResponse(4));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($count.get()).toBe(9);
    stop();
  });

  it('a count the page set before the refresh (a queued setCount) also wins', async () => {
    vi.useFakeTimers();
    guest();
    const seen = serve(() => jsonResponse(4));
    const stop = startMiniCart(window);
    writable($count).set(9);
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    await vi.waitFor(() => expect(seen).toEqual(['GET /cart/api/count/g1']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($count.get()).toBe(9);
    stop();
  });

  it('a first-time guest without an id is not counted (nothing to ask, nothing logged)', async () => {
    vi.useFakeTimers();
    writable($session).set({ customer: { isLoggedin: false, isGuest: true }, profile: {} });
    const seen = serve(() => jsonResponse(1));
    const stop = startMiniCart(window);
    await vi.advanceTimersByTimeAsync(2000);
    expect(seen).toEqual([]);
    expect(errorSpy).not.toHaveBeenCalled();
    stop();
  });

  it('each count change is announced in the one live region', async () => {
    const stop = startMiniCart(window);
    writable($count).set(2);
    await vi.waitFor(() =>
      expect(document.querySelector('[data-nm-live-region]')?.textContent).toBe('Shopping Bag, 2 items'),
    );
    expect(document.querySelectorAll('[data-nm-live-region]')).toHaveLength(1);
    stop();
  });
});

describe('header.md §7 the cart fetch helper (ADD_TO_CART_V2)', () => {
  afterEach(() => writable($config).set(mergeConfig('localhost', { hosts: { api: '' } })));

  it('on: 1 s after load, POST /dt/api/getCart/{userId} loads the empty cart; the count follows it', async () => {
    vi.useFakeTimers();
    guest();
    writable($config).set(mergeConfig('localhost', { hosts: { api: '' }, toggles: { ADD_TO_CART_V2: true } }));
    const seen = serve((request) =>
      jsonResponse(
        new URL(request.url).pathname.startsWith('/cart/api/count') ? 2 : cartOf([rawItem({ quantity: 2 })]),
      ),
    );
    const stop = startMiniCart(window);
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    await vi.waitFor(() => expect($bag.get().items).toHaveLength(1));
    expect(seen).toContain('POST /dt/api/getCart/g1');
    expect(seen.filter((s) => s.startsWith('POST /dt/api/getCart'))).toHaveLength(1);
    expect($count.get()).toBe(2);
    stop();
  });

  it('on: an add (the count rises) over a cart that holds nothing loads the cart once', async () => {
    guest();
    writable($config).set(mergeConfig('localhost', { hosts: { api: '' }, toggles: { ADD_TO_CART_V2: true } }));
    writable($cart).set({ cart: cartOf([]), setFromOutside: false });
    const seen = serve(() => jsonResponse(cartOf([rawItem({ dt_itemId: 'added' })])));
    const stop = startMiniCart(window);
    writable($count).set(1);
    writable($count).set(1);
    await vi.waitFor(() => expect($bag.get().items.map((i) => i.itemId)).toEqual(['added']));
    expect(seen).toEqual(['POST /dt/api/getCart/g1']);
    stop();
  });

  it('off: no cart is loaded until the panel opens', async () => {
    vi.useFakeTimers();
    guest();
    const seen = serve(() => jsonResponse(2));
    const stop = startMiniCart(window);
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    await vi.waitFor(() => expect($count.get()).toBe(2));
    expect(seen).toEqual(['GET /cart/api/count/g1']);
    stop();
  });

  it('on, with a cart already set from outside: nothing is fetched', async () => {
    vi.useFakeTimers();
    guest();
    writable($config).set(mergeConfig('localhost', { hosts: { api: '' }, toggles: { ADD_TO_CART_V2: true } }));
    writable($cart).set({ cart: cartOf([rawItem()]), setFromOutside: true });
    const seen = serve(() => jsonResponse(1));
    const stop = startMiniCart(window);
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen).toEqual(['GET /cart/api/count/g1']);
    stop();
  });
});

describe('minicart.md §2 recommendations', () => {
  beforeEach(() => resetRecommendationsCache());

  it('"Complete The Look" with the variant of the most expensive item; nothing on failure', async () => {
    const seen = serve(() => jsonResponse({ products: [{ prodId: 'p1', title: 'Tote' }] }));
    const items = [decodeLineItem(rawItem({ productId: 'prod5', originalPrice: 900 }, { colorName: 'Black' }))!];
    await loadRecommendations(items, new AbortController().signal);
    expect($recommendations.get()?.title).toBe('Complete The Look');
    expect(seen[0]).toContain('/master-api');
    serve(() => jsonResponse({}, 500));
    await loadRecommendations([], new AbortController().signal);
    expect($recommendations.get()).toBeNull();
  });

  it('200 openings over the same bag ask once; a changed bag asks again; going back reuses its answer', async () => {
    const seen = serve((request) =>
      jsonResponse({
        products: [{ prodId: new URL(request.url).searchParams.get('variantId') ?? 'trending', title: 'Tote' }],
      }),
    );
    const black = [decodeLineItem(rawItem({ productId: 'prod5', originalPrice: 900 }, { colorName: 'Black' }))!];
    const red = [decodeLineItem(rawItem({ productId: 'prod7', originalPrice: 1200 }, { colorName: 'Red' }))!];
    for (let i = 0; i < 200; i += 1) await loadRecommendations(black, new AbortController().signal);
    expect(seen).toHaveLength(1);
    expect($recommendations.get()?.products[0]?.prodId).toBe('prod5_Black');
    await loadRecommendations(red, new AbortController().signal);
    expect(seen).toHaveLength(2);
    expect($recommendations.get()?.products[0]?.prodId).toBe('prod7_Red');
    await loadRecommendations(black, new AbortController().signal);
    expect(seen).toHaveLength(2);
    expect($recommendations.get()?.products[0]?.prodId).toBe('prod5_Black');
    // The empty bag is its own question ("Trending Styles", no variantId).
    await loadRecommendations([], new AbortController().signal);
    await loadRecommendations([], new AbortController().signal);
    expect(seen).toHaveLength(3);
    expect($recommendations.get()?.title).toBe('Trending Styles');
  });

  it('a failure is not kept: the next opening asks again', async () => {
    let fail = true;
    const seen = serve(() =>
      fail ? jsonResponse({}, 500) : jsonResponse({ products: [{ prodId: 'p1', title: 'Tote' }] }),
    );
    await loadRecommendations([], new AbortController().signal);
    expect($recommendations.get()).toBeNull();
    fail = false;
    await loadRecommendations([], new AbortController().signal);
    expect(seen).toHaveLength(2);
    expect($recommendations.get()?.products).toHaveLength(1);
  });
});

it('keeps the panel store closed between tests', () => {
  expect($miniCartPanel.get().open).toBe(false);
});
