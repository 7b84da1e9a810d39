import { $auth, $config, BadAnswerError, getStoresByAddress, logFailure, mergeConfig, resetLogOnce } from '@nm/core';
import { jsonResponse, writable } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cartOf, rawItem } from '../storybook/fixtures';
import { getCart, getCount } from './cartCalls';
import { getMerge, postMerge, removeCartItem } from './cartItems';
import { getBanner, getMiniCartHtml } from './flyout';
import { getRecommendations } from './recommendations';
import { checkDelivery, getAllStores, getStoreName, getStoresForSku } from './stores';

type Answer = () => Response;
const json =
  (body: unknown, status = 200) =>
  () =>
    jsonResponse(body, status);
const text = (body: string) => () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/html' } });

function fakeFetch(...answers: Answer[]) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    bodies.push(await request.clone().text());
    return answers[Math.min(requests.length - 1, answers.length - 1)]!();
  });
  vi.stubGlobal('fetch', fetch);
  return { requests, bodies };
}

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  resetLogOnce();
  sessionStorage.clear();
  writable($config).set(
    mergeConfig('localhost', {
      hosts: { api: 'https://api.test', stores: 'https://stores.test', recs: 'https://recs.test' },
      miniCartApiUrl: 'https://api.test/dt/api/minicart',
    }),
  );
  writable($auth).set({ userId: 'u1', token: 'tok' });
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  errorSpy.mockRestore();
  writable($auth).set({});
});

