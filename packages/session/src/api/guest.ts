import { $config, hostUrl, requestJson } from '@nm/core';

/**
 * header.md §7 guest calls. `{brand api base}` is the `guest` host of the
 * config (it follows brand and environment). The answers are decoded by the
 * caller (model/guestRefresh.ts); these only make the calls.
 */
export function requestGuestToken(signal?: AbortSignal): Promise<unknown> {
  // "credentials included": the token service ties the guest to the browser's cookies.
  return requestJson(hostUrl($config.get().hosts.guest, '/guests/v1/token'), {
    credentials: 'include',
    ...(signal ? { signal } : {}),
  });
}

export function postGuestRefresh(refreshToken: string, signal?: AbortSignal): Promise<unknown> {
  return requestJson(hostUrl($config.get().hosts.guest, '/guests/v1/refresh'), {
    method: 'POST',
    json: { token: refreshToken },
    ...(signal ? { signal } : {}),
  });
}

/** POST /migration/profile/guest with { id } and the bearer token; the result is ignored. */
export async function migrateGuest(id: string, accessToken: string, signal?: AbortSignal): Promise<void> {
  await requestJson(
    hostUrl($config.get().hosts.api, '/migration/profile/guest'),
    { method: 'POST', json: { id }, ...(signal ? { signal } : {}) },
    { token: accessToken },
  );
}
