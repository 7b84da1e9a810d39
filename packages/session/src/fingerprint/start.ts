/**
 * The fingerprint flow of issue 9 "Visitor fingerprint and fraud signals",
 * once per page, when the browser is idle after the first render: no widget
 * waits for it, and nothing in it is on the critical path.
 *
 *   idle → stored fingerprint valid? reuse : compute, store, associate,
 *          log (uca-logger) and tell fpsrvr
 *        → lookup (uca_id, cmd_id) and the pageLoad device signal
 */
import { $auth, isAbort, logErrorOnce } from '@nm/core';
import { computeVisitor } from './agent';
import {
  associateVisitor, logFingerprint, lookupFingerprint, lookupFingerprintV2, notifyFingerprintServer,
} from './api';
import { sendDeviceSignal, type GetCredentials } from './deviceSignal';
import {
  DEFAULT_GROUP, buildLogRecord, errorText, isStoredFingerprintValid,
  type FingerprintConfig, type FingerprintLookup, type VisitorFingerprint,
} from './model';
import { readStoredFingerprint, writeStoredFingerprint } from './storage';

/** requestIdleCallback's deadline: start by then even on a busy page. */
const IDLE_TIMEOUT_MS = 5000;
/** Where there is no requestIdleCallback (Safari): a short pause after the first render. */
const IDLE_FALLBACK_MS = 200;

/** Resolves when the browser is idle (or at the deadline); rejects when `signal` aborts first. */
export function whenIdle(win: Window, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => { cancel(); reject(signal?.reason); };
    const done = () => { signal?.removeEventListener('abort', onAbort); resolve(); };
    let cancel: () => void;
    if (typeof win.requestIdleCallback === 'function') {
      const id = win.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => win.cancelIdleCallback(id);
    } else {
      const id = win.setTimeout(done, IDLE_FALLBACK_MS);
      cancel = () => win.clearTimeout(id);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface StartFingerprintOptions {
  win: Window;
  /** From loadFingerprintConfig; null means no new fingerprint is computed (README.md). */
  config: FingerprintConfig | null;
  signal?: AbortSignal;
  getCredentials: GetCredentials;
  /** The fraud signal's pageID; the page's path by default. */
  pageId?: string;
  /** The fraud signal's userAction; `pageLoad` by default. */
  userAction?: string;
  /** The uca-logger and fpsrvr group; `fpDefault` by default. */
  group?: string;
  /** The marketing (Adobe) visitor id, when the page has one: the lookup then uses /dt/api/v2. */
  adobeId?: string;
  /** Told the lookup's ids (uca_id, cmd_id) when there are some. */
  onLookup?(ids: FingerprintLookup): void;
}

/**
 * Runs the flow; resolves when it is done or skipped, never rejects. Each
 * call's failure is logged once by the call itself; no call is retried.
 */
export async function startFingerprint(options: StartFingerprintOptions): Promise<void> {
  const { win, config, signal } = options;
  const group = options.group || DEFAULT_GROUP;
  try {
    await whenIdle(win, signal);
  } catch {
    return; // the page went away first
  }

  let fpid: string;
  let fresh: VisitorFingerprint | null = null;
  const stored = readStoredFingerprint();
  if (isStoredFingerprintValid(stored, nowSeconds())) {
    fpid = (stored.fpid as string).trim();
  } else if (!config) {
    logErrorOnce('fingerprint:no-config', 'Fingerprint skipped: no fingerprint config (GET /dt/config), so no new fingerprint is computed');
    return;
  } else {
    try {
      fresh = await computeVisitor();
    } catch (error) {
      if (isAbort(error) || signal?.aborted) return;
      logErrorOnce('fingerprint:compute', 'Fingerprint could not be computed', errorText(error));
      await logFingerprint(buildLogRecord({ group, error }), signal);
      return;
    }
    if (signal?.aborted) return;
    if (!fresh.visitorId) {
      await logFingerprint(buildLogRecord({ group, result: null }), signal);
      return;
    }
    fpid = fresh.visitorId;
    writeStoredFingerprint(fpid, nowSeconds(), config.fingerprintExpiration);
  }

  const lookup = async () => {
    const ids = options.adobeId ? await lookupFingerprintV2(fpid, options.adobeId, signal) : await lookupFingerprint(fpid, signal);
    if (ids) options.onLookup?.(ids);
    return ids;
  };
  const calls: Array<Promise<unknown>> = [];
  if (fresh) {
    const computed = fresh;
    calls.push(
      associateVisitor(fpid, signal),
      logFingerprint(buildLogRecord({ group, result: computed }), signal),
      notifyFingerprintServer(group, computed.requestId, fpid, signal),
    );
  }
  calls.push(lookup().then((ids) => sendDeviceSignal({
    userAction: options.userAction ?? 'pageLoad',
    pageId: options.pageId,
    // The session's UCA id when it has one, else the one this fingerprint was last seen with.
    ubaId: $auth.get().ucaId ?? ids?.ucaId,
    getCredentials: options.getCredentials,
    signal,
  })));
  await Promise.allSettled(calls);
}
