import { $auth, $config, mergeConfig, resetLogOnce } from '@nm/core';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  associateVisitor,
  loadFingerprintConfig,
  logFingerprint,
  lookupFingerprint,
  lookupFingerprintV2,
  notifyFingerprintServer,
} from './api';
import { buildLogRecord } from './model';
import { fakeFetch, json, text } from './testing';
import { writable } from '@nm/core/testing';

const TOKEN = 'secret-bearer-token';
let errorSpy: MockInstance<typeof console.error>;
const logged = () => errorSpy.mock.calls.map((call) => call.map(String).join(' '));

beforeEach(() => {
  resetLogOnce();
  writable($config).set(
    mergeConfig('localhost', {
      hosts: { api: 'https://api.test', profile: 'https://profile.test', lambda: 'https://lambda.test' },
    }),
  );
  writable($auth).set({ userId: 'guest-sub-1', token: TOKEN });
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  errorSpy.mockRestore();
  writable($auth).set({});
});

describe('header.md §7 GET /dt/config with header configkey', () => {
  it('asks the api host with configkey listing the three keys, and decodes the answer', async () => {
    const { requests } = fakeFetch(
      json({ fingerprintKey: 'pk', fingerprintExpiration: '604800', fingerprintEndpoint: 'https://fp.test' }),
    );
    await expect(loadFingerprintConfig()).resolves.toEqual({
      fingerprintKey: 'pk',
      fingerprintExpiration: 604800,
      fingerprintEndpoint: 'https://fp.test',
    });
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url).toBe('https://api.test/dt/config');
    expect(requests[0]!.headers.get('configkey')).toBe('fingerprintKey,fingerprintExpiration,fingerprintEndpoint');
  });

  it("an empty api host is the page's origin", async () => {
    writable($config).set(mergeConfig('localhost', { hosts: { api: '' } }));
    const { requests } = fakeFetch(json({ fingerprintKey: '', fingerprintExpiration: 1, fingerprintEndpoint: '' }));
    await loadFingerprintConfig();
    expect(new URL(requests[0]!.url).origin).toBe(location.origin);
  });

  it.each<[string, () => Response, string]>([
    ['a wrong shape', json({ fingerprintKey: 'pk' }), 'fingerprintEndpoint is missing'],
    ['text', text('<html>Oops</html>'), 'not an object'],
    ['HTTP 500', json({}, 500), '500'],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Failed to fetch',
    ],
  ])('%s → null and one log line naming the cause', async (_label, answer, cause) => {
    fakeFetch(answer);
    await expect(loadFingerprintConfig()).resolves.toBeNull();
    await expect(loadFingerprintConfig()).resolves.toBeNull();
    expect(logged()).toHaveLength(1);
    expect(logged()[0]).toContain('/dt/config');
    expect(logged()[0]).toContain(cause);
  });

  it('an aborted request is not a failure to log', async () => {
    fakeFetch(json({}));
    const controller = new AbortController();
    controller.abort();
    await expect(loadFingerprintConfig(controller.signal)).resolves.toBeNull();
    expect(logged()).toEqual([]);
  });
});

describe('header.md §7 POST {profile host}/extended-profile/v1/guests or profiles/{id}/associate', () => {
  it('a guest: /guests/{guest id}/associate, body { visitorId }, the bearer', async () => {
    const { requests, bodies } = fakeFetch(json({}));
    await expect(associateVisitor('fp-1')).resolves.toBe(true);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toBe('https://profile.test/extended-profile/v1/guests/guest-sub-1/associate');
    expect(requests[0]!.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(bodies[0]!)).toEqual({ visitorId: 'fp-1' });
  });

  it('signed in: /profiles/{profile id}/associate', async () => {
    writable($auth).set({ userId: 'profile-9', token: TOKEN, jwtToken: TOKEN });
    const { requests } = fakeFetch(json({}));
    await associateVisitor('fp-1');
    expect(requests[0]!.url).toBe('https://profile.test/extended-profile/v1/profiles/profile-9/associate');
  });

  it('is not sent without a bearer token (a page whose own server signed the shopper in)', async () => {
    writable($auth).set({ userId: 'legacy-1' });
    const { requests } = fakeFetch(json({}));
    await expect(associateVisitor('fp-1')).resolves.toBe(false);
    expect(requests).toHaveLength(0);
    expect(logged()).toEqual([]);
  });

  it('a failure is logged once, without the token, and not retried', async () => {
    const { requests } = fakeFetch(json({ message: 'denied' }, 401));
    await expect(associateVisitor('fp-1')).resolves.toBe(false);
    expect(requests).toHaveLength(1);
    expect(logged()).toHaveLength(1);
    expect(logged()[0]).toContain('associate');
    expect(logged().join()).not.toContain(TOKEN);
  });
});