describe('minicart.md §7 the calls: paths, payloads, decoding', () => {
  it('POST /dt/api/getCart/{userId}, no body, bearer token', async () => {
    const { requests, bodies } = fakeFetch(json(cartOf([rawItem()])));
    const result = await getCart();
    expect(result.ok).toBe(true);
    expect(requests[0]!.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/dt/api/getCart/u1');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer tok');
    expect(bodies[0]).toBe('');
  });

  it.each<[string, Answer]>([
    ['a string', json('OK')],
    ['a list', json([])],
    ['null', json(null)],
    ['HTML', text('<html>Oops</html>')],
    ['HTTP 500', json({}, 500)],
  ])('getCart answered %s → a typed failure naming the call', async (_label, answer) => {
    fakeFetch(answer);
    const result = await getCart();
    expect(result).toMatchObject({ ok: false, call: 'POST /dt/api/getCart' });
  });

  it.each<[string, unknown, string]>([
    ['{}', {}, 'no shoppingCart'],
    ['{"foo":1}', { foo: 1 }, 'no shoppingCart'],
    ['{"shoppingCart":null}', { shoppingCart: null }, 'shoppingCart is null'],
    ['totalQuantity -5', { shoppingCart: { totalQuantity: -5 } }, 'the number -5'],
  ])(
    'an object that is not a cart (%s) is a failure naming the cause, from getCart, the merge POST and remove',
    async (_label, body, cause) => {
      fakeFetch(json(body));
      for (const [result, call] of [
        [await getCart(), 'POST /dt/api/getCart'],
        [await postMerge(), 'POST cart/merge'],
        [await removeCartItem('ci1'), 'DELETE cart/item'],
      ] as const) {
        expect(result).toMatchObject({ ok: false, call });
        expect(String((result as { error: unknown }).error)).toContain(cause);
      }
    },
  );

  it('totalQuantity 1e309 (Infinity once parsed) is not a cart', async () => {
    fakeFetch(
      () =>
        new Response('{"shoppingCart":{"totalQuantity":1e309}}', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const result = await getCart();
    expect(result.ok).toBe(false);
    expect(String((result as { error: unknown }).error)).toContain('Infinity');
  });

  it.each<[string, unknown]>([
    ['{}', {}],
    ['neither part a cart', { sessionItems: {}, additionalItems: { foo: 1 } }],
    [
      'a session cart without shipments and no additional cart',
      { sessionItems: { shoppingCart: { totalQuantity: 0, commerceItems: { shipments: [] } } }, additionalItems: null },
    ],
  ])('GET cart/merge answering %s (nothing to show) is a failure', async (_label, body) => {
    fakeFetch(json(body));
    expect(await getMerge()).toMatchObject({ ok: false, call: 'GET cart/merge' });
  });

  it('GET /cart/api/count/{userId} → the number; anything else fails', async () => {
    fakeFetch(json(4));
    expect(await getCount()).toEqual({ ok: true, data: 4 });
    fakeFetch(json('many'));
    expect((await getCount()).ok).toBe(false);
  });

  it('merge: GET {base}/oco-cart-items/v3/{userId}/cart/merge; POST { replaceCart: false }', async () => {
    const cart = cartOf([rawItem()]);
    const { requests, bodies } = fakeFetch(json({ sessionItems: cart, additionalItems: 'nope' }), json(cart));
    const merge = await getMerge();
    expect(merge).toEqual({ ok: true, data: { sessionItems: cart, additionalItems: null } });
    expect(requests[0]!.url).toBe('https://api.test/oco-cart-items/v3/u1/cart/merge');
    expect((await postMerge()).ok).toBe(true);
    expect(requests[1]!.method).toBe('POST');
    expect(JSON.parse(bodies[1]!)).toEqual({ replaceCart: false });
  });

  it('remove: DELETE {base}/oco-cart-items/v3/{userId}/cart/item/{itemId}?sourceApp=WN; a non-object answer fails', async () => {
    const { requests } = fakeFetch(json(cartOf([])), json('removed'));
    expect((await removeCartItem('ci 1')).ok).toBe(true);
    expect(requests[0]!.method).toBe('DELETE');
    expect(requests[0]!.url).toBe('https://api.test/oco-cart-items/v3/u1/cart/item/ci%201?sourceApp=WN');
    expect(await removeCartItem('ci1')).toMatchObject({ ok: false, call: 'DELETE cart/item' });
  });

  // minicart.md §7 writes the store and delivery calls without {base}: page-relative, like getCart and count.
  const pageRelative = (request: Request) => {
    const url = new URL(request.url);
    expect(url.origin).toBe(location.origin);
    return `${url.pathname}${url.search}`;
  };

  it('stores: page-relative, brandCode=nm, zip, sku, quantity; storesByAddressOrCoordinates with mileRadius=100; decoded, bad entries dropped', async () => {
    const { requests } = fakeFetch(
      json([{ storeId: '01', name: 'A', storeServices: { inStoreShopping: { isOpen: true } } }, { name: 'no id' }, 7]),
    );
    const stores = await getStoresForSku('10001', 'sku1', 2);
    expect(stores).toEqual({
      ok: true,
      data: [{ storeId: '01', storeNumber: '', name: 'A', distance: null, isOpen: true, inventoryAvailable: false }],
    });
    expect(pageRelative(requests[0]!)).toBe('/dt/api/stores?brandCode=nm&freeFormAddress=10001&skuId=sku1&quantity=2');
    await getStoresByAddress('New York');
    expect(pageRelative(requests[1]!)).toBe(
      '/dt/api/storeList/storesByAddressOrCoordinates?brand=NM&freeFormAddress=New+York&mileRadius=100',
    );
  });

  it('/info/{storeId}.json on the stores site → the name', async () => {
    const { requests } = fakeFetch(json({ name: 'Hudson Yards' }));
    expect(await getStoreName('01')).toEqual({ ok: true, data: 'Hudson Yards' });
    expect(requests[0]!.url).toBe('https://stores.test/info/01.json');
  });

  it('the all-stores file is read once and cached in session storage under allStoresAddr_nm', async () => {
    const { requests } = fakeFetch(json([{ storeId: '01', name: 'A' }]));
    await getAllStores();
    const again = await getAllStores();
    expect(requests).toHaveLength(1);
    expect(again.ok && again.data[0]?.storeId).toBe('01');
    expect(sessionStorage.getItem('allStoresAddr_nm')).toContain('"01"');
  });

  it('POST /dt/api/deliveryShip (page-relative) { zipCode, skuIds } → sameDayDelivery.available', async () => {
    const { requests, bodies } = fakeFetch(json({ sameDayDelivery: { available: true } }));
    expect(await checkDelivery('10001', ['a', 'b'])).toEqual({ ok: true, data: true });
    expect(requests[0]!.method).toBe('POST');
    expect(pageRelative(requests[0]!)).toBe('/dt/api/deliveryShip');
    expect(JSON.parse(bodies[0]!)).toEqual({ zipCode: '10001', skuIds: ['a', 'b'] });
  });

  it('recommendations: pageSize=4, channel=NMO, placement=MINI_CART, variantId only when given; at most 4 kept', async () => {
    const product = (n: number) => ({
      prodId: `p${n}`,
      title: `T${n}`,
      brand: 'B',
      price: { regularPrice: '100', displayPrice: 80 },
    });
    const { requests } = fakeFetch(json({ masterApiLabel: 'x', products: [1, 2, 3, 4, 5].map(product) }));
    const recs = await getRecommendations('prod1_Black');
    expect(requests[0]!.url).toBe(
      'https://recs.test/master-api?pageSize=4&channel=NMO&placement=MINI_CART&variantId=prod1_Black',
    );
    expect(recs.ok && recs.data.products.map((p) => p.regularPrice)).toEqual([100, 100, 100, 100]);
    await getRecommendations(undefined);
    expect(new URL(requests[1]!.url).searchParams.has('variantId')).toBe(false);
  });

  it('recommendations: a canonicalUrl or imageUrl the URL policy refuses is dropped (logged once each); the product stays', async () => {
    fakeFetch(
      json({
        products: [
          {
            prodId: 'p1',
            title: 'Tote',
            canonicalUrl: 'javascript:alert(1)',
            imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>',
          },
          { prodId: 'p2', title: 'Scarf', canonicalUrl: 'https://elsewhere.example/p2', imageUrl: 'vbscript:x' },
          { prodId: 'p3', title: 'Belt', canonicalUrl: '/p/belt-p3', imageUrl: 'https://cdn.images.example/p3.jpg' },
        ],
      }),
    );
    const recs = await getRecommendations(undefined);
    expect(recs.ok && recs.data.products.map((p) => [p.prodId, p.canonicalUrl, p.imageUrl])).toEqual([
      ['p1', '', ''],
      ['p2', '', ''],
      ['p3', '/p/belt-p3', 'https://cdn.images.example/p3.jpg'],
    ]);
    expect(errorSpy).toHaveBeenCalledTimes(4);
    expect(
      errorSpy.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('Recommendation link: refused')),
    ).toHaveLength(2);
  });

  it('mini-cart API: POST { smcEnabled, smcToggle } to the configured URL → data.MiniCartResp.html', async () => {
    const { requests, bodies } = fakeFetch(json({ data: { MiniCartResp: { html: '<ul></ul>' } } }), json({ data: {} }));
    expect(await getMiniCartHtml({ smcEnabled: true, smcToggle: false })).toEqual({ ok: true, data: '<ul></ul>' });
    expect(requests[0]!.url).toBe('https://api.test/dt/api/minicart');
    expect(JSON.parse(bodies[0]!)).toEqual({ smcEnabled: true, smcToggle: false });
    expect((await getMiniCartHtml({ smcEnabled: false, smcToggle: false })).ok).toBe(false);
  });

  it('the banner: GET /category/checkout/easycart/minicart_banner.html → its HTML text', async () => {
    const { requests } = fakeFetch(text('<p>Free shipping</p>'));
    expect(await getBanner()).toEqual({ ok: true, data: '<p>Free shipping</p>' });
    expect(new URL(requests[0]!.url).pathname).toBe('/category/checkout/easycart/minicart_banner.html');
    // docs/minicart.md: the one call that asks for HTML, on purpose (a static HTML file).
    expect(requests[0]!.headers.get('Accept')).toBe('text/html');
  });

  it('every other call accepts JSON (minicart.md §7 "All calls use JSON headers")', async () => {
    const { requests } = fakeFetch(json(cartOf([])));
    await getCart();
    await removeCartItem('ci1');
    expect(requests.map((r) => r.headers.get('Accept'))).toEqual(['application/json', 'application/json']);
  });
});

describe('minicart.md §8: failures are logged to the console only, once, naming the call', () => {
  it('logs one line with the call name', async () => {
    fakeFetch(json({}, 500));
    logFailure(await getCount(), 'Minicart');
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('Minicart: GET /cart/api/count');
  });

  it('an aborted call (the element left the page) is not logged', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('gone', 'AbortError');
      }),
    );
    controller.abort();
    logFailure(await getCart(controller.signal), 'Minicart');
    expect(errorSpy).not.toHaveBeenCalled();
  });
});

