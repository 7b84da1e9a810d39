import { isRecord } from '../format/record';
import { readJsonCookie, writeJsonCookie } from '../storage/cookies';
import {
  CSTMR_COOKIE,
  CSTMR_LIFETIME_DAYS,
  PROFILE_COOKIE,
  decodeCustomer,
  readProfileData,
  type CustomerCookie,
  type ProfileData,
} from './session';

/*
 * The cookie writes of a sign-in and a sign-out: a module of their own, used
 * only by the session chunk, so the initial JS (which reads these cookies)
 * does not carry them.
 */

/** header.md §3: ucaProfileData expires in 30 days. */
const PROFILE_LIFETIME_DAYS = 30;

/** Who a user-pool session says the shopper is (packages/session reads it from the ID token). */
export interface SignedInCustomer {
  customerId: string;
  firstName?: string;
  ucaId?: string;
}

/**
 * header.md §4 "Session resolution": a session exists, so the cstmr cookie is
 * set to signed in with the user id from the session. ucaProfileData gains
 * the session's first name and the Authenticated status (kept field by field:
 * what the page's server wrote and this does not know stays).
 */
export function writeSignedInCookies(customer: SignedInCustomer): void {
  const previous = decodeCustomer(readJsonCookie(CSTMR_COOKIE));
  const cstmr: CustomerCookie = {
    customerId: customer.customerId,
    ...(previous?.customerId === customer.customerId && previous.cmdId ? { cmdId: previous.cmdId } : {}),
    isLoggedin: true,
    isGuest: false,
  };
  writeJsonCookie(CSTMR_COOKIE, cstmr, { maxAgeDays: CSTMR_LIFETIME_DAYS });
  const profile: ProfileData = { ...readProfileData(), securityStatus: 'Authenticated', logged_in_status: 'true' };
  if (customer.firstName) profile.firstName = customer.firstName;
  if (customer.ucaId) profile.universal_customer_id = customer.ucaId;
  writeJsonCookie(PROFILE_COOKIE, profile, { maxAgeDays: PROFILE_LIFETIME_DAYS });
}

/** Sign-out: cstmr back to guest-only (header.md §3), the profile anonymous and nameless. */
export function writeSignedOutCookies(): void {
  writeJsonCookie(CSTMR_COOKIE, { isLoggedin: false, isGuest: true } satisfies CustomerCookie, {
    maxAgeDays: CSTMR_LIFETIME_DAYS,
  });
  const { firstName: _name, universal_customer_id: _uca, ...rest } = readProfileData();
  writeJsonCookie(
    PROFILE_COOKIE,
    { ...rest, securityStatus: 'Anonymous', logged_in_status: 'false' },
    { maxAgeDays: PROFILE_LIFETIME_DAYS },
  );
}

/**
 * header.md §3 cstmr `cmdId`, §7 the fingerprint lookup's `cmd_id`: written
 * back into cstmr, everything else the cookie holds kept (a missing or
 * broken cookie becomes guest-only, §3, with the id). 30 days, as cstmr.
 */
export function writeCustomerCmdId(cmdId: string): void {
  const raw = readJsonCookie(CSTMR_COOKIE);
  const base: Record<string, unknown> =
    isRecord(raw) && decodeCustomer(raw) ? raw : { isLoggedin: false, isGuest: true };
  if (base.cmdId === cmdId) return;
  writeJsonCookie(CSTMR_COOKIE, { ...base, cmdId }, { maxAgeDays: CSTMR_LIFETIME_DAYS });
}
