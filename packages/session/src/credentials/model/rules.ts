import {
  CREDENTIAL_SOURCES,
  CREDENTIALS_REFRESH_MS,
  FEDERATION_DOMAINS,
  SERVICE_ERROR_NAMES,
  type CredentialSource,
  type ServiceErrorName,
} from './constants';
import {
  INVALID_SOURCE,
  NO_ACCESS_KEY_ID,
  NO_CREDENTIALS,
  NO_IDENTITY_ID,
  NO_IDENTITY_POOL,
  NO_REGION,
  NO_SECRET_KEY,
} from './strings';

/**
 * header.md §4 "Credentials (cloud identity)", §5 and §8 as pure rules. No SDK,
 * no storage, no clock: the provider (../provider.ts) feeds them.
 */

/** Temporary AWS credentials for a Cognito identity, and where they came from. */
export interface IdentityCredentials {
  identityId: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
  /** §4: true for session and federation, false for guest. */
  authenticated: boolean;
  source: CredentialSource;
}

/**
 * Every failure the credentials reject with. `code` is the service's error
 * name when the service answered one (§8's eight names, or another the
 * service sent); `attempts` is how many requests the SDK made.
 * The message never carries a token: only the spec's texts, the operation
 * and the error name.
 */
export class CredentialsError extends Error {
  override readonly name = 'CredentialsError';
  readonly code: string | undefined;
  readonly attempts: number | undefined;
  constructor(message: string, details: { code?: string; attempts?: number } = {}) {
    super(message);
    this.code = details.code;
    this.attempts = details.attempts;
  }
}

/** §4: one of the three sources, or a rejection with 'invalid source'. */
export function parseSource(source: unknown): CredentialSource {
  if ((CREDENTIAL_SOURCES as readonly unknown[]).includes(source)) return source as CredentialSource;
  throw new CredentialsError(INVALID_SOURCE);
}

/** §4: "Flagged authenticated for session and federation, unauthenticated for guest." */
export function isAuthenticatedSource(source: CredentialSource): boolean {
  return source !== 'guest';
}

const present = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * §5: "Credentials from a session require both a federated identity pool and a
 * region in configuration" (checked in that order, as Amplify did). Applied to
 * every source: none can ask Cognito Identity without a pool and a region.
 */
export function requireIdentityPool(config: { identityPoolId?: string | undefined; region?: string | undefined }): {
  identityPoolId: string;
  region: string;
} {
  if (!present(config.identityPoolId)) throw new CredentialsError(NO_IDENTITY_POOL);
  if (!present(config.region)) throw new CredentialsError(NO_REGION);
  return { identityPoolId: config.identityPoolId.trim(), region: config.region.trim() };
}

/** The Logins key of a Cognito user pool: `cognito-idp.{region}.amazonaws.com/{userPoolId}`. */
export function userPoolLoginKey(region: string, userPoolId: string): string {
  return `cognito-idp.${region}.amazonaws.com/${userPoolId}`;
}

/** The Logins map for a session source: the user pool's key → the user-pool ID token. */
export function sessionLogins(region: string, userPoolId: string, idToken: string): Record<string, string> {
  return { [userPoolLoginKey(region, userPoolId)]: idToken };
}

/** `aws-amplify-federatedInfo` as Amplify wrote it: `{ provider, token, user?, expires_at? }` (expires_at in ms). */
export interface FederatedInfo {
  provider: string;
  token: string;
  user?: unknown;
  /** Milliseconds since the epoch. */
  expiresAt?: number;
}

/** Decodes stored federated info; anything else (wrong shape, empty token, bad expiry) is null. */
export function decodeFederatedInfo(value: unknown): FederatedInfo | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const { provider, token, user } = record;
  const expiresAt = record['expires_at'];
  if (typeof provider !== 'string' || !provider.trim()) return null;
  if (typeof token !== 'string' || !token.trim()) return null;
  if (expiresAt !== undefined && expiresAt !== null && (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)))
    return null;
  return {
    provider: provider.trim(),
    token,
    ...(user !== undefined && user !== null ? { user } : {}),
    ...(typeof expiresAt === 'number' ? { expiresAt } : {}),
  };
}

/**
 * The Logins map for a federation source: the provider's domain (Amplify's
 * names google, facebook, amazon, developer; any other provider is its own
 * key) → the federated token. Expired info gives none: the token would only
 * be refused.
 */
export function federationLogins(info: FederatedInfo, now: number): Record<string, string> | null {
  if (info.expiresAt !== undefined && info.expiresAt <= now) return null;
  const domain = Object.hasOwn(FEDERATION_DOMAINS, info.provider) ? FEDERATION_DOMAINS[info.provider] : undefined;
  return { [domain ?? info.provider]: info.token };
}

