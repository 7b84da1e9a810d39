import { pageClock, type Cancel, type Clock } from './clock';

/** What an idle wait reads of the page: the browser's window, or a test's stand-in. */
export type IdleWindow = {
  /** Absent in Safari. */
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `run` when the browser is next idle, and by `timeoutMs` at the latest
 * (0: no deadline); where there is no requestIdleCallback (Safari), after
 * `fallbackMs` on the clock. The one idle wait of the bundle: the lazy parts
 * that load after the first render (the bag's panels, the interactive search,
 * the abandon-cart watcher) and the session's quiet moment. Returns the cancel.
 */
export function whenIdle(
  run: () => void,
  timeoutMs: number,
  fallbackMs = 1,
  win: IdleWindow = window,
  clock: Clock = pageClock,
): Cancel {
  if (!win.requestIdleCallback) return clock.after(fallbackMs, run);
  const handle = win.requestIdleCallback(run, { timeout: timeoutMs });
  return () => win.cancelIdleCallback?.(handle);
}
