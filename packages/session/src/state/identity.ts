import {
  $config,
  $session,
  logError,
  logErrorOnce,
  pageClock,
  refreshSession,
  setAuth,
  writeSignedInCookies,
  writeSignedOutCookies,
  type AuthState,
  type SignInOutcome,
} from '@nm/core';
import type { CognitoUserPool } from 'amazon-cognito-identity-js';
import { readClaims } from '../model/claims';
import { resolveIdentity, type ResolvedIdentity } from '../model/userPools';
import {
  createUserPool,
  NO_CURRENT_USER,
  readCurrentSession,
  signInToUserPool,
  signOutOfUserPool,
  type UserPoolSession,
} from '../userPool/userPool';
import { ensureGuest } from './guest';

/**
 * How long the stored session may take to read: it is local, unless its
 * tokens expired and the library refreshes them (one call, 3 s like every
 * other call here, header.md §9 default timeout; a quick 502 gets its one
 * retry 1000 ms later inside this bound, userPool/client.ts).
 */
const SESSION_READ_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const cancel = pageClock.after(ms, () => reject(new Error(`${what} took longer than ${ms} ms`)));
    promise.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The one user pool of the page, from the config the bundle read at start-up. */
interface Identity {
  identity: ResolvedIdentity;
  pool: CognitoUserPool;
}
let current: Identity | null = null;
function identity(): Identity {
  if (!current) {
    const resolved = resolveIdentity($config.get());
    current = { identity: resolved, pool: createUserPool(resolved) };
  }
  return current;
}

/**
 * A user-pool session becomes the shopper: cookies first (the legacy page and
 * the profile read them), then $auth. A session whose ID token cannot be read
 * is no session (logged once): the page goes on as a guest.
 */
function applySignedIn(session: UserPoolSession): boolean {
  const claims = readClaims(session.jwtToken);
  if (!claims) {
    logErrorOnce('session-claims', 'The signed-in session has an ID token that cannot be read; continuing as a guest');
    return false;
  }
  writeSignedInCookies({
    customerId: claims.profileId,
    ...(claims.firstName ? { firstName: claims.firstName } : {}),
    ...(claims.ucaId ? { ucaId: claims.ucaId } : {}),
  });
  refreshSession();
  setAuth({
    token: session.jwtToken,
    jwtToken: session.jwtToken,
    userId: claims.profileId,
    ...(claims.ucaId ? { ucaId: claims.ucaId } : {}),
    ...(claims.firstName ? { firstName: claims.firstName } : {}),
  });
  return true;
}

/**
 * No user-pool session: the guest flow (header.md §4). A page whose own
 * server signed the shopper in (cstmr says logged in, with an id) keeps that
 * identity and sends no token, as before this package existed: its session
 * is the page's, and a guest token would address someone else's bag.
 */
async function applyGuest(signal?: AbortSignal): Promise<void> {
  const { customer } = $session.get();
  if (customer.isLoggedin && customer.customerId) {
    setAuth({});
    return;
  }
  const tokens = await ensureGuest(signal);
  const auth: AuthState = tokens.accessToken && tokens.sub ? { token: tokens.accessToken, userId: tokens.sub } : {};
  setAuth(auth);
}

async function readSession(): Promise<UserPoolSession | null> {
  try {
    return await withTimeout(
      readCurrentSession(identity().pool),
      SESSION_READ_TIMEOUT_MS,
      'Reading the signed-in session',
    );
  } catch (error) {
    // header.md §8: a failed session check is an empty session; nobody signed in is not worth a line.
    if (!(error instanceof Error && error.message === NO_CURRENT_USER))
      logErrorOnce('session-read', 'Session check failed; continuing as a guest', error);
    return null;
  }
}

/** Sign-in, sign-out and the start-up resolution run one after another, never interleaved. */
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(run: () => Promise<T>): Promise<T> {
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * header.md §4 "Session resolution": read the signed-in session while
 * whatever else start-up loads (`alongside`: the fingerprint config) loads in
 * parallel; a session makes the shopper signed in, none runs the guest flow.
 * $auth is set as soon as the shopper is known: requests waiting on it never
 * wait for `alongside`, and neither does a sign-in queued behind the
 * resolution. Resolves with what `alongside` loaded (null when it failed).
 */
export async function resolveSession<T>(alongside: () => Promise<T>, signal?: AbortSignal): Promise<T | null> {
  const loading = alongside().catch(() => null);
  await serially(async () => {
    try {
      const session = await readSession();
      if (!(session && applySignedIn(session))) await applyGuest(signal);
    } catch (error) {
      logError('Session resolution failed; continuing without a token', error);
      setAuth({});
    }
  });
  return loading;
}

export function signIn(email: string, password: string): Promise<SignInOutcome> {
  return serially(async () => {
    const { identity: resolved, pool } = identity();
    const result = await signInToUserPool(pool, resolved, email, password);
    if (!result.ok) return result;
    if (!applySignedIn(result.session))
      return { ok: false, error: { name: 'NoJwtToken', message: 'The sign-in answer has no readable jwtToken' } };
    return { ok: true };
  });
}

/**
 * Forgets the user-pool session and `onSignOut`'s state (the credentials and
 * the stored federated info), puts the cookies back to a guest's, and runs
 * the guest flow.
 */
export function signOut(onSignOut: () => void = () => undefined): Promise<void> {
  return serially(async () => {
    try {
      signOutOfUserPool(identity().pool);
    } catch (error) {
      logError('Signing out of the user pool failed; its stored session is left as it was', error);
    }
    onSignOut();
    writeSignedOutCookies();
    refreshSession();
    await applyGuest();
  });
}
