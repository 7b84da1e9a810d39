import { resetLogOnce } from '@nm/core';
import { jsonResponse, routeFetch } from '@nm/core/testing';
import type { MockInstance } from 'vitest';
import type { ResolvedIdentity } from '../model/userPools';
import { createUserPool, readCurrentSession, signInToUserPool, signOutOfUserPool } from './userPool';

const IDENTITY: ResolvedIdentity = {
  region: 'us-west-2',
  userPoolId: 'us-west-2_TestPool1',
  clientId: 'testclient',
  userPoolEndpoint: 'https://idp.test/cognito-idp/',
  authFlow: 'USER_PASSWORD_AUTH',
};
const PREFIX = 'CognitoIdentityServiceProvider.testclient';
const ROUTE = 'POST /cognito-idp/';

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: Record<string, unknown>) => `${b64url({ alg: 'RS256' })}.${b64url(claims)}.sig`;
const NOW_S = Math.floor(Date.now() / 1000);
const idToken = (exp: number, name = 'ALEXANDRA') => jwt({ sub: 'sub-1', given_name: name, exp, iat: exp - 3600 });
const accessToken = (exp: number) => jwt({ sub: 'sub-1', exp, iat: exp - 3600 });

/** The page's local storage: what it holds, and how it behaves (replaced per test). */
const items = new Map<string, string>();
let page: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const WORKING: typeof page = {
  getItem: (key) => items.get(key) ?? null,
  setItem: (key, value) => {
    items.set(key, String(value));
  },
  removeItem: (key) => {
    items.delete(key);
  },
};

/** What the library stores after a sign-in, written straight into local storage. */
function storeSession(exp: number): { id: string } {
  const id = idToken(exp);
  items.set(`${PREFIX}.LastAuthUser`, 'alexandra');
  items.set(`${PREFIX}.alexandra.idToken`, id);
  items.set(`${PREFIX}.alexandra.accessToken`, accessToken(exp));
  items.set(`${PREFIX}.alexandra.refreshToken`, 'refresh-1');
  items.set(`${PREFIX}.alexandra.clockDrift`, '0');
  return { id };
}

