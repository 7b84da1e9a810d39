import { describe, expect, it } from 'vitest';
import { shopperCountry } from './country';

describe("header.md §3, §9: the shopper's country (page config, else the ucaProfileData cookie, else US)", () => {
  it.each<[string, string | undefined, string | undefined, string]>([
    ['the page config wins over the cookie', 'US', 'CA', 'US'],
    ['the page config alone', 'CA', undefined, 'CA'],
    ['no page config: the profile cookie', undefined, 'CA', 'CA'],
    ['the cookie read trimmed and upper-cased', undefined, ' gb ', 'GB'],
    ['a blank cookie value is no country', undefined, '  ', 'US'],
    ['neither: US', undefined, undefined, 'US'],
    ['a blank page value is no country', '', 'MX', 'MX'],
  ])('%s', (_label, page, cookie, expected) => {
    expect(shopperCountry(page, cookie)).toBe(expected);
  });
});
