import { logError, logErrorOnce } from '@nm/core';
import { migrateGuest, postGuestRefresh, requestGuestToken } from '../api/guest';
import {
  decideGuestRefresh,
  guestTokensFromAnswer,
  INVALID_REFRESH_TOKEN,
  NO_ACCESS_TOKEN,
  VALID_ACCESS_TOKEN,
  type GuestTokens,
} from '../model/guestRefresh';
import { readGuestTokens, writeGuestTokens } from '../storage/guestTokens';

/**
 * header.md §4 guest token refresh, exactly as written: rejects with
 * 'No access token' when there is none; resolves 'Valid access Token' without
 * a call while ExpiresAt is later than now; otherwise posts the refresh token
 * and rejects with 'Invalid Refresh Token' when that fails (a failed call, or
 * an answer without a Sub and an access token).
 */
export async function refreshGuestToken(signal?: AbortSignal, now: () => number = Date.now): Promise<string> {
  const stored = readGuestTokens();
  const decision = decideGuestRefresh(stored, now());
  if (decision.kind === 'reject') throw new Error(NO_ACCESS_TOKEN);
  if (decision.kind === 'valid') return VALID_ACCESS_TOKEN;
  if (!decision.refreshToken) throw new Error(INVALID_REFRESH_TOKEN);
  let tokens: GuestTokens | null;
  try {
    tokens = guestTokensFromAnswer(await postGuestRefresh(decision.refreshToken, signal), now());
  } catch {
    throw new Error(INVALID_REFRESH_TOKEN);
  }
  if (!tokens) throw new Error(INVALID_REFRESH_TOKEN);
  // A refresh answer may leave the refresh token out: the one we have stays good.
  writeGuestTokens({ refreshToken: decision.refreshToken, ...tokens });
  return tokens.accessToken ?? '';
}

/** A brand-new guest: GET the token, keep it, and tell the profile service (its answer is ignored). */
export async function requestNewGuest(signal?: AbortSignal, now: () => number = Date.now): Promise<GuestTokens> {
  const tokens = guestTokensFromAnswer(await requestGuestToken(signal), now());
  if (!tokens) throw new Error('the guest token answer has no AuthenticationResult with a Sub and an AccessToken');
  writeGuestTokens(tokens);
  migrateGuest(tokens.sub, tokens.accessToken, signal).catch((error: unknown) => {
    logErrorOnce(
      'guest-migration',
      'POST /migration/profile/guest failed; carrying on (its result is not used)',
      error,
    );
  });
  return tokens;
}

/**
 * header.md §4: with no signed-in session, refresh the guest token; if that
 * fails, request a new one. When both fail the flow goes on with whatever
 * guest tokens exist, and one line says so.
 */
export async function ensureGuest(signal?: AbortSignal, now: () => number = Date.now): Promise<GuestTokens> {
  try {
    await refreshGuestToken(signal, now);
  } catch {
    try {
      // Returned as well as stored: with storage disabled this page still has its guest.
      return await requestNewGuest(signal, now);
    } catch (error) {
      if (!signal?.aborted) logError('Minicart error getting guest', error);
    }
  }
  return readGuestTokens();
}
