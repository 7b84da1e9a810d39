/**
 * The visitor fingerprint and fraud signals (docs/session.md),
 * once per page, in a quiet moment (../state/quiet.ts: after the page's
 * `load`, in an idle period, never inside an interaction): no widget waits
 * for it, and nothing in it is on the critical path.
 *
 *   quiet → stored fingerprint valid? reuse (FingerprintJS is not even downloaded)
 *         : download FingerprintJS, quiet again, compute (each source in a quiet
 *           moment of its own, agent.ts), store, associate,
 *           log (uca-logger) and tell fpsrvr
 *         → lookup (uca_id, cmd_id) and the pageLoad device signal
 */
import { $auth, isAbort, logErrorOnce, writeCustomerCmdId } from '@nm/core';
import { createQuiet } from '../state/quiet';
import { quietMomentsOf } from '../state/whenQuiet';
import { computeVisitor, preloadAgent } from './agent';
import {
  associateVisitor,
  logFingerprint,
  lookupFingerprint,
  lookupFingerprintV2,
  notifyFingerprintServer,
} from './api';
import { sendDeviceSignal, type GetCredentials } from './deviceSignal';
import {
  DEFAULT_GROUP,
  buildLogRecord,
  errorText,
  isStoredFingerprintValid,
  type FingerprintConfig,
  type FingerprintLookup,
  type VisitorFingerprint,
} from './model';
import { readStoredFingerprint, writeStoredFingerprint } from './storage';
import { marketingVisitorId } from './visitorId';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface StartFingerprintOptions {
  win: Window;
  /**
   * Resolves in a quiet moment (../state/quiet.ts); rejects when `signal`
   * aborts. The session passes the page's one; by default one of its own on `win`.
   */
  whenQuiet?(signal?: AbortSignal): Promise<void>;
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
  /**
   * The marketing (Adobe) visitor id: the lookup then uses /dt/api/v2. By
   * default the one the page's analytics exposes when the lookup runs
   * (./visitorId.ts); none, the v1 lookup.
   */
  adobeId?: string;
  /** Told the lookup's ids (uca_id, cmd_id) when there are some; by default cmd_id is written back to cstmr. */
  onLookup?(ids: FingerprintLookup): void;
}

/**
 * Runs the flow; resolves when it is done or skipped, never rejects. Each
 * call's failure is logged once by the call itself; no call is retried.
 */
export async function startFingerprint(options: StartFingerprintOptions): Promise<void> {
  const { win, config, signal } = options;
  const group = options.group || DEFAULT_GROUP;
  // Without the page's schedule, one watcher of the flow's own, for every wait of the flow.
  const whenQuiet = options.whenQuiet ?? quietMomentsOf(createQuiet(win));
  try {
    await whenQuiet(signal);
  } catch {
    return; // the page went away first
  }

  let fpid: string;
  let fresh: VisitorFingerprint | null = null;
  const stored = readStoredFingerprint();
  if (isStoredFingerprintValid(stored, nowSeconds())) {
    fpid = (stored.fpid as string).trim();
  } else if (!config) {
    logErrorOnce(
      'fingerprint:no-config',
      'Fingerprint skipped: no fingerprint config (GET /dt/config), so no new fingerprint is computed',
    );
    return;
  } else {
    try {
      // The library arrives while the shopper may have started something: its sources (a long task each, at
      // worst) wait for the next quiet moment, and each of them for one of its own.
      await preloadAgent();
      try {
        await whenQuiet(signal);
      } catch {
        return;
      }
      fresh = await computeVisitor(() => whenQuiet(signal));
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
    // Read now, after load: the page's analytics has set its visitor id by then.
    const adobeId = options.adobeId ?? marketingVisitorId(win);
    const ids = adobeId ? await lookupFingerprintV2(fpid, adobeId, signal) : await lookupFingerprint(fpid, signal);
    // header.md §3 cstmr.cmdId: the looked-up cmd_id, kept where the page's other code reads it.
    if (ids) (options.onLookup ?? ((found: FingerprintLookup) => writeCustomerCmdId(found.cmdId)))(ids);
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
  calls.push(
    lookup().then((ids) =>
      sendDeviceSignal({
        userAction: options.userAction ?? 'pageLoad',
        pageId: options.pageId,
        // The session's UCA id when it has one, else the one this fingerprint was last seen with.
        ubaId: $auth.get().ucaId ?? ids?.ucaId,
        getCredentials: options.getCredentials,
        signal,
      }),
    ),
  );
  await Promise.allSettled(calls);
}
