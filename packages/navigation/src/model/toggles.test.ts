import { describe, expect, it } from 'vitest';
import { isGiftsSilo, navToggles } from './toggles';

describe("header.md §9: the navigation's toggles, by their names", () => {
  it.each([
    ['GLOBAL_NAV_UPDATE', 'globalNavUpdate'],
    ['TOP_NAV_CENTER', 'topNavCenter'],
    ['GIFT_SILO_IMAGE', 'giftSiloImage'],
    ['HN_RIGHT', 'hnRight'],
    ['NM_NEW_HEADER', 'newHeader'],
  ])('%s turns on %s alone', (toggle, key) => {
    expect(navToggles({ toggles: { [toggle]: true } })).toEqual({
      globalNavUpdate: false,
      topNavCenter: false,
      giftSiloImage: false,
      hnRight: false,
      newHeader: false,
      [key]: true,
    });
  });

  it.each([
    ['Gifts', true],
    [' GIFTS ', true],
    ['Gift', false],
    ['Gifts & More', false],
  ])('the Gifts silo by name: %j is it: %s', (name, expected) => {
    expect(isGiftsSilo(name)).toBe(expected);
  });
});
