import { describe, expect, it } from 'vitest';
import { brandOf } from './brand';
import { PAGE_IDS, pageRules, parsePageId, rulesForPageId } from './pageId';
import { logoLabel } from './strings';

describe('page ids (header.md §2 "Page identifiers used by the header")', () => {
  it("knows the spec's eight pages", () => {
    expect(PAGE_IDS).toEqual(['PLP', 'SRP', 'CART', 'CHECKOUT', 'PDP', 'HOME', 'NMASSISTANCE', 'STORES']);
  });

  it.each([
    ['PLP', 'PLP'],
    ['srp', 'SRP'],
    [' CART ', 'CART'],
    ['PAGE_ID_PLP', 'PLP'],
    ['page_id_checkout', 'CHECKOUT'],
    ['NMASSISTANCE', 'NMASSISTANCE'],
    ['STORES', 'STORES'],
    ['PDP', 'PDP'],
    ['', 'HOME'],
    ['BASKET', 'HOME'],
    ['PAGE_ID_', 'HOME'],
    [undefined, 'HOME'],
    [42, 'HOME'],
  ])('reads %j as %s', (value, expected) => {
    expect(parsePageId(value)).toBe(expected);
  });
});

describe('what shows where', () => {
  const off = { collapsedSearchBar: false };
  const on = { collapsedSearchBar: true };

  // Columns: desktop bag, account as a plain Sign In link, structured data, abandon-cart allowed, gender reloads search.
  it.each([
    ['HOME', 'flyout', false, true, true, false],
    ['PLP', 'flyout', false, true, true, false],
    ['SRP', 'flyout', false, true, true, true],
    ['PDP', 'flyout', false, false, true, false],
    ['CART', 'icon', true, true, false, false],
    ['CHECKOUT', 'icon', true, true, false, false],
    ['NMASSISTANCE', 'flyout', false, true, false, false],
    ['STORES', 'flyout', false, true, false, false],
  ] as const)(
    '%s: bag %s, sign-in link %s, structured data %s, abandon-cart %s, gender reloads search %s',
    (page, desktopBag, accountAsSignInLink, structuredData, abandonCartAllowed, genderReloadsSearch) => {
      expect(pageRules(page, off)).toEqual({
        desktopBag,
        accountAsSignInLink,
        structuredData,
        abandonCartAllowed,
        genderReloadsSearch,
        menuCloseSkipped: false,
      });
    },
  );

  it.each([
    ['NMASSISTANCE', true, true],
    ['STORES', true, true],
    ['NMASSISTANCE', false, false],
    ['STORES', false, false],
    ['HOME', true, false],
    ['SRP', true, false],
    ['CART', true, false],
  ] as const)(
    '§4 "Mobile menu": on %s with COLLAPSED_SEARCH_BAR %s closing the menu is skipped: %s',
    (page, collapsed, skipped) => {
      expect(pageRules(page, collapsed ? on : off).menuCloseSkipped).toBe(skipped);
    },
  );
});

describe('what the attributes give, at the edges', () => {
  it('the legacy prefix only at the start', () => {
    expect(parsePageId('X_PAGE_ID_PLP')).toBe('HOME');
    expect(parsePageId(' page_id_plp ')).toBe('PLP');
  });

  it('a part rendered alone has no toggles: the menu closes on the stores and assistance pages too', () => {
    expect(rulesForPageId('STORES').menuCloseSkipped).toBe(false);
    expect(rulesForPageId('NMASSISTANCE').menuCloseSkipped).toBe(false);
  });

  it.each([
    [' hc ', 'NM', 'HC'],
    ['nm', 'HC', 'NM'],
    ['XX', 'HC', 'HC'],
  ] as const)('<nm-header brand=%j> with the config saying %s is %s', (value, fallback, brand) => {
    expect(brandOf(value, fallback)).toBe(brand);
  });

  it("the logo's accessible name is the brand's, then home", () => {
    expect(logoLabel('NM')).toBe('Neiman Marcus home');
  });
});
