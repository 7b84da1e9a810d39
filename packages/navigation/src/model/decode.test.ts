import { BadAnswerError, resetLogOnce } from '@nm/core';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { decodeSilos } from './decode';

/** The decoder's one console voice (core logErrorOnce), silenced and counted in every test. */
let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  resetLogOnce();
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

const silo = (over: Record<string, unknown> = {}) => ({
  name: 'Shoes',
  url: '/c/shoes-cat47190746?navpath=cat000000_cat47190746',
  id: 'cat47190746',
  ...over,
});

/** header.md §3 "Navigation silo / category", §7 "answer read for silos", §8. */
describe('decodeSilos', () => {
  it.each([
    ['nothing', null],
    ['a list', [silo()]],
    ['text', '<html>Oops</html>'],
    ['no silos', { menu: [] }],
    ['silos not a list', { silos: {} }],
    ['an empty menu', { silos: [] }],
    ['no usable silo', { silos: [{ name: '' }, { id: 'cat1' }, 7, null] }],
  ])('%s is a bad answer', (_, answer) => {
    expect(() => decodeSilos(answer)).toThrow(BadAnswerError);
  });

  it('reads the category shape, defaults included', () => {
    const [shoes] = decodeSilos({
      silos: [
        silo({
          level: 0,
          attributes: {
            redTextFlag: true,
            textAdornment: ' New ',
            tags: ['a', 3],
            promoPath: '/promo/shoes.jpg',
            cms: { title: 'Spring', text: 'Boots', url: '/c/boots-cat1' },
            flgColumnBreak: 'true',
            unknown: 1,
          },
          categories: [
            {
              name: 'Boots',
              url: '/c/boots-cat1',
              id: 'cat1',
              attributes: { flgColumnBreak: true },
              categories: [{ name: 'Ankle', url: '/c/ankle-cat2', id: 'cat2' }],
            },
            { name: 'No id', url: '/x' },
          ],
        }),
      ],
    });
    expect(shoes).toEqual({
      name: 'Shoes',
      url: '/c/shoes-cat47190746?navpath=cat000000_cat47190746',
      id: 'cat47190746',
      catmanId: 'cat47190746',
      level: 0,
      attributes: {
        redTextFlag: true,
        textAdornment: 'New',
        tags: ['a', '3'],
        flgColumnBreak: true,
        promoPath: '/promo/shoes.jpg',
        cms: { title: 'Spring', text: 'Boots', url: '/c/boots-cat1' },
      },
      children: 1,
      categories: [
        {
          name: 'Boots',
          url: '/c/boots-cat1',
          id: 'cat1',
          catmanId: 'cat1',
          level: 1,
          attributes: { flgColumnBreak: true },
          children: 1,
          categories: [
            {
              name: 'Ankle',
              url: '/c/ankle-cat2',
              id: 'cat2',
              catmanId: 'cat2',
              level: 2,
              attributes: {},
              categories: [],
              children: 0,
            },
          ],
        },
      ],
    });
  });

  it('a refused url becomes "" (drawn as a button), HTML in cms is not read as HTML, children count kept', () => {
    const [entry] = decodeSilos({
      silos: [
        silo({ url: 'javascript:alert(1)', catmanId: 'M123', children: 9, attributes: { cms: '<img onerror=x>' } }),
      ],
    });
    expect(entry).toMatchObject({ url: '', catmanId: 'M123', children: 9, attributes: {} });
  });

  it("reads the service's promo list: the first block, its picture and words", () => {
    const [entry] = decodeSilos({
      silos: [
        silo({
          attributes: {
            promoPath: '',
            textAdornment: '',
            cms: [
              {
                headline: 'Spotlight',
                text: 'The house.',
                linkText: 'Shop the Collection',
                url: '/c/x-cat1',
                image: { src: '/img/p.jpg', alt: 'A bag', width: 10, height: 10 },
              },
            ],
          },
        }),
      ],
    });
    expect(entry!.attributes).toEqual({
      cms: {
        title: 'Spotlight',
        text: 'The house.',
        linkText: 'Shop the Collection',
        url: '/c/x-cat1',
        image: '/img/p.jpg',
        alt: 'A bag',
      },
    });
  });

  it('uses the URL checks it is given', () => {
    const [entry] = decodeSilos(
      { silos: [silo({ url: 'https://evil.example/x' })] },
      { link: () => undefined, image: () => undefined },
    );
    expect(entry!.url).toBe('');
  });
});

