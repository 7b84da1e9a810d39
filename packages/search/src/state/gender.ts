import { chooseGender, storedGender, type Gender } from '@nm/core';
import { genderToWriteOnSubmit } from '../model/genderOnSubmit';

/** header.md §4: on submit the selected gender is written again if the stored one differs (model/genderOnSubmit.ts). */
export function keepGenderOnSubmit(selected: Gender): void {
  const write = genderToWriteOnSubmit(selected, storedGender());
  if (write) chooseGender(write);
}