// The decoders' edges that `npm run mutate` showed untested (docs/QUALITY.md).
describe('stores (minicart.md §7)', () => {
  it('a store is open and has the SKU only when the answer says true; ids may be numbers; entries without an id are dropped', async () => {
    fakeFetch(
      json([
        {
          storeId: ' 01 ',
          storeNumber: 101,
          name: ' Bal Harbour ',
          storeServices: { inStoreShopping: { isOpen: true } },
          skuAvailability: { inventoryAvailable: true },
        },
        {
          storeId: '02',
          storeServices: { inStoreShopping: { isOpen: 'yes' } },
          skuAvailability: { inventoryAvailable: 1 },
        },
        { storeId: '03' },
        { name: 'no id' },
        'not a store',
      ]),
    );
    const result = await getStoresForSku('10001', 'sku1', 1);
    expect(result.ok && result.data).toEqual([
      expect.objectContaining({
        storeId: '01',
        storeNumber: '101',
        name: 'Bal Harbour',
        isOpen: true,
        inventoryAvailable: true,
      }),
      expect.objectContaining({ storeId: '02', isOpen: false, inventoryAvailable: false }),
      expect.objectContaining({ storeId: '03', storeNumber: '', name: '', isOpen: false, inventoryAvailable: false }),
    ]);
  });

  it('a wrapped list ({ stores: [...] }) is read; anything else is a failure, not an empty list', async () => {
    fakeFetch(json({ stores: [{ storeId: '07' }] }));
    const wrapped = await getStoresForSku('10001', 'sku1', 1);
    expect(wrapped.ok && wrapped.data.map((s) => s.storeId)).toEqual(['07']);
    fakeFetch(json({ stores: 'none' }));
    expect((await getStoresForSku('10001', 'sku1', 1)).ok).toBe(false);
    fakeFetch(json(null));
    expect((await getStoresForSku('10001', 'sku1', 1)).ok).toBe(false);
  });
});

