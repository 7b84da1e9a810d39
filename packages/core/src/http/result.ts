import { logError } from '../log/log';

/**
 * What every widget's `api/` function returns (ARCHITECTURE.md "The layers"):
 * the decoded data, or a failure naming the call. The mini-cart's and the
 * header's calls share this one shape, runner and logger. (The bad-answer
 * error is in ./badAnswer.ts: the first script's cart decoding throws it,
 * and a file of its own keeps these out of the first script.)
 */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; call: string; error: unknown };

/** Runs one call; a thrown error (HTTP, timeout, bad body) becomes a failure naming it. */
export async function attempt<T>(call: string, run: () => Promise<T>): Promise<ApiResult<T>> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    return { ok: false, call, error };
  }
}

/** A request cancelled on purpose (its element left the page, a newer one replaced it): not a failure. */
export const isAbort = (error: unknown): boolean =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';

/**
 * minicart.md §8, header.md §8: call failures are logged to the console only,
 * naming the widget and the call ("Minicart: GET cart/merge failed"). A
 * request aborted because its element left the page is not a failure.
 */
export function logFailure(result: ApiResult<unknown>, widget: string): void {
  if (result.ok || isAbort(result.error)) return;
  logError(`${widget}: ${result.call} failed`, result.error);
}
