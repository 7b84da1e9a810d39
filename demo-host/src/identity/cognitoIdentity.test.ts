// @vitest-environment node
// The credentials provider (packages/session/src/credentials) end to end: the
// real @aws-sdk/client-cognito-identity, with its standard retry strategy,
// against this stand-in on 127.0.0.1 over real HTTP. header.md §4
// "Credentials (cloud identity)", §5, §8, §9.

import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '@nm/core';
import {
  createCredentialsProvider,
  CredentialsError,
  type CredentialsProviderOptions,
} from '../../../packages/session/src/credentials';
import {
  cognitoIdentityRoutes,
  IdentityFaults,
  issuedCredentials,
  type IdentityRequestRecord,
} from './cognitoIdentity';

const POOL = 'us-west-2:00000000-0000-4000-8000-00000000d001';
const MEMBERS_ONLY_POOL = 'us-west-2:00000000-0000-4000-8000-0000000000aa';
const USER_POOL = 'us-west-2_DemoPool1';

/** A well-formed but unsigned JWT (the stand-in reads it, as Cognito would, but cannot verify it). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', kid: 'demo-key' })}.${part(claims)}.${Buffer.from(`signature-${String(claims['sub'])}`).toString('base64url')}`;
}
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const ALEXANDRA_ID_TOKEN = jwt({ sub: 'alexandra-sub', token_use: 'id', exp: inAnHour() });
const GOOGLE_TOKEN = jwt({ sub: 'google-user-7', iss: 'https://accounts.google.com', exp: inAnHour() });

/** The browser's localStorage, for core's webStorage under Node. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}
const localStorage = new MemoryStorage();

let app: FastifyInstance;
let endpoint: string;
const faults = new IdentityFaults();
const requests: IdentityRequestRecord[] = [];
const seen = () => requests.map((r) => (r.error ? `${r.target} ${r.status} ${r.error}` : `${r.target} ${r.status}`));
let consoleError: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(cognitoIdentityRoutes, {
    faults,
    requests,
    pools: { [POOL]: { allowUnauthenticated: true }, [MEMBERS_ONLY_POOL]: { allowUnauthenticated: false } },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  endpoint = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/cognito-identity/`;
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  vi.stubGlobal('window', { localStorage, sessionStorage: new MemoryStorage() });
  localStorage.clear();
  requests.length = 0;
  faults.clear();
  resetLogOnce();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  // No token in any log line, whatever the test did.
  const logged = consoleError.mock.calls
    .flat()
    .map((v: unknown) => (v instanceof Error ? `${v.message} ${v.stack}` : String(v)))
    .join('\n');
  for (const token of [ALEXANDRA_ID_TOKEN, GOOGLE_TOKEN]) expect(logged).not.toContain(token.split('.')[1]);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The rejection of a call that must fail. */
async function failureOf(call: Promise<unknown>): Promise<CredentialsError> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(CredentialsError);
  return outcome as CredentialsError;
}

function provider(options: Partial<CredentialsProviderOptions> = {}) {
  return createCredentialsProvider({
    region: 'us-west-2',
    identityPoolId: POOL,
    userPoolId: USER_POOL,
    endpoint,
    idToken: () => ALEXANDRA_ID_TOKEN,
    ...options,
  });
}

