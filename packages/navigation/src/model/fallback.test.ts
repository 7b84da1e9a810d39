import { describe, expect, it } from 'vitest';
import { fallbackSilos, slugOf } from './fallback';
import { featuredDesigners } from './featuredDesigners';

/** header.md §2 "Fallback navigation menus", §3 "Featured designer entry", §9. */
describe('fallback menus (header.md §2 "Fallback navigation menus")', () => {
  it('men: 11 top-level entries in the spec order', () => {
    expect(fallbackSilos('M').map((s) => s.name)).toEqual([
      'New & Now',
      'Designers',
      'Clothing',
      'Shoes',
      'Accessories',
      'Cologne & Grooming',
      'Kids',
      'Home',
      'Gifts',
      'Magazine',
      'Sale',
    ]);
  });

  it('women: 12 top-level entries in the spec order', () => {
    expect(fallbackSilos('W').map((s) => s.name)).toEqual([
      'New & Now',
      'Designers',
      'Clothing',
      'Shoes',
      'Handbags',
      'Jewelry & Accessories',
      'Beauty',
      'Kids',
      'Home',
      'Gifts',
      'Magazine',
      'Sale',
    ]);
  });

  it.each(['W', 'M'] as const)(
    '%s: every url is /c/{slug}-{id}?navpath=cat000000_{id}, ids cat+digits, catmanId = id, level 0, empty categories and attributes',
    (gender) => {
      for (const silo of fallbackSilos(gender)) {
        expect(silo.id).toMatch(/^cat\d+$/);
        expect(silo.url).toMatch(new RegExp(`^/c/[a-z0-9-]+-${silo.id}\\?navpath=cat000000_${silo.id}$`));
        expect(silo).toMatchObject({ catmanId: silo.id, level: 0, categories: [], attributes: {}, children: 0 });
      }
    },
  );

  it("women's Clothing uses the slug womens-clothing; the designers silo is cat000730", () => {
    const women = fallbackSilos('W');
    expect(women.find((s) => s.name === 'Clothing')!.url).toMatch(
      /^\/c\/womens-clothing-cat\d+\?navpath=cat000000_cat\d+$/,
    );
    expect(women.find((s) => s.name === 'Designers')!.url).toBe('/c/designers-cat000730?navpath=cat000000_cat000730');
    expect(women.find((s) => s.name === 'New & Now')!.url).toMatch(/^\/c\/new-now-cat\d+\?/);
  });

  it('Designers, Kids, Home, Gifts, Magazine and Sale share ids; New & Now, Shoes and Clothing differ', () => {
    const idOf = (gender: 'W' | 'M', name: string) => fallbackSilos(gender).find((s) => s.name === name)!.id;
    for (const name of ['Designers', 'Kids', 'Home', 'Gifts', 'Magazine', 'Sale'])
      expect(idOf('M', name), name).toBe(idOf('W', name));
    for (const name of ['New & Now', 'Shoes', 'Clothing']) expect(idOf('M', name), name).not.toBe(idOf('W', name));
  });

  it('every id is unique within a menu, and each call gives fresh objects', () => {
    for (const gender of ['W', 'M'] as const) {
      const ids = fallbackSilos(gender).map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(fallbackSilos('W')[0]).not.toBe(fallbackSilos('W')[0]);
  });
});

describe('featured designers (header.md §3)', () => {
  it("15 default, 17 men's, 16 women's entries", () => {
    expect(featuredDesigners('default')).toHaveLength(15);
    expect(featuredDesigners('M')).toHaveLength(17);
    expect(featuredDesigners('W')).toHaveLength(16);
  });

  it("each entry has the spec's fields and links to /c/designers-{name}-cat{id}", () => {
    for (const list of [featuredDesigners('default'), featuredDesigners('M'), featuredDesigners('W')]) {
      expect(new Set(list.map((d) => d.name)).size).toBe(list.length);
      for (const entry of list) {
        expect(Object.keys(entry).sort()).toEqual([
          'attributes',
          'catId',
          'categories',
          'children',
          'id',
          'level',
          'name',
          'url',
        ]);
        expect(entry.url).toMatch(/^\/c\/designers-[a-z0-9-]+-cat\d+$/);
        expect(entry.url.endsWith(entry.catId)).toBe(true);
      }
    }
    expect(featuredDesigners('W').find((d) => d.name === 'Hartwell & Finch')!.url).toBe(
      '/c/designers-hartwell-finch-cat71210008',
    );
  });
});

describe('a bundled entry, whole', () => {
  it('a featured designer is a leaf whose id and catId are its category, under the designers route', () => {
    expect(featuredDesigners('default').find((d) => d.name === 'Hartwell & Finch')).toStrictEqual({
      id: 'cat71210008',
      catId: 'cat71210008',
      level: 2,
      name: 'Hartwell & Finch',
      url: '/c/designers-hartwell-finch-cat71210008',
      attributes: {},
      categories: [],
      children: 0,
    });
  });

  it.each([
    ['New & Now', 'new-now'],
    [' Sale ', 'sale'],
    ['&Gifts&', 'gifts'],
  ])('the slug of %j is %j', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });
});
