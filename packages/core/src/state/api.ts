import type { RequestOptions } from '../http/http';
import { $auth, $userId, whenAuthSettled } from './session';

/**
 * requestJson with the session's bearer token and user id filled in: what
 * every widget's `api/` functions call. While the session is resolving the
 * request waits for it (bounded, AUTH_WAIT_MS), then goes out once. The HTTP
 * client is imported here, not with the page: no request goes out before the
 * first render, and its 0.6 KB gzip is kept out of the first script (its ky
 * was already loaded on the first request).
 */
export async function sessionRequest<T = unknown>(url: string, options?: RequestOptions): Promise<T> {
  await whenAuthSettled();
  const { requestJson } = await import('../http/http');
  return requestJson<T>(url, options, { token: $auth.get().token, userId: $userId.get() });
}
