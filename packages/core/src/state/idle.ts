import type { Cancel } from './clock';

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `run` when the browser is next idle, and by `timeoutMs` at the latest
 * (0: no deadline); where there is no requestIdleCallback (Safari), after
 * `fallbackMs`. The lazy parts that load after the first render (the bag's
 * panels, the interactive search, the abandon-cart watcher) wait with this
 * one helper. Returns the cancel.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs = 1): Cancel {
  const win = window as IdleWindow;
  if (!win.requestIdleCallback) {
    const timer = setTimeout(run, fallbackMs);
    return () => clearTimeout(timer);
  }
  const handle = win.requestIdleCallback(run, { timeout: timeoutMs });
  return () => win.cancelIdleCallback?.(handle);
}
