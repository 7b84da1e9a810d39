import {
  beginAuthResolution,
  demandShopper,
  installSessionBridge,
  lazyModule,
  logError,
  onShopperDemanded,
  pageClock,
  setAuth,
  type Cancel,
} from '@nm/core';
import type { Quiet } from '@nm/session/quiet';

type SessionModule = typeof import('@nm/session');

/** The session chunk (Cognito, the AWS client; FingerprintJS is a further chunk): never in the initial JS. */
const sessionChunk = lazyModule(() => import('@nm/session'));
/**
 * The quiet-moment schedule's code (its interaction watch, idle periods and
 * Safari fallbacks) is a chunk of its own too: nothing may use it before the
 * page's `load` and its first second, so it is fetched then, and the first
 * script carries only this wait.
 */
const quietChunk = lazyModule(() => import('@nm/session/quiet'));
/** Nothing of the session in the page's first second (docs/session.md; the schedule's own floor, state/quiet.ts). */
const FIRST_SECOND_MS = 1000;

/** Runs `run` once the page has had its `load` event and its first second. */
function afterLoadAndFirstSecond(win: Window, run: () => void): void {
  const wait = () => {
    pageClock.after(Math.max(0, FIRST_SECOND_MS - win.performance.now()), run);
  };
  if (win.document.readyState === 'complete') wait();
  else win.addEventListener('load', wait, { once: true });
}

/**
 * At the latest this long after the first demand the chunk loads, whether or
 * not the page has had its `load` event and a quiet moment: a page whose
 * `load` never comes (an image or an ad frame that hangs) would otherwise
 * never tell the widgets who the shopper is.
 */
const SESSION_LATEST_MS = 3000;
/**
 * How long requests that need the token may wait once the chunk has started
 * at the latest: the bound core's beginAuthResolution uses by default (a
 * session read, a failed guest refresh and a new guest token are three calls
 * of at most 3 s each, too long to leave a count blank). Counted from the
 * demand it is SESSION_LATEST_MS more, so that a signed-in shopper's first
 * calls (the bag's count at 1 s, an early opening of the bag) wait for the
 * chunk that was held back instead of going out without the token.
 */
const RESOLUTION_WAIT_MS = 4000;

export interface SessionStartOptions {
  /** The page's quiet-moment schedule (tests give a stand-in, created at the first demand); by default the browser's, from its chunk. */
  quiet?: () => Quiet;
  /** The chunk (core lazyModule: one download while it succeeds); tests give a stand-in. */
  chunk?: { load(): Promise<Pick<SessionModule, 'startSession' | 'sessionService'>> };
}

/**
 * Who the shopper is, for pages that need to know (docs/session.md "What
 * starts what, and when"). Nothing starts until core's shopper demand: an
 * element that shows the shopper connected, or the page called
 * window.nmSession. From the demand, requests that need the token wait for it
 * (core whenAuthSettled), and the chunk loads in the page's first quiet moment
 * after `load` (never in its first second), at the latest SESSION_LATEST_MS
 * after the demand. A sign-in or sign-out through window.nmSession (or the
 * header's form, which uses the same bridge) needs it now: it loads at once.
 * Returns what stops waiting (for tests: a page never stops).
 */
export function startSessionAfterRender(win: Window & typeof globalThis, options: SessionStartOptions = {}): Cancel {
  const chunk = options.chunk ?? sessionChunk;
  let quiet: Quiet | null = null;
  // The page's one schedule: made at once where a test hands it in, else from its chunk, fetched when first needed.
  const quietNow = (): Quiet | Promise<Quiet> =>
    quiet ??
    (options.quiet ? (quiet = options.quiet()) : quietChunk.load().then((m) => (quiet ??= m.createQuiet(win))));
  let started = false;
  let cancelSchedule: Cancel = () => undefined;
  const start = () => {
    if (started) return;
    started = true;
    cancelSchedule();
    Promise.all([chunk.load(), quietNow()])
      .then(([m, pageQuiet]) => m.startSession(win, pageQuiet))
      .catch((error: unknown) => {
        logError('The session chunk could not be loaded; the widgets go on without a token', error);
        setAuth({});
      });
  };
  installSessionBridge(
    win,
    () => {
      demandShopper();
      start();
      return chunk.load().then((m) => m.sessionService);
    },
    demandShopper,
  );
  const offDemand = onShopperDemanded(() => {
    beginAuthResolution(SESSION_LATEST_MS + RESOLUTION_WAIT_MS);
    if (options.quiet) {
      cancelSchedule = (quietNow() as Quiet).schedule(start, SESSION_LATEST_MS);
      return;
    }
    const latest = pageClock.after(SESSION_LATEST_MS, start);
    cancelSchedule = latest;
    afterLoadAndFirstSecond(win, () => {
      if (started) return;
      void Promise.resolve(quietNow()).then((pageQuiet) => {
        if (started) return;
        const scheduled = pageQuiet.schedule(start);
        cancelSchedule = () => {
          latest();
          scheduled();
        };
      }, start);
    });
  });
  return () => {
    offDemand();
    cancelSchedule();
  };
}
