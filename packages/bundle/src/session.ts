import { beginAuthResolution, installSessionBridge, lazyModule, logError, setAuth } from '@nm/core';

/** The session chunk (Cognito, the AWS client, FingerprintJS): never in the initial JS. */
const sessionChunk = lazyModule(() => import('@nm/session'));

/**
 * The session starts after the elements' first render, not before: its chunk
 * is large and nothing on screen needs it (the widgets render from cookies).
 * A frame lets the first render commit; a timer covers a background tab,
 * where frames never come. Until it resolves, requests that need the token
 * wait for it (core whenAuthSettled, bounded).
 */
const BACKGROUND_TAB_FALLBACK_MS = 100;

function afterFirstRender(win: Window, run: () => void): void {
  let ran = false;
  const once = () => { if (!ran) { ran = true; run(); } };
  win.requestAnimationFrame(() => win.setTimeout(once, 0));
  win.setTimeout(once, BACKGROUND_TAB_FALLBACK_MS);
}

export function startSessionAfterRender(win: Window & typeof globalThis): void {
  beginAuthResolution();
  installSessionBridge(win, () => sessionChunk.load().then((m) => m.sessionService));
  afterFirstRender(win, () => {
    sessionChunk.load().then((m) => m.startSession(win)).catch((error: unknown) => {
      logError('The session chunk could not be loaded; the widgets go on without a token', error);
      setAuth({});
    });
  });
}
