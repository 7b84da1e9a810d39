/** Cancels what was scheduled; calling it after the run, or twice, does nothing. */
export type Cancel = () => void;

/**
 * Where a machine's timers come from (the type-ahead debounce, the
 * recent-term debounce, a recent search's delayed submit). Injected, so a
 * machine never reaches for a global clock of its own; the default is the
 * page's setTimeout, which tests replace with vitest's fake timers.
 */
export interface Scheduler {
  after(ms: number, run: () => void): Cancel;
}

export const pageTimers: Scheduler = {
  after(ms, run) {
    const id = setTimeout(run, ms);
    return () => clearTimeout(id);
  },
};
