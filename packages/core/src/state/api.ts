import { requestJson, type RequestOptions } from '../http/http';
import { $auth, $userId, whenAuthSettled } from './session';

/**
 * requestJson with the session's bearer token and user id filled in: what
 * every widget's `api/` functions call. While the session is resolving the
 * request waits for it (bounded, AUTH_WAIT_MS), then goes out once.
 */
export async function sessionRequest<T = unknown>(url: string, options?: RequestOptions): Promise<T> {
  await whenAuthSettled();
  return requestJson<T>(url, options, { token: $auth.get().token, userId: $userId.get() });
}