describe('guest (header.md §4: anonymous, cached by identity pool)', () => {
  it('asks for an anonymous identity, caches it under CognitoIdentityId-{pool}, and reuses it on the next page', async () => {
    const first = await provider().get('guest');
    expect(first).toMatchObject({ source: 'guest', authenticated: false });
    expect(first.identityId).toMatch(/^us-west-2:[0-9a-f-]{36}$/);
    expect(first.accessKeyId).toMatch(/^ASIA[A-Z2-7]{16}$/);
    expect(first.expiration?.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(seen()).toEqual(['GetId 200', 'GetCredentialsForIdentity 200']);
    expect(requests.every((r) => r.logins.length === 0)).toBe(true);
    const stored = localStorage.getItem('CognitoIdentityId-us-west-2:00000000-0000-4000-8000-00000000d001');
    expect(stored === null ? null : JSON.parse(stored)).toBe(first.identityId);

    requests.length = 0;
    const next = await provider().get('guest');
    expect(next.identityId).toBe(first.identityId);
    expect(next.accessKeyId).not.toBe(first.accessKeyId);
    expect(seen()).toEqual(['GetCredentialsForIdentity 200']);
  });

  it('reads an identity ID Amplify stored bare (not JSON)', async () => {
    const { identityId } = await provider().get('guest');
    localStorage.setItem(`CognitoIdentityId-${POOL}`, identityId);
    requests.length = 0;
    expect((await provider().get('guest')).identityId).toBe(identityId);
    expect(seen()).toEqual(['GetCredentialsForIdentity 200']);
  });

  it('the issued credentials can be looked up by access key id (for the fraud stand-in to check SigV4)', async () => {
    const credentials = await provider().get('guest');
    expect(issuedCredentials(credentials.accessKeyId)).toMatchObject({
      identityId: credentials.identityId,
      secretAccessKey: credentials.secretAccessKey,
      sessionToken: credentials.sessionToken,
      authenticated: false,
    });
    expect(issuedCredentials('ASIAUNKNOWN0000000000')).toBeUndefined();
  });

  it('a pool that does not allow guests refuses: NotAuthorizedException, handled generically', async () => {
    await expect(provider({ identityPoolId: MEMBERS_ONLY_POOL }).get('guest')).rejects.toMatchObject({
      message: 'Cognito Identity GetId failed: NotAuthorizedException',
      code: 'NotAuthorizedException',
    });
  });
});

describe('session (user-pool sign-in) and federation: authenticated', () => {
  it('session: Logins cognito-idp.{region}.amazonaws.com/{userPoolId} → the ID token; the same user gets the same identity', async () => {
    const credentials = await provider({ identityPoolId: MEMBERS_ONLY_POOL }).get('session');
    expect(credentials).toMatchObject({ source: 'session', authenticated: true });
    expect(requests.map((r) => r.logins)).toEqual([
      ['cognito-idp.us-west-2.amazonaws.com/us-west-2_DemoPool1'],
      ['cognito-idp.us-west-2.amazonaws.com/us-west-2_DemoPool1'],
    ]);
    const again = await provider({ identityPoolId: MEMBERS_ONLY_POOL }).get('session');
    expect(again.identityId).toBe(credentials.identityId);
    expect(issuedCredentials(again.accessKeyId)?.authenticated).toBe(true);
  });

  it('session: a token that is not a JWT, or an expired one, is refused (NotAuthorizedException), and no message names it', async () => {
    const notAJwt = 'opaque-session-token-1234567890';
    const refused = provider({ idToken: () => notAJwt }).get('session');
    await expect(refused).rejects.toMatchObject({ message: 'Cognito Identity GetId failed: NotAuthorizedException' });
    const expired = jwt({ sub: 'alexandra-sub', exp: Math.floor(Date.now() / 1000) - 60 });
    await expect(provider({ idToken: () => expired }).get('session')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
    const error = await failureOf(refused);
    expect(`${error.message} ${error.stack}`).not.toContain(notAJwt);
  });

  it('session: no signed-in user rejects without a call', async () => {
    await expect(provider({ idToken: () => undefined }).get('session')).rejects.toMatchObject({
      message: 'No current user',
    });
    expect(requests).toEqual([]);
  });

  it('federation: Logins from aws-amplify-federatedInfo ({ provider, token, user, expires_at })', async () => {
    localStorage.setItem(
      'aws-amplify-federatedInfo',
      JSON.stringify({
        provider: 'google',
        token: GOOGLE_TOKEN,
        user: { name: 'Alexandra' },
        expires_at: Date.now() + 3_600_000,
      }),
    );
    const credentials = await provider().get('federation');
    expect(credentials).toMatchObject({ source: 'federation', authenticated: true });
    expect(requests.map((r) => r.logins)).toEqual([['accounts.google.com'], ['accounts.google.com']]);
  });

  it('federation: corrupt stored info is one log line naming the key (not the value), and counts as none', async () => {
    localStorage.setItem('aws-amplify-federatedInfo', `{"provider":"google","token":"${GOOGLE_TOKEN}"`);
    const federation = provider();
    await expect(federation.get('federation')).rejects.toMatchObject({ message: 'No federated info' });
    await expect(federation.get('federation')).rejects.toMatchObject({ message: 'No federated info' });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('"aws-amplify-federatedInfo"');
    expect(consoleError.mock.calls[0]).toHaveLength(1);
    expect(requests).toEqual([]);
  });

  it('federation: expired info sends no token', async () => {
    localStorage.setItem(
      'aws-amplify-federatedInfo',
      JSON.stringify({ provider: 'google', token: GOOGLE_TOKEN, expires_at: Date.now() - 1 }),
    );
    await expect(provider().get('federation')).rejects.toMatchObject({ message: 'No federated info' });
    expect(requests).toEqual([]);
  });
});

describe('rejections with the spec texts (header.md §4, §5, §8)', () => {
  it.each(['admin', '', 'Guest', 'user-pool'])(
    'source %j rejects with exactly "invalid source", without a call',
    async (source) => {
      await expect(provider().get(source)).rejects.toMatchObject({ message: 'invalid source' });
      expect(requests).toEqual([]);
    },
  );

  it.each(['session', 'federation', 'guest'])('%s without an identity pool, or without a region', async (source) => {
    await expect(provider({ identityPoolId: undefined }).get(source)).rejects.toMatchObject({
      message: 'No Cognito Federated Identity pool provided',
    });
    await expect(provider({ region: undefined }).get(source)).rejects.toMatchObject({
      message: 'region is not configured for getting the credentials',
    });
    await expect(provider({ identityPoolId: '', region: '' }).get(source)).rejects.toMatchObject({
      message: 'No Cognito Federated Identity pool provided',
    });
    expect(requests).toEqual([]);
  });

  it('an answer without IdentityId: "Response from Amazon Cognito contained no identity ID"', async () => {
    faults.set('no-identity-id');
    await expect(provider().get('guest')).rejects.toMatchObject({
      message: 'Response from Amazon Cognito contained no identity ID',
    });
    await expect(provider().get('session')).rejects.toMatchObject({
      message: 'Response from Amazon Cognito contained no identity ID',
    });
    expect(seen()).toEqual(['GetId 200', 'GetId 200']);
  });

  it('a credentials failure removes the cached identity and passes the error on', async () => {
    const { identityId } = await provider().get('guest');
    faults.set('fail', 'ResourceNotFoundException');
    await expect(provider().get('guest')).rejects.toMatchObject({
      message: 'Cognito Identity GetCredentialsForIdentity failed: ResourceNotFoundException',
    });
    expect(localStorage.getItem(`CognitoIdentityId-${POOL}`)).toBeNull();
    faults.clear();
    requests.length = 0;
    const fresh = await provider().get('guest');
    expect(fresh.identityId).not.toBe(identityId);
    expect(seen()).toEqual(['GetId 200', 'GetCredentialsForIdentity 200']);
  });

  it('a cached identity the service no longer knows (real ResourceNotFoundException) is removed too', async () => {
    localStorage.setItem(`CognitoIdentityId-${POOL}`, JSON.stringify('us-west-2:11111111-2222-4333-8444-555555555555'));
    await expect(provider().get('guest')).rejects.toMatchObject({ code: 'ResourceNotFoundException' });
    expect(localStorage.getItem(`CognitoIdentityId-${POOL}`)).toBeNull();
  });

  // §8: the eight names handled generically; §8, §9: retried on throttling and 5xx, up to 3 attempts.
  // Math.random is the SDK's jitter (delay = random × min(base × 2^n, 20 s)): at 0 the real strategy
  // makes its retries with no wait, so the eight names cost no back-off. The next describe waits for real.
  it.each([
    ['ExternalServiceException', 1],
    ['InternalErrorException', 3],
    ['InvalidParameterException', 1],
    ['NotAuthorizedException', 1],
    ['ResourceConflictException', 1],
    ['ResourceNotFoundException', 1],
    ['TooManyRequestsException', 3],
    ['LimitExceededException', 3],
  ] as const)('%s: rejected naming it, never the token; %i attempt(s)', async (name, attempts) => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    faults.set('fail', name);
    const error = await failureOf(provider().get('session'));
    expect(error).toMatchObject({ message: `Cognito Identity GetId failed: ${name}`, code: name, attempts });
    expect(`${error.message} ${error.stack}`).not.toContain(ALEXANDRA_ID_TOKEN.split('.')[1]);
    expect(requests).toHaveLength(attempts);
    expect(requests.every((r) => r.error === name)).toBe(true);
  });
});

describe("the SDK's standard retry, unhurried (header.md §8: retries on throttling and 5xx)", () => {
  // One real back-off each: the throttling retry waits random × 1,000 ms, the 5xx one random × 50 ms.
  it('one throttling answer is survived: three requests seen, credentials returned', async () => {
    faults.set('throttle-once');
    const credentials = await provider().get('guest');
    expect(credentials.source).toBe('guest');
    expect(seen()).toEqual(['GetId 400 TooManyRequestsException', 'GetId 200', 'GetCredentialsForIdentity 200']);
  });

  it('one 5xx answer is survived', async () => {
    await provider().get('guest');
    requests.length = 0;
    faults.set('5xx-once');
    await provider().get('guest');
    expect(seen()).toEqual(['GetCredentialsForIdentity 500 InternalErrorException', 'GetCredentialsForIdentity 200']);
  });
});

describe('caching, refresh and clear', () => {
  it('kept for 3,000,000 ms, then refreshed (the guest identity kept)', async () => {
    let now = Date.now();
    const credentials = provider({ now: () => now });
    const first = await credentials.get('guest');
    now += 2_999_999;
    expect(await credentials.get('guest')).toBe(first);
    expect(requests).toHaveLength(2);
    now += 1;
    const refreshed = await credentials.get('guest');
    expect(refreshed.accessKeyId).not.toBe(first.accessKeyId);
    expect(refreshed.identityId).toBe(first.identityId);
    expect(seen()).toEqual(['GetId 200', 'GetCredentialsForIdentity 200', 'GetCredentialsForIdentity 200']);
  });

  it('concurrent asks share one call', async () => {
    const credentials = provider();
    const [a, b, c] = await Promise.all([credentials.get('guest'), credentials.get('guest'), credentials.get('guest')]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(requests).toHaveLength(2);
  });

  it('another source is not served from the cache', async () => {
    const credentials = provider();
    const guest = await credentials.get('guest');
    const session = await credentials.get('session');
    expect(session).toMatchObject({ source: 'session', authenticated: true });
    expect(session.identityId).not.toBe(guest.identityId);
  });

  it('clear() removes aws-amplify-federatedInfo and the cached credentials', async () => {
    localStorage.setItem('aws-amplify-federatedInfo', JSON.stringify({ provider: 'google', token: GOOGLE_TOKEN }));
    const credentials = provider();
    await credentials.get('federation');
    await credentials.get('guest');
    credentials.clear();
    expect(localStorage.getItem('aws-amplify-federatedInfo')).toBeNull();
    await expect(credentials.get('federation')).rejects.toMatchObject({ message: 'No federated info' });
    requests.length = 0;
    await credentials.get('guest');
    expect(seen()).toEqual(['GetCredentialsForIdentity 200']);
  });

  it('an answer arriving after clear() is not kept', async () => {
    const credentials = provider();
    const pending = credentials.get('guest');
    credentials.clear();
    await pending;
    await credentials.get('guest');
    expect(requests.filter((r) => r.target === 'GetCredentialsForIdentity')).toHaveLength(2);
  });
});

describe('the stand-in speaks AWS JSON 1.1', () => {
  const call = (target: string, body: unknown) =>
    fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityService.${target}` },
      body: JSON.stringify(body),
    });

  it('errors in the service shape: __type and message, x-amzn-ErrorType, 400', async () => {
    const answer = await call('GetId', { IdentityPoolId: 'us-west-2:00000000-0000-4000-8000-000000000bad' });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(answer.headers.get('x-amzn-errortype')).toBe('ResourceNotFoundException:');
    expect(await answer.json()).toEqual({
      __type: 'ResourceNotFoundException',
      message: "IdentityPool 'us-west-2:00000000-0000-4000-8000-000000000bad' not found.",
    });
  });

  it('an authenticated identity gets no credentials without its logins; an unknown target is refused', async () => {
    const logins = { 'cognito-idp.us-west-2.amazonaws.com/us-west-2_DemoPool1': ALEXANDRA_ID_TOKEN };
    const { IdentityId } = (await (await call('GetId', { IdentityPoolId: POOL, Logins: logins })).json()) as {
      IdentityId: string;
    };
    const forbidden = await call('GetCredentialsForIdentity', { IdentityId });
    expect(await forbidden.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: `Access to Identity '${IdentityId}' is forbidden.`,
    });
    const withLogins = (await (await call('GetCredentialsForIdentity', { IdentityId, Logins: logins })).json()) as {
      Credentials: { Expiration: number };
    };
    expect(withLogins.Credentials.Expiration).toBeGreaterThan(Date.now() / 1000);
    expect(await (await call('DeleteIdentities', {})).json()).toMatchObject({ __type: 'UnknownOperationException' });
  });

  it('the fault switch: POST a mode, GET it, DELETE it; unknown modes refused', async () => {
    const faultsUrl = endpoint.replace('/cognito-identity/', '/demo/api/identity/faults');
    const post = (body: unknown) =>
      fetch(faultsUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post({ mode: 'sometimes' })).status).toBe(400);
    expect((await post({ mode: 'fail', error: 'Oops' })).status).toBe(400);
    expect(await (await post({ mode: 'fail', error: 'LimitExceededException' })).json()).toEqual({
      mode: 'fail',
      error: 'LimitExceededException',
    });
    expect(await (await fetch(faultsUrl)).json()).toEqual({ mode: 'fail', error: 'LimitExceededException' });
    expect(await (await fetch(faultsUrl, { method: 'DELETE' })).json()).toEqual({});
    expect(faults.mode).toBeUndefined();
  });
});
