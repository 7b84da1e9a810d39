import { describe, expect, it } from 'vitest';
import { fitsTerm, narrowAnswer, termPrefixes } from './instantAnswer';
import type { TypeaheadResult } from './types';

const product = (brand: string, title: string) => ({
  url: `/p/${title}`,
  img: undefined,
  alt: '',
  brand,
  title,
  price: 1,
  oldPrice: null,
  onePrice: true,
});
const answer: TypeaheadResult = {
  suggestions: [{ query: 'maison verlaine' }, { query: 'maison verlaine shoes' }, { query: 'maxi dresses' }],
  products: [product('Maison Verlaine', 'Tweed Jacket'), product('Aldo Castellani', 'Maxi Dress')],
  rid: 'r',
  serverQuery: 'ma',
  narrowedWithin: 'Women',
};

describe("instant answer from the page's cache", () => {
  it.each([
    ['Maison Verlaine', 'mais', true],
    ['Maison Verlaine', 'mais ver', true],
    ['Maison Verlaine', 'MAIS', true],
    ['Maison Verlaine', 'aison', false], // not the start of a word
    ['Maison Verlaine', 'mais shoes', false],
    ['t-shirt', 'shi', true],
  ])('%j fits %j → %s', (text, term, expected) => {
    expect(fitsTerm(text, term)).toBe(expected);
  });

  it('looks up the longest start of the term first, never the term itself, trimmed', () => {
    expect(termPrefixes('mais')).toEqual(['mai', 'ma', 'm']);
    expect(termPrefixes('red s')).toEqual(['red', 're', 'r']);
    expect(termPrefixes('a')).toEqual([]);
  });

  it('keeps the suggestions and products that still fit the longer term', () => {
    const narrowed = narrowAnswer(answer, 'mais');
    expect(narrowed?.suggestions.map((s) => s.query)).toEqual(['maison verlaine', 'maison verlaine shoes']);
    expect(narrowed?.products.map((p) => p.title)).toEqual(['Tweed Jacket']);
    expect(narrowAnswer(answer, 'maxi')?.products.map((p) => p.title)).toEqual(['Maxi Dress']);
  });

  it('nothing fitting is null (the panel stays "loading", never flashes no-results)', () => {
    expect(narrowAnswer(answer, 'mzz')).toBeNull();
  });

  it('an HC suggestion is linked again with the term now typed (header.md §2: l is what was typed)', () => {
    const hc: TypeaheadResult = { ...answer, suggestions: [{ query: 'velvet pillow', url: '/s/?l=ve' }], products: [] };
    const url = narrowAnswer(hc, 'velv')!.suggestions[0]!.url!;
    expect(new URL(url, 'https://x.test').searchParams.get('l')).toBe('velv');
    expect(new URL(url, 'https://x.test').searchParams.get('q')).toBe('velvet pillow');
  });
});
