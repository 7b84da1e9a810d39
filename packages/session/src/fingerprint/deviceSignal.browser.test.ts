import { Sha256 } from '@aws-crypto/sha256-js';
import { $config, mergeConfig, resetLogOnce } from '@nm/core';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendDeviceSignal } from './deviceSignal';
import { writable } from '@nm/core/testing';

/*
 * Real Chromium: the signer's browser build (dynamic import) signs, and the
 * browser sends what was signed. Host is a forbidden header for fetch: the
 * browser sends its own, the same value the signature covers. (The signer is
 * also imported statically here, to check the signature, which lets Vite find
 * it before the run instead of re-optimising half-way.)
 */
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const CREDS = { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token' };

describe('the SigV4-signed device signal in Chromium', () => {
  it('sends a signed POST to the page origin when the fraud host is empty', async () => {
    resetLogOnce();
    writable($config).set(mergeConfig('localhost', { hosts: { fraud: '' } }));
    localStorage.setItem('fpid', 'fp-chromium');
    const seen: Request[] = [];
    const bodies: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push(request);
      bodies.push(await request.clone().text());
      return new Response('{"accepted":true}', { status: 202, headers: { 'Content-Type': 'application/json' } });
    });
    const sent = await sendDeviceSignal({
      userAction: 'login',
      getCredentials: async () => CREDS,
    });
    expect(sent).toBe(true);
    expect(seen[0]!.url).toBe(`${location.origin}/fraud/v1/device-signals`);
    expect(seen[0]!.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=ASIAEXAMPLE\/\d{8}\/us-west-2\/execute-api\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date;x-amz-security-token, Signature=[0-9a-f]{64}$/,
    );
    expect(seen[0]!.headers.has('host')).toBe(false);
    expect(JSON.parse(bodies[0]!)).toMatchObject({ visitorId: 'fp-chromium', userAction: 'login', eventSource: 'web' });

    // Signed again from what the browser would send (its Host, the body as sent): the same signature.
    const amz = seen[0]!.headers.get('x-amz-date')!;
    const signingDate = new Date(amz.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    const again = await new SignatureV4({
      service: 'execute-api',
      region: 'us-west-2',
      credentials: CREDS,
      sha256: Sha256,
    }).sign(
      {
        method: 'POST',
        protocol: location.protocol,
        hostname: location.hostname,
        path: '/fraud/v1/device-signals',
        query: {},
        headers: { host: location.host, 'content-type': seen[0]!.headers.get('content-type')! },
        body: bodies[0]!,
      },
      { signingDate },
    );
    expect(seen[0]!.headers.get('authorization')).toBe(again.headers.authorization);
  });
});
