import { describe, expect, it } from 'vitest';
import { badgeText, cartIconLabel } from './iconLabel';

describe('minicart.md §2 "Cart icon behaviour": the badge', () => {
  it.each([
    [0, false, null],
    [0, true, '0'],
    [1, false, '1'],
    [42, false, '42'],
    [99, false, '99'],
    [100, false, '99+'],
  ])('count %i with showZeroValue=%s shows %s', (count, showZero, text) => {
    expect(badgeText(count, showZero)).toBe(text);
  });
});

describe('the accessible name carries the count', () => {
  it.each([
    [0, 'Shopping Bag, 0 items'],
    [1, 'Shopping Bag, 1 item'],
    [3, 'Shopping Bag, 3 items'],
    [99, 'Shopping Bag, 99 items'],
    [100, 'Shopping Bag, 99+ items'],
    [120, 'Shopping Bag, 99+ items'],
  ])('%i → %s', (count, label) => {
    expect(cartIconLabel(count)).toBe(label);
  });
});
