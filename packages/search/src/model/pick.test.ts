import { describe, expect, it } from 'vitest';
import { pickAction, type PickAction, type PickVia } from './pick';
import type { SearchOption } from './options';

const recent: SearchOption = { kind: 'recent', term: 'red shoes' };
const suggestion: SearchOption = { kind: 'suggestion', suggestion: { query: 'maison verlaine' } };
const hcSuggestion: SearchOption = {
  kind: 'suggestion',
  suggestion: { query: 'velvet pillow', url: '/s/?dq=velvet+pillow' },
};
const product: SearchOption = {
  kind: 'product',
  product: { url: '/p/x', img: undefined, alt: '', brand: 'B', title: 'T', price: 1, oldPrice: null, onePrice: true },
};

describe('what picking an option does (header.md §4, §9)', () => {
  it.each<[string, SearchOption, PickVia, PickAction]>([
    [
      'Enter on a recent search searches it at once',
      recent,
      'keyboard',
      { type: 'search', query: 'red shoes', source: 'recent', delayMs: 0, setText: false },
    ],
    [
      'clicking a recent search sets the text and searches 200 ms later',
      recent,
      'pointer',
      { type: 'search', query: 'red shoes', source: 'recent', delayMs: 200, setText: true },
    ],
    [
      'Enter on a suggestion searches it (src=suggest)',
      suggestion,
      'keyboard',
      { type: 'search', query: 'maison verlaine', source: 'suggestion', delayMs: 0, setText: false },
    ],
    [
      'clicking a suggestion searches it at once',
      suggestion,
      'pointer',
      { type: 'search', query: 'maison verlaine', source: 'suggestion', delayMs: 0, setText: false },
    ],
    [
      'an HC suggestion follows its own link',
      hcSuggestion,
      'pointer',
      { type: 'link', query: 'velvet pillow', url: '/s/?dq=velvet+pillow' },
    ],
    ['a product goes to the product (keyboard)', product, 'keyboard', { type: 'go', url: '/p/x', newTab: false }],
    ['a product goes to the product (pointer)', product, 'pointer', { type: 'go', url: '/p/x', newTab: false }],
  ])('%s', (_name, option, via, expected) => {
    expect(pickAction(option, via)).toEqual(expected);
  });

  it('Ctrl/Cmd+Enter on a product opens it in a new tab; on a suggestion or recent search it is a plain pick', () => {
    expect(pickAction(product, 'keyboard', true)).toEqual({ type: 'go', url: '/p/x', newTab: true });
    expect(pickAction(suggestion, 'keyboard', true)).toEqual(pickAction(suggestion, 'keyboard'));
    expect(pickAction(recent, 'keyboard', true)).toEqual(pickAction(recent, 'keyboard'));
  });
});