const refreshed = (id: string) =>
  jsonResponse({ AuthenticationResult: { IdToken: id, AccessToken: accessToken(NOW_S + 7200) } });

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  resetLogOnce();
  items.clear();
  page = { ...WORKING };
  const storage = {
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (key: string) => page.getItem(key),
    setItem: (key: string, value: string) => page.setItem(key, value),
    removeItem: (key: string) => page.removeItem(key),
    clear: () => items.clear(),
  } satisfies Storage;
  vi.spyOn(window, 'localStorage', 'get').mockReturnValue(storage);
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The three ways a page's local storage refuses writes while its reads still work. */
const REFUSING: Array<[string, () => void]> = [
  [
    'full (every setItem throws QuotaExceededError)',
    () => {
      page.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
  ],
  [
    'throwing (setItem and removeItem throw)',
    () => {
      page.setItem = () => {
        throw new TypeError('setItem is not allowed here');
      };
      page.removeItem = () => {
        throw new TypeError('removeItem is not allowed here');
      };
    },
  ],
  [
    'read-only (writes and removals silently dropped)',
    () => {
      page.setItem = () => undefined;
      page.removeItem = () => undefined;
    },
  ],
];

describe('the user pool reads a stored session from a storage that refuses writes (docs/session.md "A user-pool session")', () => {
  it.each(REFUSING)('%s: the stored, valid session signs the shopper in', async (_name, refuse) => {
    const { id } = storeSession(NOW_S + 3600);
    refuse();
    await expect(readCurrentSession(createUserPool(IDENTITY))).resolves.toEqual({ jwtToken: id });
  });

  it.each(REFUSING)('%s: an expired session is refreshed, and this page uses the new tokens', async (_name, refuse) => {
    storeSession(NOW_S - 60);
    const fresh = idToken(NOW_S + 7200, 'FRESH');
    const fetch = routeFetch({ [ROUTE]: refreshed(fresh) });
    refuse();
    const pool = createUserPool(IDENTITY);
    await expect(readCurrentSession(pool)).resolves.toEqual({ jwtToken: fresh });
    await expect(readCurrentSession(pool)).resolves.toEqual({ jwtToken: fresh });
    expect(fetch.calls(ROUTE)).toHaveLength(1);
  });

  it.each(REFUSING)(
    '%s: a sign-out holds for the page even when the stored session cannot be removed',
    async (_name, refuse) => {
      storeSession(NOW_S + 3600);
      refuse();
      const pool = createUserPool(IDENTITY);
      await readCurrentSession(pool);
      signOutOfUserPool(pool);
      await expect(readCurrentSession(pool)).rejects.toThrow('No current user');
    },
  );

  it.each(REFUSING)(
    '%s: a sign-in on this page is read back by the pool (the signed-in user keeps its tokens where the pool looks)',
    async (_name, refuse) => {
      const id = idToken(NOW_S + 3600);
      routeFetch({
        [ROUTE]: jsonResponse({
          AuthenticationResult: { IdToken: id, AccessToken: accessToken(NOW_S + 3600), RefreshToken: 'refresh-2' },
        }),
      });
      refuse();
      const pool = createUserPool(IDENTITY);
      const result = await signInToUserPool(pool, IDENTITY, 'alexandra@example.com', 'Northmoor-Demo-1');
      expect(result).toEqual({ ok: true, session: { jwtToken: id } });
      await expect(readCurrentSession(pool)).resolves.toEqual({ jwtToken: id });
    },
  );

  it('a refused write is logged once, naming the cause', async () => {
    storeSession(NOW_S - 60);
    routeFetch({ [ROUTE]: refreshed(idToken(NOW_S + 7200)) });
    REFUSING[0]![1]();
    await readCurrentSession(createUserPool(IDENTITY));
    const lines = errorSpy.mock.calls.filter(([message]) => String(message).includes('localStorage refused'));
    expect(lines).toHaveLength(1);
    expect(String(lines[0]![0])).toMatch(/full, blocked or read-only/);
  });

  it('a storage that cannot even be read is no session, and nothing throws', async () => {
    storeSession(NOW_S + 3600);
    page.getItem = () => {
      throw new TypeError('getItem is not allowed here');
    };
    await expect(readCurrentSession(createUserPool(IDENTITY))).rejects.toThrow('No current user');
  });
});

describe("the pool's token refresh follows header.md §7: one retry 1000 ms later on a 502, nothing else retried", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.now() });
    storeSession(NOW_S - 60);
  });

  it("a 200 whose body says status 502 is retried once, 1000 ms later, and the retry's tokens are used", async () => {
    const fresh = idToken(NOW_S + 7200, 'FRESH');
    const answers = [jsonResponse({ status: 502 }), refreshed(fresh)];
    const fetch = routeFetch({ [ROUTE]: () => answers.shift()! });
    const reading = readCurrentSession(createUserPool(IDENTITY));
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch.calls(ROUTE)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.calls(ROUTE)).toHaveLength(2);
    await expect(reading).resolves.toEqual({ jwtToken: fresh });
  });

  it('an HTTP 502 twice: two calls, then the failure (no third)', async () => {
    const fetch = routeFetch({ [ROUTE]: () => jsonResponse({ message: 'Bad Gateway' }, 502) });
    const reading = readCurrentSession(createUserPool(IDENTITY));
    const settled = expect(reading).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(30_000);
    await settled;
    expect(fetch.calls(ROUTE)).toHaveLength(2);
  });

  it('a 500 is not retried', async () => {
    const fetch = routeFetch({
      [ROUTE]: () => jsonResponse({ __type: 'InternalErrorException', message: 'boom' }, 500),
    });
    const reading = readCurrentSession(createUserPool(IDENTITY));
    const settled = expect(reading).rejects.toMatchObject({ code: 'InternalErrorException' });
    await vi.advanceTimersByTimeAsync(30_000);
    await settled;
    expect(fetch.calls(ROUTE)).toHaveLength(1);
  });

  it('a rejected refresh token (NotAuthorizedException) reaches the library, which forgets the stored user', async () => {
    routeFetch({
      [ROUTE]: () => jsonResponse({ __type: 'NotAuthorizedException', message: 'Refresh Token has expired' }, 400),
    });
    const reading = readCurrentSession(createUserPool(IDENTITY));
    const settled = expect(reading).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await vi.advanceTimersByTimeAsync(0);
    await settled;
    expect(items.get(`${PREFIX}.LastAuthUser`)).toBeUndefined();
  });

  it('a 200 with no tokens is an error, not a session', async () => {
    routeFetch({ [ROUTE]: () => jsonResponse({}) });
    const reading = readCurrentSession(createUserPool(IDENTITY));
    const settled = expect(reading).rejects.toMatchObject({ name: 'UnexpectedAnswer' });
    await vi.advanceTimersByTimeAsync(0);
    await settled;
  });
});
