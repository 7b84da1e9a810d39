import { $config, mergeConfig, resetLogOnce } from '@nm/core';
import { jsonResponse, routeFetch, writable } from '@nm/core/testing';
import type { MockInstance } from 'vitest';
import { ensureGuest, refreshGuestToken, requestNewGuest } from './guest';

const NOW = 1_800_000_000_000;
const now = () => NOW;
const token = (Sub: string, AccessToken: string, RefreshToken = 'rt-new') =>
  jsonResponse({ AuthenticationResult: { Sub, AccessToken, RefreshToken, ExpiresIn: 3600 } });
const stored = () =>
  Object.fromEntries(
    ['guestUser.Sub', 'guestUser.AccessToken', 'guestUser.ExpiresAt', 'guestUser.RefreshToken'].map((k) => [
      k,
      localStorage.getItem(k),
    ]),
  );
const flush = () => new Promise((r) => setTimeout(r, 0));

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  localStorage.clear();
  resetLogOnce();
  writable($config).set(mergeConfig('localhost', { hosts: { guest: 'https://guest.test', api: 'https://api.test' } }));
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks(); // the console spy, and a test's window.localStorage spy
});

describe('refreshGuestToken (header.md §4, the three outcomes)', () => {
  it("rejects with 'No access token' when none is stored, without a call", async () => {
    const fetch = routeFetch({});
    await expect(refreshGuestToken(undefined, now)).rejects.toThrow(/^No access token$/);
    expect(fetch.requests).toHaveLength(0);
  });
  it("resolves 'Valid access Token' without a call while ExpiresAt is later than now", async () => {
    localStorage.setItem('guestUser.AccessToken', 'at-1');
    localStorage.setItem('guestUser.ExpiresAt', String(NOW + 1));
    const fetch = routeFetch({});
    await expect(refreshGuestToken(undefined, now)).resolves.toBe('Valid access Token');
    expect(fetch.requests).toHaveLength(0);
  });
  it('posts the refresh token as { token } once expired, and keeps the new tokens', async () => {
    localStorage.setItem('guestUser.AccessToken', 'at-1');
    localStorage.setItem('guestUser.ExpiresAt', String(NOW));
    localStorage.setItem('guestUser.RefreshToken', 'rt-1');
    const fetch = routeFetch({ 'POST /guests/v1/refresh': token('g-1', 'at-2', 'rt-2') });
    await refreshGuestToken(undefined, now);
    expect(fetch.requests[0]!.url).toBe('https://guest.test/guests/v1/refresh');
    expect(JSON.parse(fetch.requests[0]!.body)).toEqual({ token: 'rt-1' });
    expect(stored()).toEqual({
      'guestUser.Sub': 'g-1',
      'guestUser.AccessToken': 'at-2',
      'guestUser.ExpiresAt': String(NOW + 3_600_000),
      'guestUser.RefreshToken': 'rt-2',
    });
  });
  it.each([
    ['the service refuses', jsonResponse({ message: 'expired' }, 401)],
    ['the answer has no tokens', jsonResponse({ AuthenticationResult: {} })],
  ])("rejects with 'Invalid Refresh Token' when %s", async (_name, answer) => {
    localStorage.setItem('guestUser.AccessToken', 'at-1');
    localStorage.setItem('guestUser.RefreshToken', 'rt-1');
    routeFetch({ 'POST /guests/v1/refresh': answer });
    await expect(refreshGuestToken(undefined, now)).rejects.toThrow(/^Invalid Refresh Token$/);
  });
  it("rejects with 'Invalid Refresh Token' when expired and there is no refresh token to post", async () => {
    localStorage.setItem('guestUser.AccessToken', 'at-1');
    const fetch = routeFetch({});
    await expect(refreshGuestToken(undefined, now)).rejects.toThrow(/^Invalid Refresh Token$/);
    expect(fetch.requests).toHaveLength(0);
  });
});

