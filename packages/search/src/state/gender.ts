import { $gender, readCookie, webStorage, writeCookie, type Gender } from '@nm/core';
import { GENDER_COOKIE, GENDER_PLACEMENT_SESSION_KEY, GENDER_SESSION_KEY } from '../model/constants';
import { genderToWriteOnSubmit } from '../model/genderOnSubmit';

/** The legacy pages' bare letter (what we write too), or the JSON-quoted one this bundle once wrote. */
function parseGender(raw: string | null): Gender | null {
  if (raw === null) return null;
  const value = raw.replace(/^"|"$/g, '').trim().toUpperCase();
  return value === 'W' || value === 'M' ? value : null;
}

/** The stored choice: session storage (ta_gender), then the dt_gender cookie. */
function storedGender(): Gender | null {
  return parseGender(webStorage.readRaw('session', GENDER_SESSION_KEY)) ?? parseGender(readCookie(GENDER_COOKIE));
}

/** The gender a `dt_gender` cookie holds, read as the page reads it: a server drawing a first paint has no session storage. */
export function genderFromCookie(): Gender | null {
  return parseGender(readCookie(GENDER_COOKIE));
}

let restored = false;

/** header.md §4 "Gender": the stored choice (session storage, then the dt_gender cookie), once per page. */
export function restoreGender(): void {
  if (restored) return;
  restored = true;
  const stored = storedGender();
  if (stored) $gender.set(stored);
}

/**
 * header.md §3, §4: the chosen gender goes to session storage (ta_gender,
 * and dt_gender_placement, which the results page reads) and the dt_gender
 * cookie (365 days), and becomes the shared $gender. Stored as the plain
 * letter (`M`), as the legacy pages write and read it; a JSON-quoted `"M"`
 * written by this bundle before still reads back (parseGender).
 */
export function chooseGender(gender: Gender): void {
  webStorage.writeRaw('session', GENDER_SESSION_KEY, gender);
  webStorage.writeRaw('session', GENDER_PLACEMENT_SESSION_KEY, gender);
  writeCookie(GENDER_COOKIE, gender);
  $gender.set(gender);
}

/** header.md §4: on submit the selected gender is written again if the stored one differs (model/genderOnSubmit.ts). */
export function keepGenderOnSubmit(selected: Gender): void {
  const write = genderToWriteOnSubmit(selected, storedGender());
  if (write) chooseGender(write);
}
