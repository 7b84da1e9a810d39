import { describe, expect, it } from 'vitest';
import { badgeCount } from './badge';

// The specs show a count badge (minicart.md §2, header.md §2) without its cap; the one the header and the bag
// share (their states show counts 0 / 3 / 99+) is the number up to 99, then "99+".
describe('a count badge: the number up to 99, then "99+"', () => {
  it.each<[number, string]>([
    [0, '0'],
    [1, '1'],
    [3, '3'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [120, '99+'],
    [5000, '99+'],
  ])('%i → %s', (count, shown) => {
    expect(badgeCount(count)).toBe(shown);
  });
});
