import { atom, computed, readonlyType } from 'nanostores';
import { shopperCountry } from '../model/country';
import { pageClock } from './clock';
import { $config } from './config';
import {
  displayFirstName,
  ensureCustomerCookie,
  isSignedIn,
  readProfileData,
  type CustomerCookie,
  type ProfileData,
} from '../session/session';

export interface SessionState {
  customer: CustomerCookie;
  profile: ProfileData;
}

const $writableSession = atom<SessionState>({ customer: { isLoggedin: false, isGuest: true }, profile: {} });
/** Read from cookies at start-up and after a sign-in or sign-out (`refreshSession`, its one writer and the one place that reads them). */
export const $session = readonlyType($writableSession);

/**
 * Who the calls are made for, filled by the session package (packages/session)
 * once it has resolved the shopper (header.md §4 "Session resolution"). Until
 * then the id comes from the cstmr cookie and requests go without a token.
 * Never put any of this in an event, a log line or a URL other than `{userId}`.
 */
export interface AuthState {
  /** The bearer token: the signed-in customer's ID token, or the guest access token. */
  token?: string;
  /** Substituted for `{userId}`: the profile id when signed in, the guest Sub otherwise. */
  userId?: string;
  /** header.md §3 "User session": present only with a user-pool session. */
  jwtToken?: string;
  /** header.md §6: the UCA id, from the session's claims. */
  ucaId?: string;
  /** The session's first name (its given_name claim), before the profile cookie knows it. */
  firstName?: string;
}
const $writableAuth = atom<AuthState>({});
/** Read-only: `setAuth` is its writer. */
export const $auth = readonlyType($writableAuth);

/**
 * 'none': no session package is running (a page or a test without it), so
 * nothing waits. 'resolving': the session chunk is working out who the shopper
 * is; a request that needs the token waits for it. 'late': it took longer
 * than AUTH_WAIT_MS, so requests stop waiting (they go out as the cookies
 * say; the bag follows when the session arrives). 'resolved': $auth holds the
 * answer (which may be "no token": the widgets go on as a guest).
 */
export type AuthPhase = 'none' | 'resolving' | 'late' | 'resolved';
const $writableAuthPhase = atom<AuthPhase>('none');
/** Read-only: `beginAuthResolution`, `setAuth` and `drawAuthPhase` write it. */
export const $authPhase = readonlyType($writableAuthPhase);

/**
 * How long a request waits for the session before going out with what there
 * is: a session read, a failed guest refresh and a new guest token are three
 * calls of at most 3 s each (header.md §9 default timeout), but the shopper
 * should not wait that long for a count.
 */
const AUTH_WAIT_MS = 4000;

/**
 * Called by the bundle when it schedules the session chunk, before the first
 * request can go. The wait is bounded once for the page, from here: a request
 * made at 1 s waits at most 3 s more, and none waits after the deadline.
 */
export function beginAuthResolution(maxWaitMs: number = AUTH_WAIT_MS): void {
  if ($authPhase.get() !== 'none') return;
  $writableAuthPhase.set('resolving');
  pageClock.after(maxWaitMs, () => {
    if ($authPhase.get() === 'resolving') $writableAuthPhase.set('late');
  });
}

/** The one writer of $auth: the session package, when it has resolved or the shopper signed in or out. */
export function setAuth(auth: AuthState): void {
  $writableAuth.set({ ...auth });
  $writableAuthPhase.set('resolved');
}

/**
 * A server's first paint: the phase its client will hydrate in ('resolving'
 * when the element shows the shopper, as core shopperDemand starts it), with
 * no deadline, since nothing on the server waits.
 */
export function drawAuthPhase(phase: 'none' | 'resolving'): void {
  $writableAuthPhase.set(phase);
}

/**
 * Resolves once the session is known or the page's deadline has passed; at
 * once when no session package is resolving. Never rejects: a request that
 * stops waiting goes out once, as the cookies say.
 */
export function whenAuthSettled(): Promise<void> {
  if ($authPhase.get() !== 'resolving') return Promise.resolve();
  return new Promise((resolve) => {
    const off = $authPhase.listen((phase) => {
      if (phase === 'resolving') return;
      off();
      resolve();
    });
  });
}

export function refreshSession(): void {
  $writableSession.set({ customer: ensureCustomerCookie(), profile: readProfileData() });
}

export const $userId = computed([$auth, $session], (auth, session) => auth.userId ?? session.customer.customerId);
export const $firstName = computed([$auth, $session], (auth, session) =>
  displayFirstName(auth.firstName ?? session.profile.firstName),
);
/** header.md §5 "Signed-in state". */
export const $signedIn = computed([$auth, $session], (auth, session) => isSignedIn(session.profile, auth.jwtToken));
/** header.md §3: the shopper's country (model/country.ts): the page's config, else the profile cookie, else US. */
export const $country = computed([$config, $session], (config, session) =>
  shopperCountry(config.profile.countryPreference, session.profile.countryPreference),
);
