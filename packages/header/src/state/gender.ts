import { $gender, chooseGender, pageLocation, type Gender } from '@nm/core';
import { genderDestination } from '../model/gender';

/**
 * header.md §4 "Gender": choosing one keeps it (core's one writer, chooseGender:
 * session storage ta_gender and dt_gender_placement, the dt_gender cookie,
 * the shared $gender), then goes to / or /mens, or where the page rules say
 * so (the results page, `genderReloadsSearch`) reloads the search with the
 * same parameters, through core's page location. Choosing the gender
 * already chosen does nothing.
 */
export function selectGender(gender: Gender, reloadsSearch = false): void {
  if ($gender.get() === gender) return;
  chooseGender(gender);
  const where = pageLocation();
  where.assign(genderDestination(gender, reloadsSearch, where));
}
