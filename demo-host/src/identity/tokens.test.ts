// @vitest-environment node
// Guest tokens and bearer identification: what the cart and identity
// stand-ins accept as "this request is {userId}".

import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signTestToken, testIdToken } from './testTokens';
import { GuestTokens, callerMayActFor, identifyCaller, verifyIdToken } from './tokens';

function clock(start = 1_700_000_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('guest tokens', () => {
  it('issues opaque access and refresh tokens that name the guest, with ExpiresIn seconds and ExpiresAt epoch ms', () => {
    const time = clock();
    const tokens = new GuestTokens(time.now);
    const result = tokens.issue('guest-abc');
    expect(result).toMatchObject({ Sub: 'guest-abc', ExpiresIn: 3600, ExpiresAt: time.now() + 3_600_000 });
    expect(result.AccessToken).toMatch(/^ga\.[A-Za-z0-9_-]{32}$/);
    expect(result.RefreshToken).toMatch(/^gr\.[A-Za-z0-9_-]{32}$/);
    expect(result.AccessToken).not.toContain('guest-abc');
    expect(tokens.subjectOf(result.AccessToken)).toBe('guest-abc');
    expect(tokens.subjectOf(result.RefreshToken)).toBeUndefined();
  });

  it('an access token stops working when it expires; the refresh token gives a new one and stays the same', () => {
    const time = clock();
    const tokens = new GuestTokens(time.now, 60);
    const first = tokens.issue('guest-1');
    time.advance(59_999);
    expect(tokens.subjectOf(first.AccessToken)).toBe('guest-1');
    time.advance(1);
    expect(tokens.subjectOf(first.AccessToken)).toBeUndefined();
    const refreshed = tokens.refresh(first.RefreshToken)!;
    expect(refreshed).toMatchObject({ Sub: 'guest-1', RefreshToken: first.RefreshToken, ExpiresIn: 60 });
    expect(refreshed.AccessToken).not.toBe(first.AccessToken);
    expect(tokens.subjectOf(refreshed.AccessToken)).toBe('guest-1');
  });

  it('refuses an unknown, an expired (30 days) or a revoked refresh token', () => {
    const time = clock();
    const tokens = new GuestTokens(time.now);
    expect(tokens.refresh('gr.nothing')).toBeUndefined();
    const old = tokens.issue('guest-old');
    time.advance(30 * 24 * 3_600_000);
    expect(tokens.refresh(old.RefreshToken)).toBeUndefined();
    const fresh = tokens.issue('guest-new');
    tokens.revokeRefreshTokens();
    expect(tokens.refresh(fresh.RefreshToken)).toBeUndefined();
  });

  it('expireAccessTokens ends every access token at once (the demo switch for the refresh path)', () => {
    const tokens = new GuestTokens();
    const result = tokens.issue('guest-x');
    tokens.expireAccessTokens();
    expect(tokens.subjectOf(result.AccessToken)).toBeUndefined();
    expect(tokens.refresh(result.RefreshToken)?.Sub).toBe('guest-x');
  });
});

describe('cognito-local ID tokens', () => {
  it("accepts a token signed with cognito-local's key, not expired, token_use id", () => {
    const checked = verifyIdToken(testIdToken('demo-user-1'));
    expect(checked.ok && checked.claims['custom:profileId']).toBe('demo-user-1');
  });

  it.each([
    ['not a JWT', 'abc.def', 'not a JWT'],
    ['an unreadable payload', 'e30.!!!.sig', 'not a JWT'],
    [
      'another signing key',
      signTestToken(
        { token_use: 'id', exp: 9e9 },
        generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
          type: 'pkcs8',
          format: 'pem',
        }) as string,
      ),
      'bad signature',
    ],
    ['an expired token', testIdToken('demo-user-1', { exp: Math.floor(Date.now() / 1000) - 1 }), 'expired'],
    ['an access token', testIdToken('demo-user-1', { token_use: 'access' }), 'a access token, not an ID token'],
  ])('refuses %s', (_what, token, reason) => {
    expect(verifyIdToken(token)).toEqual({ ok: false, reason });
  });

  it('refuses a token whose payload was changed after signing', () => {
    const [header, , signature] = testIdToken('guest-abc').split('.');
    const forged = Buffer.from(
      JSON.stringify({ token_use: 'id', exp: 9e9, 'custom:profileId': 'demo-user-1' }),
    ).toString('base64url');
    expect(verifyIdToken(`${header}.${forged}.${signature}`)).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('refuses a header naming another algorithm or key', () => {
    const [, payload, signature] = testIdToken('demo-user-1').split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', kid: 'CognitoLocal' })).toString('base64url');
    expect(verifyIdToken(`${none}.${payload}.${signature}`)).toEqual({
      ok: false,
      reason: 'not signed by cognito-local',
    });
  });
});

describe('identifyCaller and callerMayActFor', () => {
  const guests = new GuestTokens();
  const guest = guests.issue('guest-abc');

  it('no header is the legacy cookie page: allowed for any id', () => {
    expect(identifyCaller(undefined, guests)).toEqual({ kind: 'none' });
    expect(identifyCaller('  ', guests)).toEqual({ kind: 'none' });
    expect(callerMayActFor({ kind: 'none' }, 'anyone')).toBe(true);
  });

  it('a live guest token is its Sub, and only for that id', () => {
    const caller = identifyCaller(`Bearer ${guest.AccessToken}`, guests);
    expect(caller).toEqual({ kind: 'guest', scheme: 'Bearer', subject: 'guest-abc' });
    expect(callerMayActFor(caller, 'guest-abc')).toBe(true);
    expect(callerMayActFor(caller, 'demo-user-1')).toBe(false);
  });

  it('an ID token is its custom:profileId (and, where a call allows, its UCA id)', () => {
    const caller = identifyCaller(`bearer ${testIdToken('demo-user-1')}`, guests);
    expect(caller).toEqual({
      kind: 'customer',
      scheme: 'Bearer',
      subject: 'demo-user-1',
      ucaId: 'uca-of-demo-user-1',
      sub: 'sub-of-demo-user-1',
    });
    expect(callerMayActFor(caller, 'demo-user-1')).toBe(true);
    expect(callerMayActFor(caller, 'uca-of-demo-user-1')).toBe(false);
    expect(callerMayActFor(caller, 'uca-of-demo-user-1', { acceptUcaId: true })).toBe(true);
    expect(callerMayActFor(caller, 'guest-abc')).toBe(false);
  });

  it.each([
    ['Basic dXNlcjpwYXNz', 'Basic', 'not a Bearer token'],
    ['Bearer', 'Bearer', 'malformed Authorization header'],
    ['Bearer ga.unknown', 'Bearer', 'unknown or expired guest token'],
    [`Bearer ${testIdToken('demo-user-1', { exp: 1 })}`, 'Bearer', 'expired'],
    [`Bearer ${signTestToken({ token_use: 'id', exp: 9e9 })}`, 'Bearer', 'the ID token has no custom:profileId'],
  ])('%s is invalid and allowed for nobody', (header, scheme, reason) => {
    const caller = identifyCaller(header, guests);
    expect(caller).toEqual({ kind: 'invalid', scheme, reason });
    expect(callerMayActFor(caller, 'guest-abc')).toBe(false);
  });
});
