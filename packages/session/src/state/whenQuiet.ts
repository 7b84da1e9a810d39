import type { Quiet } from './quiet';

/**
 * The page's next quiet moment (./quiet.ts) as a promise, for the session
 * chunk's flows; rejects with the signal's reason when it aborts first, and
 * then withdraws the wait. In a module of its own so that it stays in the
 * session chunk: the bundle's first script only schedules.
 */
export function whenQuiet(quiet: Quiet, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      cancel();
      reject(signal?.reason);
    };
    const cancel = quiet.schedule(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** `quiet`'s moments in the form the flows take them (fingerprint/start.ts `whenQuiet`): one watcher, many waits. */
export function quietMomentsOf(quiet: Quiet): (signal?: AbortSignal) => Promise<void> {
  return (signal) => whenQuiet(quiet, signal);
}
