/**
 * @nm/session (docs/session.md), a lazy chunk: who the shopper is, once per page in a quiet moment (the user pool's
 * session or a guest token), the sign-in and sign-out behind window.nmSession, then the analytics script, the
 * visitor fingerprint and the fraud signals (chunks of their own). It writes core's $auth through setAuth and
 * renders nothing. Leaves when it loads to @nm/bundle (the first element that needs the shopper, or
 * window.nmSession), the bearer on each call to core's sessionRequest, and what a shopper sees to each widget.
 */
import { $auth, $config, isToggleOn, lazyModule, logErrorOnce, webStorage, type SessionService } from '@nm/core';
import type { CredentialsProvider } from './credentials';
import { FEDERATED_INFO_KEY } from './credentials/model/constants';
import type { GetCredentials } from './fingerprint';
import { resolveIdentity } from './model/userPools';
import { resolveSession, signIn, signOut } from './state/identity';
import { createQuiet, type Quiet } from './state/quiet';
import { quietMomentsOf, whenQuiet } from './state/whenQuiet';

/**
 * Two chunks of their own, so the resolution downloads only the user pool and
 * the guest flow: the fingerprint (its config call, the signer, the bcn
 * script; FingerprintJS is a further chunk) and the credentials (the AWS
 * Cognito Identity client), needed only to sign the device signal.
 */
const fingerprintModule = lazyModule(() => import('./fingerprint'));
const credentialsModule = lazyModule(() => import('./credentials'));

/**
 * The session chunk (header.md §4 "Session resolution"), loaded lazily by the
 * bundle once the page has an element that shows the shopper (or calls
 * window.nmSession), in a quiet moment: it works out who the shopper is once
 * per page and fills $auth, which every widget's calls then carry; then, in
 * a quiet moment again, the analytics script, the visitor fingerprint and the
 * fraud signals (docs/session.md "What starts what, and when").
 */

let credentials: CredentialsProvider | null = null;
async function credentialsProvider(): Promise<CredentialsProvider> {
  const { createCredentialsProvider, credentialsOptionsFromConfig } = await credentialsModule.load();
  // The environment's pools overridden by the page's config, as the user pool reads them (model/userPools.ts).
  credentials ??= createCredentialsProvider(
    credentialsOptionsFromConfig(resolveIdentity($config.get()), { idToken: () => $auth.get().jwtToken }),
  );
  return credentials;
}

/**
 * What the cloud credentials are for (docs/session.md): signing the fraud
 * device-signal request. A signed-in shopper's come from the session (an
 * authenticated identity), a guest's from the guest (unauthenticated) one. A
 * failure is logged once and the signal is skipped.
 */
const signingCredentials: GetCredentials = async () => {
  try {
    return await (await credentialsProvider()).get($auth.get().jwtToken ? 'session' : 'guest');
  } catch (error) {
    logErrorOnce('credentials', 'Cloud credentials could not be obtained; the device signal is not sent', error);
    return null;
  }
};

/** header.md §3 "Session storage keys": the profile and lambda hosts, for the page's own scripts. */
function publishHosts(): void {
  const { hosts } = $config.get();
  webStorage.writeRaw('session', 'fastlyUCAHost', hosts.fastly);
  webStorage.writeRaw('session', 'lambdaHost', hosts.lambda);
}

/**
 * The behavioural-analytics script (header.md §7): event mode with the
 * UBA_EVENT_MODE toggle (dvct 500, dvc a, dvci = this page's UBA session id,
 * which the device signals carry too), the lighter non-event mode (dvc d)
 * otherwise. Decision: the spec names both modes but not what picks one.
 */
function startAnalytics({
  insertAnalyticsScript,
  ubaSessionId,
}: Awaited<ReturnType<typeof fingerprintModule.load>>): void {
  const config = $config.get();
  const eventMode = isToggleOn(config, 'UBA_EVENT_MODE');
  insertAnalyticsScript({
    doc: document,
    host: config.hosts.analytics,
    eventMode,
    ...(eventMode ? { dvci: ubaSessionId() } : {}),
  });
}

let started: Promise<void> | null = null;
/**
 * `quiet` is the page's one schedule (the bundle's, which has followed the
 * shopper's interactions since start-up); the chunk started by a sign-in may
 * come before a quiet moment, and its resolution must not wait for one.
 */
export function startSession(win: Window = window, quiet: Quiet = createQuiet(win)): Promise<void> {
  started ??= (async () => {
    publishHosts();
    // header.md §4: the session and the fingerprint config, in parallel.
    const fingerprintConfig = await resolveSession(async () =>
      (await fingerprintModule.load()).loadFingerprintConfig(),
    );
    try {
      const fingerprint = await fingerprintModule.load();
      // A third-party script and the fingerprint: work nobody on screen waits for, in a quiet moment.
      await whenQuiet(quiet);
      startAnalytics(fingerprint);
      // startFingerprint waits for a quiet moment again before each costly step; nothing waits for it.
      void fingerprint.startFingerprint({
        win,
        config: fingerprintConfig,
        getCredentials: signingCredentials,
        whenQuiet: quietMomentsOf(quiet),
      });
    } catch (error) {
      logErrorOnce(
        'fingerprint-chunk',
        'The fingerprint chunk could not be loaded; no fingerprint or device signal on this page',
        error,
      );
    }
  })();
  return started;
}

/** Drops the cached credentials and the stored federated info (header.md §4), whether or not their chunk has loaded. */
function forgetCredentials(): void {
  credentials?.clear();
  credentials = null;
  webStorage.remove('local', FEDERATED_INFO_KEY);
}

/** What `window.nmSession` calls (core events/sessionBridge.ts). */
export const sessionService: SessionService = {
  async signIn(email, password) {
    const outcome = await signIn(email, password);
    // Credentials cached for whoever was signed in before are not this customer's.
    if (outcome.ok) forgetCredentials();
    // The fraud backend hears of the sign-in (fingerprint/README.md); nothing waits for it.
    if (outcome.ok) {
      fingerprintModule.load().then(
        ({ sendDeviceSignal }) => sendDeviceSignal({ userAction: 'login', getCredentials: signingCredentials }),
        () => undefined, // already logged by startSession
      );
    }
    return outcome;
  },
  signOut: () => signOut(forgetCredentials),
};
