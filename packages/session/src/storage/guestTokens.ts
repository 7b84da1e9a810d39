import { logErrorOnce, webStorage } from '@nm/core';
import type { GuestTokens } from '../model/guestRefresh';

/** header.md §3: guest session values under keys starting `guestUser.`, as text. */
const GUEST_KEYS = {
  sub: 'guestUser.Sub',
  accessToken: 'guestUser.AccessToken',
  expiresAt: 'guestUser.ExpiresAt',
  refreshToken: 'guestUser.RefreshToken',
} as const satisfies Record<keyof GuestTokens, string>;

/** Tokens are opaque but never blank, never JSON punctuation, never whitespace inside. */
const TOKEN_TEXT = /^[\w.~+/=:-]{1,4096}$/;

function readText(key: string): string | undefined {
  const raw = webStorage.readRaw('local', key);
  if (raw === null) return undefined;
  if (TOKEN_TEXT.test(raw)) return raw;
  logErrorOnce(`guest-corrupt:${key}`, `localStorage "${key}" is not a token; it is ignored and replaced`);
  return undefined;
}

/**
 * Reads what the guest flow stored. A corrupt value reads as absent (logged
 * once, naming the key): a corrupt access token means "no access token" and a
 * corrupt ExpiresAt means "expired", so the flow asks the service again rather
 * than send garbage.
 */
export function readGuestTokens(): GuestTokens {
  const tokens: GuestTokens = {};
  const sub = readText(GUEST_KEYS.sub);
  const accessToken = readText(GUEST_KEYS.accessToken);
  const refreshToken = readText(GUEST_KEYS.refreshToken);
  const expires = webStorage.readRaw('local', GUEST_KEYS.expiresAt);
  if (sub) tokens.sub = sub;
  if (accessToken) tokens.accessToken = accessToken;
  if (refreshToken) tokens.refreshToken = refreshToken;
  if (expires !== null) {
    if (/^\d{1,16}$/.test(expires)) tokens.expiresAt = Number(expires);
    else
      logErrorOnce(
        `guest-corrupt:${GUEST_KEYS.expiresAt}`,
        `localStorage "${GUEST_KEYS.expiresAt}" is not a time; the guest token is treated as expired`,
      );
  }
  return tokens;
}

export function writeGuestTokens(tokens: GuestTokens): void {
  for (const name of Object.keys(GUEST_KEYS) as Array<keyof GuestTokens>) {
    const value = tokens[name];
    if (value === undefined) webStorage.remove('local', GUEST_KEYS[name]);
    else webStorage.writeRaw('local', GUEST_KEYS[name], String(value));
  }
}
