import { $config, defaultConfig, resetLogOnce } from '@nm/core';
import { answerFetch, jsonResponse, routeFetch, writable } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stylyzeAnswer, stylyzeProduct } from '../testing/products';
import { decodeProduct, decodeStylyze, fetchRecommendations } from './stylyze';

describe('GET /p/api/products/stylyze (header.md §7)', () => {
  beforeEach(() => {
    writable($config).set(defaultConfig('localhost', 'NM'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends every parameter the spec lists, with NMO / ABANDON_CART_MODAL / PDP_SECOND_CAROUSEL and displayable', async () => {
    const fetch = routeFetch({ 'GET /p/api/products/stylyze': jsonResponse(stylyzeAnswer(3)) });
    await fetchRecommendations({
      variantId: 'prod1_Black',
      subProductId: 'sku9',
      prodId: 'prod1',
      gender: 'W',
      ucaId: 'uca-1',
      isGuest: false,
      customerId: 'cust-1',
      brand: 'NM',
    });
    const url = new URL(fetch.requests[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      channel: 'NMO',
      placement: 'ABANDON_CART_MODAL',
      type: 'PDP_SECOND_CAROUSEL',
      variantId: 'prod1_Black',
      subProductId: 'sku9',
      prodId: 'prod1',
      gender: 'W',
      ucaId: 'uca-1',
      isGuest: 'false',
      customerId: 'cust-1',
      brand: 'NM',
      displayable: 'true',
    });
  });

  it('reads stylyze.masterApiLabel as the title and decodes each product', async () => {
    routeFetch({ 'GET /p/api/products/stylyze': jsonResponse(stylyzeAnswer(3, 'You May Also Like')) });
    const answer = await fetchRecommendations({ gender: 'W', isGuest: true, brand: 'NM' });
    expect(answer?.label).toBe('You May Also Like');
    expect(answer?.products[1]).toEqual({
      id: 'prod200001',
      name: 'Leather Tote Bag',
      designer: 'Castellane',
      imageUrl: '/img/products/prod200001.svg',
      promotionalPrice: 336,
      retailPrice: 480,
      adornments: [
        { label: 'Original', price: 480 },
        { label: 'Now', price: 336 },
      ],
      percentOff: null,
      onSale: true,
      displayable: true,
      canonicalUrl: '/p/recommended-1-prod200001',
    });
  });

  it.each([
    ['a 500', () => jsonResponse({ error: 'down' }, 500)],
    ['an answer without products', () => jsonResponse({ stylyze: {} })],
    ['HTML', () => new Response('<h1>Oops</h1>', { status: 200 })],
  ])('%s: null, logged (§8 "Recommendation failure: logged; none shown")', async (_what, answer) => {
    routeFetch({ 'GET /p/api/products/stylyze': answer });
    expect(await fetchRecommendations({ gender: 'W', isGuest: true, brand: 'NM' })).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  it('logs what failed, once: a list missing from the answer, or the call itself', async () => {
    routeFetch({ 'GET /p/api/products/stylyze': jsonResponse({ stylyze: {} }) });
    await fetchRecommendations({ gender: 'W', isGuest: true, brand: 'NM' });
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(vi.mocked(console.error).mock.calls[0]!.join(' ')).toContain(
      'Abandon-cart recommendations: the stylyze answer has no products list',
    );
    vi.mocked(console.error).mockClear();
    routeFetch({ 'GET /p/api/products/stylyze': jsonResponse({ error: 'down' }, 500) });
    await fetchRecommendations({ gender: 'W', isGuest: true, brand: 'NM' });
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(vi.mocked(console.error).mock.calls[0]!.join(' ')).toContain('Abandon-cart recommendations failed');
  });

  it('passes its signal on: a call for a reminder that is gone is aborted, and nothing is logged', async () => {
    answerFetch((request) => {
      if (request.signal.aborted) throw new DOMException('gone', 'AbortError');
      return stylyzeAnswer(2);
    });
    const gone = new AbortController();
    gone.abort();
    expect(await fetchRecommendations({ gender: 'W', isGuest: true, brand: 'NM' }, gone.signal)).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
    expect((await fetchRecommendations({ gender: 'W', isGuest: true, brand: 'NM' }))?.products).toHaveLength(2);
    expect(console.error).not.toHaveBeenCalled();
  });

  it("gives up after 3000 ms (the call's timeout)", async () => {
    vi.useFakeTimers();
    routeFetch({ 'GET /p/api/products/stylyze': () => new Promise<Response>(() => {}) });
    const result = fetchRecommendations({ gender: 'W', isGuest: true, brand: 'NM' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(await result).toBeNull();
    vi.useRealTimers();
  });
});

describe('decoding at the boundary', () => {
  it('drops a product without an id or a name, and non-objects', () => {
    expect(decodeProduct(stylyzeProduct(0, { id: '' }))).toBeNull();
    expect(decodeProduct(stylyzeProduct(0, { name: { text: 'x' } }))).toBeNull();
    expect(decodeProduct('prod1')).toBeNull();
    expect(decodeStylyze({ products: [null, stylyzeProduct(0)] })?.products).toHaveLength(1);
  });

  it('a refused link or image (the URL policy) leaves the product without it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const product = decodeProduct(
      stylyzeProduct(0, {
        details: { canonicalUrl: 'javascript:alert(1)' },
        media: { main: { dynamic: { url: 'javascript:x' } } },
      }),
    );
    expect(product?.canonicalUrl).toBe('');
    expect(product?.imageUrl).toBe('');
    vi.restoreAllMocks();
  });

  it('names and designers are plain text', () => {
    expect(
      decodeProduct(
        stylyzeProduct(0, { name: 'Silk &amp; <b>Wool</b> Dress', designer: { name: '<i>Aurelia</i> Voss' } }),
      ),
    ).toMatchObject({ name: 'Silk & Wool Dress', designer: 'Aurelia Voss' });
  });

  it('reads ids and labels as trimmed text, a number as its digits, anything else as nothing', () => {
    const product = decodeProduct({
      id: 200001,
      name: 'Tote',
      price: {
        adornments: [
          { label: '  Now  ', price: 5 },
          { label: 70, price: 6 },
          { label: { text: 'x' }, price: 7 },
          { label: 'Was', price: 'n/a' },
        ],
      },
    });
    expect(product?.id).toBe('200001');
    expect(product?.adornments).toEqual([
      { label: 'Now', price: 5 },
      { label: '70', price: 6 },
      { label: '', price: 7 },
    ]);
    expect(decodeProduct({ id: '  prod1 ', name: 'Tote' })?.id).toBe('prod1');
    expect(decodeStylyze({ stylyze: { masterApiLabel: 12 }, products: [] })?.label).toBe('12');
  });

  it('is on sale only when onSale is true, and has no link or picture when the answer gives none', () => {
    expect(decodeProduct(stylyzeProduct(1, { onSale: 'true' }))?.onSale).toBe(false);
    expect(decodeProduct(stylyzeProduct(1))?.onSale).toBe(true);
    const bare = decodeProduct({ id: 'a', name: 'b' });
    expect(bare).toMatchObject({ canonicalUrl: '', imageUrl: '', onSale: false });
  });

  it('takes an answer only when it is an object with a products list', () => {
    for (const answer of [
      null,
      'products',
      [stylyzeProduct(0)],
      { stylyze: {} },
      { products: { 0: stylyzeProduct(0) } },
    ])
      expect(decodeStylyze(answer)).toBeNull();
    expect(decodeStylyze({ products: [] })).toEqual({ label: '', products: [] });
  });

  it('names what it refused: the recommended product link or image', () => {
    resetLogOnce();
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    decodeProduct(stylyzeProduct(0, { details: { canonicalUrl: 'javascript:alert(1)' } }));
    expect(errorSpy.mock.calls.flat().join(' ')).toContain('Recommended product link');
    errorSpy.mockClear();
    decodeProduct(stylyzeProduct(0, { media: { main: { dynamic: { url: 'javascript:x' } } } }));
    expect(errorSpy.mock.calls.flat().join(' ')).toContain('Recommended product image');
    vi.restoreAllMocks();
  });

  it('reads displayable only when it is true; missing prices are null', () => {
    const product = decodeProduct({ id: 'a', name: 'b', displayable: 'yes', price: { retailPrice: 'n/a' } });
    expect(product).toMatchObject({
      displayable: false,
      retailPrice: null,
      promotionalPrice: null,
      adornments: [],
      percentOff: null,
      designer: '',
    });
  });
});

describe('the products list is capped at the boundary (docs/ARCHITECTURE.md "Caps on what a service answers")', () => {
  it('5,000 products: the first 48 decoded, logged once', () => {
    resetLogOnce();
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = decodeStylyze({ products: Array.from({ length: 5000 }, (_, i) => stylyzeProduct(i)) });
    expect(answer?.products).toHaveLength(48);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errorSpy.mock.calls[0]!.join(' ')).toContain('GET /p/api/products/stylyze');
    errorSpy.mockRestore();
  });
});
