import { accountVariant } from './accountVariant';
import { rulesForPageId } from './pageId';

describe('header.md §2: the account area the header draws', () => {
  it.each([
    ['NM', 'HOME', 'disclosure'],
    ['NM', 'PLP', 'disclosure'],
    ['NM', 'CART', 'plain-link'],
    ['NM', 'CHECKOUT', 'plain-link'],
    ['HC', 'HOME', 'hc-links'],
    ['HC', 'CART', 'hc-links'],
  ] as const)('brand %s on page %s: %s', (brand, pageId, variant) => {
    expect(accountVariant(brand, rulesForPageId(pageId))).toBe(variant);
  });
});
