import { createIdentityApi, type IdentityApi } from './api/identityApi';
import type { CredentialSource } from './model/constants';
import {
  CredentialsError,
  federationLogins,
  needsRefresh,
  parseSource,
  requireIdentityPool,
  sessionLogins,
  type IdentityCredentials,
} from './model/rules';
import { NO_CURRENT_USER, NO_FEDERATED_INFO, NO_USER_POOL } from './model/strings';
import {
  readFederatedInfo,
  readGuestIdentityId,
  removeFederatedInfo,
  removeGuestIdentityId,
  writeGuestIdentityId,
} from './storage';

export interface CredentialsProviderOptions {
  region?: string | undefined;
  identityPoolId?: string | undefined;
  userPoolId?: string | undefined;
  /** Cognito Identity's endpoint when it is not AWS's (the demo host's stand-in). */
  endpoint?: string | undefined;
  /** The signed-in user's user-pool ID token, read when a session source asks. */
  idToken?: (() => string | undefined) | undefined;
  /** The clock (ms since the epoch); tests inject it. */
  now?: (() => number) | undefined;
}

export interface CredentialsProvider {
  /** Credentials for 'session', 'federation' or 'guest'; anything else rejects with 'invalid source'. */
  get(source: string): Promise<IdentityCredentials>;
  /** Forgets the credentials and removes the stored federated info (sign-out). */
  clear(): void;
}

interface CacheEntry {
  source: CredentialSource;
  credentials: IdentityCredentials;
  fetchedAt: number;
}

/**
 * header.md §4 "Credentials (cloud identity)". One credential set is kept (the
 * last source asked for), reused until 3,000,000 ms have passed or it has
 * expired; concurrent asks for the same source share one call. Nothing here
 * logs: failures reject, and the caller decides what to log.
 *
 * Not carried over from Amplify: it linked a cached guest identity to the
 * logins on sign-in (GetCredentialsForIdentity on the guest's id with Logins).
 * Here a session or federation source asks GetId with its Logins, and the
 * guest identity stays the browser's guest identity.
 */
export function createCredentialsProvider(options: CredentialsProviderOptions): CredentialsProvider {
  const now = options.now ?? Date.now;
  let api: IdentityApi | undefined;
  let cached: CacheEntry | undefined;
  const inFlight = new Map<CredentialSource, Promise<IdentityCredentials>>();
  // A call that was under way when clear() ran must not put its answer back.
  let generation = 0;

  function client(region: string): IdentityApi {
    api ??= createIdentityApi({ region, endpoint: options.endpoint });
    return api;
  }

  async function guest(identityPoolId: string, identityApi: IdentityApi): Promise<IdentityCredentials> {
    const stored = readGuestIdentityId(identityPoolId);
    const identityId = stored ?? (await identityApi.getId(identityPoolId));
    try {
      const credentials = await identityApi.getCredentials(identityId, 'guest');
      if (stored === undefined || credentials.identityId !== stored)
        writeGuestIdentityId(identityPoolId, credentials.identityId);
      return credentials;
    } catch (error) {
      // header.md §8: "On a credentials failure the cached identity is removed and the error passed on."
      removeGuestIdentityId(identityPoolId);
      throw error;
    }
  }

  async function authenticated(
    source: 'session' | 'federation',
    identityPoolId: string,
    region: string,
    identityApi: IdentityApi,
  ): Promise<IdentityCredentials> {
    let logins: Record<string, string>;
    if (source === 'session') {
      const idToken = options.idToken?.();
      if (!idToken) throw new CredentialsError(NO_CURRENT_USER);
      if (!options.userPoolId?.trim()) throw new CredentialsError(NO_USER_POOL);
      logins = sessionLogins(region, options.userPoolId.trim(), idToken);
    } else {
      const info = readFederatedInfo();
      const federated = info && federationLogins(info, now());
      if (!federated) throw new CredentialsError(NO_FEDERATED_INFO);
      logins = federated;
    }
    const identityId = await identityApi.getId(identityPoolId, logins);
    return identityApi.getCredentials(identityId, source, logins);
  }

  async function load(source: CredentialSource): Promise<IdentityCredentials> {
    const { identityPoolId, region } = requireIdentityPool(options);
    const identityApi = client(region);
    const credentials =
      source === 'guest'
        ? await guest(identityPoolId, identityApi)
        : await authenticated(source, identityPoolId, region, identityApi);
    return Object.freeze(credentials);
  }

  return {
    async get(requested) {
      const source = parseSource(requested);
      if (
        cached?.source === source &&
        !needsRefresh({ fetchedAt: cached.fetchedAt, expiration: cached.credentials.expiration }, now())
      ) {
        return cached.credentials;
      }
      const pending = inFlight.get(source);
      if (pending) return pending;
      const startedIn = generation;
      const call = load(source).then((credentials) => {
        if (startedIn === generation) cached = { source, credentials, fetchedAt: now() };
        return credentials;
      });
      inFlight.set(source, call);
      const settle = () => {
        if (inFlight.get(source) === call) inFlight.delete(source);
      };
      void call.then(settle, settle);
      return call;
    },
    clear() {
      generation += 1;
      cached = undefined;
      inFlight.clear();
      removeFederatedInfo();
    },
  };
}