describe('a new guest', () => {
  it('GETs the token with credentials included, keeps it, and posts { id } to the migration with the bearer token', async () => {
    const fetch = routeFetch({
      'GET /guests/v1/token': token('g-7', 'at-7'),
      'POST /migration/profile/guest': jsonResponse({ whatever: true }),
    });
    await requestNewGuest(undefined, now);
    await flush();
    const [get, migrate] = fetch.requests;
    expect(get!.url).toBe('https://guest.test/guests/v1/token');
    expect(vi.mocked(globalThis.fetch).mock.calls[0]![0]).toHaveProperty('credentials', 'include');
    expect(stored()['guestUser.Sub']).toBe('g-7');
    expect(migrate!.url).toBe('https://api.test/migration/profile/guest');
    expect(JSON.parse(migrate!.body)).toEqual({ id: 'g-7' });
    expect(migrate!.headers.get('authorization')).toBe('Bearer at-7');
  });
  it('ignores a failed migration (one line, no token in it)', async () => {
    routeFetch({
      'GET /guests/v1/token': token('g-7', 'secret-at'),
      'POST /migration/profile/guest': jsonResponse({}, 500),
    });
    await expect(requestNewGuest(undefined, now)).resolves.toMatchObject({ sub: 'g-7' });
    await flush();
    await flush();
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(errorSpy.mock.calls)).not.toContain('secret-at');
  });
});

describe('ensureGuest: refresh, else a new token, else carry on (header.md §4)', () => {
  it('a first visit (no access token) gets a new guest', async () => {
    routeFetch({ 'GET /guests/v1/token': token('g-1', 'at-1'), 'POST /migration/profile/guest': jsonResponse({}) });
    await expect(ensureGuest(undefined, now)).resolves.toMatchObject({ sub: 'g-1', accessToken: 'at-1' });
  });
  it('a rejected refresh token gets a new guest', async () => {
    localStorage.setItem('guestUser.AccessToken', 'old');
    localStorage.setItem('guestUser.RefreshToken', 'rt-old');
    const fetch = routeFetch({
      'POST /guests/v1/refresh': jsonResponse({}, 401),
      'GET /guests/v1/token': token('g-2', 'at-2'),
      'POST /migration/profile/guest': jsonResponse({}),
    });
    await expect(ensureGuest(undefined, now)).resolves.toMatchObject({ sub: 'g-2', accessToken: 'at-2' });
    expect(fetch.calls('POST /guests/v1/refresh')).toHaveLength(1);
  });
  it("when both fail, logs 'Minicart error getting guest' once and goes on with the tokens there are", async () => {
    localStorage.setItem('guestUser.Sub', 'g-old');
    localStorage.setItem('guestUser.AccessToken', 'at-old');
    localStorage.setItem('guestUser.RefreshToken', 'rt-old');
    const fetch = routeFetch({
      'POST /guests/v1/refresh': jsonResponse({}, 500),
      'GET /guests/v1/token': jsonResponse({}, 500),
    });
    await expect(ensureGuest(undefined, now)).resolves.toMatchObject({ sub: 'g-old', accessToken: 'at-old' });
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('Minicart error getting guest');
    expect(JSON.stringify(errorSpy.mock.calls)).not.toMatch(/at-old|rt-old/);
    // Nothing loops: one refresh and one token call.
    expect(fetch.requests.map((r) => r.method)).toEqual(['POST', 'GET']);
  });
  it('a malformed token answer counts as a failure', async () => {
    routeFetch({ 'GET /guests/v1/token': jsonResponse({ AuthenticationResult: { Sub: 'x' } }) });
    await expect(ensureGuest(undefined, now)).resolves.toEqual({});
    expect(String(errorSpy.mock.calls[0]![0])).toContain('Minicart error getting guest');
  });
  it('with storage disabled, the page still gets its guest (kept in memory for this page only)', async () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => undefined,
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(throwing as unknown as Storage);
    routeFetch({ 'GET /guests/v1/token': token('g-9', 'at-9'), 'POST /migration/profile/guest': jsonResponse({}) });
    await expect(ensureGuest(undefined, now)).resolves.toMatchObject({ sub: 'g-9', accessToken: 'at-9' });
    expect(JSON.stringify(errorSpy.mock.calls)).not.toContain('at-9');
  });
});