describe('decodeSilos caps the menu (docs/ARCHITECTURE.md "Caps on what a service answers")', () => {
  const many = (n: number, prefix: string, extra: Record<string, unknown> = {}) =>
    Array.from({ length: n }, (_, i) => ({
      name: `${prefix} ${i}`,
      id: `${prefix}${i}`,
      url: `/c/${prefix}${i}`,
      ...extra,
    }));

  it('3,000 silos: 30 kept, in order, logged once', () => {
    const silos = decodeSilos({ silos: many(3000, 'silo') });
    expect(silos).toHaveLength(30);
    expect(silos.at(-1)?.id).toBe('silo29');
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });

  it("5,000 children: 100 under a silo; 1,000 under the designers silo's A-Z", () => {
    const [shoes, designers] = decodeSilos({
      silos: [
        { ...silo(), categories: many(5000, 'shoe') },
        {
          name: 'Designers',
          id: 'cat000730',
          url: '/c/designers',
          categories: [{ name: 'Designers A-Z', id: 'az', categories: many(5000, 'designer') }],
        },
      ],
    });
    expect(shoes?.categories).toHaveLength(100);
    expect(designers?.categories[0]?.categories).toHaveLength(1000);
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });

  it('3,000 entries in all: 30 silos of 100 categories of 100 keeps at most 3,000', () => {
    const grand = many(100, 'leaf');
    const silos = decodeSilos({ silos: many(30, 'silo', { categories: many(100, 'cat', { categories: grand }) }) });
    const count = (list: readonly { categories: readonly unknown[] }[]): number =>
      list.reduce((sum, c) => sum + 1 + count(c.categories as { categories: readonly unknown[] }[]), 0);
    expect(count(silos)).toBe(3000);
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });

  it('a menu within every cap logs nothing', () => {
    decodeSilos({ silos: many(12, 'silo', { categories: many(20, 'cat') }) });
    expect(errorSpy).not.toHaveBeenCalled();
  });
});

describe('decodeSilos keeps one entry per id under each parent (the first wins, logged once)', () => {
  it('two silos with one id: the first is kept, the second dropped, one line names the id', () => {
    const silos = decodeSilos({
      silos: [
        silo({ name: 'Shoes' }),
        { name: 'Handbags', id: 'cat2', url: '/c/bags' },
        silo({ name: 'Shoes again' }),
        silo({ name: 'And again' }),
      ],
    });
    expect(silos.map((s) => s.name)).toEqual(['Shoes', 'Handbags']);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('"cat47190746" more than once');
  });

  it('duplicates among children are dropped the same way; the same id under two parents is kept in both', () => {
    const child = { name: 'Boots', id: 'cat9', url: '/c/boots' };
    const [shoes, sale] = decodeSilos({
      silos: [
        silo({ categories: [child, { ...child, name: 'Boots 2' }] }),
        { name: 'Sale', id: 'cat3', url: '/c/sale', categories: [child] },
      ],
    });
    expect(shoes?.categories.map((c) => c.name)).toEqual(['Boots']);
    expect(sale?.categories.map((c) => c.name)).toEqual(['Boots']);
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });
});

