import type { Gender } from '@nm/core';

/**
 * header.md §4 "Gender": "on submit the selected gender changes if
 * different". Our reading: the tabs write the choice when it is made, but
 * the stored one (session storage, else the dt_gender cookie) can have
 * changed since, in another tab or by the page. At submit the gender the
 * shopper searched in is written again when the stored one differs, so the
 * results page reads the gender of this search. Returns the gender to write,
 * or null when nothing changes.
 */
export function genderToWriteOnSubmit(selected: Gender, stored: Gender | null): Gender | null {
  return stored === selected ? null : selected;
}