describe('header.md §7 GET /dt/api/{pzpId or p13nId}/{fingerprintId}', () => {
  it('a guest asks pzpId and gets { uca_id, cmd_id }', async () => {
    const { requests } = fakeFetch(json({ uca_id: 'uca-1', cmd_id: 'cmd-1' }));
    await expect(lookupFingerprint('fp-1')).resolves.toEqual({ ucaId: 'uca-1', cmdId: 'cmd-1' });
    expect(requests[0]!.url).toBe('https://api.test/dt/api/pzpId/fp-1');
  });

  it('signed in asks p13nId', async () => {
    writable($auth).set({ userId: 'profile-9', token: TOKEN, jwtToken: TOKEN });
    const { requests } = fakeFetch(json({ uca_id: 'uca-1', cmd_id: 'cmd-1' }));
    await lookupFingerprint('fp-1');
    expect(requests[0]!.url).toBe('https://api.test/dt/api/p13nId/fp-1');
  });

  it.each<[string, () => Response]>([
    ['HTTP 404', json({}, 404)],
    ['a wrong shape', json({ uca_id: 'u' })],
    ['text', text('Oops')],
  ])('%s → null, logged exactly "Error getting PZP id", once', async (_label, answer) => {
    fakeFetch(answer);
    await expect(lookupFingerprint('fp-1')).resolves.toBeNull();
    await lookupFingerprint('fp-1');
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errorSpy.mock.calls[0]![0]).toBe('[nm-widgets] Error getting PZP id');
  });
});

describe('header.md §7 GET /dt/api/v2/{pzpId or p13nId}?fgId=&adobeId=', () => {
  it('sends fgId and adobeId, decodes the ids', async () => {
    const { requests } = fakeFetch(json({ uca_id: 'uca-1', cmd_id: 'cmd-1' }));
    await expect(lookupFingerprintV2('fp-1', 'adobe-1')).resolves.toEqual({ ucaId: 'uca-1', cmdId: 'cmd-1' });
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/dt/api/v2/pzpId');
    expect(url.searchParams.get('fgId')).toBe('fp-1');
    expect(url.searchParams.get('adobeId')).toBe('adobe-1');
  });

  it.each<[string, number]>([
    ['Finger Print/Adobe Id not found', 200],
    ['Fingerprint not found', 200],
    ['Finger Print/Adobe Id not found', 404],
    ['Fingerprint not found', 404],
  ])('"%s" (HTTP %i) → nobody known, nothing logged', async (body, status) => {
    fakeFetch(() => new Response(body, { status, headers: { 'Content-Type': 'text/plain' } }));
    await expect(lookupFingerprintV2('fp-1', 'adobe-1')).resolves.toBeNull();
    expect(logged()).toEqual([]);
  });

  it('another failure → "Error getting PZP id"', async () => {
    fakeFetch(text('Oops'));
    await expect(lookupFingerprintV2('fp-1', 'adobe-1')).resolves.toBeNull();
    expect(errorSpy.mock.calls[0]![0]).toBe('[nm-widgets] Error getting PZP id');
  });
});

describe('header.md §7 GET /my/api/fpsrvr/{group}/{requestId}/{visitorId}', () => {
  it('the path carries group, request id and visitor id', async () => {
    const { requests } = fakeFetch(text(''));
    await expect(notifyFingerprintServer('fpDefault', 'req-1', 'fp-1')).resolves.toBe(true);
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url).toBe('https://api.test/my/api/fpsrvr/fpDefault/req-1/fp-1');
  });

  it('an empty group is fpDefault; parts are escaped', async () => {
    const { requests } = fakeFetch(text(''));
    await notifyFingerprintServer('', 'a/b', 'fp 1');
    expect(requests[0]!.url).toBe('https://api.test/my/api/fpsrvr/fpDefault/a%2Fb/fp%201');
  });

  it('a failure is logged once', async () => {
    fakeFetch(json({}, 503));
    await notifyFingerprintServer('fpDefault', 'r', 'v');
    await notifyFingerprintServer('fpDefault', 'r', 'v');
    expect(logged()).toHaveLength(1);
    expect(logged()[0]).toContain('fpsrvr');
  });
});

describe('header.md §7 POST {lambdaHost}/uca-logger/v1/log', () => {
  it('body { data, level: "info" } on the lambda host', async () => {
    const { requests, bodies } = fakeFetch(json({}));
    const data = buildLogRecord({ error: new Error('boom') });
    await expect(logFingerprint(data)).resolves.toBe(true);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toBe('https://lambda.test/uca-logger/v1/log');
    expect(JSON.parse(bodies[0]!)).toEqual({
      data: { group: 'fpDefault', message: 'error', error: 'boom', email: '{email}' },
      level: 'info',
    });
  });

  it('a failure is logged once and not retried', async () => {
    const { requests } = fakeFetch(json({}, 500));
    await logFingerprint(buildLogRecord({ result: null }));
    expect(requests).toHaveLength(1);
    expect(logged()).toHaveLength(1);
  });
});
