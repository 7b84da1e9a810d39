import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

const drawn = (text: string, typed: string) =>
  highlightParts(text, typed)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('the typed part of a suggestion, marked', () => {
  it.each([
    ['maison verlaine', 'mai', '[mai]son verlaine'],
    ['maison verlaine', 'MAI', '[mai]son verlaine'],
    ['Maison Verlaine shoes', 'verl', 'Maison [Verl]aine shoes'],
    ['maison verlaine shoes', 'mai sho', '[mai]son verlaine [sho]es'],
    // A word start wins over an earlier match inside a word.
    ['sandals and sand', 'and', 'sandals [and] sand'],
    // No word starts with it: its first occurrence anywhere.
    ['handbags', 'bag', 'hand[bag]s'],
    ['t-shirt', 'shi', 't-[shi]rt'],
    ['coats', 'zzz', 'coats'],
    ['coats', '   ', 'coats'],
    ['coats', 'coats', '[coats]'],
  ])('%j typed %j → %s', (text, typed, expected) => {
    expect(drawn(text, typed)).toBe(expected);
  });

  it('the parts put together are the suggestion, exactly (what a screen reader reads)', () => {
    for (const [text, typed] of [
      ['Maison Verlaine', 'ver'],
      ['İstanbul rugs', 'ist'],
      ['a  b', 'b'],
    ] as const) {
      expect(
        highlightParts(text, typed)
          .map((p) => p.text)
          .join(''),
      ).toBe(text);
    }
  });
});

describe('the parts themselves (what the <mark>s are drawn from)', () => {
  it.each<[string, string, string, [string, boolean][]]>([
    [
      'a word start at the very beginning wins over a later one',
      'verve ver',
      'ver',
      [
        ['ver', true],
        ['ve ver', false],
      ],
    ],
    [
      'no word start: the first occurrence, not a later one',
      'abab',
      'b',
      [
        ['a', false],
        ['b', true],
        ['ab', false],
      ],
    ],
    ['nothing typed: one unmarked part', 'coats', '', [['coats', false]]],
    ['all of it', 'coats', 'coats', [['coats', true]]],
    [
      'lower-casing changes the length (İ): nothing marked rather than the wrong letters',
      'İSTANBUL bag',
      'bag',
      [['İSTANBUL bag', false]],
    ],
  ])('%s', (_label, text, typed, parts) => {
    expect(highlightParts(text, typed)).toEqual(parts.map(([t, match]) => ({ text: t, match })));
  });
});
