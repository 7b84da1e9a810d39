import { $miniCartPanel, closeMiniCart, pageClock, type Cancel } from '@nm/core';

/**
 * minicart.md §2: on desktop the drawer closes itself `auto-close-ms` after
 * it opens, the time paused while the pointer is over it and resumed with
 * what it had left. One per page, as the panel is; the drawer arms it while
 * it is open and calls the pointer actions. The time is core's page clock
 * (tests drive it with fake timers).
 */

interface Armed {
  remaining: number;
  /** When the running stretch started; null while paused. */
  startedAt: number | null;
  cancel: Cancel;
}
let armed: Armed | null = null;

function run(timer: Armed): void {
  timer.startedAt = pageClock.now();
  timer.cancel = pageClock.after(timer.remaining, () => {
    if (armed !== timer) return;
    armed = null;
    closeMiniCart('timer');
  });
}

/**
 * Starts the full `ms` for the drawer that just opened (a second call starts
 * it afresh); returns the disarm, for when it closes or leaves the page.
 */
export function armDrawerAutoClose(ms: number): () => void {
  disarm();
  if (ms <= 0 || !$miniCartPanel.get().open) return () => {};
  const timer: Armed = { remaining: ms, startedAt: null, cancel: () => {} };
  armed = timer;
  run(timer);
  return () => {
    if (armed === timer) disarm();
  };
}

function disarm(): void {
  armed?.cancel();
  armed = null;
}

/** The pointer is over the drawer: the time stops. */
export function pointerEnteredDrawer(): void {
  if (!armed || armed.startedAt === null) return;
  armed.cancel();
  armed.remaining = Math.max(0, armed.remaining - (pageClock.now() - armed.startedAt));
  armed.startedAt = null;
}

/** The pointer left the drawer: the time runs on from where it stopped. */
export function pointerLeftDrawer(): void {
  if (!armed || armed.startedAt !== null) return;
  run(armed);
}
