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
  securityStatus?: 'Authenticated' | 'Anonymous' | string;
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
export const GUEST_ONLY_CUSTOMER: CustomerCookie = { isLoggedin: false, isGuest: true };

const optionalString = (v: unknown) => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);
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

/** header.md §8: an invalid or broken profile cookie is logged and treated as empty. */
export function readProfileData(): ProfileData {
  const data = readJsonCookie(PROFILE_COOKIE);
  if (data === null) return {};
  if (!isRecord(data)) {
    logErrorOnce('profile-cookie-shape', `Cookie "${PROFILE_COOKIE}" is not an object; treating it as empty`);
    return {};
  }
  return data as ProfileData;
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
  if (!raw) return '';
  // Trimmed again after the cut: an 11th character that is a space would show as "Anne marie 's Shopping Bag".
  const name = raw.replace(/\+/g, ' ').trim().slice(0, 11).trimEnd();
  return name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
}