describe('the mini-cart API answer (header.md §7: data.MiniCartResp.html)', () => {
  it.each([
    ['no data', {}],
    ['data not an object', { data: 'x' }],
    ['no MiniCartResp', { data: {} }],
    ['MiniCartResp not an object', { data: { MiniCartResp: 'x' } }],
    ['html not text', { data: { MiniCartResp: { html: 5 } } }],
  ])('%s → a failure', async (_label, body) => {
    fakeFetch(json(body));
    expect((await getMiniCartHtml({ smcEnabled: false, smcToggle: false })).ok).toBe(false);
  });

  it('html as text → that text', async () => {
    fakeFetch(json({ data: { MiniCartResp: { html: '' } } }));
    expect(await getMiniCartHtml({ smcEnabled: false, smcToggle: false })).toEqual({ ok: true, data: '' });
  });
});

describe('recommendations answer (minicart.md §3 "Recommendation product")', () => {
  it('products without a prodId or a title, or not objects, are dropped; ids, titles and the label are trimmed', async () => {
    fakeFetch(
      json({
        masterApiLabel: ' You may also like ',
        products: [
          { prodId: ' p1 ', title: ' Tote ', brand: ' Akris ', price: { regularPrice: '1,200', displayPrice: 900 } },
          { prodId: 'p2' },
          { title: 'No id' },
          { prodId: '', title: 'Blank id' },
          { prodId: 'p3', title: '  ' },
          null,
          'p4',
          { prodId: 'p5', title: 'Scarf', price: 'n/a' },
        ],
      }),
    );
    const recs = await getRecommendations(undefined);
    expect(recs.ok && recs.data).toEqual({
      masterApiLabel: 'You may also like',
      products: [
        {
          prodId: 'p1',
          title: 'Tote',
          brand: 'Akris',
          regularPrice: 1200,
          displayPrice: 900,
          canonicalUrl: '',
          imageUrl: '',
        },
        {
          prodId: 'p5',
          title: 'Scarf',
          brand: '',
          regularPrice: null,
          displayPrice: null,
          canonicalUrl: '',
          imageUrl: '',
        },
      ],
    });
  });

  it('an answer without a list of products is a bad answer, not an empty block', async () => {
    for (const body of [{}, { products: 'none' }, [], null]) {
      fakeFetch(json(body));
      const recs = await getRecommendations(undefined);
      expect(recs).toMatchObject({ ok: false, call: 'GET recommendations master-api' });
      expect((recs as { error: unknown }).error).toBeInstanceOf(BadAnswerError);
    }
  });
});

