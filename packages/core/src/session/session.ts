import { isRecord } from '../format/record';
import { logErrorOnce } from '../log/log';
import { readJsonCookie, writeJsonCookie } from '../storage/cookies';

/** header.md §3: customer-identity cookie. */
export interface CustomerCookie {
  customerId?: string;
  cmdId?: string;
  isLoggedin: boolean;
  isGuest: boolean;
}

/** header.md §3: profile cookie ucaProfileData. */
export interface ProfileData {
  firstName?: string;
  securityStatus?: 'Authenticated' | 'Anonymous' | (string & {});
  cartItemCount?: number;
  universal_customer_id?: string;
  logged_in_status?: string;
  countryPreference?: string;
  localeUrl?: string;
}

export const CSTMR_COOKIE = 'cstmr';
export const PROFILE_COOKIE = 'ucaProfileData';
/** header.md §3, §9: cstmr lifetime 30 days (2592000000 ms). */
export const CSTMR_LIFETIME_DAYS = 30;
const GUEST_ONLY_CUSTOMER: CustomerCookie = { isLoggedin: false, isGuest: true };

const optionalString = (v: unknown) =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;
/** Legacy pages write "true"/"false" strings as often as booleans. */
const flag = (v: unknown) => v === true || v === 'true';

export function decodeCustomer(data: unknown): CustomerCookie | null {
  if (!isRecord(data)) return null;
  const customer: CustomerCookie = { isLoggedin: flag(data.isLoggedin), isGuest: flag(data.isGuest) };
  const customerId = optionalString(data.customerId);
  const cmdId = optionalString(data.cmdId);
  if (customerId) customer.customerId = customerId;
  if (cmdId) customer.cmdId = cmdId;
  return customer;
}

/**
 * Reads cstmr; when it is missing or has no customerId it is (re)written as
 * guest-only, as header.md §3 requires.
 */
export function ensureCustomerCookie(): CustomerCookie {
  const customer = decodeCustomer(readJsonCookie(CSTMR_COOKIE));
  if (customer?.customerId) return customer;
  writeJsonCookie(CSTMR_COOKIE, GUEST_ONLY_CUSTOMER, { maxAgeDays: CSTMR_LIFETIME_DAYS });
  return { ...GUEST_ONLY_CUSTOMER };
}

type Field<T> = (value: unknown) => T | undefined;
/** A name or a status is text or nothing: a number, object, list or boolean is not a name. */
const text: Field<string> = (v) => (typeof v === 'string' ? v : undefined);
/** Ids are text; a number id is the same id written without quotes. */
const id: Field<string> = (v) =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;
const count: Field<number> = (v) => {
  const n = typeof v === 'string' && /^\d{1,6}$/.test(v.trim()) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

const PROFILE_FIELDS: { [K in keyof Required<ProfileData>]: Field<ProfileData[K]> } = {
  firstName: text,
  securityStatus: text,
  cartItemCount: count,
  universal_customer_id: id,
  logged_in_status: (v) => (typeof v === 'string' ? v : typeof v === 'boolean' ? String(v) : undefined),
  countryPreference: text,
  localeUrl: text,
};

/**
 * header.md §3 ucaProfileData, decoded field by field at the boundary: every
 * field has its type or is absent, so no component ever meets a `firstName`
 * that is a number, an object, `true` or a list (React cannot render an
 * object). A field of the wrong type is dropped and logged once naming it;
 * the other fields are kept. `null` reads as absent, silently.
 */
function decodeProfile(data: Record<string, unknown>): ProfileData {
  const profile: Record<string, unknown> = {};
  for (const [name, decode] of Object.entries(PROFILE_FIELDS) as Array<[keyof ProfileData, Field<unknown>]>) {
    const raw = data[name];
    if (raw === undefined || raw === null) continue;
    const value = decode(raw);
    if (value === undefined) {
      logErrorOnce(
        `profile-cookie-field:${name}`,
        `Cookie "${PROFILE_COOKIE}" field ${name} is ${Array.isArray(raw) ? 'a list' : typeof raw}, not what it should be; ignoring that field`,
      );
      continue;
    }
    profile[name] = value;
  }
  return profile;
}

/** header.md §8: an invalid or broken profile cookie is logged and treated as empty. */
export function readProfileData(): ProfileData {
  const data = readJsonCookie(PROFILE_COOKIE);
  if (data === null) return {};
  if (!isRecord(data)) {
    logErrorOnce('profile-cookie-shape', `Cookie "${PROFILE_COOKIE}" is not an object; treating it as empty`);
    return {};
  }
  return decodeProfile(data);
}

/**
 * header.md §5: signed in when the profile's securityStatus is Authenticated,
 * or Anonymous with a name, or when a session jwtToken exists.
 */
export function isSignedIn(profile: ProfileData, jwtToken?: string | null): boolean {
  if (jwtToken) return true;
  if (profile.securityStatus === 'Authenticated') return true;
  return profile.securityStatus === 'Anonymous' && Boolean(profile.firstName?.trim());
}

/** header.md §5: first 11 characters, capitalised, plus signs turned into spaces. */
export function displayFirstName(raw: string | undefined | null): string {
  if (typeof raw !== 'string' || !raw) return '';
  // Trimmed again after the cut: an 11th character that is a space would show as "Anne marie 's Shopping Bag".
  const name = raw.replace(/\+/g, ' ').trim().slice(0, 11).trimEnd();
  return name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
}
