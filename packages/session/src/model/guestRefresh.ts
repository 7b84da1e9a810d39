/**
 * header.md §4 "Session resolution", guest token refresh, as a decision the
 * caller acts on: no access token rejects with 'No access token'; an
 * ExpiresAt later than now resolves 'Valid access Token' without a call;
 * otherwise the refresh token is posted (and a failure rejects with
 * 'Invalid Refresh Token', see state/guest.ts).
 */
export const NO_ACCESS_TOKEN = 'No access token';
export const VALID_ACCESS_TOKEN = 'Valid access Token';
export const INVALID_REFRESH_TOKEN = 'Invalid Refresh Token';

export interface GuestTokens {
  sub?: string;
  accessToken?: string;
  /** Epoch milliseconds; undefined when missing or unreadable (read as expired). */
  expiresAt?: number;
  refreshToken?: string;
}

export type GuestRefreshDecision =
  | { kind: 'reject'; reason: typeof NO_ACCESS_TOKEN }
  | { kind: 'valid'; message: typeof VALID_ACCESS_TOKEN }
  | { kind: 'refresh'; refreshToken: string | undefined };

export function decideGuestRefresh(tokens: GuestTokens, now: number): GuestRefreshDecision {
  if (!tokens.accessToken) return { kind: 'reject', reason: NO_ACCESS_TOKEN };
  if (tokens.expiresAt !== undefined && tokens.expiresAt > now) return { kind: 'valid', message: VALID_ACCESS_TOKEN };
  return { kind: 'refresh', refreshToken: tokens.refreshToken };
}

/**
 * The token service's AuthenticationResult (header.md §3 "Guest token
 * response": Sub and AccessToken). RefreshToken and ExpiresIn (seconds) are
 * what a token service answers beside them; when ExpiresIn is missing the
 * token is treated as good for an hour, the service's usual lifetime.
 */
const DEFAULT_GUEST_TOKEN_LIFETIME_S = 3600;

export function guestTokensFromAnswer(
  answer: unknown,
  now: number,
): (Required<Pick<GuestTokens, 'sub' | 'accessToken'>> & GuestTokens) | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const result = (answer as { AuthenticationResult?: unknown }).AuthenticationResult;
  if (typeof result !== 'object' || result === null) return null;
  const { Sub, AccessToken, RefreshToken, ExpiresIn } = result as Record<string, unknown>;
  if (typeof Sub !== 'string' || !Sub.trim() || typeof AccessToken !== 'string' || !AccessToken.trim()) return null;
  const lifetime =
    typeof ExpiresIn === 'number' && Number.isFinite(ExpiresIn) && ExpiresIn > 0
      ? ExpiresIn
      : DEFAULT_GUEST_TOKEN_LIFETIME_S;
  return {
    sub: Sub,
    accessToken: AccessToken,
    expiresAt: now + lifetime * 1000,
    ...(typeof RefreshToken === 'string' && RefreshToken ? { refreshToken: RefreshToken } : {}),
  };
}
