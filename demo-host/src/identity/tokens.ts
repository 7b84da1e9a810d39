// Who a request's bearer token says it is: a guest access token from
// the guest token stand-in (opaque, remembered here), or an ID token from
// cognito-local (a JWT, verified against cognito-local's signing key).
// Nothing here ever logs or returns a token: only its kind and subject.

import { createPublicKey, randomBytes, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import cognitoLocalPublicKey from 'cognito-local/lib/keys/cognitoLocal.public.json' with { type: 'json' };

/** header.md §3 "Guest token response", plus what a real token service also answers. */
export interface GuestAuthenticationResult {
  /** The guest id: the {userId} of the guest's cart calls. */
  Sub: string;
  AccessToken: string;
  /** Posted to /guests/v1/refresh as { token } when the access token has expired. */
  RefreshToken: string;
  /** Seconds the access token is valid from now. */
  ExpiresIn: number;
  /** When the access token expires, in epoch milliseconds (what guestUser.ExpiresAt is compared with Date.now()). */
  ExpiresAt: number;
}

/** One hour, as Cognito's access tokens. */
const GUEST_ACCESS_TTL_SECONDS = 3600;
/** Thirty days, as the cstmr cookie. */
const GUEST_REFRESH_TTL_SECONDS = 30 * 24 * 3600;

interface Grant {
  sub: string;
  expiresAt: number;
}

const opaqueToken = (prefix: string): string => `${prefix}.${randomBytes(24).toString('base64url')}`;

/** The guest token service's memory: token → guest id and expiry. */
export class GuestTokens {
  readonly #access = new Map<string, Grant>();
  readonly #refresh = new Map<string, Grant>();

  constructor(
    private readonly now: () => number = Date.now,
    readonly accessTtlSeconds: number = GUEST_ACCESS_TTL_SECONDS,
  ) {}

  /** A new access token (and refresh token) for this guest. */
  issue(sub: string): GuestAuthenticationResult {
    const refreshToken = opaqueToken('gr');
    this.#refresh.set(refreshToken, { sub, expiresAt: this.now() + GUEST_REFRESH_TTL_SECONDS * 1000 });
    return this.#accessFor(sub, refreshToken);
  }

  /** A new access token for the refresh token's guest (the refresh token stays), or undefined when unknown or expired. */
  refresh(refreshToken: string): GuestAuthenticationResult | undefined {
    const grant = this.#refresh.get(refreshToken);
    if (!grant || grant.expiresAt <= this.now()) return undefined;
    return this.#accessFor(grant.sub, refreshToken);
  }

  /** The guest id of a live access token. */
  subjectOf(accessToken: string): string | undefined {
    const grant = this.#access.get(accessToken);
    return grant && grant.expiresAt > this.now() ? grant.sub : undefined;
  }

  /** Demo only: every access token expires now (so the next page load must refresh). */
  expireAccessTokens(): void {
    for (const grant of this.#access.values()) grant.expiresAt = this.now();
  }

  /** Demo only: every refresh token is rejected from now on. */
  revokeRefreshTokens(): void {
    this.#refresh.clear();
  }

  #accessFor(sub: string, refreshToken: string): GuestAuthenticationResult {
    const accessToken = opaqueToken('ga');
    const expiresAt = this.now() + this.accessTtlSeconds * 1000;
    this.#access.set(accessToken, { sub, expiresAt });
    return {
      Sub: sub,
      AccessToken: accessToken,
      RefreshToken: refreshToken,
      ExpiresIn: this.accessTtlSeconds,
      ExpiresAt: expiresAt,
    };
  }
}

/** The ID token claims the stand-ins read. */
interface IdTokenClaims {
  sub?: string;
  email?: string;
  given_name?: string;
  token_use?: string;
  exp?: number;
  iss?: string;
  'custom:profileId'?: string;
  'custom:ucaId'?: string;
}

/** cognito-local signs every token with this one key (it serves it at /{poolId}/.well-known/jwks.json). */
const COGNITO_LOCAL_JWK = cognitoLocalPublicKey.jwk;
let cognitoLocalKey: KeyObject | undefined;
const signingKey = (): KeyObject => (cognitoLocalKey ??= createPublicKey({ key: COGNITO_LOCAL_JWK, format: 'jwk' }));

function decodeSegment(segment: string | undefined): Record<string, unknown> | undefined {
  if (!segment) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export type IdTokenCheck = { ok: true; claims: IdTokenClaims } | { ok: false; reason: string };

/**
 * An ID token from cognito-local: RS256, signed by its key, not expired,
 * token_use "id". The reason names what is wrong, never the token.
 */
export function verifyIdToken(token: string, now: number = Date.now()): IdTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'not a JWT' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeSegment(headerPart);
  const claims = decodeSegment(payloadPart) as IdTokenClaims | undefined;
  if (!header || !claims) return { ok: false, reason: 'not a JWT' };
  if (header['alg'] !== 'RS256' || header['kid'] !== COGNITO_LOCAL_JWK.kid)
    return { ok: false, reason: 'not signed by cognito-local' };
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    signingKey(),
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!signed) return { ok: false, reason: 'bad signature' };
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  if (claims.token_use !== 'id') return { ok: false, reason: `a ${String(claims.token_use)} token, not an ID token` };
  return { ok: true, claims };
}

