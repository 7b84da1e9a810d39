import type { RequestOptions } from '../http/http';
import { $auth, $userId, whenAuthSettled } from './session';

/**
 * The HTTP client: fetched with the first request, not in the first script
 * (it already waits for ky, which it loads itself). Its one request more is
 * made while the session is being waited for.
 */
const http = () => import('../http/http');

/**
 * requestJson with the session's bearer token and user id filled in: what
 * every widget's `api/` functions call. While the session is resolving the
 * request waits for it (bounded, AUTH_WAIT_MS), then goes out once.
 */
export async function sessionRequest<T = unknown>(url: string, options?: RequestOptions): Promise<T> {
  const [{ requestJson }] = await Promise.all([http(), whenAuthSettled()]);
  return requestJson<T>(url, options, { token: $auth.get().token, userId: $userId.get() });
}
