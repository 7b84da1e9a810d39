// @vitest-environment node
// cognito-local beside the demo host, for real: a child process on
// 127.0.0.1, the pools, clients and customers created idempotently, a real
// USER_PASSWORD_AUTH whose ID token carries the claims the widgets read, and
// the demo host's pass-through, page config and cart bearer check with it.

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../cart-response';
import { buildDemoHost } from '../server';
import { COGNITO_ENVIRONMENTS, cognitoCall, startCognitoLocal } from './cognitoLocal';
import type { CognitoLocal, PoolIds } from './cognitoLocal';
import { DEMO_PASSWORD } from './customers';
import { verifyIdToken } from './tokens';

interface AuthAnswer {
  AuthenticationResult: { IdToken: string; AccessToken: string; RefreshToken?: string };
}

const claimsOf = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

const signIn = (endpoint: string, clientId: string, email: string, password: string = DEMO_PASSWORD) =>
  cognitoCall<AuthAnswer>(endpoint, 'InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });

async function answers(endpoint: string): Promise<boolean> {
  try {
    return (await fetch(`${endpoint}/health`)).ok;
  } catch {
    return false;
  }
}

let dataDir: string;
let cognito: CognitoLocal;
let firstPools: Record<string, PoolIds>;

beforeAll(async () => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'nm-cognito-test-')), '.cognito');
  cognito = await startCognitoLocal({ dataDir });
  firstPools = cognito.pools;
}, 60_000);

afterAll(async () => {
  await cognito?.stop();
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
});