/** What an Authorization header says, without the token. */
export type Caller =
  | { kind: 'none' }
  | { kind: 'guest'; scheme: 'Bearer'; subject: string }
  | { kind: 'customer'; scheme: 'Bearer'; subject: string; ucaId?: string; sub?: string }
  | { kind: 'invalid'; scheme: string; reason: string };

/** Reads an Authorization header: no header, a live guest token, a valid cognito-local ID token, or invalid. */
export function identifyCaller(
  authorization: string | undefined,
  guests: GuestTokens,
  now: number = Date.now(),
): Caller {
  if (authorization === undefined || authorization.trim() === '') return { kind: 'none' };
  const match = /^(\S+)\s+(\S+)$/.exec(authorization.trim());
  if (!match)
    return {
      kind: 'invalid',
      scheme: authorization.trim().split(/\s+/)[0] ?? '',
      reason: 'malformed Authorization header',
    };
  const [, scheme = '', token = ''] = match;
  if (scheme.toLowerCase() !== 'bearer') return { kind: 'invalid', scheme, reason: 'not a Bearer token' };
  const guest = guests.subjectOf(token);
  if (guest !== undefined) return { kind: 'guest', scheme: 'Bearer', subject: guest };
  if (token.split('.').length !== 3)
    return { kind: 'invalid', scheme: 'Bearer', reason: 'unknown or expired guest token' };
  const checked = verifyIdToken(token, now);
  if (!checked.ok) return { kind: 'invalid', scheme: 'Bearer', reason: checked.reason };
  const profileId = checked.claims['custom:profileId'];
  if (typeof profileId !== 'string' || profileId === '')
    return { kind: 'invalid', scheme: 'Bearer', reason: 'the ID token has no custom:profileId' };
  const ucaId = checked.claims['custom:ucaId'];
  return {
    kind: 'customer',
    scheme: 'Bearer',
    subject: profileId,
    ...(typeof ucaId === 'string' && { ucaId }),
    ...(typeof checked.claims.sub === 'string' && { sub: checked.claims.sub }),
  };
}

/**
 * Whether this caller may act for `id`: no header (the legacy cookie pages)
 * or a token that belongs to it: the guest's Sub, the customer's profile id
 * (or, where a call takes it, `acceptUcaId`, the customer's UCA id).
 */
export function callerMayActFor(
  caller: Caller,
  id: string,
  { acceptUcaId = false }: { acceptUcaId?: boolean } = {},
): boolean {
  if (caller.kind === 'none') return true;
  if (caller.kind === 'guest') return caller.subject === id;
  if (caller.kind === 'customer') return caller.subject === id || (acceptUcaId && caller.ucaId === id);
  return false;
}