/** Cognito's identity ID pattern (`[\w-]+:[0-9a-f-]+`, at most 55 characters). */
const IDENTITY_ID = /^[\w-]+:[0-9a-f-]+$/;
function isIdentityId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 55 && IDENTITY_ID.test(value);
}

/**
 * A guest identity ID as stored: the bare ID (how Amplify wrote it) or a JSON
 * string of it. Anything else is not an identity ID (undefined).
 */
export function decodeStoredIdentityId(raw: string): string | undefined {
  if (isIdentityId(raw)) return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isIdentityId(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * §4: "Credentials refresh after 3,000,000 ms". Also refreshed once they have
 * expired, should the service give them a shorter life than that.
 */
export function needsRefresh(entry: { fetchedAt: number; expiration?: Date | undefined }, now: number): boolean {
  if (now - entry.fetchedAt >= CREDENTIALS_REFRESH_MS) return true;
  return entry.expiration !== undefined && entry.expiration.getTime() <= now;
}

export function isServiceErrorName(name: unknown): name is ServiceErrorName {
  return (SERVICE_ERROR_NAMES as readonly unknown[]).includes(name);
}

const IDENTIFIER = /^[A-Za-z][\w.]{0,63}$/;

/**
 * The name that describes a failure: the service's error name (the SDK sets
 * it from the answer's `__type`), a Node error code for a generic error
 * (ECONNREFUSED), else 'UnknownError'. Only identifiers pass, so nothing a
 * caller or the service put in a free-text field reaches a message.
 */
export function failureName(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'UnknownError';
  const { name, code } = error as { name?: unknown; code?: unknown };
  const generic = name === 'Error' || name === 'TypeError';
  if (generic && typeof code === 'string' && IDENTIFIER.test(code)) return code;
  if (typeof name === 'string' && IDENTIFIER.test(name)) return name;
  return 'UnknownError';
}

/**
 * §8: "Cloud identity error names handled generically": every service error,
 * the eight named or any other, becomes one rejection whose message names the
 * operation and the error, never the service's free text (which could echo
 * what was sent).
 */
export function serviceFailure(operation: 'GetId' | 'GetCredentialsForIdentity', error: unknown): CredentialsError {
  const name = failureName(error);
  const metadata = (error as { $metadata?: { attempts?: unknown } } | null)?.$metadata;
  const attempts = typeof metadata?.attempts === 'number' ? metadata.attempts : undefined;
  return new CredentialsError(`Cognito Identity ${operation} failed: ${name}`, {
    code: name,
    ...(attempts !== undefined ? { attempts } : {}),
  });
}

/** GetId's answer: its IdentityId, or §8's 'Response from Amazon Cognito contained no identity ID'. */
export function decodeGetIdAnswer(answer: { IdentityId?: unknown } | undefined): string {
  const id = answer?.IdentityId;
  if (typeof id !== 'string' || id === '') throw new CredentialsError(NO_IDENTITY_ID);
  return id;
}

interface CredentialsAnswer {
  IdentityId?: unknown;
  Credentials?:
    | { AccessKeyId?: unknown; SecretKey?: unknown; SessionToken?: unknown; Expiration?: unknown }
    | undefined;
}

/** GetCredentialsForIdentity's answer, decoded at the boundary. */
export function decodeCredentialsAnswer(
  answer: CredentialsAnswer | undefined,
  requestedIdentityId: string,
  source: CredentialSource,
): IdentityCredentials {
  const credentials = answer?.Credentials;
  if (!credentials) throw new CredentialsError(NO_CREDENTIALS);
  const { AccessKeyId, SecretKey, SessionToken, Expiration } = credentials;
  if (typeof AccessKeyId !== 'string' || AccessKeyId === '') throw new CredentialsError(NO_ACCESS_KEY_ID);
  if (typeof SecretKey !== 'string' || SecretKey === '') throw new CredentialsError(NO_SECRET_KEY);
  const identityId =
    typeof answer.IdentityId === 'string' && answer.IdentityId !== '' ? answer.IdentityId : requestedIdentityId;
  return {
    identityId,
    accessKeyId: AccessKeyId,
    secretAccessKey: SecretKey,
    ...(typeof SessionToken === 'string' && SessionToken !== '' ? { sessionToken: SessionToken } : {}),
    ...(Expiration instanceof Date && !Number.isNaN(Expiration.getTime()) ? { expiration: Expiration } : {}),
    authenticated: isAuthenticatedSource(source),
    source,
  };
}
