import {
  beginAuthResolution, demandShopper, installSessionBridge, lazyModule, logError, onShopperDemanded, setAuth,
  type Cancel,
} from '@nm/core';
import { createQuiet, type Quiet } from '@nm/session/quiet';

type SessionModule = typeof import('@nm/session');

/** The session chunk (Cognito, the AWS client; FingerprintJS is a further chunk): never in the initial JS. */
const sessionChunk = lazyModule(() => import('@nm/session'));

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
  /** The page's quiet-moment schedule; the browser's by default, created at the first demand. */
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
  const makeQuiet = options.quiet ?? (() => createQuiet(win));
  let quiet: Quiet | null = null;
  let started = false;
  let cancelSchedule: Cancel = () => undefined;
  const start = () => {
    if (started) return;
    started = true;
    cancelSchedule();
    quiet ??= makeQuiet();
    const pageQuiet = quiet;
    chunk.load().then((m) => m.startSession(win, pageQuiet)).catch((error: unknown) => {
      logError('The session chunk could not be loaded; the widgets go on without a token', error);
      setAuth({});
    });
  };
  installSessionBridge(win, () => {
    demandShopper();
    start();
    return chunk.load().then((m) => m.sessionService);
  });
  const offDemand = onShopperDemanded(() => {
    beginAuthResolution(SESSION_LATEST_MS + RESOLUTION_WAIT_MS);
    quiet ??= makeQuiet();
    cancelSchedule = quiet.schedule(start, SESSION_LATEST_MS);
  });
  return () => {
    offDemand();
    cancelSchedule();
  };
}
