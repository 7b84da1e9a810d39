import { describe, expect, it } from 'vitest';
import { decodeCount, describeValue } from './countValue';

describe('decodeCount: the one reading of a count from outside (a whole number from 0, below 100000)', () => {
  it.each<[string, unknown, number | null]>([
    ['digits', '12', 12],
    ['digits with spaces around (JSP output)', ' 3 ', 3],
    ['leading zeros', '007', 7],
    ['zero as text', '0', 0],
    ['the largest, as text', '99999', 99_999],
    ['one past the largest, as text', '100000', null],
    ['seven digits', '1000000', null],
    ['a sign', '+3', null],
    ['a minus sign', '-3', null],
    ['an exponent', '1e2', null],
    ['hex', '0x10', null],
    ['a decimal', '1.0', null],
    ['digits then text', '3 items', null],
    ['text then digits', 'n3', null],
    ['blank', '  ', null],
    ['the largest number', 99_999, 99_999],
    ['one past it', 100_000, null],
    ['a list holding a count', [3], null],
    ['true', true, null],
  ])('%s (%j) → %j', (_label, value, expected) => {
    expect(decodeCount(value)).toBe(expected);
  });
});

describe('describeValue: what a refused value was, in a log line', () => {
  it.each<[string, unknown, string]>([
    ['null', null, 'null'],
    ['undefined', undefined, 'nothing'],
    ['a list', [1, 2], 'a list'],
    ['a string, cut at 40 characters', `${'a'.repeat(40)}bcd`, `the string "${'a'.repeat(40)}"`],
    ['a number', 1.5, 'the number 1.5'],
    ['an object', { a: 1 }, 'an object'],
    ['a function', () => 1, 'a function'],
    ['a boolean', true, 'boolean true'],
    ['a bigint', 10n, 'bigint 10'],
    ['a symbol', Symbol('s'), 'symbol Symbol(s)'],
  ])('%s', (_label, value, expected) => {
    expect(describeValue(value)).toBe(expected);
  });
});
