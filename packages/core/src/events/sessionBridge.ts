import { logErrorOnce } from '../log/log';
import { $authPhase, $firstName, $signedIn } from '../state/session';

/** @public Part of the contract: re-exported by packages/bundle/src/public.ts. */
export type SignInOutcome = { ok: true } | { ok: false; error: { name: string; message: string } };

/** @public Part of the contract: re-exported by packages/bundle/src/public.ts. */
export interface SessionSnapshot {
  /** False until the session package has worked out who the shopper is. */
  resolved: boolean;
  signedIn: boolean;
  /** As displayed (header.md §5): first 11 characters, capitalised; '' for a guest. */
  firstName: string;
}

/**
 * `window.nmSession`: the page's way to sign the shopper in and out. Kept
 * apart from `window.minicart`, which stays the cart's (its contract is
 * frozen). No method ever hands out a token.
 */
export interface SessionBridge {
  /** header.md §7 signIn: resolves `{ ok: true }` or `{ ok: false, error }`; never rejects, never shows anything. */
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** Clears the session and the credentials and returns the page to the guest flow. */
  signOut(): Promise<void>;
  getState(): SessionSnapshot;
  /** Calls `listener` now and on every change; returns the unsubscribe. */
  subscribe(listener: (state: SessionSnapshot) => void): () => void;
}

/** What the session package provides (loaded lazily; the bridge knows no Cognito). */
export interface SessionService {
  signIn(email: string, password: string): Promise<SignInOutcome>;
  signOut(): Promise<void>;
}

function snapshot(): SessionSnapshot {
  return { resolved: $authPhase.get() === 'resolved', signedIn: $signedIn.get(), firstName: $firstName.get() };
}

function failure(error: unknown): SignInOutcome {
  const message = error instanceof Error ? error.message : 'the session could not be loaded';
  return { ok: false, error: { name: 'SessionUnavailable', message } };
}

/**
 * `demand`: a page that reads the session (getState, subscribe) needs the
 * shopper resolved, as the header does: on a page whose elements do not (a
 * search alone), this is what starts identity (docs/session.md).
 */
export function createSessionBridge(
  service: () => Promise<SessionService>,
  demand: () => void = () => undefined,
): SessionBridge {
  return {
    async signIn(email, password) {
      if (typeof email !== 'string' || typeof password !== 'string') {
        return {
          ok: false,
          error: { name: 'InvalidParameter', message: 'signIn needs an email and a password (strings)' },
        };
      }
      try {
        return await (await service()).signIn(email, password);
      } catch (error) {
        return failure(error);
      }
    },
    async signOut() {
      // Like signIn, never rejects: a session chunk that cannot load is logged, and there is nothing to sign out of.
      try {
        await (await service()).signOut();
      } catch (error) {
        logErrorOnce('nmSession-signout', 'Signing out failed: the session could not be loaded', error);
      }
    },
    getState() {
      demand();
      return snapshot();
    },
    subscribe(listener) {
      if (typeof listener !== 'function') throw new TypeError('subscribe needs a function');
      demand();
      let last = '';
      const call = () => {
        const state = snapshot();
        const key = JSON.stringify(state);
        if (key === last) return;
        last = key;
        try {
          listener(state);
        } catch (error) {
          logErrorOnce('nmSession-listener', 'A window.nmSession.subscribe listener threw; it stays subscribed', error);
        }
      };
      // One call per change, after the stores have all moved (setAuth writes $auth, then the phase):
      // a listener never sees a half-written state.
      let queued = false;
      let active = true;
      const schedule = () => {
        if (queued) return;
        queued = true;
        queueMicrotask(() => {
          queued = false;
          if (active) call();
        });
      };
      call();
      const offs = [$authPhase.listen(schedule), $signedIn.listen(schedule), $firstName.listen(schedule)];
      offs.push(() => {
        active = false;
      });
      return () => {
        for (const off of offs) off();
      };
    },
  };
}

/**
 * The same bridge for the widgets' own UI (the header's sign-in form and its
 * "Sign Out"), so they sign in exactly as the page does and never import the
 * session chunk. Until the bundle has registered the session, every call
 * answers "unavailable".
 */
let widgetBridge: SessionBridge = createSessionBridge(() =>
  Promise.reject(new Error('the session is not started on this page')),
);
export function signInShopper(email: string, password: string): Promise<SignInOutcome> {
  return widgetBridge.signIn(email, password);
}
export function signOutShopper(): Promise<void> {
  return widgetBridge.signOut();
}

/** Puts the bridge on `window.nmSession`; a page that already owns that name keeps it (logged once). */
export function installSessionBridge(
  win: Window & { nmSession?: unknown },
  service: () => Promise<SessionService>,
  demand?: () => void,
): SessionBridge | null {
  const bridge = Object.freeze(createSessionBridge(service, demand));
  widgetBridge = bridge;
  if (win.nmSession !== undefined) {
    logErrorOnce(
      'nmSession-taken',
      'window.nmSession is already defined by the page; the session bridge is not installed',
    );
    return null;
  }
  Object.defineProperty(win, 'nmSession', { value: bridge, configurable: true, enumerable: false, writable: false });
  return bridge;
}
