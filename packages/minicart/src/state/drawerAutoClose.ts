import { $miniCartPanel, closeMiniCart } from '@nm/core';

/**
 * minicart.md §2: on desktop the drawer closes itself `auto-close-ms` after
 * it opens, the time paused while the pointer is over it and resumed with
 * what it had left. One per page, as the panel is; the drawer arms it while
 * it is open and calls the pointer actions.
 */

/** The timer's clock, injectable so tests drive it without waiting. */
export interface DrawerClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

// Read at call time, so a test's fake timers are used whether installed before or after this module loads.
const pageClock: DrawerClock = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};
let clock = pageClock;

/** Tests only: another clock (null: the page's). */
export function setDrawerClock(next: DrawerClock | null): void {
  clock = next ?? pageClock;
}

interface Armed {
  remaining: number;
  /** When the running stretch started; null while paused. */
  startedAt: number | null;
  handle: unknown;
}
let armed: Armed | null = null;

function run(timer: Armed): void {
  timer.startedAt = clock.now();
  timer.handle = clock.setTimeout(() => {
    if (armed !== timer) return;
    armed = null;
    closeMiniCart('timer');
  }, timer.remaining);
}

/**
 * Starts the full `ms` for the drawer that just opened (a second call starts
 * it afresh); returns the disarm, for when it closes or leaves the page.
 */
export function armDrawerAutoClose(ms: number): () => void {
  disarm();
  if (ms <= 0 || !$miniCartPanel.get().open) return () => {};
  const timer: Armed = { remaining: ms, startedAt: null, handle: null };
  armed = timer;
  run(timer);
  return () => { if (armed === timer) disarm(); };
}

function disarm(): void {
  if (armed) clock.clearTimeout(armed.handle);
  armed = null;
}

/** The pointer is over the drawer: the time stops. */
export function pointerEnteredDrawer(): void {
  if (!armed || armed.startedAt === null) return;
  clock.clearTimeout(armed.handle);
  armed.remaining = Math.max(0, armed.remaining - (clock.now() - armed.startedAt));
  armed.startedAt = null;
}

/** The pointer left the drawer: the time runs on from where it stopped. */
export function pointerLeftDrawer(): void {
  if (!armed || armed.startedAt !== null) return;
  run(armed);
}
