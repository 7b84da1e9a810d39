import {
  $auth,
  $authPhase,
  $config,
  $session,
  mergeConfig,
  readJsonCookie,
  refreshSession,
  resetLogOnce,
  writeJsonCookie,
} from '@nm/core';
import { clearCookies, jsonResponse, routeFetch, writable } from '@nm/core/testing';
import type { MockInstance } from 'vitest';

const userPool = vi.hoisted(() => ({
  readCurrentSession: vi.fn<() => Promise<{ jwtToken: string }>>(),
  signInToUserPool: vi.fn(),
  signOutOfUserPool: vi.fn(),
}));
vi.mock('../userPool/userPool', async (original) => ({
  ...(await original<typeof import('../userPool/userPool')>()),
  createUserPool: () => ({}),
  readCurrentSession: userPool.readCurrentSession,
  signInToUserPool: userPool.signInToUserPool,
  signOutOfUserPool: userPool.signOutOfUserPool,
}));
const { resolveSession, signIn, signOut } = await import('./identity');

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const idToken = (claims: Record<string, unknown>) => `${b64url({ alg: 'RS256' })}.${b64url(claims)}.sig`;
const ALEXANDRA = idToken({
  sub: 'sub-1',
  'custom:profileId': 'prof-1',
  'custom:ucaId': 'uca-1',
  given_name: 'ALEXANDRA',
});
const guestAnswer = jsonResponse({
  AuthenticationResult: { Sub: 'guest-1', AccessToken: 'guest-at', RefreshToken: 'guest-rt', ExpiresIn: 3600 },
});
const noCurrentUser = () => Promise.reject(new Error('No current user'));

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  resetLogOnce();
  clearCookies();
  localStorage.clear();
  writable($config).set(mergeConfig('localhost', { hosts: { guest: 'https://guest.test', api: 'https://api.test' } }));
  refreshSession();
  writable($auth).set({});
  writable($authPhase).set('resolving');
  userPool.readCurrentSession.mockReset();
  userPool.signInToUserPool.mockReset();
  userPool.signOutOfUserPool.mockReset();
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  errorSpy.mockRestore();
});

