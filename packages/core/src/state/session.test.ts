import {
  $auth,
  $authPhase,
  $firstName,
  $session,
  $signedIn,
  $userId,
  beginAuthResolution,
  setAuth,
  whenAuthSettled,
} from './session';
import { writable } from '../testing/writable';

beforeEach(() => {
  writable($auth).set({});
  writable($authPhase).set('none');
  writable($session).set({ customer: { isLoggedin: false, isGuest: true, customerId: 'cookie-id' }, profile: {} });
});
afterEach(() => vi.useRealTimers());

describe('$auth and the wait for it', () => {
  it('nothing waits when no session package is resolving', async () => {
    let settled = false;
    void whenAuthSettled().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('while resolving, waits until setAuth', async () => {
    // The page's 4 s deadline on the fake clock, dropped after the test: on the real one it would fire in
    // whichever file runs 4 s later in this worker and turn that file's 'resolving' to 'late'.
    vi.useFakeTimers();
    beginAuthResolution();
    let settled = false;
    void whenAuthSettled().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    setAuth({ userId: 'x' });
    await Promise.resolve();
    expect(settled).toBe(true);
    expect($authPhase.get()).toBe('resolved');
  });

  it('gives up 4000 ms after the resolution began, once for the page', async () => {
    vi.useFakeTimers();
    beginAuthResolution();
    await vi.advanceTimersByTimeAsync(1000);
    let settled = false;
    void whenAuthSettled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect($authPhase.get()).toBe('late');
    let later = false;
    void whenAuthSettled().then(() => {
      later = true;
    });
    await Promise.resolve();
    expect(later).toBe(true);
    setAuth({});
    expect($authPhase.get()).toBe('resolved');
  });

  it('beginAuthResolution does not undo a resolution', () => {
    setAuth({});
    beginAuthResolution();
    expect($authPhase.get()).toBe('resolved');
  });

  it("the session's user id wins over the cookie's; without one the cookie's is used", () => {
    expect($userId.get()).toBe('cookie-id');
    setAuth({ userId: 'guest-sub' });
    expect($userId.get()).toBe('guest-sub');
  });

  it("the first name comes from the session first, displayed by the spec's rule (11 characters, capitalised, + as space)", () => {
    writable($session).set({ ...$session.get(), profile: { firstName: 'cookie' } });
    expect($firstName.get()).toBe('Cookie');
    setAuth({ firstName: 'MARY+ELIZABETH+JANE' });
    expect($firstName.get()).toBe('Mary elizab');
  });

  it('signed in with a session jwtToken, or by the profile (header.md §5)', () => {
    expect($signedIn.get()).toBe(false);
    setAuth({ jwtToken: 'jwt' });
    expect($signedIn.get()).toBe(true);
    setAuth({});
    writable($session).set({ ...$session.get(), profile: { securityStatus: 'Authenticated' } });
    expect($signedIn.get()).toBe(true);
  });
});

describe('the page deadline after a resolution', () => {
  it('a session resolved in time stays resolved when the deadline passes (not "late")', async () => {
    vi.useFakeTimers();
    beginAuthResolution(4000);
    setAuth({ jwtToken: 'j' });
    await vi.advanceTimersByTimeAsync(4000);
    expect($authPhase.get()).toBe('resolved');
  });
});
