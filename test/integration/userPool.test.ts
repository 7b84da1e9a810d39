// @vitest-environment node
/**
 * The user-pool wrapper (packages/session/src/userPool) against
 * a real cognito-local started here, through amazon-cognito-identity-js's
 * `endpoint` option exactly as the browser talks to AWS: sign-in (password
 * flow), refresh, sign-out, a wrong password, an unknown user.
 */
import { mergeConfig } from '@nm/core';
import type { CognitoUserPool } from 'amazon-cognito-identity-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCognitoLocal, type CognitoLocal } from '../../demo-host/src/identity/cognitoLocal';
import { readClaims } from '../../packages/session/src/model/claims';
import { resolveIdentity, type ResolvedIdentity } from '../../packages/session/src/model/userPools';
import {
  createUserPool,
  readCurrentSession,
  signInToUserPool,
  signOutOfUserPool,
} from '../../packages/session/src/userPool/userPool';

const PASSWORD = 'Northmoor-Demo-1';
let cognito: CognitoLocal;
let identity: ResolvedIdentity;
let pool: CognitoUserPool;

beforeAll(async () => {
  cognito = await startCognitoLocal();
  const ids = cognito.pools['dev-int'];
  identity = resolveIdentity(
    mergeConfig('localhost', { identity: { ...ids, userPoolEndpoint: `${cognito.endpoint}/` } }),
  );
  pool = createUserPool(identity);
}, 60_000);
afterAll(async () => {
  await cognito?.stop();
});

/** Replaces the stored ID and access tokens with copies that expired an hour ago, as a returning shopper's would be. */
function expireStoredTokens(): void {
  const user = pool.getCurrentUser()!;
  const storage = (user as unknown as { storage: Storage }).storage;
  const prefix = `CognitoIdentityServiceProvider.${identity.clientId}.${user.getUsername()}`;
  for (const key of ['idToken', 'accessToken']) {
    const [header, payload, signature] = storage.getItem(`${prefix}.${key}`)!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, number>;
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = Buffer.from(JSON.stringify({ ...claims, exp: past, iat: past - 3600 })).toString('base64url');
    storage.setItem(`${prefix}.${key}`, `${header}.${expired}.${signature}`);
  }
}

// In order, whatever the run's --sequence.shuffle: one shopper signs in, reads
// the stored session back, then signs out.
describe('the user pool against cognito-local', { shuffle: false }, () => {
  it('signs a demo customer in with the password flow; the jwtToken carries the profile id, the UCA id and the name', async () => {
    const result = await signInToUserPool(pool, identity, 'alexandra@example.com', PASSWORD);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(readClaims(result.session.jwtToken)).toMatchObject({
      profileId: 'demo-user-1',
      ucaId: 'uca-alexandra',
      firstName: 'ALEXANDRA',
    });
  });

  it('reads the stored session back, and refreshes it with the refresh token once its tokens have expired', async () => {
    const stored = await readCurrentSession(pool);
    expect(readClaims(stored.jwtToken)?.profileId).toBe('demo-user-1');
    expireStoredTokens();
    const refreshed = await readCurrentSession(pool);
    expect(refreshed.jwtToken).not.toBe(stored.jwtToken);
    expect(readClaims(refreshed.jwtToken)!.exp! * 1000).toBeGreaterThan(Date.now());
  });

  it('signs out: no current user afterwards', async () => {
    signOutOfUserPool(pool);
    await expect(readCurrentSession(pool)).rejects.toThrow('No current user');
  });

  it('returns a wrong password as an error, not thrown', async () => {
    const result = await signInToUserPool(pool, identity, 'alexandra@example.com', 'wrong-Password-9');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    // AWS answers NotAuthorizedException ("Incorrect username or password."); cognito-local InvalidPasswordException.
    expect(['NotAuthorizedException', 'InvalidPasswordException']).toContain(result.error.name);
    expect(result.error.message).not.toContain('wrong-Password-9');
  });

  it('returns an unknown user as an error', async () => {
    const result = await signInToUserPool(pool, identity, 'nobody@example.com', PASSWORD);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(['UserNotFoundException', 'NotAuthorizedException']).toContain(result.error.name);
  });

  it('cannot run USER_SRP_AUTH against cognito-local (it does not implement it): an error, returned', async () => {
    const srp = { ...identity, authFlow: 'USER_SRP_AUTH' as const };
    const result = await signInToUserPool(pool, srp, 'alexandra@example.com', PASSWORD);
    expect(result.ok).toBe(false);
  });
});
