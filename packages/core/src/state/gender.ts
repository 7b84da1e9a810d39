import { atom, onSet, readonlyType } from 'nanostores';
import { readCookie, writeCookie } from '../storage/cookies';
import { readRaw, writeRaw } from '../storage/webStorage';

/** header.md §4 "Gender": W (default) or M. */
export type Gender = 'W' | 'M';
/** header.md §4: women's until the shopper chooses. */
export const DEFAULT_GENDER: Gender = 'W';

/** header.md §3: where the chosen gender is kept (the results page reads the placement). */
const GENDER_SESSION_KEY = 'ta_gender';
const GENDER_PLACEMENT_SESSION_KEY = 'dt_gender_placement';
const GENDER_COOKIE = 'dt_gender';

const $writableGender = atom<Gender>(DEFAULT_GENDER);
/**
 * The shopper's gender, shared by the search's tabs, the header's Women / Men
 * and dark mode, and the navigation's menus. Read-only: its writers are
 * `chooseGender` and the restores below, so no package writes it another way.
 */
export const $gender = readonlyType($writableGender);

/** The legacy pages' bare letter (what we write too), or the JSON-quoted one this bundle once wrote. */
function parseGender(raw: string | null): Gender | null {
  if (raw === null) return null;
  const value = raw.replace(/^"|"$/g, '').trim().toUpperCase();
  return value === 'W' || value === 'M' ? value : null;
}

/** The stored choice: session storage (ta_gender), then the dt_gender cookie. */
export function storedGender(): Gender | null {
  return parseGender(readRaw('session', GENDER_SESSION_KEY)) ?? parseGender(readCookie(GENDER_COOKIE));
}

let restoring = false;
/**
 * header.md §3, §4: a choice goes to session storage (ta_gender, and
 * dt_gender_placement, which the results page reads) and the dt_gender cookie
 * (365 days), as the plain letter the legacy pages write and read. A listener
 * on the store, as the count's persistence is, and `onSet` rather than
 * `listen`: choosing the gender already shown still writes it (the search
 * writes it again at submit when the stored one differs). A restore is not
 * written back.
 */
onSet($writableGender, ({ newValue }) => {
  if (restoring) return;
  writeRaw('session', GENDER_SESSION_KEY, newValue);
  writeRaw('session', GENDER_PLACEMENT_SESSION_KEY, newValue);
  writeCookie(GENDER_COOKIE, newValue);
});

function restore(gender: Gender): void {
  restoring = true;
  try {
    $writableGender.set(gender);
  } finally {
    restoring = false;
  }
}

/** The shopper chose: the one writer of a choice (the search's tabs, the header's buttons, the mobile menu). */
export function chooseGender(gender: Gender): void {
  $writableGender.set(gender);
}

let restored = false;

/** header.md §4 "Gender": the stored choice (session storage, then the dt_gender cookie), once per page. */
export function restoreGender(): void {
  if (restored) return;
  restored = true;
  const stored = storedGender();
  if (stored) restore(stored);
}

/** A server's first paint: each request is a page of its own with no session storage, so its cookie, else women's. */
export function restoreGenderFromCookie(): void {
  restore(parseGender(readCookie(GENDER_COOKIE)) ?? DEFAULT_GENDER);
}
