import { mergeConfig } from '@nm/core';
import { describe, expect, it } from 'vitest';
import { genderDestination, genderHome, showsGenderNav, themeFor } from './gender';
import { rulesForPageId } from './pageId';
import {
  distanceText,
  isSelectedStore,
  listedStores,
  normaliseAddress,
  openTodayText,
  storesFoundText,
  storesButtonLabel,
  storesStatusText,
  zipOf,
} from './stores';

describe('header.md §3 Store, as listed', () => {
  it('distance in miles, open or closed today', () => {
    expect(distanceText(1.2)).toBe('1.2 mi');
    expect(distanceText(18.44)).toBe('18.4 mi');
    expect(distanceText(null)).toBe('');
    expect(distanceText(0)).toBe('0 mi');
    expect(distanceText(-1)).toBe('');
    expect(distanceText(Number.NaN)).toBe('');
    expect(distanceText(Number.POSITIVE_INFINITY)).toBe('');
    expect(openTodayText(true)).toBe('Open today');
    expect(openTodayText(false)).toBe('Closed today');
    expect(storesFoundText(0)).toBe('No stores within 100 miles of that address.');
    expect(storesFoundText(1)).toBe('1 store within 100 miles');
    expect(storesFoundText(3)).toBe('3 stores within 100 miles');
  });

  it.each([
    ['idle', 0, ''],
    ['loading', 0, 'Searching for stores…'],
    ['blank', 0, 'Enter a city, state or ZIP code.'],
    ['error', 0, 'Stores could not be loaded. Please try again.'],
    ['done', 0, 'No stores within 100 miles of that address.'],
    ['done', 1, '1 store within 100 miles'],
    ['done', 12, '12 stores within 100 miles'],
  ] as const)("the panel's status, %s with %i stores: %j", (status, count, text) => {
    expect(storesStatusText(status, count)).toBe(text);
  });

  it('nearest first (no distance last), and a store without a name is "Store {id}"', () => {
    const store = (storeId: string, distance: number | null, name = '') => ({
      storeId,
      storeNumber: '',
      name,
      distance,
      isOpen: false,
      inventoryAvailable: false,
    });
    expect(
      listedStores([store('80', 96.7, 'Dallas NorthPark'), store('07', null, 'Topanga'), store('01', 1.2)]).map((s) => [
        s.storeId,
        s.name,
      ]),
    ).toEqual([
      ['01', 'Store 01'],
      ['80', 'Dallas NorthPark'],
      ['07', 'Topanga'],
    ]);
  });

  it('addresses, ZIPs and the selected store', () => {
    expect(normaliseAddress('  New   York ')).toBe('New York');
    expect(normaliseAddress('   ')).toBeNull();
    expect(zipOf('10001')).toBe('10001');
    expect(zipOf('10001-1234')).toBe('10001');
    expect(zipOf('Dallas, TX')).toBeNull();
    expect(zipOf(' 10001 ')).toBe('10001');
    expect(zipOf('Dallas 75225')).toBeNull();
    expect(zipOf('10001 Main Street')).toBeNull();
    const store = {
      storeId: '02',
      storeNumber: '102',
      name: 'Short Hills',
      distance: 1,
      isOpen: true,
      inventoryAvailable: false,
    };
    expect(isSelectedStore(store, '02')).toBe(true);
    expect(isSelectedStore(store, '102')).toBe(true);
    expect(isSelectedStore(store, '01')).toBe(false);
    expect(isSelectedStore(store, null)).toBe(false);
  });
});

describe('header.md §4, §5: the gender nav', () => {
  const config = (toggles: Record<string, boolean>, extra: Parameters<typeof mergeConfig>[1] = {}, country = 'US') => ({
    ...mergeConfig('localhost', { toggles, ...extra }),
    country,
  });

  it.each(['HP_GENDER', 'SRP_GENDER', 'GENDER_TYPEAHEAD'])('shown with %s and a US profile', (toggle) => {
    expect(showsGenderNav(config({ [toggle]: true }))).toBe(true);
  });

  it('hidden without a toggle, with GENDERLESS_SRP, for a non-US profile, or on HC', () => {
    expect(showsGenderNav(config({}))).toBe(false);
    expect(showsGenderNav(config({ HP_GENDER: true, GENDERLESS_SRP: true }))).toBe(false);
    expect(showsGenderNav(config({ HP_GENDER: true }, {}, 'CA'))).toBe(false);
    expect(showsGenderNav(config({ HP_GENDER: true }, { brand: 'HC' }))).toBe(false);
  });

  it('the ABTEST_HP_GENDER test group (variation b) stands in for the toggle', () => {
    expect(showsGenderNav(config({}, { abTests: { ABTEST_HP_GENDER: 'b' } }))).toBe(true);
    expect(showsGenderNav(config({}, { abTests: { ABTEST_HP_GENDER: 'a' } }))).toBe(false);
  });

  it('goes to / or /mens; where the page rules say so (SRP) reloads the same search', () => {
    const here = { pathname: '/s/', search: '?q=coat&from=brSearch' };
    expect(genderHome('W')).toBe('/');
    expect(genderHome('M')).toBe('/mens');
    expect(genderDestination('M', false, here)).toBe('/mens');
    expect(genderDestination('W', false, here)).toBe('/');
    expect(genderDestination('M', true, here)).toBe('/s/?q=coat&from=brSearch');
    expect(genderDestination('M', rulesForPageId('PAGE_ID_SRP').genderReloadsSearch, here)).toBe(
      '/s/?q=coat&from=brSearch',
    );
    expect(genderDestination('M', rulesForPageId('HOME').genderReloadsSearch, here)).toBe('/mens');
  });
});

describe('the header\'s theme (header.md §4 "Gender": dark mode only for men, with MEN_DARKMODE)', () => {
  it.each([
    ['M', true, 'dark'],
    ['M', false, 'light'],
    ['W', true, 'light'],
    ['W', false, 'light'],
  ] as const)('gender %s, MEN_DARKMODE %s: %s', (gender, toggle, theme) => {
    expect(themeFor(gender, toggle)).toBe(theme);
  });
});

describe('header.md §2: "Our Stores" is the default label; a chosen store shows its name', () => {
  it.each<[string | null, { text: string; accessibleName?: string }]>([
    [null, { text: 'Our Stores' }],
    [
      'Northmoor Marlowe Hudson Yards',
      { text: 'Northmoor Marlowe Hudson Yards', accessibleName: 'Our Stores, Northmoor Marlowe Hudson Yards' },
    ],
  ])('%s → %j', (name, expected) => {
    expect(storesButtonLabel(name)).toEqual(expected);
  });
});
