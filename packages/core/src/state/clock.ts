/** Cancels what was scheduled; calling it after the run, or twice, does nothing. */
export type Cancel = () => void;

/**
 * Where a machine's time comes from (docs/ARCHITECTURE.md "Timers are
 * state"): the search's debounces and delayed submit, the navigation's hover
 * intent, hover-out and mobile slide. Injected, so a machine never reaches
 * for a global clock of its own; the default is the page's, which tests
 * replace with vitest's fake timers. `now()` is for a machine that measures
 * how long something has lasted (the navigation's safe-triangle grace).
 */
export interface Clock {
  after(ms: number, run: () => void): Cancel;
  now(): number;
}

/** The page's clock. `setTimeout` and `Date.now` are read at call time, so fake timers installed after this module loads are used. */
export const pageClock: Clock = {
  after(ms, run) {
    const id = setTimeout(run, ms);
    return () => clearTimeout(id);
  },
  now: () => Date.now(),
};
