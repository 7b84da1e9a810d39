// For tests only: ID tokens signed with cognito-local's own private key (the
// one key it signs every token with), so a test can make the tokens a signed-in
// customer's browser would send without starting cognito-local.

import { createSign } from 'node:crypto';
import cognitoLocalPrivateKey from 'cognito-local/lib/keys/cognitoLocal.private.json' with { type: 'json' };

const PRIVATE_PEM = cognitoLocalPrivateKey.pem;

const segment = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT as cognito-local makes them (RS256, kid CognitoLocal); `key` signs with another PEM. */
export function signTestToken(claims: Record<string, unknown>, key: string = PRIVATE_PEM): string {
  const unsigned = `${segment({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${segment(claims)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(key).toString('base64url');
  return `${unsigned}.${signature}`;
}

/** A valid ID token for a demo customer, an hour from expiring. */
export function testIdToken(profileId: string, extra: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return signTestToken({
    sub: `sub-of-${profileId}`,
    token_use: 'id',
    'custom:profileId': profileId,
    'custom:ucaId': `uca-of-${profileId}`,
    iat: now,
    exp: now + 3600,
    ...extra,
  });
}
