import { describe, expect, it } from 'vitest';
import { decodeHcSuggestions, decodeTypeahead } from './decode';

describe('type-ahead payload at the boundary (header.md §3)', () => {
  it('decodes suggestions (parameters.query), products and the ids', () => {
    const result = decodeTypeahead({
      suggestions: [{ parameters: { query: 'maison verlaine' } }, { parameters: { query: 'Maison Verlaine' } }, { nope: 1 }, 'x'],
      rid: 'r1', serverQuery: 'maison', narrowedWithin: 'Women',
      products: [
        { url: '/p/tote', img: '/img/1.jpg', alt: 'Tote', brand: 'Maison Verlaine', title: 'Tote', price: '1,295.00', oldPrice: 1500, onePrice: false },
        { url: '/p/one', brand: 'A', price: 99, onePrice: true },
        { url: 'javascript:alert(1)', brand: 'Evil', price: 1 },
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

  it('keeps same-site, http(s) and inline data:image pictures; drops anything else', () => {
    const img = (value: unknown) => decodeTypeahead({ products: [{ url: '/p/a', title: 'A', price: 1, img: value }] })?.products[0]?.img;
    expect(img('/img/a.jpg')).toBe('/img/a.jpg');
    expect(img('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(img('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(img('javascript:alert(1)')).toBeUndefined();
    expect(img('data:text/html,<script>')).toBeUndefined();
    expect(img('//evil.example/a.jpg')).toBeUndefined();
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
    expect(decodeTypeahead({ products: [{ url: '/p/a', title: 'A', price: 100, oldPrice: 100 }] })?.products[0]?.onePrice).toBe(true);
  });

  it('a name that is not text is left out (markup is reduced to text by core sanitizeText, tested in Chromium there)', () => {
    expect(decodeTypeahead({ products: [{ url: '/p/a', brand: 42, title: 'Tote', price: 1 }] })?.products[0]).toMatchObject({ brand: undefined, title: 'Tote' });
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
