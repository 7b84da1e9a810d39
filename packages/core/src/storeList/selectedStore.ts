import { readCookie, writeCookie } from '../storage/cookies';

/**
 * The shopper's store (header.md §3, minicart.md §3 cookies): `dt_selected_store`
 * holds a store id (or number), `dt_selected_zipcode` the ZIP it was found
 * near. The header's "Our Stores" panel writes them; the mini-cart's curbside
 * pickup reads them. Their one owner: every read and write goes through here.
 */
const SELECTED_STORE_COOKIE = 'dt_selected_store';
const SELECTED_ZIP_COOKIE = 'dt_selected_zipcode';

/** A value as legacy pages write it, quoted or not; null when empty (minicart.md §8: cookie lookups fail silently). */
function cookieText(name: string): string | null {
  const raw = readCookie(name);
  if (raw === null) return null;
  const value = raw.replace(/^"|"$/g, '').trim();
  return value === '' ? null : value;
}

/** dt_selected_store: a store id (or number), null when none. */
export const readSelectedStore = (): string | null => cookieText(SELECTED_STORE_COOKIE);

/** dt_selected_zipcode, null when none. */
export const readSelectedZip = (): string | null => cookieText(SELECTED_ZIP_COOKIE);

/** Keeps the shopper's store (365 days, as every cookie, §3) and, when the search was by ZIP, that ZIP. */
export function writeSelectedStore(storeId: string, zip: string | null): void {
  writeCookie(SELECTED_STORE_COOKIE, storeId);
  if (zip) writeCookie(SELECTED_ZIP_COOKIE, zip);
}
