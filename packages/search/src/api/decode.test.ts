import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '@nm/core';
import { decodeHcSuggestions, decodeTypeahead } from './decode';

describe('type-ahead payload at the boundary (header.md §3)', () => {
  it('decodes suggestions (parameters.query), products and the ids', () => {
    const result = decodeTypeahead({
      suggestions: [
        { parameters: { query: 'maison verlaine' } },
        { parameters: { query: 'Maison Verlaine' } },
        { nope: 1 },
        'x',
      ],
      rid: 'r1',
      serverQuery: 'maison',
      narrowedWithin: 'Women',
      products: [
        {
          url: '/p/tote',
          img: '/img/1.jpg',
          alt: 'Tote',
          brand: 'Maison Verlaine',
          title: 'Tote',
          price: '1,295.00',
          oldPrice: 1500,
          onePrice: false,
        },
        { url: '/p/one', brand: 'A', price: 99, onePrice: true },
        { brand: 'No url', price: 1 },
        { url: '/p/no-name', price: 1 },
      ],
    });
    expect(result?.suggestions).toEqual([{ query: 'maison verlaine' }]);
    expect(result?.products.map((p) => [p.url, p.price, p.oldPrice, p.onePrice])).toEqual([
      ['/p/tote', 1295, 1500, false],
      ['/p/one', 99, null, true],
    ]);
    expect(result?.products[1]?.alt).toBe('A');
    expect([result?.rid, result?.serverQuery, result?.narrowedWithin]).toEqual(['r1', 'maison', 'Women']);
  });

  describe('URLs from the service go through the core URL policy', () => {
    afterEach(() => {
      resetLogOnce();
      vi.restoreAllMocks();
    });
    const product = (over: Record<string, unknown>) =>
      decodeTypeahead({ products: [{ url: '/p/a', title: 'A', price: 1, ...over }] })?.products[0];

    it.each([
      ['a same-site path', '/p/a', '/p/a'],
      ["a link on the page's own origin", `${location.origin}/p/a`, `${location.origin}/p/a`],
    ])('keeps %s as the product link', (_name, url, expected) => {
      expect(product({ url })?.url).toBe(expected);
    });

    it.each([
      ['javascript:', 'javascript:alert(1)'],
      ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
      ['vbscript:', 'vbscript:msgbox(1)'],
      ['a protocol-relative link to another site', '//elsewhere.example/p/a'],
      ['a backslash path browsers read as another site', '/\\elsewhere.example'],
      ['another site over https', 'https://elsewhere.example/p/a'],
    ])('drops the product whose link is %s, logging once and never throwing', (_name, url) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const result = decodeTypeahead({
        products: [
          { url, title: 'Evil', price: 1 },
          { url: '/p/ok', title: 'Fine', price: 1 },
        ],
      });
      expect(result?.products.map((p) => p.title)).toEqual(['Fine']);
      decodeTypeahead({ products: [{ url, title: 'Evil', price: 1 }] });
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toContain('The type-ahead service');
    });

    it.each([
      ['a same-site path', '/img/a.jpg', '/img/a.jpg'],
      ['an image CDN over https', 'https://cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
      ['inline SVG (it can carry script)', 'data:image/svg+xml,%3Csvg%3E', undefined],
      ['javascript:', 'javascript:alert(1)', undefined],
      ['a backslash path', '/\\elsewhere.example/a.jpg', undefined],
    ])('picture: %s → %s (a refused picture leaves the product, without it)', (_name, img, expected) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const p = product({ img });
      expect(p?.title).toBe('A');
      expect(p?.img).toBe(expected);
    });
  });

  it('caps suggestions at 10 (§5)', () => {
    const suggestions = Array.from({ length: 15 }, (_, i) => ({ parameters: { query: `q${i}` } }));
    expect(decodeTypeahead({ suggestions })?.suggestions).toHaveLength(10);
  });

  it('missing lists are empty; a body that is not an object is a failure', () => {
    expect(decodeTypeahead({})).toMatchObject({ suggestions: [], products: [] });
    expect(decodeTypeahead('oops')).toBeNull();
    expect(decodeTypeahead([1])).toBeNull();
    expect(decodeTypeahead(null)).toBeNull();
  });

  it('an old price not above the price counts as one price', () => {
    expect(
      decodeTypeahead({ products: [{ url: '/p/a', title: 'A', price: 100, oldPrice: 100 }] })?.products[0]?.onePrice,
    ).toBe(true);
  });

  it('a name that is not text is left out (markup is reduced to text by core sanitizeText, tested in Chromium there)', () => {
    expect(
      decodeTypeahead({ products: [{ url: '/p/a', brand: 42, title: 'Tote', price: 1 }] })?.products[0],
    ).toMatchObject({ brand: undefined, title: 'Tote' });
  });
});