describe('session resolution (header.md §4)', () => {
  it("a user-pool session: cstmr says signed in with the session's id, and $auth carries its bearer token, ids and name", async () => {
    userPool.readCurrentSession.mockResolvedValue({ jwtToken: ALEXANDRA });
    const fetch = routeFetch({});
    await resolveSession(async () => 'config');
    expect(readJsonCookie('cstmr')).toEqual({ customerId: 'prof-1', isLoggedin: true, isGuest: false });
    expect($auth.get()).toEqual({
      token: ALEXANDRA,
      jwtToken: ALEXANDRA,
      userId: 'prof-1',
      ucaId: 'uca-1',
      firstName: 'ALEXANDRA',
    });
    expect($session.get().customer.isLoggedin).toBe(true);
    expect($authPhase.get()).toBe('resolved');
    expect(fetch.requests).toHaveLength(0);
  });

  it('reads the session and loads what goes alongside in parallel, and hands that back', async () => {
    let sessionAnswered = false;
    let alongsideAskedBeforeSessionAnswered = false;
    userPool.readCurrentSession.mockImplementation(
      () =>
        new Promise((r) =>
          setTimeout(() => {
            sessionAnswered = true;
            r({ jwtToken: ALEXANDRA });
          }, 5),
        ),
    );
    const result = await resolveSession(async () => {
      alongsideAskedBeforeSessionAnswered = !sessionAnswered;
      return 'fp-config';
    });
    expect(alongsideAskedBeforeSessionAnswered).toBe(true);
    expect(result).toBe('fp-config');
  });

  it('sets $auth without waiting for what goes alongside (the fingerprint config has nothing to do with who the shopper is)', async () => {
    userPool.readCurrentSession.mockResolvedValue({ jwtToken: ALEXANDRA });
    let answer: (v: string) => void = () => undefined;
    const resolving = resolveSession(
      () =>
        new Promise<string>((r) => {
          answer = r;
        }),
    );
    await vi.waitFor(() => expect($authPhase.get()).toBe('resolved'));
    expect($auth.get().userId).toBe('prof-1');
    answer('late config');
    await expect(resolving).resolves.toBe('late config');
  });

  it('no session: a guest token, and $auth carries it and the guest Sub', async () => {
    userPool.readCurrentSession.mockImplementation(noCurrentUser);
    routeFetch({ 'GET /guests/v1/token': guestAnswer, 'POST /migration/profile/guest': jsonResponse({}) });
    await resolveSession(async () => null);
    expect($auth.get()).toEqual({ token: 'guest-at', userId: 'guest-1' });
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('a page whose own server signed the shopper in keeps that identity and gets no guest token', async () => {
    writeJsonCookie('cstmr', { customerId: 'legacy-1', isLoggedin: true, isGuest: false });
    refreshSession();
    userPool.readCurrentSession.mockImplementation(noCurrentUser);
    const fetch = routeFetch({});
    await resolveSession(async () => null);
    expect($auth.get()).toEqual({});
    expect($authPhase.get()).toBe('resolved');
    expect(fetch.requests).toHaveLength(0);
  });

  it('a session that cannot be checked is an empty session, logged once; a tampered ID token likewise', async () => {
    userPool.readCurrentSession.mockRejectedValue(new Error('Refresh Token has expired'));
    routeFetch({ 'GET /guests/v1/token': guestAnswer, 'POST /migration/profile/guest': jsonResponse({}) });
    await resolveSession(async () => null);
    expect($auth.get().userId).toBe('guest-1');
    expect(errorSpy).toHaveBeenCalledTimes(1);
    userPool.readCurrentSession.mockResolvedValue({ jwtToken: 'not.a-jwt' });
    await resolveSession(async () => null);
    expect($auth.get().userId).toBe('guest-1');
    expect(readJsonCookie('cstmr')).not.toMatchObject({ isLoggedin: true });
    expect(errorSpy).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(errorSpy.mock.calls)).not.toContain('guest-at');
  });

  it('the emulator down and the guest service down: $auth resolves empty, nothing loops', async () => {
    userPool.readCurrentSession.mockRejectedValue(new TypeError('Failed to fetch'));
    const fetch = routeFetch({ 'GET /guests/v1/token': jsonResponse({}, 503) });
    await resolveSession(async () => {
      throw new Error('config down');
    });
    expect($auth.get()).toEqual({});
    expect($authPhase.get()).toBe('resolved');
    expect(fetch.requests).toHaveLength(1);
  });
});

describe('sign-in and sign-out', () => {
  it('signIn: success writes the cookies and $auth; the outcome carries no token', async () => {
    userPool.signInToUserPool.mockResolvedValue({ ok: true, session: { jwtToken: ALEXANDRA } });
    const outcome = await signIn('alexandra@example.com', 'pw');
    expect(outcome).toEqual({ ok: true });
    expect(userPool.signInToUserPool.mock.calls[0]!.slice(2)).toEqual(['alexandra@example.com', 'pw']);
    expect($auth.get().userId).toBe('prof-1');
    expect(readJsonCookie('ucaProfileData')).toMatchObject({ firstName: 'ALEXANDRA', securityStatus: 'Authenticated' });
  });
  it('signIn: an error is returned, not thrown, and nothing changes', async () => {
    writable($auth).set({ token: 'guest-at', userId: 'guest-1' });
    userPool.signInToUserPool.mockResolvedValue({
      ok: false,
      error: { name: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
    await expect(signIn('a@b.co', 'bad')).resolves.toEqual({
      ok: false,
      error: { name: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
    expect($auth.get()).toEqual({ token: 'guest-at', userId: 'guest-1' });
  });
  it('signIn: an answer whose jwtToken cannot be read is a failure', async () => {
    userPool.signInToUserPool.mockResolvedValue({ ok: true, session: { jwtToken: 'garbage' } });
    await expect(signIn('a@b.co', 'pw')).resolves.toMatchObject({ ok: false, error: { name: 'NoJwtToken' } });
  });
  it("signOut forgets the user pool session and the credentials, puts the cookies back to a guest's, and runs the guest flow", async () => {
    userPool.signInToUserPool.mockResolvedValue({ ok: true, session: { jwtToken: ALEXANDRA } });
    await signIn('alexandra@example.com', 'pw');
    routeFetch({ 'GET /guests/v1/token': guestAnswer, 'POST /migration/profile/guest': jsonResponse({}) });
    const clearCredentials = vi.fn();
    await signOut(clearCredentials);
    expect(userPool.signOutOfUserPool).toHaveBeenCalledTimes(1);
    expect(clearCredentials).toHaveBeenCalledTimes(1);
    expect(readJsonCookie('cstmr')).toEqual({ isLoggedin: false, isGuest: true });
    expect($auth.get()).toEqual({ token: 'guest-at', userId: 'guest-1' });
  });
  it('sign-in waits for a resolution under way, so the resolution cannot overwrite it', async () => {
    let answer: (v: unknown) => void = () => undefined;
    userPool.readCurrentSession.mockImplementation(
      () =>
        new Promise((_r, reject) => {
          answer = () => reject(new Error('No current user'));
        }),
    );
    routeFetch({ 'GET /guests/v1/token': guestAnswer, 'POST /migration/profile/guest': jsonResponse({}) });
    userPool.signInToUserPool.mockResolvedValue({ ok: true, session: { jwtToken: ALEXANDRA } });
    const resolving = resolveSession(async () => null);
    const signingIn = signIn('alexandra@example.com', 'pw');
    await vi.waitFor(() => expect(userPool.readCurrentSession).toHaveBeenCalled());
    expect(userPool.signInToUserPool).not.toHaveBeenCalled();
    answer(null);
    await Promise.all([resolving, signingIn]);
    expect($auth.get().userId).toBe('prof-1');
  });
});
