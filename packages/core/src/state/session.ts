import { atom, computed } from 'nanostores';
import {
  displayFirstName, ensureCustomerCookie, readProfileData,
  type CustomerCookie, type ProfileData,
} from '../session/session';

export interface SessionState {
  customer: CustomerCookie;
  profile: ProfileData;
}

/** Read from cookies at start-up (`refreshSession`), the one place that reads them. */
export const $session = atom<SessionState>({ customer: { isLoggedin: false, isGuest: true }, profile: {} });

/**
 * The slot the session issue fills: a bearer token and the user id for
 * `{userId}` paths (guest Sub or profile id). Until then the id comes from
 * the cstmr cookie and requests go without a token.
 */
export interface AuthState {
  token?: string;
  userId?: string;
  jwtToken?: string;
}
export const $auth = atom<AuthState>({});

export function refreshSession(): void {
  $session.set({ customer: ensureCustomerCookie(), profile: readProfileData() });
}

export const $userId = computed([$auth, $session], (auth, session) => auth.userId ?? session.customer.customerId);
export const $firstName = computed($session, (session) => displayFirstName(session.profile.firstName));