describe('decodeSilos at the edges of each field', () => {
  const one = (over: Record<string, unknown>) => decodeSilos({ silos: [silo(over)] })[0]!;
  const attributes = (raw: Record<string, unknown>) => one({ attributes: raw }).attributes;

  it.each([
    ['a path', ' /c/x ', '/c/x'],
    ['https', 'https://www.example.com/c/x', 'https://www.example.com/c/x'],
    ['http', 'http://www.example.com/c/x', 'http://www.example.com/c/x'],
    ['a scheme-relative url', '//evil.example/x', ''],
    ['javascript:', 'javascript:alert(1)', ''],
    ['a url after words', 'see https://www.example.com/', ''],
    ['a number', 42, ''],
  ])('a link as %s: %j → %j', (_what, url, expected) => {
    expect(one({ url }).url).toBe(expected);
  });

  it.each([
    ['a path, trimmed', ' /promo/a.jpg ', { promoPath: '/promo/a.jpg' }],
    ['http', 'http://img.example/a.jpg', { promoPath: 'http://img.example/a.jpg' }],
    ['a scheme-relative url', '//evil.example/a.jpg', {}],
    ['a url after words', 'x https://img.example/a.jpg', {}],
  ])('a promo picture as %s', (_what, promoPath, expected) => {
    expect(attributes({ promoPath })).toEqual(expected);
  });

  it.each([
    [true, { redTextFlag: true, flgColumnBreak: true }],
    ['true', { redTextFlag: true, flgColumnBreak: true }],
    [false, { redTextFlag: false, flgColumnBreak: false }],
    ['false', { redTextFlag: false, flgColumnBreak: false }],
    ['yes', {}],
    [1, {}],
  ])('a flag written %j', (value, expected) => {
    expect(attributes({ redTextFlag: value, flgColumnBreak: value })).toEqual(expected);
  });

  it('reads text as trimmed words, a finite number as its digits, anything else as nothing', () => {
    expect(one({ name: 7, id: ' cat9 ', catmanId: Number.NaN })).toMatchObject({
      name: '7',
      id: 'cat9',
      catmanId: 'cat9',
    });
    expect(attributes({ tags: [' a ', '', 3, null, Number.POSITIVE_INFINITY], textAdornment: {} })).toEqual({
      tags: ['a', '3'],
    });
    expect(attributes({ boutiqueTextAdornments: ' Boutique ' })).toEqual({ boutiqueTextAdornments: 'Boutique' });
  });

  it.each([
    ['a whole level', 2, 2],
    ['level 0', 0, 0],
    ['a negative level', -1, 0],
    ['a fraction', 1.5, 0],
    ['text', '2', 0],
  ])("a silo's level as %s: %j → %j (its depth otherwise)", (_what, level, expected) => {
    expect(one({ level }).level).toBe(expected);
  });

  it.each([
    ['a whole count', 9, 9],
    ['zero', 0, 0],
    ['a negative count', -1, 1],
    ['a fraction', 2.5, 1],
    ['text', '9', 1],
  ])('a children count as %s: %j → %j (the categories read otherwise)', (_what, children, expected) => {
    expect(one({ children, categories: [{ name: 'Boots', id: 'cat1' }] }).children).toBe(expected);
  });

  it('reads five levels and cuts what is deeper', () => {
    const nest = (depth: number): Record<string, unknown> => ({
      name: `Level ${depth}`,
      id: `cat${depth}`,
      categories: depth < 8 ? [nest(depth + 1)] : [],
    });
    let entry = one({ categories: [nest(1)] });
    const levels = [entry.level];
    while (entry.categories[0]) {
      entry = entry.categories[0];
      levels.push(entry.level);
    }
    expect(levels).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it.each([
    [
      'title, text and url',
      { title: ' Spring ', text: 'Boots', url: '/c/b' },
      { title: 'Spring', text: 'Boots', url: '/c/b' },
    ],
    ['a headline, a body, a link', { headline: 'H', body: 'B', link: '/c/b' }, { title: 'H', text: 'B', url: '/c/b' }],
    ['copy', { copy: 'C' }, { text: 'C' }],
    ['a picture by its url, with no alt', { image: '/img/a.jpg', alt: 'ignored' }, { image: '/img/a.jpg' }],
    ['a picture as imageUrl', { imageUrl: '/img/b.jpg' }, { image: '/img/b.jpg' }],
    ['an alt without a picture', { image: { alt: 'A bag' }, title: 'T' }, { title: 'T' }],
    ['a refused picture and link', { image: '//evil.example/a.jpg', url: 'javascript:x' }, undefined],
    ['nothing to show', { width: 10 }, undefined],
  ])('a promo block with %s', (_what, cms, expected) => {
    expect(attributes({ cms }).cms).toEqual(expected);
  });

  it('takes the first promo block that decodes', () => {
    expect(attributes({ cms: [{ width: 1 }, 'text', { title: 'Second' }, { title: 'Third' }] }).cms).toEqual({
      title: 'Second',
    });
    expect(attributes({ cms: [{ width: 1 }] })).toEqual({});
  });

  it('names the call in what it throws and logs', () => {
    expect(() => decodeSilos({ menu: [] }, undefined, 'GET navigation/v2/silos/NM/US/mobile')).toThrow(
      /^GET navigation\/v2\/silos\/NM\/US\/mobile answered .+, not a menu with silos$/,
    );
    expect(() => decodeSilos({ silos: [null] }, undefined, 'GET navigation/v2/silos/NM/US/mobile')).toThrow(
      'GET navigation/v2/silos/NM/US/mobile answered a menu without a usable silo',
    );
    decodeSilos({ silos: [silo(), silo()] }, undefined, 'GET navigation/v2/silos/NM/US/mobile');
    expect(errorSpy.mock.calls.flat().join(' ')).toContain(
      'GET navigation/v2/silos/NM/US/mobile answered the id "cat47190746" more than once under one parent',
    );
    expect(() => decodeSilos(null)).toThrow(/^GET navigation\/v2\/silos answered /);
  });
});
