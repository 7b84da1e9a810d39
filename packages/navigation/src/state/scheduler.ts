/** Cancels what was scheduled; calling it after the run, or twice, does nothing. */
export type Cancel = () => void;

/**
 * The navigation's clock (hover intent, hover-out, the mobile slide),
 * injected like the search's (packages/search/src/state/scheduler.ts), with
 * `now()` for the safe triangle's grace. Tests give vitest's fake timers.
 */
export interface Clock {
  after(ms: number, run: () => void): Cancel;
  now(): number;
}

export const pageClock: Clock = {
  after(ms, run) {
    const id = setTimeout(run, ms);
    return () => clearTimeout(id);
  },
  now: () => Date.now(),
};
