import { atom, readonlyType } from 'nanostores';
import { SCREEN_RECHECK_MS, sameScreen, screenFlags, type ScreenFlags } from '../model/screen';
import { pageClock, type Cancel } from './clock';
import { pageWide } from './pageWide';

/**
 * header.md §4, §9: the page's one evaluation of the screen-size flags
 * (model/screen.ts). Written only here: evaluated when the first follower
 * starts, then again 200 ms after an `orientationchange` (the width a browser
 * reports while it rotates is not the final one).
 *
 * A `resize` is treated the same way, 200 ms after the last one: a tablet's
 * split view, a desktop window being dragged, or a browser that reports a
 * rotation only as a resize change the width without an `orientationchange`,
 * and the flags would otherwise stay what they were at start. The wait means a
 * dragged window is evaluated once, not per pixel, and a resize that changes
 * only the height (a phone's toolbar sliding away) changes no flag, so writes
 * nothing.
 *
 * Started and stopped by the elements that need it (the header, with its
 * lifetime: header state/follow.ts); the listeners and the timer are the
 * page's one set, removed with the last follower.
 */
const $writableScreen = atom<ScreenFlags>(screenFlags(typeof window === 'undefined' ? 0 : window.innerWidth));
/** Read-only: the followers below write it, and `drawScreenAt` for a server's drawing. */
export const $screen = readonlyType($writableScreen);

/** The window, injectable so unit tests give it the widths they need (the timer is the page clock's: fake timers drive it). */
type ScreenWindow = Pick<Window, 'innerWidth' | 'addEventListener' | 'removeEventListener'>;
const pageWindow = (): ScreenWindow | null => (typeof window === 'undefined' ? null : window);

let target: ScreenWindow | null = pageWindow();
let recheck: Cancel | null = null;

function evaluate(): void {
  recheck = null;
  const next = screenFlags(target?.innerWidth ?? 0);
  if (!sameScreen($screen.get(), next)) $writableScreen.set(next);
}

function scheduleRecheck(): void {
  recheck?.();
  recheck = pageClock.after(SCREEN_RECHECK_MS, evaluate);
}

/** The page's one set of listeners and its timer, with the first follower; removed with the last. */
const screenFollowers = pageWide(() => {
  const followed = target;
  if (!followed) return;
  evaluate();
  followed.addEventListener('orientationchange', scheduleRecheck, { passive: true });
  followed.addEventListener('resize', scheduleRecheck, { passive: true });
  return () => {
    followed.removeEventListener('orientationchange', scheduleRecheck);
    followed.removeEventListener('resize', scheduleRecheck);
    recheck?.();
    recheck = null;
  };
});

/** One follower starts (an element connected); returns its stop, which is safe to call twice. */
export function followScreen(): () => void {
  return screenFollowers.join();
}

/** Tests only: another window (none given: the page's), and the flags evaluated from it. Call with no follower running. */
export function setScreenWindow(win: ScreenWindow | null = pageWindow()): void {
  target = win;
  $writableScreen.set(screenFlags(target?.innerWidth ?? 0));
}

/** A server's first paint: the flags of the width it is drawing for (there is no window to follow). */
export function drawScreenAt(width: number): void {
  $writableScreen.set(screenFlags(width));
}
