import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, isPriceCountry } from './money';

describe('minicart.md §2 Line item price: US dollars with exactly two decimals (bag style)', () => {
  it.each<[unknown, string]>([
    [99, '$99.00'],
    [1250, '$1,250.00'],
    [1250.5, '$1,250.50'],
    ['1,250.00', '$1,250.00'], // string price converted
    ['$99', '$99.00'],
    [0, '$0.00'],
    [0.005, '$0.01'],
    [19.999, '$20.00'],
    [-12.5, '-$12.50'],
  ])('%j → %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
    expect(formatMoney(amount, { country: 'us', style: 'bag' })).toBe(expected);
  });
});

describe('header.md §5 "Prices in USD, no decimals when cents are zero" (header style)', () => {
  it.each<[unknown, string]>([
    [99, '$99'],
    [1250, '$1,250'],
    ['1,250.00', '$1,250'],
    [99.5, '$99.50'],
    [99.05, '$99.05'],
    [0, '$0'],
    [19.999, '$20'], // rounds to whole dollars: no ".00"
    [19.994, '$19.99'],
    [-40, '-$40'],
  ])('%j → %s', (amount, expected) => {
    expect(formatMoney(amount, { style: 'header' })).toBe(expected);
  });
});

describe('minicart.md §2 "Only two countries are supported for price formatting: us (en-US, USD) and in (en-IN, INR)"', () => {
  it.each<[unknown, 'bag' | 'header', string]>([
    [125000, 'bag', '₹1,25,000.00'],
    ['1,25,000', 'bag', '₹1,25,000.00'],
    [1250.5, 'bag', '₹1,250.50'],
    [125000, 'header', '₹1,25,000'],
    [99.5, 'header', '₹99.50'],
  ])('in: %j (%s) → %s', (amount, style, expected) => {
    expect(formatMoney(amount, { country: 'in', style })).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['us', true],
    ['in', true],
    ['US', false],
    ['uk', false],
    ['', false],
  ])('isPriceCountry(%j) → %s', (c, ok) => {
    expect(isPriceCountry(c)).toBe(ok);
  });
});

describe('minicart.md §5: an unreadable price shows nothing, never "$NaN"', () => {
  it.each<[unknown]>([[''], ['abc'], [NaN], [null], [undefined], [{}], [[]]])('%j → ""', (amount) => {
    expect(formatMoney(amount)).toBe('');
    expect(formatMoney(amount, { style: 'header' })).toBe('');
  });
});

describe('minicart.md §2 "Percent off is shown rounded to a whole number"', () => {
  it.each<[unknown, string]>([
    [25, '25%'],
    [33.3, '33%'],
    [33.5, '34%'],
    [66.6667, '67%'],
    [0.4, '0%'],
    ['40', '40%'],
    ['12.5', '13%'],
    [null, ''],
    ['abc', ''],
    [NaN, ''],
  ])('%j → %j', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('formatMoney with no options: minicart.md §2 the bag in US dollars', () => {
  it('defaults to us and the bag style (two decimals)', () => {
    expect(formatMoney(12)).toBe('$12.00');
    expect(formatMoney('1234.5')).toBe('$1,234.50');
  });
});
