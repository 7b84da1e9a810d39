import { requestJson, type RequestOptions } from '../http/http';
import { $auth, $userId } from './session';

/**
 * requestJson with the session's bearer token and user id filled in: what
 * every widget's `api/` functions call.
 */
export function sessionRequest<T = unknown>(url: string, options?: RequestOptions): Promise<T> {
  return requestJson<T>(url, options, { token: $auth.get().token, userId: $userId.get() });
}
