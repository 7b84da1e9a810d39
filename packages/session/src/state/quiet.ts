import { pageClock, type Cancel, type Clock } from '@nm/core';

/**
 * When the session's work may run (docs/session.md "When"): the session
 * chunk, the analytics script and the fingerprint are CPU and network that
 * nothing on screen waits for, so they go after the page's `load` event, never
 * in the page's first second, in an idle period of the browser, and never
 * inside an interaction: FingerprintJS's sources are long tasks that would
 * delay the next keystroke of a shopper typing a search, or the frame after
 * a tap. The bundle imports this module for the session chunk's own schedule
 * and hands its one instance to the chunk, so there is one watcher per page.
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

/** What the schedule reads of the page: the browser's (`browserPage`), or a test's. */
export interface QuietPage {
  /** Runs `run` once the page's `load` event has fired, at once if it has. */
  afterLoad(run: () => void): Cancel;
  /** The browser's next idle period, at the latest after `timeoutMs`; absent where there is none (Safari). */
  requestIdle?: (run: () => void, timeoutMs: number) => Cancel;
  /** Milliseconds since the page started loading (`performance.now()`). */
  sinceStart(): number;
  /** Follows one kind of interaction event for the page's life. */
  on(type: 'pointerdown' | 'pointerup' | 'pointercancel' | 'keydown' | 'input', listener: () => void): void;
  /** Input the browser has not handed to the page yet (Chromium's `navigator.scheduling.isInputPending`; false elsewhere). */
  inputPending(): boolean;
}

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  navigator: { scheduling?: { isInputPending?: () => boolean } };
};

export function browserPage(win: Window): QuietPage {
  const w = win as IdleWindow;
  const { requestIdleCallback, cancelIdleCallback } = w;
  return {
    afterLoad(run) {
      if (win.document.readyState === 'complete') {
        run();
        return () => undefined;
      }
      win.addEventListener('load', run, { once: true });
      return () => win.removeEventListener('load', run);
    },
    ...(typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function' ? {
      requestIdle: (run: () => void, timeout: number) => {
        const handle = requestIdleCallback.call(win, run, { timeout });
        return () => cancelIdleCallback.call(win, handle);
      },
    } : {}),
    sinceStart: () => win.performance.now(),
    // Capture: the page cannot hide them by stopping propagation. The three are composed, so they reach the
    // window from inside the widgets' shadow roots too.
    on: (type, listener) => win.addEventListener(type, listener, { capture: true, passive: true }),
    inputPending: () => w.navigator.scheduling?.isInputPending?.() === true,
  };
}

export interface Quiet {
  /**
   * Runs `run` once after `load`, past the first second, in an idle period
   * with no interaction under way; or, with `latestMs`, at the latest that
   * long after this call (still not in the first second). Returns the cancel.
   */
  schedule(run: () => void, latestMs?: number): Cancel;
  /** The same as a promise; rejects with the signal's reason when it aborts first. */
  whenQuiet(signal?: AbortSignal): Promise<void>;
}

/** One per page: it follows the shopper's interactions from its creation on. */
export function createQuiet(page: QuietPage, clock: Clock = pageClock): Quiet {
  let lastInteraction = -Infinity;
  let pressed = false;
  const interacted = () => { lastInteraction = clock.now(); };
  page.on('pointerdown', () => { pressed = true; interacted(); });
  page.on('pointerup', () => { pressed = false; interacted(); });
  page.on('pointercancel', () => { pressed = false; interacted(); });
  page.on('keydown', interacted);
  page.on('input', interacted);

  const schedule: Quiet['schedule'] = (run, latestMs) => {
    let done = false;
    // Every wait under way; each step's callback checks `done`, so a cancel of one that already ran is harmless.
    const waits: Cancel[] = [];
    const finish = () => {
      if (done) return;
      done = true;
      for (const cancel of waits) cancel();
      run();
    };
    const sinceFirstSecond = () => Math.max(0, FIRST_SECOND_MS - page.sinceStart());
    const whenIdle = () => {
      if (done) return;
      waits.push(page.requestIdle ? page.requestIdle(check, IDLE_TIMEOUT_MS) : clock.after(NO_IDLE_CALLBACK_MS, check));
    };
    function check() {
      if (done) return;
      const quietFor = clock.now() - lastInteraction;
      if (!pressed && !page.inputPending() && quietFor >= INTERACTION_QUIET_MS) return finish();
      // Inside an interaction: wait until it has been quiet long enough (a held pointer: another while), then
      // for the next idle period, which may find the shopper at it again.
      const rest = INTERACTION_QUIET_MS - quietFor;
      waits.push(clock.after(rest > 0 ? rest : INTERACTION_QUIET_MS, whenIdle));
    }
    if (latestMs !== undefined) waits.push(clock.after(Math.max(latestMs, sinceFirstSecond()), finish));
    waits.push(page.afterLoad(() => {
      if (done) return;
      const wait = sinceFirstSecond();
      if (wait > 0) waits.push(clock.after(wait, whenIdle));
      else whenIdle();
    }));
    return () => {
      done = true;
      for (const cancel of waits) cancel();
    };
  };

  return {
    schedule,
    whenQuiet: (signal) => new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const onAbort = () => { cancel(); reject(signal?.reason); };
      const cancel = schedule(() => { signal?.removeEventListener('abort', onAbort); resolve(); });
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
  };
}
