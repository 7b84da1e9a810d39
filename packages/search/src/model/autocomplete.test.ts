import { describe, expect, it } from 'vitest';
import { autocompleteReducer, initialAutocompleteState, nextHighlight, type AutocompleteState } from './autocomplete';
import type { SearchOption } from './options';

const options: SearchOption[] = [
  { kind: 'suggestion', suggestion: { query: 'maison verlaine' } },
  { kind: 'suggestion', suggestion: { query: 'maison verlaine shoes' } },
  {
    kind: 'product',
    product: {
      url: '/p/x',
      img: undefined,
      alt: '',
      brand: 'Maison Verlaine',
      title: 'Tote',
      price: 100,
      oldPrice: null,
      onePrice: true,
    },
  },
];

describe('highlight cursor (header.md §4 "Search box": Up/Down move a cursor index)', () => {
  it.each<[number | null, 1 | -1, number, number | null]>([
    [null, 1, 3, 0],
    [0, 1, 3, 1],
    [2, 1, 3, null], // past the last: nothing highlighted
    [null, -1, 3, 2],
    [0, -1, 3, null], // before the first: nothing highlighted
    [null, 1, 0, null],
  ])('from %s by %i over %i options → %s', (from, delta, count, to) => {
    expect(nextHighlight(from, delta, count)).toBe(to);
  });
});

describe('autocomplete state machine', () => {
  const typed = (value: string): AutocompleteState =>
    autocompleteReducer(initialAutocompleteState(), { type: 'input', value });

  it('typing opens the panel and clears the highlight', () => {
    expect(typed('mai')).toEqual({ typed: 'mai', inputValue: 'mai', highlighted: null, open: true });
  });

  it('Down shows the highlighted suggestion in the box; wrapping through nothing restores the typed text', () => {
    let s = typed('mai');
    const seen: Array<[number | null, string]> = [];
    for (let i = 0; i < 4; i++) {
      s = autocompleteReducer(s, { type: 'move', delta: 1, options });
      seen.push([s.highlighted, s.inputValue]);
    }
    expect(seen).toEqual([
      [0, 'maison verlaine'],
      [1, 'maison verlaine shoes'],
      [2, 'mai'],
      [null, 'mai'],
    ]);
    expect(s.typed).toBe('mai');
  });

  it('Up from nothing goes to the last option', () => {
    expect(autocompleteReducer(typed('mai'), { type: 'move', delta: -1, options }).highlighted).toBe(2);
  });

  it('close drops the highlight and puts back the typed text', () => {
    const s = autocompleteReducer(typed('mai'), { type: 'move', delta: 1, options });
    expect(autocompleteReducer(s, { type: 'close' })).toEqual({
      typed: 'mai',
      inputValue: 'mai',
      highlighted: null,
      open: false,
    });
  });

  it('new options under a highlight drop it', () => {
    const s = autocompleteReducer(typed('mai'), { type: 'move', delta: 1, options });
    expect(autocompleteReducer(s, { type: 'optionsChanged' })).toMatchObject({ highlighted: null, inputValue: 'mai' });
  });

  it('hover highlights the option under the pointer and keeps the typed text; leaving drops the highlight (header.md §4 "recent-search hover")', () => {
    const hovered = autocompleteReducer(typed('mai'), { type: 'hover', index: 1, options });
    expect(hovered).toMatchObject({ highlighted: 1, inputValue: 'mai', typed: 'mai' });
    // After the keys previewed a suggestion, hovering another puts the typed text back.
    const keyed = autocompleteReducer(typed('mai'), { type: 'move', delta: 1, options });
    expect(autocompleteReducer(keyed, { type: 'hover', index: 2, options })).toMatchObject({
      highlighted: 2,
      inputValue: 'mai',
    });
    expect(autocompleteReducer(hovered, { type: 'hover', index: null, options })).toMatchObject({
      highlighted: null,
      inputValue: 'mai',
    });
    // Down goes on from the hovered option.
    expect(autocompleteReducer(hovered, { type: 'move', delta: 1, options }).highlighted).toBe(2);
    // An index past the options is nothing.
    expect(autocompleteReducer(hovered, { type: 'hover', index: 9, options }).highlighted).toBeNull();
  });

  it('set puts a picked recent search in the box as the typed text', () => {
    expect(autocompleteReducer(typed(''), { type: 'set', value: 'shoes' })).toMatchObject({
      typed: 'shoes',
      inputValue: 'shoes',
    });
  });
});

describe('the reducer gives back the same state when nothing changes (no render for a pointer that stays put)', () => {
  const typed = autocompleteReducer(initialAutocompleteState(), { type: 'input', value: 'mai' });

  it('the first state: the value given, or empty; closed, nothing highlighted', () => {
    expect(initialAutocompleteState()).toEqual({ typed: '', inputValue: '', highlighted: null, open: false });
    expect(initialAutocompleteState('silk')).toEqual({
      typed: 'silk',
      inputValue: 'silk',
      highlighted: null,
      open: false,
    });
  });

  it('hovering the option already highlighted by the pointer', () => {
    const hovered = autocompleteReducer(typed, { type: 'hover', index: 1, options });
    expect(autocompleteReducer(hovered, { type: 'hover', index: 1, options })).toBe(hovered);
    expect(autocompleteReducer(typed, { type: 'hover', index: null, options })).toBe(typed);
  });

  it('hovering the option the keys previewed puts the typed text back', () => {
    const keyed = autocompleteReducer(typed, { type: 'move', delta: 1, options });
    expect(autocompleteReducer(keyed, { type: 'hover', index: 0, options })).toEqual({ ...keyed, inputValue: 'mai' });
  });

  it('new options with nothing highlighted', () => {
    expect(autocompleteReducer(typed, { type: 'optionsChanged' })).toBe(typed);
  });
});
