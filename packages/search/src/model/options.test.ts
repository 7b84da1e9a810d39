import { describe, expect, it } from 'vitest';
import { optionText, panelView, type PanelInput } from './options';
import type { TypeaheadResult } from './types';

const data: TypeaheadResult = {
  suggestions: [{ query: 'a' }, { query: 'b' }],
  products: [1, 2, 3, 4, 5].map((n) => ({
    url: `/p/${n}`,
    img: undefined,
    alt: '',
    brand: 'B',
    title: `T${n}`,
    price: n,
    oldPrice: null,
    onePrice: true,
  })),
  rid: 'r',
  serverQuery: 'x',
  narrowedWithin: undefined,
};
const input = (over: Partial<PanelInput>): PanelInput => ({
  typed: '',
  recent: [],
  typeahead: true,
  result: null,
  gender: 'W',
  productLimit: 3,
  recentCap: 7,
  ...over,
});

describe('panel view (header.md §4, §5)', () => {
  it('empty box: recent searches, or nothing', () => {
    expect(panelView(input({ recent: ['x', 'y'] }))).toMatchObject({
      mode: 'recent',
      options: [
        { kind: 'recent', term: 'x' },
        { kind: 'recent', term: 'y' },
      ],
    });
    expect(panelView(input({})).mode).toBe('none');
  });

  it('a term with no answer yet is loading', () => {
    expect(
      panelView(input({ typed: 'ab', result: { key: { term: 'ab', gender: 'W' }, status: 'loading' } })).mode,
    ).toBe('loading');
  });

  it('suggestions, then products capped at 3 on desktop and 4 on a phone (§5)', () => {
    const result = { key: { term: 'ab', gender: 'W' as const }, status: 'done' as const, data };
    const desktop = panelView(input({ typed: 'ab ', result }));
    expect(desktop.mode).toBe('results');
    expect(desktop.groups.map((g) => [g.key, g.start, g.options.length])).toEqual([
      ['suggestions', 0, 2],
      ['products', 2, 3],
    ]);
    expect(panelView(input({ typed: 'ab', result, productLimit: 4 })).options).toHaveLength(6);
  });

  it('an answer for another term or gender is never shown (stale answer)', () => {
    expect(
      panelView(input({ typed: 'abc', result: { key: { term: 'ab', gender: 'W' }, status: 'done', data } })).mode,
    ).toBe('loading');
    expect(
      panelView(input({ typed: 'ab', gender: 'M', result: { key: { term: 'ab', gender: 'W' }, status: 'done', data } }))
        .mode,
    ).toBe('loading');
  });

  it.each<[string, string, string, PanelInput['result'], string]>([
    ['the same term', 'bag', 'W', { key: { term: 'bag', gender: 'W' }, status: 'done', data }, 'results'],
    [
      'the term with other spaces (the key is trimmed)',
      ' bag ',
      'W',
      { key: { term: 'bag', gender: 'W' }, status: 'done', data },
      'results',
    ],
    [
      'only the case changed: a new term, loading until its own answer',
      'BAG',
      'W',
      { key: { term: 'bag', gender: 'W' }, status: 'done', data },
      'loading',
    ],
    ['the answer for the new case', 'BAG', 'W', { key: { term: 'BAG', gender: 'W' }, status: 'done', data }, 'results'],
    ['another gender', 'bag', 'M', { key: { term: 'bag', gender: 'W' }, status: 'done', data }, 'loading'],
  ])('an answer is used only for exactly the key in the box: %s', (_name, typed, gender, result, mode) => {
    expect(panelView(input({ typed, gender, result })).mode).toBe(mode);
  });

  it.each<[boolean, number, number]>([
    [false, 5, 5],
    [true, 7, 7],
  ])('a stored list longer than the cap shows capped (type-ahead %s: %i)', (typeahead, cap, shown) => {
    const recent = Array.from({ length: 9 }, (_, i) => `term ${i}`);
    const view = panelView(input({ recent, typeahead, recentCap: cap }));
    expect(view.options).toHaveLength(shown);
    expect(view.options[0]).toEqual({ kind: 'recent', term: 'term 0' });
  });

  it('an empty answer is no-results; a failed one closes the panel', () => {
    const empty = { ...data, suggestions: [], products: [] };
    expect(
      panelView(input({ typed: 'zz', result: { key: { term: 'zz', gender: 'W' }, status: 'done', data: empty } })).mode,
    ).toBe('no-results');
    expect(panelView(input({ typed: 'zz', result: { key: { term: 'zz', gender: 'W' }, status: 'error' } })).mode).toBe(
      'none',
    );
  });

  it('without type-ahead a typed term shows nothing', () => {
    expect(panelView(input({ typed: 'ab', typeahead: false })).mode).toBe('none');
  });
});

describe('what the panel holds when it shows no answer', () => {
  const done = (over: Partial<TypeaheadResult>) => ({
    key: { term: 'ab', gender: 'W' as const },
    status: 'done' as const,
    data: { ...data, ...over },
  });

  it.each<[string, Partial<PanelInput>, string]>([
    ['an empty box, no recent searches', {}, 'none'],
    ['a blank box', { typed: '   ' }, 'none'],
    ['no type-ahead', { typed: 'ab', typeahead: false }, 'none'],
    ['a failed answer', { typed: 'ab', result: { key: { term: 'ab', gender: 'W' }, status: 'error' } }, 'none'],
    ['no answer yet', { typed: 'ab' }, 'loading'],
  ])('%s: no groups, no options', (_label, over, mode) => {
    expect(panelView(input(over))).toEqual({ mode, groups: [], options: [], term: (over.typed ?? '').trim() });
  });

  it('recent searches are one group from the first option', () => {
    const view = panelView(input({ recent: ['silk'] }));
    expect(view.groups.map((g) => [g.key, g.start, g.options])).toEqual([
      ['recent', 0, [{ kind: 'recent', term: 'silk' }]],
    ]);
  });

  it.each<[string, Partial<TypeaheadResult>, [string, number, number][]]>([
    ['products only', { suggestions: [] }, [['products', 0, 3]]],
    ['suggestions only', { products: [] }, [['suggestions', 0, 2]]],
  ])('an answer with %s has no empty group', (_label, over, groups) => {
    expect(
      panelView(input({ typed: 'ab', result: done(over) })).groups.map((g) => [g.key, g.start, g.options.length]),
    ).toEqual(groups);
  });
});

describe('the text an option puts in the box while highlighted', () => {
  it.each<[string, Parameters<typeof optionText>[0], string]>([
    ['a recent search: its term', { kind: 'recent', term: 'silk scarf' }, 'silk scarf'],
    ['a suggestion: its query', { kind: 'suggestion', suggestion: { query: 'silk dress' } }, 'silk dress'],
    ['a product: what was typed', { kind: 'product', product: data.products[0]! }, 'sil'],
  ])('%s', (_label, option, text) => {
    expect(optionText(option, 'sil')).toBe(text);
  });
});
