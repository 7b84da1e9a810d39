import { logError } from '@nm/core';

/** What every api function returns: the decoded data, or a failure naming the call. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; call: string; error: unknown };

const success = <T>(data: T): ApiResult<T> => ({ ok: true, data });
const failure = (call: string, error: unknown): ApiResult<never> => ({ ok: false, call, error });

/** Runs one call; a thrown error (HTTP, timeout, bad body) becomes a failure naming it. */
export async function attempt<T>(call: string, run: () => Promise<T>): Promise<ApiResult<T>> {
  try {
    return success(await run());
  } catch (error) {
    return failure(call, error);
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'
  || (error instanceof Error && error.name === 'AbortError');

/**
 * minicart.md §8: cart, count, merge, store, delivery and recommendation
 * failures are logged to the console only, once each, naming the call. A
 * request aborted because its element left the page is not a failure.
 */
export function logFailure(result: ApiResult<unknown>): void {
  if (result.ok || isAbort(result.error)) return;
  logError(`Minicart: ${result.call} failed`, result.error);
}
