import { describe, expect, it } from 'vitest';
import { toNumber } from './number';

describe('minicart.md §5 "Price may arrive as a string and is converted to a number"', () => {
  it.each<[string, unknown, number | null]>([
    ['a number', 99, 99],
    ['a decimal number', 1250.5, 1250.5],
    ['zero', 0, 0],
    ['a negative number', -5, -5],
    ['thousands separators', '1,250.00', 1250],
    ['a dollar sign', '$99', 99],
    ['dollar sign and separators', '$1,250.99', 1250.99],
    ['a rupee amount in Indian grouping', '₹1,25,000', 125000],
    ['surrounding spaces', '  42.5 ', 42.5],
    ['a leading dot', '.5', 0.5],
    ['a trailing dot', '5.', 5],
    ['a negative string', '-12.50', -12.5],
    ['an empty string', '', null],
    ['only spaces', '   ', null],
    ['letters', 'abc', null],
    ['a number followed by letters', '12abc', null],
    ['two dots', '1.2.3', null],
    ['only a currency sign', '$', null],
    ['exponent notation (not a price)', '1e3', null],
    ['NaN', NaN, null],
    ['Infinity', Infinity, null],
    ['-Infinity', -Infinity, null],
    ['null', null, null],
    ['undefined', undefined, null],
    ['an object', { amount: 5 }, null],
    ['an array', [5], null],
    ['a boolean', true, null],
  ])('%s (%j) → %j', (_label, input, expected) => {
    const result = toNumber(input);
    expect(result).toBe(expected);
    if (result !== null) expect(Number.isNaN(result)).toBe(false);
  });
});

describe('toNumber: decimals written without a leading digit', () => {
  it.each<[string, number | null]>([
    ['.55', 0.55],
    ['-.5', -0.5],
    ['.', null],
    ['5.', 5],
  ])('%j → %j', (text, expected) => {
    expect(toNumber(text)).toBe(expected);
  });
});
