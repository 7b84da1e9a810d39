import { $gender, readCookie, webStorage, writeCookie, type Gender } from '@nm/core';
import { GENDER_COOKIE, GENDER_PLACEMENT_SESSION_KEY, GENDER_SESSION_KEY } from '../model/constants';

/** Legacy pages wrote the bare letter; we write JSON. Both read back. */
function parseGender(raw: string | null): Gender | null {
  if (raw === null) return null;
  const value = raw.replace(/^"|"$/g, '').trim().toUpperCase();
  return value === 'W' || value === 'M' ? value : null;
}

let restored = false;

/** header.md §4 "Gender": the stored choice (session storage, then the dt_gender cookie), once per page. */
export function restoreGender(): void {
  if (restored) return;
  restored = true;
  const stored = parseGender(webStorage.readRaw('session', GENDER_SESSION_KEY)) ?? parseGender(readCookie(GENDER_COOKIE));
  if (stored) $gender.set(stored);
}

/**
 * header.md §3, §4: the chosen gender goes to session storage (ta_gender,
 * and dt_gender_placement, which the results page reads) and the dt_gender
 * cookie (365 days), and becomes the shared $gender.
 */
export function chooseGender(gender: Gender): void {
  webStorage.writeJson('session', GENDER_SESSION_KEY, gender);
  webStorage.writeJson('session', GENDER_PLACEMENT_SESSION_KEY, gender);
  writeCookie(GENDER_COOKIE, gender);
  $gender.set(gender);
}