// One story in order, whatever the run's --sequence.shuffle: the second part
// stops the first part's cognito-local, restarts it on the same data folder
// and ends by closing it.
describe('cognito-local, then the demo host on its data folder', { shuffle: false }, () => {
  describe('startCognitoLocal', () => {
    it('runs on 127.0.0.1 and keeps its data in the .cognito folder given', async () => {
      expect(cognito.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await answers(cognito.endpoint)).toBe(true);
      expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['config.json', 'db']));
    });

    it('has one user pool per environment, each with a public and a confidential app client', async () => {
      expect(Object.keys(cognito.pools).sort()).toEqual([...COGNITO_ENVIRONMENTS].sort());
      const { UserPools } = await cognitoCall<{ UserPools: Array<{ Id: string; Name: string }> }>(
        cognito.endpoint,
        'ListUserPools',
        { MaxResults: 60 },
      );
      for (const env of COGNITO_ENVIRONMENTS) {
        const ids = cognito.pools[env];
        expect(UserPools.find((pool) => pool.Name === env)?.Id).toBe(ids.userPoolId);
        expect(ids.clientId).not.toBe(ids.confidentialClientId);
        const { UserPoolClients } = await cognitoCall<{ UserPoolClients: Array<{ ClientName: string }> }>(
          cognito.endpoint,
          'ListUserPoolClients',
          { UserPoolId: ids.userPoolId, MaxResults: 60 },
        );
        expect(UserPoolClients.map((client) => client.ClientName).sort()).toEqual(['nm-web', 'nm-web-confidential']);
      }
    });

    it('signs Alexandra in with USER_PASSWORD_AUTH: the ID token carries given_name, custom:profileId and custom:ucaId', async () => {
      const { AuthenticationResult } = await signIn(
        cognito.endpoint,
        cognito.pools['dev-int'].clientId,
        'alexandra@example.com',
      );
      expect(AuthenticationResult.RefreshToken).toBeTruthy();
      expect(claimsOf(AuthenticationResult.IdToken)).toMatchObject({
        email: 'alexandra@example.com',
        given_name: 'ALEXANDRA',
        'custom:profileId': 'demo-user-1',
        'custom:ucaId': 'uca-alexandra',
        token_use: 'id',
        aud: cognito.pools['dev-int'].clientId,
        iss: `${cognito.endpoint}/${cognito.pools['dev-int'].userPoolId}`,
      });
      // The stand-ins verify it with the key cognito-local publishes.
      expect(verifyIdToken(AuthenticationResult.IdToken).ok).toBe(true);
    });

    it('the refresh flow keeps the claims; the confidential client and the other pools sign in too', async () => {
      const { AuthenticationResult } = await signIn(
        cognito.endpoint,
        cognito.pools.prod.confidentialClientId,
        'morgan@example.com',
      );
      expect(claimsOf(AuthenticationResult.IdToken)).toMatchObject({
        given_name: 'MORGAN',
        'custom:profileId': 'demo-user-2',
        'custom:ucaId': 'uca-morgan',
      });
      const refreshed = await cognitoCall<AuthAnswer>(cognito.endpoint, 'InitiateAuth', {
        ClientId: cognito.pools.prod.confidentialClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: AuthenticationResult.RefreshToken },
      });
      expect(claimsOf(refreshed.AuthenticationResult.IdToken)).toMatchObject({
        given_name: 'MORGAN',
        'custom:profileId': 'demo-user-2',
      });
    });

    it('refuses a wrong password (InvalidPasswordException: Cognito says NotAuthorizedException) and an unknown user (NotAuthorizedException)', async () => {
      await expect(
        signIn(cognito.endpoint, cognito.pools['dev-int'].clientId, 'alexandra@example.com', 'wrong-Passw0rd!'),
      ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
      await expect(
        signIn(cognito.endpoint, cognito.pools['dev-int'].clientId, 'nobody@example.com'),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    });

    it('serves the signing key the stand-ins verify with', async () => {
      const jwks = (await (
        await fetch(`${cognito.endpoint}/${cognito.pools['dev-int'].userPoolId}/.well-known/jwks.json`)
      ).json()) as { keys: Array<{ kid: string; n: string }> };
      expect(jwks.keys).toHaveLength(1);
      expect(jwks.keys[0]?.kid).toBe('CognitoLocal');
    });
  });

  describe('the demo host with cognito-local (same data folder: found, not created again)', () => {
    let app: FastifyInstance;
    let endpoint: string;

    beforeAll(async () => {
      await cognito.stop();
      expect(await answers(cognito.endpoint)).toBe(false);
      app = await buildDemoHost({ distDir: '/nonexistent', cognito: { dataDir } });
      endpoint = app.nmDemoIdentity!.cognito!.endpoint;
    }, 60_000);

    afterAll(async () => {
      await app?.close();
    });

    it('finds the pools and clients by name instead of creating new ones', () => {
      expect(app.nmDemoIdentity?.cognito?.pools).toEqual(firstPools);
      expect(endpoint).not.toBe(cognito.endpoint);
    });

    it("puts the dev-int pool and both endpoints, on the page's origin, in every page's config", async () => {
      const page = (await app.inject({ method: 'GET', url: '/', headers: { host: '127.0.0.1:8123' } })).body;
      const block = /<script type="application\/json" id="nm-widgets-config">(.*?)<\/script>/.exec(page)?.[1];
      const config = JSON.parse(block!) as { identity: Record<string, string>; hosts: Record<string, string> };
      expect(config.identity).toEqual({
        region: 'us-west-2',
        userPoolId: firstPools['dev-int']!.userPoolId,
        clientId: firstPools['dev-int']!.clientId,
        confidentialClientId: firstPools['dev-int']!.confidentialClientId,
        identityPoolId: 'us-west-2:11111111-2222-4333-8444-555555555555',
        userPoolEndpoint: 'http://127.0.0.1:8123/cognito-idp/',
        identityEndpoint: 'http://127.0.0.1:8123/cognito-identity/',
      });
      for (const name of ['guest', 'profile', 'lambda', 'analytics', 'fraud'])
        expect(config.hosts[name], name).toBe('');
      expect((await app.inject({ method: 'GET', url: '/demo/api/identity/cognito' })).json()).toEqual({
        endpoint,
        pools: firstPools,
      });
    });

    it("passes user-pool calls through to cognito-local unchanged, and the ID token opens that customer's bag only", async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/cognito-idp/',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        payload: JSON.stringify({
          ClientId: firstPools['dev-int']!.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'alexandra@example.com', PASSWORD: DEMO_PASSWORD },
        }),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('application/x-amz-json-1.1');
      const idToken = answer.json<AuthAnswer>().AuthenticationResult.IdToken;
      const cart = await app.inject({
        method: 'POST',
        url: '/dt/api/getCart/demo-user-1',
        headers: { authorization: `Bearer ${idToken}` },
      });
      expect(cart.json<CartResponse>().shoppingCart.totalQuantity).toBe(3);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/dt/api/getCart/demo-user-2',
            headers: { authorization: `Bearer ${idToken}` },
          })
        ).statusCode,
      ).toBe(401);

      const wrong = await app.inject({
        method: 'POST',
        url: '/cognito-idp/',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        payload: JSON.stringify({
          ClientId: firstPools['dev-int']!.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'alexandra@example.com', PASSWORD: 'nope' },
        }),
      });
      expect([wrong.statusCode, wrong.json<{ __type: string }>().__type]).toEqual([400, 'InvalidPasswordException']);
    });

    it("Morgan's profile has an empty bag", async () => {
      const cart = await app.inject({ method: 'POST', url: '/dt/api/getCart/demo-user-2' });
      expect(cart.json<CartResponse>().shoppingCart.totalQuantity).toBe(0);
    });

    it('closing the demo host stops cognito-local', async () => {
      await app.close();
      expect(await answers(endpoint)).toBe(false);
    });
  });
});
