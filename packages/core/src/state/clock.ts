/** Cancels what was scheduled; calling it after the run, or twice, does nothing. */
export type Cancel = () => void;

/**
 * Where every delay in `model/` and `state/` comes from (docs/ARCHITECTURE.md
 * "Timers are state"): the search's debounces and delayed submit, the
 * navigation's hover intent, the bag's hover-open and auto-closes, the sticky
 * header's throttle and frame, the abandon-cart countdown, the session's
 * bounds. Injected, so a machine never reaches for a global clock of its own
 * (ESLint forbids the timer globals there); the default is the page's, which
 * tests replace with vitest's fake timers or a clock of their own. `now()` is
 * for a machine that measures how long something has lasted (the navigation's
 * safe-triangle grace, the drawer's paused auto-close).
 */
export interface Clock {
  after(ms: number, run: () => void): Cancel;
  now(): number;
  /** Runs `run` before the next paint, where reading the layout costs nothing more (the sticky header's scroll reads). */
  frame(run: () => void): Cancel;
}

/** The page's clock, the one place that calls the timer globals. They are read at call time, so fake timers installed after this module loads are used. */
export const pageClock: Clock = {
  after(ms, run) {
    const id = setTimeout(run, ms);
    return () => clearTimeout(id);
  },
  now: () => Date.now(),
  frame(run) {
    const id = requestAnimationFrame(() => run());
    return () => cancelAnimationFrame(id);
  },
};
