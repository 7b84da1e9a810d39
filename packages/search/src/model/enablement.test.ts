import { describe, expect, it } from 'vitest';
import {
  isCameraSearchShown,
  isCollapsedSearchBar,
  isGenderTabsEnabled,
  isTypeaheadEnabled,
  modalKind,
  showsGenderTabs,
  type ModalKind,
} from './enablement';

/** `country` is core's $country, already the shopper's (core model/country.test.ts has how it is chosen). */
const config = (toggles: Record<string, boolean> = {}, abTests: Record<string, string> = {}, country = 'US') => ({
  toggles,
  abTests,
  country,
});

describe('type-ahead enablement (header.md §5)', () => {
  it.each<[string, ReturnType<typeof config>, boolean]>([
    ['TYPEAHEAD on, US', config({ TYPEAHEAD: true }), true],
    ['ABTEST_TYPEAHEAD in variation b', config({}, { ABTEST_TYPEAHEAD: 'b' }), true],
    ['ABTEST_TYPEAHEAD in variation B (case-insensitive)', config({}, { ABTEST_TYPEAHEAD: 'B' }), true],
    ['ABTEST_TYPEAHEAD in variation a', config({}, { ABTEST_TYPEAHEAD: 'a' }), false],
    ['neither', config(), false],
    ['TYPEAHEAD off', config({ TYPEAHEAD: false }), false],
    ['TYPEAHEAD on but a CA profile', config({ TYPEAHEAD: true }, {}, 'CA'), false],
  ])('%s → %s', (_name, c, expected) => {
    expect(isTypeaheadEnabled(c)).toBe(expected);
  });
});

describe('gender tabs enablement (header.md §5)', () => {
  it.each<[string, ReturnType<typeof config>, boolean]>([
    ['HP_GENDER', config({ HP_GENDER: true }), true],
    ['SRP_GENDER', config({ SRP_GENDER: true }), true],
    ['GENDER_TYPEAHEAD', config({ GENDER_TYPEAHEAD: true }), true],
    ['no gender toggle', config(), false],
    ['GENDER_TYPEAHEAD with GENDERLESS_SRP', config({ GENDER_TYPEAHEAD: true, GENDERLESS_SRP: true }), false],
    ['HP_GENDER for a GB profile', config({ HP_GENDER: true }, {}, 'GB'), false],
  ])('%s → %s', (_name, c, expected) => {
    expect(isGenderTabsEnabled(c)).toBe(expected);
  });
});

describe('modal variants (header.md §2)', () => {
  it('COLLAPSED_SEARCH_BAR turns the box into the collapsed bar', () => {
    expect(isCollapsedSearchBar(config({ COLLAPSED_SEARCH_BAR: true }))).toBe(true);
    expect(isCollapsedSearchBar(config())).toBe(false);
  });
  it('the camera link shows unless HIDE_SNAP_FIND_SHOP is on', () => {
    expect(isCameraSearchShown(config())).toBe(true);
    expect(isCameraSearchShown(config({ HIDE_SNAP_FIND_SHOP: true }))).toBe(false);
  });
});

describe('gender tabs shown (header.md §5, §7: NM only; the HC call takes no gender)', () => {
  it.each<['NM' | 'HC', Record<string, boolean>, boolean]>([
    ['NM', { GENDER_TYPEAHEAD: true }, true],
    ['NM', { HP_GENDER: true }, true],
    ['NM', {}, false],
    ['HC', { GENDER_TYPEAHEAD: true }, false],
    ['HC', { HP_GENDER: true, SRP_GENDER: true }, false],
  ])('%s with %j → %s', (brand, toggles, expected) => {
    expect(showsGenderTabs({ ...config(toggles), brand })).toBe(expected);
  });
});

describe('which modal the page gets (header.md §2)', () => {
  it.each<[boolean, boolean, boolean, ModalKind]>([
    // phone, typeahead, collapsed → modal
    [true, true, false, 'phone'],
    [true, true, true, 'phone'], // the collapsed bar is a desktop thing
    [true, false, false, null], // a phone without type-ahead: the older form
    [true, false, true, null],
    [false, true, true, 'collapsed'],
    [false, false, true, 'collapsed'],
    [false, true, false, null], // the box with its dropdown
    [false, false, false, null],
  ])('phone %s, type-ahead %s, COLLAPSED_SEARCH_BAR %s → %s', (phone, typeahead, collapsed, expected) => {
    expect(modalKind({ phone, typeahead, collapsed })).toBe(expected);
  });
});
