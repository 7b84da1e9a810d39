import { Sha256 } from '@aws-crypto/sha256-js';
import { $auth, $config, mergeConfig, resetLogOnce } from '@nm/core';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { sendDeviceSignal, ubaSessionId } from './deviceSignal';
import { fakeFetch, json } from './testing';
import { writable } from '@nm/core/testing';

const CREDS = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'session-token-xyz',
};
const getCredentials = async () => CREDS;
let errorSpy: MockInstance<typeof console.error>;
const logged = () => errorSpy.mock.calls.map((call) => call.map(String).join(' '));

/** x-amz-date (20240101T000000Z) → Date. */
const amzDate = (value: string) =>
  new Date(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

/** Signs what was actually sent, with the same library: equal only if host, path, body, region and service match. */
async function expectedAuthorization(request: Request, body: string, region: string) {
  const url = new URL(request.url);
  const signer = new SignatureV4({ service: 'execute-api', region, credentials: CREDS, sha256: Sha256 });
  const signed = await signer.sign(
    {
      method: request.method,
      protocol: url.protocol,
      hostname: url.hostname,
      path: url.pathname,
      query: {},
      headers: { host: url.host, 'content-type': request.headers.get('content-type')! },
      body,
    },
    { signingDate: amzDate(request.headers.get('x-amz-date')!) },
  );
  return signed.headers.authorization;
}

beforeEach(() => {
  resetLogOnce();
  localStorage.clear();
  writable($config).set(mergeConfig('localhost', { hosts: { fraud: 'https://fraud.test' } }));
  writable($auth).set({});
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  errorSpy.mockRestore();
});

describe('header.md §3 fraud device-signal payload, POSTed to {fraud host}/fraud/v1/device-signals, SigV4-signed', () => {
  it('sends the payload as JSON with visitorId from local storage fpid', async () => {
    localStorage.setItem('fpid', 'fp-stored');
    writable($auth).set({ ucaId: 'uca-7', token: 't' });
    const { requests, bodies } = fakeFetch(json({}));
    await expect(sendDeviceSignal({ userAction: 'login', pageId: '/account', getCredentials })).resolves.toBe(true);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toBe('https://fraud.test/fraud/v1/device-signals');
    const payload = JSON.parse(bodies[0]!);
    expect(payload).toEqual({
      deviceTransactionID: expect.any(String),
      ubaID: 'uca-7',
      ubaSessionID: ubaSessionId(),
      pageID: '/account',
      eventSource: 'web',
      userAction: 'login',
      visitorId: 'fp-stored',
    });
    expect(requests[0]!.headers.get('Authorization')).toMatch(/^AWS4-HMAC-SHA256 /); // SigV4, not the session's bearer
  });

  it('signs with SigV4: execute-api, us-west-2 by default, the session token, and the exact body sent', async () => {
    const { requests, bodies } = fakeFetch(json({}));
    await sendDeviceSignal({ userAction: 'pageLoad', getCredentials });
    const request = requests[0]!;
    const authorization = request.headers.get('authorization')!;
    expect(authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-west-2\/execute-api\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    expect(authorization).toMatch(
      /SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date;x-amz-security-token,/,
    );
    expect(request.headers.get('x-amz-security-token')).toBe('session-token-xyz');
    expect(authorization).toBe(await expectedAuthorization(request, bodies[0]!, 'us-west-2'));
  });

  it('the region comes from config.identity.region', async () => {
    writable($config).set(
      mergeConfig('localhost', { hosts: { fraud: 'https://fraud.test' }, identity: { region: 'eu-west-1' } }),
    );
    const { requests, bodies } = fakeFetch(json({}));
    await sendDeviceSignal({ userAction: 'pageLoad', getCredentials });
    expect(requests[0]!.headers.get('authorization')).toContain('/eu-west-1/execute-api/aws4_request');
    expect(requests[0]!.headers.get('authorization')).toBe(
      await expectedAuthorization(requests[0]!, bodies[0]!, 'eu-west-1'),
    );
  });

  it("an empty fraud host is the page's origin, and the signed host is the page's", async () => {
    writable($config).set(mergeConfig('localhost', { hosts: { fraud: '' } }));
    const { requests, bodies } = fakeFetch(json({}));
    await sendDeviceSignal({ userAction: 'pageLoad', getCredentials });
    expect(new URL(requests[0]!.url).origin).toBe(location.origin);
    expect(requests[0]!.headers.get('authorization')).toBe(
      await expectedAuthorization(requests[0]!, bodies[0]!, 'us-west-2'),
    );
  });

  it('ubaID ANONYMOUS and visitorId null before anything is known; pageID the page path; a new transaction id each time', async () => {
    const { bodies } = fakeFetch(json({}));
    await sendDeviceSignal({ userAction: 'pageLoad', getCredentials });
    await sendDeviceSignal({ userAction: 'pageLoad', getCredentials });
    const [a, b] = bodies.map((body) => JSON.parse(body));
    expect(a).toMatchObject({ ubaID: 'ANONYMOUS', visitorId: null, pageID: location.pathname });
    expect(a.deviceTransactionID).not.toBe(b.deviceTransactionID);
    expect(a.ubaSessionID).toBe(b.ubaSessionID);
  });

  it.each<[string, () => Promise<null | typeof CREDS>]>([
    ['none', async () => null],
    ['an empty secret', async () => ({ ...CREDS, secretAccessKey: '' })],
  ])('credentials %s → skipped with one log line, nothing sent', async (_label, get) => {
    const { requests } = fakeFetch(json({}));
    await expect(sendDeviceSignal({ userAction: 'pageLoad', getCredentials: get })).resolves.toBe(false);
    await sendDeviceSignal({ userAction: 'pageLoad', getCredentials: get });
    expect(requests).toHaveLength(0);
    expect(logged()).toHaveLength(1);
    expect(logged()[0]).toContain('no cloud identity credentials');
  });

  it('getCredentials failing → skipped, logged once', async () => {
    const { requests } = fakeFetch(json({}));
    await expect(
      sendDeviceSignal({ userAction: 'pageLoad', getCredentials: () => Promise.reject(new Error('NotAuthorized')) }),
    ).resolves.toBe(false);
    expect(requests).toHaveLength(0);
    expect(logged()[0]).toContain('NotAuthorized');
  });

  it('a failed POST is logged once, not retried, and no secret or token is in the log', async () => {
    const { requests } = fakeFetch(json({ message: 'Forbidden' }, 403));
    await expect(sendDeviceSignal({ userAction: 'pageLoad', getCredentials })).resolves.toBe(false);
    await sendDeviceSignal({ userAction: 'pageLoad', getCredentials });
    expect(requests).toHaveLength(2);
    expect(logged()).toHaveLength(1);
    expect(logged()[0]).toContain('403');
    for (const secret of [CREDS.secretAccessKey, CREDS.sessionToken, 'Signature='])
      expect(logged().join()).not.toContain(secret);
  });
});
