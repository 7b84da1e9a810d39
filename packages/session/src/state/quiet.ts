import { pageClock, whenIdle, type Cancel, type Clock, type IdleWindow } from '@nm/core';

/**
 * When the session's work may run (docs/session.md "What starts what, and
 * when"): the session chunk, the analytics script and the fingerprint are CPU
 * and network that nothing on screen waits for, so they go after the page's
 * `load` event, never in the page's first second, in an idle period of the
 * browser, and never inside an interaction: FingerprintJS's sources are long
 * tasks that would delay the next keystroke of a shopper typing a search, or
 * the frame after a tap. The bundle imports this module (it is in the first
 * script, so it is kept small; the promise form is ./whenQuiet.ts, in the
 * session chunk) and hands its one instance to the chunk: one watcher per page.
 */

/** Nothing in the page's first second (from navigation start). */
const FIRST_SECOND_MS = 1000;
/** requestIdleCallback's deadline: a page that is never idle (an animation) still gets it by then. */
const IDLE_TIMEOUT_MS = 5000;
/** Safari has no requestIdleCallback: a pause after `load`, so the page's own load handlers go first. */
const NO_IDLE_CALLBACK_MS = 500;
/**
 * An interaction this recent means the shopper is still at it: keystrokes come
 * 100–300 ms apart, so an idle period between two of them is not the end of
 * the typing. After a second without one, the shopper is reading or looking.
 */
const INTERACTION_QUIET_MS = 1000;

/** What the schedule reads of the page: the browser's window, or a test's stand-in. */
export type QuietWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'performance'> &
  IdleWindow & {
    document: Pick<Document, 'readyState'>;
    /** Chromium's has `scheduling.isInputPending()`: input the browser has not handed to the page yet. */
    navigator: object;
  };
type Scheduling = { scheduling?: { isInputPending?: () => boolean } };

export interface Quiet {
  /**
   * Runs `run` once after `load`, past the first second, in an idle period
   * with no interaction under way; or, with `latestMs`, at the latest that
   * long after this call (still not in the first second). Returns the cancel.
   */
  schedule(run: () => void, latestMs?: number): Cancel;
}

/** One per page: it follows the shopper's interactions from its creation on. */
export function createQuiet(win: QuietWindow, clock: Clock = pageClock): Quiet {
  let lastInteraction = -Infinity;
  let pressed = false;
  // Capture, so the page cannot hide them by stopping propagation; all of them are composed, so they reach the
  // window from inside the widgets' shadow roots too.
  const on = (types: string, listener: () => void) => {
    for (const type of types.split(' ')) win.addEventListener(type, listener, { capture: true, passive: true });
  };
  on('pointerdown', () => {
    pressed = true;
    lastInteraction = clock.now();
  });
  on('pointerup pointercancel', () => {
    pressed = false;
    lastInteraction = clock.now();
  });
  on('keydown input', () => {
    lastInteraction = clock.now();
  });

  return {
    schedule(run, latestMs) {
      let done = false;
      // Every wait under way; each step checks `done`, so cancelling one that has already run is harmless.
      const waits: Cancel[] = [];
      const wait = (ms: number, next: () => void) => {
        waits.push(clock.after(ms, next));
      };
      const cancel = () => {
        done = true;
        for (const stop of waits) stop();
      };
      const finish = () => {
        if (done) return;
        cancel();
        run();
      };
      const firstSecondLeft = () => Math.max(0, FIRST_SECOND_MS - win.performance.now());
      const nextIdle = () => {
        if (!done) waits.push(whenIdle(check, IDLE_TIMEOUT_MS, NO_IDLE_CALLBACK_MS, win, clock));
      };
      // Inside an interaction: wait until it has been quiet for long enough (a held pointer or input the browser
      // still holds: another while), then for the next idle period, which may find the shopper at it again.
      const check = () => {
        if (done) return;
        const rest = INTERACTION_QUIET_MS - (clock.now() - lastInteraction);
        if (pressed || (win.navigator as Scheduling).scheduling?.isInputPending?.())
          wait(INTERACTION_QUIET_MS, nextIdle);
        else if (rest > 0) wait(rest, nextIdle);
        else finish();
      };
      const loaded = () => wait(firstSecondLeft(), nextIdle);
      if (latestMs !== undefined) wait(Math.max(latestMs, firstSecondLeft()), finish);
      if (win.document.readyState === 'complete') loaded();
      else {
        win.addEventListener('load', loaded, { once: true });
        waits.push(() => win.removeEventListener('load', loaded));
      }
      return cancel;
    },
  };
}
