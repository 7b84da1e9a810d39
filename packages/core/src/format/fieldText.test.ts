import { describe, expect, it } from 'vitest';
import { fieldText } from './fieldText';

describe('a text field as a service sends it (minicart.md §7, header.md §7: "never trust the shape")', () => {
  it.each<[string, unknown, string]>([
    ['text, trimmed', '  Hudson Yards ', 'Hudson Yards'],
    ['an id sent as a number', 101, '101'],
    ['zero', 0, '0'],
    ['a number that is not one', Number.NaN, ''],
    ['an infinite number (1e309 once parsed)', Number.POSITIVE_INFINITY, ''],
    ['null', null, ''],
    ['an object', { name: 'x' }, ''],
    ['true', true, ''],
  ])('%s → %j', (_label, value, text) => {
    expect(fieldText(value)).toBe(text);
  });
});