describe('HC auto-suggest answer (header.md §7: a list of strings)', () => {
  it('keeps strings, once each, at most 10', () => {
    expect(decodeHcSuggestions(['velvet', 'Velvet', 3, '', 'vase'])).toEqual(['velvet', 'vase']);
    expect(decodeHcSuggestions(Array.from({ length: 12 }, (_, i) => `s${i}`))).toHaveLength(10);
  });
  it('anything but a list is a failure', () => {
    expect(decodeHcSuggestions({ suggestions: [] })).toBeNull();
  });
});

describe('header.md §5 "one price shows only it": when a product counts as one price', () => {
  const onePrice = (fields: Record<string, unknown>) =>
    decodeTypeahead({ products: [{ url: '/p/a', title: 'A', ...fields }] })?.products[0]?.onePrice;
  it.each<[string, Record<string, unknown>, boolean]>([
    ['an old price above the price', { price: 100, oldPrice: 150 }, false],
    ['the service says one price', { price: 100, oldPrice: 150, onePrice: true }, true],
    ['"true" as text is not the service saying so', { price: 100, oldPrice: 150, onePrice: 'true' }, false],
    ['no old price', { price: 100 }, true],
    ['no price', { oldPrice: 150 }, true],
    ['an old price below the price', { price: 100, oldPrice: 90 }, true],
    ['an old price equal to the price', { price: 100, oldPrice: 100 }, true],
    ['an old price a cent above', { price: 100, oldPrice: 100.01 }, false],
  ])('%s → %s', (_label, fields, expected) => {
    expect(onePrice(fields)).toBe(expected);
  });
});

describe('products at the boundary', () => {
  it("the picture's alt is the brand and title when the service gives none", () => {
    expect(
      decodeTypeahead({ products: [{ url: '/p/a', brand: 'Akris', title: 'Tote', price: 1 }] })?.products[0]?.alt,
    ).toBe('Akris Tote');
  });

  it('entries that are not objects are dropped, the others kept', () => {
    expect(
      decodeTypeahead({ products: [null, 'p', 3, { url: '/p/a', title: 'A', price: 1 }] })?.products.map(
        (p) => p.title,
      ),
    ).toEqual(['A']);
  });

  it('suggestions that are not objects, or without parameters, are dropped', () => {
    expect(
      decodeTypeahead({ suggestions: [null, 'q', { parameters: null }, { parameters: { query: ' silk ' } }] })
        ?.suggestions,
    ).toEqual([{ query: 'silk' }]);
  });
});

describe('lists capped at the boundary (docs/ARCHITECTURE.md "Caps on what a service answers")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('5,000 suggestions and 5,000 products: 10 suggestions (§5) and 4 products (the most a panel shows), each logged once', () => {
    resetLogOnce();
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = decodeTypeahead({
      suggestions: Array.from({ length: 5000 }, (_, i) => ({ parameters: { query: `q${i}` } })),
      products: Array.from({ length: 5000 }, (_, i) => ({ url: `/p/${i}`, title: `P${i}`, price: 1 })),
    });
    expect(result?.suggestions).toHaveLength(10);
    expect(result?.products.map((p) => p.url)).toEqual(['/p/0', '/p/1', '/p/2', '/p/3']);
    expect(errorSpy).toHaveBeenCalledTimes(2);
  });

  it('5,000 HC suggestions: 10, logged once', () => {
    resetLogOnce();
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(decodeHcSuggestions(Array.from({ length: 5000 }, (_, i) => `s${i}`))).toHaveLength(10);
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });
});
