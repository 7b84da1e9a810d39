import { atom } from 'nanostores';
import { ROTATION_RECHECK_MS } from '../model/constants';
import { sameScreen, screenFlags, type ScreenFlags } from '../model/screen';

/**
 * header.md §4, §9: the screen-size flags, one store per page, re-evaluated
 * 200 ms after a rotation (the width the browser reports during the rotation
 * is not the final one). A resize is treated the same way: one re-check 200 ms
 * after the last one, so a window being dragged does not re-render per pixel.
 * Written only here.
 */

/** Timers and the window, injectable so unit tests drive them with fake timers and a fake window. */
export interface ScreenClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const pageClock: ScreenClock = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

type ScreenWindow = Pick<Window, 'innerWidth' | 'addEventListener' | 'removeEventListener'>;

let clock: ScreenClock = pageClock;
let target: ScreenWindow | null = typeof window === 'undefined' ? null : window;

const widthNow = () => target?.innerWidth ?? 0;

export const $screen = atom<ScreenFlags>(screenFlags(widthNow()));

let users = 0;
let recheck: unknown = null;

function evaluate(): void {
  recheck = null;
  const next = screenFlags(widthNow());
  if (!sameScreen($screen.get(), next)) $screen.set(next);
}

function scheduleRecheck(): void {
  if (recheck !== null) clock.clearTimeout(recheck);
  recheck = clock.setTimeout(evaluate, ROTATION_RECHECK_MS);
}

/**
 * Starts following rotations and resizes for one user (a header instance);
 * returns its stop. The listeners are the page's one pair, removed with the last user.
 */
export function followScreen(): () => void {
  users += 1;
  if (users === 1 && target) {
    evaluate();
    target.addEventListener('orientationchange', scheduleRecheck, { passive: true });
    target.addEventListener('resize', scheduleRecheck, { passive: true });
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    users -= 1;
    if (users === 0 && target) {
      target.removeEventListener('orientationchange', scheduleRecheck);
      target.removeEventListener('resize', scheduleRecheck);
      if (recheck !== null) clock.clearTimeout(recheck);
      recheck = null;
    }
  };
}

/** Tests only: another clock and window (null: the page's). Call with no user following. */
export function setScreenEnvironment(next: { clock?: ScreenClock | null; window?: ScreenWindow | null } = {}): void {
  clock = next.clock ?? pageClock;
  target = next.window === undefined ? (typeof window === 'undefined' ? null : window) : next.window;
  $screen.set(screenFlags(widthNow()));
}
