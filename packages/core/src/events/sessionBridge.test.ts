import { resetLogOnce } from '../log/log';
import { $auth, $authPhase, $session, setAuth } from '../state/session';
import {
  createSessionBridge,
  installSessionBridge,
  signInShopper,
  signOutShopper,
  type SessionService,
} from './sessionBridge';
import { writable } from '../testing/writable';

const service = (overrides: Partial<SessionService> = {}): SessionService => ({
  signIn: vi.fn(async () => ({ ok: true as const })),
  signOut: vi.fn(async () => undefined),
  ...overrides,
});

beforeEach(() => {
  resetLogOnce();
  writable($auth).set({});
  writable($authPhase).set('none');
  writable($session).set({ customer: { isLoggedin: false, isGuest: true }, profile: {} });
});

describe('window.nmSession', () => {
  it('signIn hands the email and password to the session service and returns its outcome', async () => {
    const s = service({
      signIn: vi.fn(async () => ({
        ok: false as const,
        error: { name: 'NotAuthorizedException', message: 'Incorrect username or password.' },
      })),
    });
    const bridge = createSessionBridge(async () => s);
    await expect(bridge.signIn('a@b.co', 'pw')).resolves.toEqual({
      ok: false,
      error: { name: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
    expect(s.signIn).toHaveBeenCalledWith('a@b.co', 'pw');
  });
  it('signIn never rejects: a chunk that fails to load is an outcome', async () => {
    const bridge = createSessionBridge(async () => {
      throw new Error('chunk 404');
    });
    await expect(bridge.signIn('a@b.co', 'pw')).resolves.toEqual({
      ok: false,
      error: { name: 'SessionUnavailable', message: 'chunk 404' },
    });
  });
  it('signIn refuses non-strings without calling the service', async () => {
    const s = service();
    const bridge = createSessionBridge(async () => s);
    await expect(bridge.signIn(undefined as unknown as string, 'pw')).resolves.toMatchObject({
      ok: false,
      error: { name: 'InvalidParameter' },
    });
    expect(s.signIn).not.toHaveBeenCalled();
  });
  it('getState and subscribe ask for the shopper (a page of only a search starts identity this way); signIn does through its service', () => {
    const demand = vi.fn();
    const bridge = createSessionBridge(async () => service(), demand);
    bridge.getState();
    expect(demand).toHaveBeenCalledTimes(1);
    bridge.subscribe(() => undefined)();
    expect(demand).toHaveBeenCalledTimes(2);
  });
  it('getState and subscribe report resolved, signed in and the displayed first name, once per change, never a token', async () => {
    const bridge = createSessionBridge(async () => service());
    const seen: unknown[] = [];
    const off = bridge.subscribe((state) => seen.push(state));
    setAuth({ token: 'secret', jwtToken: 'secret', firstName: 'ALEXANDRA', userId: 'p' });
    await Promise.resolve();
    off();
    setAuth({});
    await Promise.resolve();
    expect(seen).toEqual([
      { resolved: false, signedIn: false, firstName: '' },
      { resolved: true, signedIn: true, firstName: 'Alexandra' },
    ]);
    expect(JSON.stringify(bridge.getState())).not.toContain('secret');
  });
  it('a listener that throws stays subscribed (logged once)', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bridge = createSessionBridge(async () => service());
    const listener = vi.fn(() => {
      throw new Error('page bug');
    });
    bridge.subscribe(listener);
    setAuth({ jwtToken: 'j' });
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    errorSpy.mockRestore();
  });
  it('is installed read-only on window.nmSession, and a page that owns the name keeps it', () => {
    const win = {} as Window & { nmSession?: unknown };
    const bridge = installSessionBridge(win, async () => service());
    expect(win.nmSession).toBe(bridge);
    expect(() => {
      (win as { nmSession: unknown }).nmSession = 1;
    }).toThrow();
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const taken = { nmSession: 'theirs' } as Window & { nmSession?: unknown };
    expect(installSessionBridge(taken, async () => service())).toBeNull();
    expect(taken.nmSession).toBe('theirs');
    errorSpy.mockRestore();
  });
  it("the widgets' own UI signs in through the same service, even when the page owns window.nmSession", async () => {
    const s = service();
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    installSessionBridge({ nmSession: 'theirs' } as Window & { nmSession?: unknown }, async () => s);
    errorSpy.mockRestore();
    await expect(signInShopper('a@b.co', 'pw')).resolves.toEqual({ ok: true });
    await signOutShopper();
    expect(s.signOut).toHaveBeenCalledTimes(1);
  });
  it('signOut never rejects either: a chunk that fails to load is logged once', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bridge = createSessionBridge(async () => {
      throw new Error('chunk 404');
    });
    await expect(bridge.signOut()).resolves.toBeUndefined();
    expect(errorSpy).toHaveBeenCalledTimes(1);
    errorSpy.mockRestore();
  });
});

describe('window.nmSession edges the mutation run found', () => {
  const logged = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => String(call[0]));

  it('signIn with a password that is not a string: the whole refusal, service not called', async () => {
    const s = service();
    const bridge = createSessionBridge(async () => s);
    await expect(bridge.signIn('a@b.co', 42 as unknown as string)).resolves.toEqual({
      ok: false,
      error: { name: 'InvalidParameter', message: 'signIn needs an email and a password (strings)' },
    });
    expect(s.signIn).not.toHaveBeenCalled();
  });

  it('a chunk that rejects with a non-Error still reads as unavailable', async () => {
    // A non-Error rejection is the case under test (a loader that rejects with a string).
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    const bridge = createSessionBridge(() => Promise.reject('404'));
    await expect(bridge.signIn('a@b.co', 'pw')).resolves.toEqual({
      ok: false,
      error: { name: 'SessionUnavailable', message: 'the session could not be loaded' },
    });
  });

  it('subscribe with something that is not a function throws a TypeError naming it', () => {
    const bridge = createSessionBridge(async () => service());
    expect(() => bridge.subscribe('x' as never)).toThrow(new TypeError('subscribe needs a function'));
  });

  it('a store change that leaves the snapshot as it was calls nobody', async () => {
    const bridge = createSessionBridge(async () => service());
    const listener = vi.fn();
    const off = bridge.subscribe(listener);
    writable($authPhase).set('resolving');
    await Promise.resolve();
    off();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('unsubscribing before the queued call runs: no late call', async () => {
    const bridge = createSessionBridge(async () => service());
    const listener = vi.fn();
    const off = bridge.subscribe(listener);
    setAuth({ jwtToken: 'j', firstName: 'ANN' });
    off();
    await Promise.resolve();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('the log lines, whole', async () => {
    // An earlier test's throwing listener is still subscribed and may have logged after the reset: start clean.
    await Promise.resolve();
    resetLogOnce();
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await createSessionBridge(async () => {
      throw new Error('chunk 404');
    }).signOut();
    const bridge = createSessionBridge(async () => service());
    bridge.subscribe(() => {
      throw new Error('page bug');
    });
    installSessionBridge({ nmSession: 'theirs' } as Window & { nmSession?: unknown }, async () => service());
    const lines = logged(errorSpy);
    errorSpy.mockRestore();
    expect(lines).toEqual([
      '[nm-widgets] Signing out failed: the session could not be loaded',
      '[nm-widgets] A window.nmSession.subscribe listener threw; it stays subscribed',
      '[nm-widgets] window.nmSession is already defined by the page; the session bridge is not installed',
    ]);
  });

  it('window.nmSession is not enumerable, not writable, and can be removed', () => {
    const win = {} as Window & { nmSession?: unknown };
    const bridge = installSessionBridge(win, async () => service());
    expect(Object.getOwnPropertyDescriptor(win, 'nmSession')).toEqual({
      value: bridge,
      configurable: true,
      enumerable: false,
      writable: false,
    });
  });

  it("before the session is registered, the widgets' sign-in answers unavailable", async () => {
    vi.resetModules();
    const fresh = await import('./sessionBridge');
    await expect(fresh.signInShopper('a@b.co', 'pw')).resolves.toEqual({
      ok: false,
      error: { name: 'SessionUnavailable', message: 'the session is not started on this page' },
    });
  });
});