describe('the merge answer (minicart.md §3: sessionItems and additionalItems, either may be missing)', () => {
  const cart = cartOf([rawItem()]);
  const empty = { shoppingCart: { totalQuantity: 0, commerceItems: { shipments: [] } } };

  it.each<[string, unknown, unknown, unknown]>([
    ['both carts', { sessionItems: cart, additionalItems: cart }, cart, cart],
    [
      'a session cart that is not a cart is none, the additional cart shown',
      { sessionItems: { foo: 1 }, additionalItems: cart },
      null,
      cart,
    ],
    ['an empty session cart with an additional cart', { sessionItems: empty, additionalItems: cart }, empty, cart],
  ])('%s', async (_label, body, sessionItems, additionalItems) => {
    fakeFetch(json(body));
    expect(await getMerge()).toEqual({ ok: true, data: { sessionItems, additionalItems } });
  });

  it.each<[string, unknown, string]>([
    ['nothing at all', null, 'GET cart/merge answered nothing'],
    ['a list', [cart], 'GET cart/merge answered a list'],
    [
      'an empty session cart and no additional cart',
      { sessionItems: empty },
      'sessionItems has no shipments; additionalItems nothing',
    ],
    [
      'neither a cart',
      { sessionItems: 'x', additionalItems: { shoppingCart: null } },
      'not an object; additionalItems shoppingCart is null',
    ],
  ])('%s → a bad answer naming why', async (_label, body, message) => {
    fakeFetch(json(body));
    const merge = await getMerge();
    expect(merge).toMatchObject({ ok: false, call: 'GET cart/merge' });
    const error = (merge as { error: unknown }).error;
    expect(error).toBeInstanceOf(BadAnswerError);
    expect(String(error)).toContain(message);
  });
});

describe('every call passes its signal on: a call for an element that left the page is aborted, not sent', () => {
  function abortAwareFetch(body: unknown) {
    const sent: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (request.signal.aborted) throw new DOMException('gone', 'AbortError');
        sent.push(request);
        return json(body)();
      }),
    );
    return sent;
  }
  const aborted = () => {
    const c = new AbortController();
    c.abort();
    return c.signal;
  };
  const cart = cartOf([rawItem()]);

  it.each<[string, unknown, (signal: AbortSignal) => Promise<{ ok: boolean }>]>([
    ['getCart', cart, (s) => getCart(s)],
    ['getCount', 3, (s) => getCount(s)],
    ['getMerge', { sessionItems: cart, additionalItems: cart }, (s) => getMerge(s)],
    ['postMerge', cart, (s) => postMerge(s)],
    ['removeCartItem', cart, (s) => removeCartItem('ci1', s)],
    ['getRecommendations', { products: [] }, (s) => getRecommendations(undefined, s)],
    ['getStoresForSku', [], (s) => getStoresForSku('10001', 'sku1', 1, s)],
    ['getStoresByAddress', [], (s) => getStoresByAddress('New York', s)],
    ['getStoreName', { name: 'A' }, (s) => getStoreName('01', s)],
    ['getAllStores', [], (s) => getAllStores(s)],
    ['checkDelivery', { sameDayDelivery: { available: true } }, (s) => checkDelivery('10001', ['a'], s)],
    [
      'getMiniCartHtml',
      { data: { MiniCartResp: { html: '' } } },
      (s) => getMiniCartHtml({ smcEnabled: false, smcToggle: false }, s),
    ],
    ['getBanner', '<p>x</p>', (s) => getBanner(s)],
  ])('%s', async (_label, body, call) => {
    const sent = abortAwareFetch(body);
    const result = await call(aborted());
    expect(result.ok).toBe(false);
    expect(sent).toHaveLength(0);
    logFailure(result as Parameters<typeof logFailure>[0], 'Minicart');
    expect(errorSpy).not.toHaveBeenCalled();
  });
});

describe('answers of the wrong kind are bad answers, named as such', () => {
  const badAnswer = (result: { ok: boolean }) => {
    expect(result.ok).toBe(false);
    expect((result as unknown as { error: unknown }).error).toBeInstanceOf(BadAnswerError);
  };

  it('the banner answering JSON instead of HTML text', async () => {
    fakeFetch(json({ html: '<p>x</p>' }));
    badAnswer(await getBanner());
  });

  it('a store without a name, or no object', async () => {
    fakeFetch(json({ name: '  ' }));
    badAnswer(await getStoreName('01'));
    fakeFetch(json(null));
    badAnswer(await getStoreName('01'));
  });

  it('the delivery check answering nothing or a list', async () => {
    fakeFetch(json(null));
    badAnswer(await checkDelivery('10001', ['a']));
    fakeFetch(json([]));
    badAnswer(await checkDelivery('10001', ['a']));
  });

  it('the delivery check: same day only when available is true', async () => {
    fakeFetch(json({ sameDayDelivery: { available: 'true' } }));
    expect(await checkDelivery('10001', ['a'])).toEqual({ ok: true, data: false });
    fakeFetch(json({ sameDayDelivery: true }));
    expect(await checkDelivery('10001', ['a'])).toEqual({ ok: true, data: false });
  });
});
