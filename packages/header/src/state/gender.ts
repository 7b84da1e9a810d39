import { $gender, type Gender } from '@nm/core';
import { chooseGender } from '@nm/search';
import { genderDestination } from '../model/gender';

/** How the page is left: injectable, so tests and stories never navigate. */
export interface GenderNavigation {
  assign(url: string): void;
}

const browserNavigation: GenderNavigation = { assign: (url) => window.location.assign(url) };

/**
 * header.md §4 "Gender": choosing one keeps it (the search's one writer:
 * session storage ta_gender and dt_gender_placement, the dt_gender cookie,
 * the shared $gender), then goes to / or /mens, or where the page rules say
 * so (the results page, `genderReloadsSearch`) reloads the search with the
 * same parameters. Choosing the gender already chosen does nothing.
 */
export function selectGender(
  gender: Gender,
  { reloadsSearch = false, navigation = browserNavigation, location: where = window.location }:
  { reloadsSearch?: boolean; navigation?: GenderNavigation; location?: { pathname: string; search: string } } = {},
): void {
  if ($gender.get() === gender) return;
  chooseGender(gender);
  navigation.assign(genderDestination(gender, reloadsSearch, where));
}
