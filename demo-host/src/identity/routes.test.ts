// @vitest-environment node
// The identity stand-ins (header.md §3 and §7) through Fastify's
// inject: guest token, refresh, migration, fingerprint config and lookups,
// associate, logger, fpsrvr, the fraud backend (SigV4) and bcn.js, each with
// the fault switch; and the bearer check on the cart stand-ins.

import { runInNewContext } from 'node:vm';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import Fastify from 'fastify';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callOf } from '../api-minicart';
import type { CartResponse } from '../cart-response';
import { buildDemoHost } from '../server';
import { identityRoutes } from './routes';
import { IdentityState } from './state';
import { testIdToken } from './testTokens';
import type { GuestAuthenticationResult } from './tokens';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildDemoHost({ distDir: '/nonexistent' });
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.inject({ method: 'POST', url: '/demo/api/reset' });
  await app.inject({ method: 'DELETE', url: '/demo/api/faults' });
});

const cstmr = (value: object): string => `cstmr=${encodeURIComponent(JSON.stringify(value))}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function guestToken(
  cookie?: string,
): Promise<{ result: GuestAuthenticationResult; response: LightMyRequestResponse }> {
  const response = await app.inject({
    method: 'GET',
    url: '/guests/v1/token',
    ...(cookie !== undefined && { headers: { cookie } }),
  });
  expect(response.statusCode).toBe(200);
  return {
    result: response.json<{ AuthenticationResult: GuestAuthenticationResult }>().AuthenticationResult,
    response,
  };
}

describe('GET /guests/v1/token', () => {
  it('answers AuthenticationResult { Sub, AccessToken, RefreshToken, ExpiresIn, ExpiresAt }, never cached', async () => {
    const before = Date.now();
    const { result, response } = await guestToken();
    expect(Object.keys(result).sort()).toEqual(['AccessToken', 'ExpiresAt', 'ExpiresIn', 'RefreshToken', 'Sub']);
    expect(result.Sub).toMatch(/^guest-[0-9a-f]{12}$/);
    expect(result.ExpiresIn).toBe(3600);
    expect(result.ExpiresAt).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a new guest has an empty bag', async () => {
    const { result } = await guestToken();
    const cart = await app.inject({
      method: 'POST',
      url: `/dt/api/getCart/${result.Sub}`,
      headers: bearer(result.AccessToken),
    });
    expect(cart.json<CartResponse>().shoppingCart.totalQuantity).toBe(0);
  });

  it('the guest in the cstmr cookie (the demo ?guest=1 guest-abc) gets its own Sub, and its seeded bag with the token', async () => {
    const { result } = await guestToken(cstmr({ customerId: 'guest-abc', isGuest: true, isLoggedin: false }));
    expect(result.Sub).toBe('guest-abc');
    const cart = await app.inject({
      method: 'POST',
      url: '/dt/api/getCart/guest-abc',
      headers: bearer(result.AccessToken),
    });
    expect(cart.json<CartResponse>().shoppingCart.totalQuantity).toBeGreaterThan(5);
  });

  it('never hands a guest token for a signed-in profile or a non-guest id in the cookie', async () => {
    for (const cookie of [
      cstmr({ customerId: 'demo-user-1', isGuest: false, isLoggedin: true }),
      cstmr({ customerId: 'demo-user-1', isGuest: true }),
      cstmr({ customerId: 'guest-abc' }),
      'cstmr=%7Bbroken',
    ]) {
      const { result } = await guestToken(cookie);
      expect(result.Sub, cookie).toMatch(/^guest-[0-9a-f]{12}$/);
    }
  });

  it('the same browser stays the same guest: the service remembers it in its own cookie, sent only to /guests/', async () => {
    const first = await guestToken();
    const setCookie = String(first.response.headers['set-cookie']);
    expect(setCookie).toBe(`nm_guest_id=${first.result.Sub}; Path=/guests/; Max-Age=2592000; HttpOnly; SameSite=Lax`);
    const again = await guestToken(`nm_guest_id=${first.result.Sub}`);
    expect(again.result.Sub).toBe(first.result.Sub);
    expect(again.result.AccessToken).not.toBe(first.result.AccessToken);
  });
});

describe('POST /guests/v1/refresh', () => {
  it("answers a new access token for the refresh token's guest, in the same shape", async () => {
    const { result } = await guestToken();
    const response = await app.inject({
      method: 'POST',
      url: '/guests/v1/refresh',
      payload: { token: result.RefreshToken },
    });
    expect(response.statusCode).toBe(200);
    const refreshed = response.json<{ AuthenticationResult: GuestAuthenticationResult }>().AuthenticationResult;
    expect(refreshed).toMatchObject({ Sub: result.Sub, RefreshToken: result.RefreshToken, ExpiresIn: 3600 });
    expect(refreshed.AccessToken).not.toBe(result.AccessToken);
  });

  it('an unknown or revoked refresh token is 401; a body without a token is 400', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/guests/v1/refresh', payload: { token: 'gr.made-up' } })).statusCode,
    ).toBe(401);
    const { result } = await guestToken();
    await app.inject({ method: 'POST', url: '/demo/api/identity/guest-tokens', payload: { revokeRefresh: true } });
    expect(
      (await app.inject({ method: 'POST', url: '/guests/v1/refresh', payload: { token: result.RefreshToken } }))
        .statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/guests/v1/refresh', payload: {} })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/guests/v1/refresh' })).statusCode).toBe(400);
  });

  it('the demo switch expires access tokens, so the cart refuses the old one and a refresh mends it', async () => {
    const { result } = await guestToken();
    await app.inject({ method: 'POST', url: '/demo/api/identity/guest-tokens', payload: { expireAccess: true } });
    expect(
      (await app.inject({ method: 'GET', url: `/cart/api/count/${result.Sub}`, headers: bearer(result.AccessToken) }))
        .statusCode,
    ).toBe(401);
    const refreshed = (
      await app.inject({ method: 'POST', url: '/guests/v1/refresh', payload: { token: result.RefreshToken } })
    ).json<{ AuthenticationResult: GuestAuthenticationResult }>();
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/cart/api/count/${result.Sub}`,
          headers: bearer(refreshed.AuthenticationResult.AccessToken),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('POST /migration/profile/guest', () => {
  it('needs a valid bearer token (401 without one or with a bad one) and records who asked', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/migration/profile/guest', payload: { id: 'demo-user-1' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/migration/profile/guest',
          headers: bearer('ga.nope'),
          payload: { id: 'demo-user-1' },
        })
      ).statusCode,
    ).toBe(401);
    const { result } = await guestToken();
    const response = await app.inject({
      method: 'POST',
      url: '/migration/profile/guest',
      headers: bearer(result.AccessToken),
      payload: { id: 'demo-user-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const calls = (await app.inject({ method: 'GET', url: '/demo/api/identity/calls' })).json<{
      migrations: unknown[];
    }>();
    expect(calls.migrations).toEqual([
      expect.objectContaining({ id: 'demo-user-1', by: 'guest', subject: result.Sub }),
    ]);
    expect(JSON.stringify(calls)).not.toContain(result.AccessToken);
  });

  it('a body without an id is 400', async () => {
    const { result } = await guestToken();
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/migration/profile/guest',
          headers: bearer(result.AccessToken),
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('fingerprint services', () => {
  it('GET /dt/config answers only the keys the configkey header asks for', async () => {
    const all = await app.inject({
      method: 'GET',
      url: '/dt/config',
      headers: { configkey: 'fingerprintKey,fingerprintExpiration,fingerprintEndpoint', host: '127.0.0.1:8080' },
    });
    expect(all.json()).toEqual({
      fingerprintKey: 'nm-demo-fingerprint-key',
      fingerprintExpiration: 86400,
      fingerprintEndpoint: 'http://127.0.0.1:8080/fp',
    });
    const one = await app.inject({
      method: 'GET',
      url: '/dt/config',
      headers: { configkey: ' fingerprintExpiration , somethingElse' },
    });
    expect(one.json()).toEqual({ fingerprintExpiration: 86400 });
    expect((await app.inject({ method: 'GET', url: '/dt/config' })).json()).toEqual({});
  });

  it('GET /dt/api/{pzpId|p13nId}/{fp} answers { uca_id, cmd_id }: anonymous ids for a new fingerprint, stable', async () => {
    const first = (await app.inject({ method: 'GET', url: '/dt/api/pzpId/fp-new' })).json<Record<string, string>>();
    expect(Object.keys(first).sort()).toEqual(['cmd_id', 'uca_id']);
    expect(first['uca_id']).toMatch(/^uca-anon-[0-9a-f]{12}$/);
    expect((await app.inject({ method: 'GET', url: '/dt/api/p13nId/fp-new' })).json()).toEqual(first);
    expect((await app.inject({ method: 'GET', url: '/dt/api/otherId/fp-new' })).statusCode).toBe(404);
  });

  it("GET /dt/api/v2/{kind} answers the spec's two not-found texts, and the ids of an associated fingerprint", async () => {
    const text = async (url: string) => {
      const response = await app.inject({ method: 'GET', url });
      return [response.statusCode, response.headers['content-type'], response.body];
    };
    expect(await text('/dt/api/v2/pzpId?adobeId=mcid-1')).toEqual([
      200,
      'text/plain; charset=utf-8',
      'Finger Print/Adobe Id not found',
    ]);
    expect(await text('/dt/api/v2/pzpId?fgId=fp-unknown&adobeId=mcid-1')).toEqual([
      200,
      'text/plain; charset=utf-8',
      'Fingerprint not found',
    ]);
    const idToken = testIdToken('demo-user-1');
    await app.inject({
      method: 'POST',
      url: '/extended-profile/v1/profiles/demo-user-1/associate',
      headers: bearer(idToken),
      payload: { visitorId: 'fp-alexandra' },
    });
    const known = await app.inject({ method: 'GET', url: '/dt/api/v2/p13nId?fgId=fp-alexandra&adobeId=mcid-1' });
    expect(known.json()).toEqual({ uca_id: 'uca-alexandra', cmd_id: 'cmd-demo-user-1' });
    expect((await app.inject({ method: 'GET', url: '/dt/api/pzpId/fp-alexandra' })).json()).toEqual({
      uca_id: 'uca-alexandra',
      cmd_id: 'cmd-demo-user-1',
    });
  });

  it('associate needs a bearer token for {id} and a visitorId; it records the association', async () => {
    const { result } = await guestToken();
    const url = `/extended-profile/v1/guests/${result.Sub}/associate`;
    expect((await app.inject({ method: 'POST', url, payload: { visitorId: 'fp-1' } })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/extended-profile/v1/guests/guest-abc/associate',
          headers: bearer(result.AccessToken),
          payload: { visitorId: 'fp-1' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url, headers: bearer(result.AccessToken), payload: {} })).statusCode,
    ).toBe(400);
    const ok = await app.inject({
      method: 'POST',
      url,
      headers: bearer(result.AccessToken),
      payload: { visitorId: 'fp-1' },
    });
    expect([ok.statusCode, ok.json()]).toEqual([200, { ok: true }]);
    // A profile may be named by its UCA id too.
    const byUca = await app.inject({
      method: 'POST',
      url: '/extended-profile/v1/profiles/uca-of-demo-user-1/associate',
      headers: bearer(testIdToken('demo-user-1')),
      payload: { visitorId: 'fp-2' },
    });
    expect(byUca.statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/extended-profile/v1/members/x/associate',
          headers: bearer(result.AccessToken),
          payload: { visitorId: 'fp-1' },
        })
      ).statusCode,
    ).toBe(404);
    const calls = (await app.inject({ method: 'GET', url: '/demo/api/identity/calls' })).json<{
      associations: unknown[];
    }>();
    expect(calls.associations).toEqual([
      expect.objectContaining({ kind: 'guests', id: result.Sub, visitorId: 'fp-1' }),
      expect.objectContaining({ kind: 'profiles', id: 'uca-of-demo-user-1', visitorId: 'fp-2' }),
    ]);
  });

  it('POST /uca-logger/v1/log takes { data, level } and keeps the last 50 records for tests', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/uca-logger/v1/log', payload: { data: 'x', level: 'info' } }))
        .statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/uca-logger/v1/log', payload: { data: {} } })).statusCode).toBe(
      400,
    );
    for (let i = 0; i < 52; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/uca-logger/v1/log',
        payload: { data: { group: 'fpDefault', message: `m${i}`, confidenceScore: 0.99 }, level: 'info' },
      });
      expect(response.statusCode).toBe(200);
    }
    const { records } = (await app.inject({ method: 'GET', url: '/demo/api/identity/log' })).json<{
      records: Array<{ data: { message: string }; level: string }>;
    }>();
    expect(records).toHaveLength(50);
    expect(records[0]?.data.message).toBe('m2');
    expect(records.at(-1)).toMatchObject({ data: { group: 'fpDefault', message: 'm51' }, level: 'info' });
  });

  it('GET /my/api/fpsrvr/{group}/{requestId}/{visitorId} answers {} and is recorded', async () => {
    const response = await app.inject({ method: 'GET', url: '/my/api/fpsrvr/fpDefault/req-1/fp-1' });
    expect([response.statusCode, response.json()]).toEqual([200, {}]);
    const calls = (await app.inject({ method: 'GET', url: '/demo/api/identity/calls' })).json<{ fpsrvr: unknown[] }>();
    expect(calls.fpsrvr).toEqual([
      expect.objectContaining({ group: 'fpDefault', requestId: 'req-1', visitorId: 'fp-1' }),
    ]);
  });
});

