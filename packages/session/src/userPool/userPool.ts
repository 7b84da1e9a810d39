import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import type { ResolvedIdentity } from '../model/userPools';
import { createUserPoolClient } from './client';
import { createUserPoolStorage } from './storage';

/**
 * The user pool through amazon-cognito-identity-js (header.md §7 "User-pool
 * authentication": session checked from storage, password flow, credentials
 * included, region us-west-2). `userPoolEndpoint` points it at a local
 * emulator exactly as it would at AWS. The library keeps its tokens in
 * localStorage under CognitoIdentityServiceProvider.{clientId}.*, through
 * our storage (./storage.ts: a full or read-only storage is still read), and
 * calls the pool through our client (./client.ts: the spec's retry rule).
 */
export interface UserPoolSession {
  /** The ID token's JWT: the session's jwtToken (header.md §3) and the bearer for calls. */
  jwtToken: string;
}

export type SignInResult =
  | { ok: true; session: UserPoolSession }
  | { ok: false; error: { name: string; message: string } };

/** header.md §8: "Session check failure: session treated as empty; message is the error message or 'No current user'". */
export const NO_CURRENT_USER = 'No current user';

export function createUserPool(identity: ResolvedIdentity): CognitoUserPool {
  const pool = new CognitoUserPool({
    UserPoolId: identity.userPoolId,
    ClientId: identity.clientId,
    Storage: createUserPoolStorage(),
  });
  // The library's users take the pool's client when they are made, so replacing it here covers every call.
  const endpoint =
    identity.userPoolEndpoint ?? `https://cognito-idp.${identity.userPoolId.split('_')[0]}.amazonaws.com/`;
  (pool as unknown as { client: unknown }).client = createUserPoolClient(endpoint, 'include');
  return pool;
}

const storageOf = (pool: CognitoUserPool) => (pool as unknown as { storage: ICognitoStorage }).storage;

function sessionOf(session: CognitoUserSession | null): UserPoolSession | null {
  const jwtToken = session?.getIdToken().getJwtToken();
  return jwtToken ? { jwtToken } : null;
}

/**
 * The current session from storage, refreshed by the library when its tokens
 * have expired (one call with the refresh token). Rejects with the library's
 * error, or 'No current user' when nobody is signed in.
 */
export function readCurrentSession(pool: CognitoUserPool): Promise<UserPoolSession> {
  return new Promise((resolve, reject) => {
    const user = pool.getCurrentUser();
    if (!user) return reject(new Error(NO_CURRENT_USER));
    user.getSession((error: Error | null, session: CognitoUserSession | null) => {
      if (error) return reject(error);
      const current = session?.isValid() ? sessionOf(session) : null;
      if (!current) return reject(new Error(NO_CURRENT_USER));
      resolve(current);
    });
  });
}

function errorOf(error: unknown): { name: string; message: string } {
  if (error instanceof Error || (typeof error === 'object' && error !== null)) {
    const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
    return {
      name: typeof code === 'string' ? code : typeof name === 'string' ? name : 'Error',
      message: typeof message === 'string' ? message : 'Sign-in failed',
    };
  }
  return { name: 'Error', message: String(error) };
}

/**
 * header.md §7 signIn(email, password): success only when the answer has a
 * jwtToken; errors are returned to the caller, never thrown and never shown.
 * A challenge the widgets cannot answer (a new password, MFA) is an error too.
 */
export function signInToUserPool(
  pool: CognitoUserPool,
  identity: ResolvedIdentity,
  email: string,
  password: string,
): Promise<SignInResult> {
  return new Promise((resolve) => {
    let user: CognitoUser;
    try {
      // The pool's storage: the library would give a new user its own (local storage probed with a test write, or an
      // empty memory store when that fails), and a sign-in kept there is one the pool never reads back.
      user = new CognitoUser({ Username: email, Pool: pool, Storage: storageOf(pool) });
      user.setAuthenticationFlowType(identity.authFlow);
    } catch (error) {
      resolve({ ok: false, error: errorOf(error) });
      return;
    }
    const fail = (name: string, message: string) => resolve({ ok: false, error: { name, message } });
    user.authenticateUser(new AuthenticationDetails({ Username: email, Password: password }), {
      onSuccess: (session) => {
        const current = sessionOf(session);
        if (current) resolve({ ok: true, session: current });
        else fail('NoJwtToken', 'The sign-in answer has no jwtToken');
      },
      onFailure: (error: unknown) => resolve({ ok: false, error: errorOf(error) }),
      newPasswordRequired: () => fail('NewPasswordRequired', 'This account must set a new password first'),
      mfaRequired: () => fail('MfaRequired', 'This account needs a second factor'),
      totpRequired: () => fail('MfaRequired', 'This account needs a second factor'),
      selectMFAType: () => fail('MfaRequired', 'This account needs a second factor'),
      mfaSetup: () => fail('MfaRequired', 'This account needs a second factor'),
      customChallenge: () => fail('CustomChallenge', 'This account needs a challenge the widgets do not answer'),
    });
  });
}

/** Forgets the signed-in user's tokens on this device (the library's local sign-out). */
export function signOutOfUserPool(pool: CognitoUserPool): void {
  pool.getCurrentUser()?.signOut();
}
