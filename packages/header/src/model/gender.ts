import { isInVariation, isToggleOn, type Gender, type WidgetsConfig } from '@nm/core';

/**
 * header.md §2 "Gender buttons Women / Men", §4 "Gender", §5 "Gender
 * selector shown only with toggle HP_GENDER, SRP_GENDER or GENDER_TYPEAHEAD,
 * without GENDERLESS_SRP, and a US profile" and §4 "The gender nav shows
 * only when its toggle is on or the user is in the test group".
 *
 * Our reading: the nav shows for the NM brand (the HC header has no gender)
 * and a US profile, without GENDERLESS_SRP, when one of the three toggles is
 * on or the shopper is in ABTEST_HP_GENDER's test group, variation "b" (the
 * same convention as ABTEST_TYPEAHEAD's "variation b", §5). The test group
 * stands in for the toggle, not for the country or GENDERLESS_SRP rules.
 */
const GENDER_TOGGLES = {
  hp: 'HP_GENDER',
  srp: 'SRP_GENDER',
  typeahead: 'GENDER_TYPEAHEAD',
  genderless: 'GENDERLESS_SRP',
  test: 'ABTEST_HP_GENDER',
} as const;
const TEST_GROUP = 'b';

/** The page's config with the shopper's country (core `$country`: the page's config, else the profile cookie, else US). */
type Gate = Pick<WidgetsConfig, 'toggles' | 'abTests' | 'brand'> & { country: string };

export function showsGenderNav(config: Gate): boolean {
  if (config.brand !== 'NM') return false;
  if (config.country !== 'US') return false;
  if (isToggleOn(config, GENDER_TOGGLES.genderless)) return false;
  const toggled = [GENDER_TOGGLES.hp, GENDER_TOGGLES.srp, GENDER_TOGGLES.typeahead].some((name) =>
    isToggleOn(config, name),
  );
  return toggled || isInVariation(config, GENDER_TOGGLES.test, TEST_GROUP);
}

export const GENDER_OPTIONS: ReadonlyArray<{ gender: Gender; label: string }> = [
  { gender: 'W', label: 'Women' },
  { gender: 'M', label: 'Men' },
];
export const GENDER_NAV_LABEL = 'Shop for';

/**
 * header.md §4 "Gender": dark mode applies only to men, when the men-dark-mode
 * toggle (MEN_DARKMODE) is on.
 */
export function themeFor(gender: Gender, menDarkModeToggle: boolean): 'dark' | 'light' {
  return gender === 'M' && menDarkModeToggle ? 'dark' : 'light';
}

/** header.md §2 routes, §4: / for women, /mens for men. */
export function genderHome(gender: Gender): string {
  return gender === 'M' ? '/mens' : '/';
}

/**
 * header.md §4: choosing a gender on the results page (the page rule
 * `genderReloadsSearch`, model/pageId.ts) reloads the search with the same
 * parameters (the results page reads the stored gender), else goes to the
 * gender's home. Where to go, as a URL; the current page's path and query
 * on SRP.
 */
export function genderDestination(
  gender: Gender,
  reloadsSearch: boolean,
  current: { pathname: string; search: string },
): string {
  return reloadsSearch ? `${current.pathname}${current.search}` : genderHome(gender);
}