const SIGNAL = {
  deviceTransactionID: 'dt-1',
  ubaID: 'uba-1',
  ubaSessionID: 'ubas-1',
  pageID: 'home',
  eventSource: 'web',
  userAction: 'pageLoad',
  visitorId: 'fp-1',
};
const CREDENTIALS = {
  accessKeyId: 'ASIADEMOKEY0000001',
  secretAccessKey: 'demo-secret',
  sessionToken: 'demo-session-token',
};

/** Signs the device-signal request as the widgets' SigV4 signer does. */
async function signedSignal(
  body: string = JSON.stringify(SIGNAL),
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } = CREDENTIALS,
) {
  const signer = new SignatureV4({ credentials, region: 'us-west-2', service: 'execute-api', sha256: Sha256 });
  const signed = await signer.sign({
    method: 'POST',
    protocol: 'http:',
    hostname: 'localhost',
    port: 80,
    path: '/fraud/v1/device-signals',
    query: {},
    headers: { host: 'localhost:80', 'content-type': 'application/json' },
    body,
  });
  return { headers: signed.headers, body };
}

describe('POST /fraud/v1/device-signals (SigV4)', () => {
  it('refuses an unsigned request with 403 Missing Authentication Token', async () => {
    const response = await app.inject({ method: 'POST', url: '/fraud/v1/device-signals', payload: SIGNAL });
    expect([response.statusCode, response.json()]).toEqual([403, { message: 'Missing Authentication Token' }]);
  });

  it.each([
    [
      'a Bearer token',
      (h: Record<string, string>) => ({ ...h, authorization: 'Bearer abc' }),
      /requires AWS4-HMAC-SHA256/,
    ],
    [
      'no x-amz-date',
      (h: Record<string, string>) => {
        const { ['x-amz-date']: _drop, ...rest } = h;
        return rest;
      },
      /x-amz-date/,
    ],
    [
      'temporary credentials without their session token',
      (h: Record<string, string>) => {
        const { ['x-amz-security-token']: _drop, ...rest } = h;
        return rest;
      },
      /x-amz-security-token/,
    ],
    [
      'a stale x-amz-date',
      (h: Record<string, string>) => ({
        ...h,
        'x-amz-date': '20200101T000000Z',
        authorization: h['authorization']!.replace(/\/\d{8}\//, '/20200101/'),
      }),
      /15 minutes/,
    ],
  ])('refuses %s with 403', async (_what, change, message) => {
    const { headers, body } = await signedSignal();
    const response = await app.inject({
      method: 'POST',
      url: '/fraud/v1/device-signals',
      headers: change(headers),
      payload: body,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });

  it('accepts a signed device signal with 202 and records it (keys by id, never a secret or token)', async () => {
    const { headers, body } = await signedSignal();
    const response = await app.inject({ method: 'POST', url: '/fraud/v1/device-signals', headers, payload: body });
    expect(response.statusCode).toBe(202);
    const { signals } = (await app.inject({ method: 'GET', url: '/demo/api/identity/signals' })).json<{
      signals: unknown[];
    }>();
    expect(signals).toEqual([
      expect.objectContaining({
        body: SIGNAL,
        accessKeyId: 'ASIADEMOKEY0000001',
        region: 'us-west-2',
        service: 'execute-api',
        sessionToken: true,
        signatureVerified: false,
      }),
    ]);
    expect(JSON.stringify(signals)).not.toMatch(/demo-secret|demo-session-token/);
  });

  it('checks the signature itself when the secret of the key is known', async () => {
    const verifying = Fastify();
    await verifying.register(identityRoutes, {
      identity: new IdentityState(),
      fraudSecretFor: (key) => (key === CREDENTIALS.accessKeyId ? CREDENTIALS.secretAccessKey : undefined),
    });
    const good = await signedSignal();
    expect(
      (
        await verifying.inject({
          method: 'POST',
          url: '/fraud/v1/device-signals',
          headers: good.headers,
          payload: good.body,
        })
      ).statusCode,
    ).toBe(202);
    const tampered = await verifying.inject({
      method: 'POST',
      url: '/fraud/v1/device-signals',
      headers: good.headers,
      payload: good.body.replace('pageLoad', 'checkout'),
    });
    expect([tampered.statusCode, tampered.json<{ message: string }>().message]).toEqual([
      403,
      'The request signature we calculated does not match the signature you provided',
    ]);
    const wrongSecret = await signedSignal(undefined, { ...CREDENTIALS, secretAccessKey: 'guessed' });
    expect(
      (
        await verifying.inject({
          method: 'POST',
          url: '/fraud/v1/device-signals',
          headers: wrongSecret.headers,
          payload: wrongSecret.body,
        })
      ).statusCode,
    ).toBe(403);
    await verifying.close();
  });

  it('a signed body that is not an object is 400', async () => {
    const { headers, body } = await signedSignal('"hello"');
    expect(
      (await app.inject({ method: 'POST', url: '/fraud/v1/device-signals', headers, payload: body })).statusCode,
    ).toBe(400);
  });
});

describe('GET /bcn.js', () => {
  it('is text/javascript that reads its own <script id="bcn"> attributes and touches nothing else', async () => {
    const response = await app.inject({ method: 'GET', url: '/bcn.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toContain("document.getElementById('bcn')");
    expect(response.body).not.toMatch(
      /fetch|XMLHttpRequest|sendBeacon|cookie|localStorage|sessionStorage|innerHTML|createElement|appendChild|eval/,
    );
  });

  it('leaves what it read on window.bcnDemo', async () => {
    const script = (await app.inject({ method: 'GET', url: '/bcn.js' })).body;
    const attributes: Record<string, string | null> = { dvct: '500', dvc: 'a', dvci: null };
    const fakeWindow: Record<string, unknown> = {};
    const fakeDocument = {
      getElementById: (id: string) =>
        id === 'bcn' ? { getAttribute: (name: string) => attributes[name] ?? null } : null,
    };
    runInNewContext(script, { window: fakeWindow, document: fakeDocument, Object });
    expect(fakeWindow['bcnDemo']).toEqual({ loaded: true, dvct: '500', dvc: 'a', dvci: null });
  });
});

describe('the bearer check on the cart stand-ins', () => {
  it('no Authorization header is served, as the legacy cookie pages are', async () => {
    expect((await app.inject({ method: 'POST', url: '/dt/api/getCart/demo-user-1' })).statusCode).toBe(200);
    const seen = (await app.inject({ method: 'GET', url: '/demo/api/identity/seen' })).json<Record<string, unknown>>();
    expect(seen['getCart']).toMatchObject({ scheme: 'none', kind: 'none', pathId: 'demo-user-1', allowed: true });
  });

  it('a guest token is served for its own Sub only; every cart call checks it', async () => {
    const { result } = await guestToken(cstmr({ customerId: 'guest-abc', isGuest: true }));
    const own = bearer(result.AccessToken);
    const cart = (
      await app.inject({ method: 'POST', url: '/dt/api/getCart/guest-abc', headers: own })
    ).json<CartResponse>();
    const itemId = cart.shoppingCart.commerceItems.shipments[0]!.items[0]!.dt_itemId;
    const calls = [
      { method: 'GET', url: '/cart/api/count/{id}' },
      { method: 'POST', url: '/dt/api/getCart/{id}' },
      { method: 'GET', url: '/oco-cart-items/v3/{id}/cart/merge' },
      { method: 'POST', url: '/oco-cart-items/v3/{id}/cart/merge', payload: { replaceCart: false } },
    ] as const;
    for (const call of calls) {
      const ownAnswer = await app.inject({ ...call, url: call.url.replace('{id}', 'guest-abc'), headers: own });
      expect(ownAnswer.statusCode, `${call.method} ${call.url}`).toBe(200);
      const other = await app.inject({ ...call, url: call.url.replace('{id}', 'demo-user-1'), headers: own });
      expect([other.statusCode, other.json<{ error: string }>().error], `${call.method} ${call.url}`).toEqual([
        401,
        'Unauthorized',
      ]);
      expect(other.headers['www-authenticate']).toBe('Bearer');
    }
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/oco-cart-items/v3/demo-user-1/cart/item/${itemId}?sourceApp=WN`,
          headers: own,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/oco-cart-items/v3/guest-abc/cart/item/${itemId}?sourceApp=WN`,
          headers: own,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a cognito-local ID token is served for its custom:profileId only', async () => {
    const idToken = testIdToken('demo-user-1');
    const answer = await app.inject({ method: 'POST', url: '/dt/api/getCart/demo-user-1', headers: bearer(idToken) });
    expect(answer.json<CartResponse>().shoppingCart.totalQuantity).toBe(3);
    expect(
      (await app.inject({ method: 'POST', url: '/dt/api/getCart/guest-abc', headers: bearer(idToken) })).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/cart/api/count/demo-user-1',
          headers: bearer(testIdToken('demo-user-1', { exp: 1 })),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('records the last scheme, kind and subject per call for tests, never the token', async () => {
    const idToken = testIdToken('demo-user-1');
    const { result } = await guestToken();
    await app.inject({ method: 'POST', url: '/dt/api/getCart/demo-user-1', headers: bearer(idToken) });
    await app.inject({ method: 'GET', url: `/cart/api/count/${result.Sub}`, headers: bearer(result.AccessToken) });
    await app.inject({
      method: 'GET',
      url: '/oco-cart-items/v3/demo-user-1/cart/merge',
      headers: { authorization: 'Basic abc' },
    });
    const seenResponse = await app.inject({ method: 'GET', url: '/demo/api/identity/seen' });
    const seen = seenResponse.json<Record<string, unknown>>();
    expect(seen['getCart']).toMatchObject({
      scheme: 'Bearer',
      kind: 'customer',
      subject: 'demo-user-1',
      allowed: true,
    });
    expect(seen['count']).toMatchObject({ scheme: 'Bearer', kind: 'guest', subject: result.Sub, allowed: true });
    expect(seen['merge']).toMatchObject({
      scheme: 'Basic',
      kind: 'invalid',
      allowed: false,
      reason: 'not a Bearer token',
    });
    expect(seenResponse.body).not.toContain(idToken);
    expect(seenResponse.body).not.toContain(result.AccessToken);
    await app.inject({ method: 'POST', url: '/demo/api/reset' });
    expect((await app.inject({ method: 'GET', url: '/demo/api/identity/seen' })).json()).toEqual({});
  });
});

describe('fault switch on the identity stand-ins', () => {
  it.each([
    ['GET', '/guests/v1/token', 'guestToken'],
    ['POST', '/guests/v1/refresh', 'guestRefresh'],
    ['POST', '/migration/profile/guest', 'migration'],
    ['GET', '/dt/config', 'dtConfig'],
    ['GET', '/dt/api/pzpId/fp-1', 'pzp'],
    ['GET', '/dt/api/p13nId/fp-1', 'pzp'],
    ['GET', '/dt/api/v2/pzpId', 'pzp'],
    ['POST', '/extended-profile/v1/guests/guest-1/associate', 'associate'],
    ['POST', '/extended-profile/v1/profiles/demo-user-1/associate', 'associate'],
    ['POST', '/uca-logger/v1/log', 'logger'],
    ['GET', '/my/api/fpsrvr/fpDefault/r/v', 'fpsrvr'],
    ['POST', '/fraud/v1/device-signals', 'fraud'],
  ])('%s %s is the call %s', (method, path, call) => {
    expect(callOf(method, path)).toBe(call);
  });

  it('leaves the cart calls and the pages alone', () => {
    expect(callOf('POST', '/dt/api/getCart/guest-abc')).toBe('getCart');
    expect(callOf('GET', '/dt/api/stores')).toBe('stores');
    expect(callOf('GET', '/guests/v1/other')).toBeUndefined();
    expect(callOf('GET', '/bcn.js')).toBeUndefined();
    expect(callOf('POST', '/cognito-idp/')).toBeUndefined();
  });

  it('fail, 502 once, malformed and non-object answer on a guest token as on a cart call', async () => {
    const faulty = (mode: string) => ({ cookie: `demo_faults=guestToken:${mode}` });
    expect((await app.inject({ method: 'GET', url: '/guests/v1/token', headers: faulty('fail') })).statusCode).toBe(
      500,
    );
    const first = await app.inject({ method: 'GET', url: '/guests/v1/token', headers: faulty('502once') });
    expect([first.statusCode, first.json()]).toEqual([502, { status: 502, message: 'Bad Gateway' }]);
    expect((await app.inject({ method: 'GET', url: '/guests/v1/token', headers: faulty('502once') })).statusCode).toBe(
      200,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/guests/v1/token', headers: faulty('malformed') })).headers[
        'content-type'
      ],
    ).toBe('text/html; charset=utf-8');
    expect((await app.inject({ method: 'GET', url: '/guests/v1/token', headers: faulty('non-object') })).body).toBe(
      '"OK"',
    );
  });

  it('the server-wide switch reaches the fraud backend and the logger too', async () => {
    await app.inject({ method: 'POST', url: '/demo/api/faults', payload: { fraud: 'fail', logger: 'non-object' } });
    expect((await app.inject({ method: 'POST', url: '/fraud/v1/device-signals', payload: SIGNAL })).statusCode).toBe(
      500,
    );
    expect(
      (await app.inject({ method: 'POST', url: '/uca-logger/v1/log', payload: { data: {}, level: 'info' } })).body,
    ).toBe('"OK"');
  });
});

describe('the user-pool pass-through without cognito-local', () => {
  it("answers 503 in the service's error shape", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/cognito-idp/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: '{}',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      __type: 'InternalErrorException',
      message: 'The demo host runs without cognito-local',
    });
    expect((await app.inject({ method: 'GET', url: '/demo/api/identity/cognito' })).statusCode).toBe(404);
  });
});
