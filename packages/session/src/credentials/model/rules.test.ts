// header.md §4 "Credentials (cloud identity)", §5, §8, §9: the credentials' rules,
// with the spec's literal texts, keys and numbers.
import {
  CREDENTIAL_SOURCES,
  guestIdentityKey,
  FEDERATED_INFO_KEY,
  MAX_ATTEMPTS,
  SERVICE_ERROR_NAMES,
} from './constants';
import {
  CredentialsError,
  decodeCredentialsAnswer,
  decodeFederatedInfo,
  decodeGetIdAnswer,
  decodeStoredIdentityId,
  failureName,
  federationLogins,
  isAuthenticatedSource,
  isServiceErrorName,
  needsRefresh,
  parseSource,
  requireIdentityPool,
  serviceFailure,
  sessionLogins,
  userPoolLoginKey,
} from './rules';

const rejection = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CredentialsError);
    return (error as Error).message;
  }
  return 'did not throw';
};

describe('sources (§4: session, federation or guest; any other is "invalid source")', () => {
  it.each([
    ['session', true],
    ['federation', true],
    ['guest', false],
  ] as const)('%s is accepted; authenticated: %s', (source, authenticated) => {
    expect(parseSource(source)).toBe(source);
    expect(isAuthenticatedSource(parseSource(source))).toBe(authenticated);
  });

  it.each(['', 'Session', 'GUEST', 'guest ', 'userPool', 'developer', 'anonymous', undefined, null, 1, {}])(
    '%j rejects with exactly "invalid source"',
    (source) => {
      expect(rejection(() => parseSource(source))).toBe('invalid source');
    },
  );

  it('the three sources, and only them', () => {
    expect([...CREDENTIAL_SOURCES].sort()).toEqual(['federation', 'guest', 'session']);
  });
});

describe('configuration (§5: an identity pool and a region)', () => {
  it.each([
    [{ identityPoolId: 'us-west-2:abc', region: 'us-west-2' }, 'ok'],
    [{ region: 'us-west-2' }, 'No Cognito Federated Identity pool provided'],
    [{ identityPoolId: '  ', region: 'us-west-2' }, 'No Cognito Federated Identity pool provided'],
    [{ identityPoolId: 'us-west-2:abc' }, 'region is not configured for getting the credentials'],
    [{ identityPoolId: 'us-west-2:abc', region: '' }, 'region is not configured for getting the credentials'],
    [{}, 'No Cognito Federated Identity pool provided'],
  ])('%j → %s', (config, expected) => {
    if (expected === 'ok')
      expect(requireIdentityPool(config)).toEqual({ identityPoolId: 'us-west-2:abc', region: 'us-west-2' });
    else expect(rejection(() => requireIdentityPool(config))).toBe(expected);
  });
});

describe('Logins', () => {
  it('session: cognito-idp.{region}.amazonaws.com/{userPoolId} → the user-pool ID token', () => {
    expect(userPoolLoginKey('us-west-2', 'us-west-2_AbC123')).toBe(
      'cognito-idp.us-west-2.amazonaws.com/us-west-2_AbC123',
    );
    expect(sessionLogins('us-east-1', 'us-east-1_Pool', 'id.token.here')).toEqual({
      'cognito-idp.us-east-1.amazonaws.com/us-east-1_Pool': 'id.token.here',
    });
  });

  it.each([
    ['google', 'accounts.google.com'],
    ['facebook', 'graph.facebook.com'],
    ['amazon', 'www.amazon.com'],
    ['developer', 'cognito-identity.amazonaws.com'],
    ['login.example.com', 'login.example.com'],
    ['toString', 'toString'],
  ])('federation: provider %s → Logins key %s', (provider, key) => {
    expect(federationLogins({ provider, token: 't' }, 0)).toEqual({ [key]: 't' });
  });

  it('federation: expired info (expires_at in ms, not after now) gives no Logins', () => {
    expect(federationLogins({ provider: 'google', token: 't', expiresAt: 1000 }, 999)).toEqual({
      'accounts.google.com': 't',
    });
    expect(federationLogins({ provider: 'google', token: 't', expiresAt: 1000 }, 1000)).toBeNull();
  });
});

describe('stored federated info (aws-amplify-federatedInfo: { provider, token, user?, expires_at? })', () => {
  it('is kept under the key Amplify used', () => {
    expect(FEDERATED_INFO_KEY).toBe('aws-amplify-federatedInfo');
  });

  it.each([
    [
      { provider: 'google', token: 'tok' },
      { provider: 'google', token: 'tok' },
    ],
    [
      { provider: 'google', token: 'tok', user: { name: 'A' }, expires_at: 5 },
      { provider: 'google', token: 'tok', user: { name: 'A' }, expiresAt: 5 },
    ],
    [
      { provider: 'google', token: 'tok', user: null, expires_at: null },
      { provider: 'google', token: 'tok' },
    ],
    [{ provider: 'google' }, null],
    [{ provider: '', token: 'tok' }, null],
    [{ provider: 'google', token: '' }, null],
    [{ provider: 'google', token: 7 }, null],
    [{ provider: 'google', token: 'tok', expires_at: '5' }, null],
    [{ provider: 'google', token: 'tok', expires_at: Number.NaN }, null],
    [['google', 'tok'], null],
    ['google', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (stored, expected) => {
    expect(decodeFederatedInfo(stored)).toEqual(expected);
  });
});

describe('the cached guest identity (CognitoIdentityId-{identityPoolId})', () => {
  it('is keyed by identity pool', () => {
    expect(guestIdentityKey('us-west-2:1234')).toBe('CognitoIdentityId-us-west-2:1234');
  });

  it.each([
    ['us-west-2:0a1b2c3d-0000-4000-8000-00000000beef', 'us-west-2:0a1b2c3d-0000-4000-8000-00000000beef'],
    ['"us-west-2:0a1b2c3d-0000-4000-8000-00000000beef"', 'us-west-2:0a1b2c3d-0000-4000-8000-00000000beef'],
    ['', undefined],
    ['null', undefined],
    ['{"id":"us-west-2:abc"}', undefined],
    ['us-west-2:NOT-HEX', undefined],
    ['<script>', undefined],
    [`us-west-2:${'a'.repeat(60)}`, undefined],
  ])('%j reads as %j', (raw, expected) => {
    expect(decodeStoredIdentityId(raw)).toBe(expected);
  });
});

describe('refresh (§4, §9: after 3,000,000 ms)', () => {
  it.each([
    [0, undefined, false],
    [2_999_999, undefined, false],
    [3_000_000, undefined, true],
    [10, new Date(11), false],
    [10, new Date(10), true],
  ])('%i ms after fetching, expiring %s: refresh %s', (elapsed, expiration, expected) => {
    expect(
      needsRefresh(
        { fetchedAt: 1_000_000, expiration: expiration && new Date(expiration.getTime() + 1_000_000) },
        1_000_000 + elapsed,
      ),
    ).toBe(expected);
  });
});

describe('service errors (§8: handled generically)', () => {
  it('the eight names', () => {
    expect([...SERVICE_ERROR_NAMES].sort()).toEqual([
      'ExternalServiceException',
      'InternalErrorException',
      'InvalidParameterException',
      'LimitExceededException',
      'NotAuthorizedException',
      'ResourceConflictException',
      'ResourceNotFoundException',
      'TooManyRequestsException',
    ]);
    expect(isServiceErrorName('NotAuthorizedException')).toBe(true);
    expect(isServiceErrorName('ThrottlingException')).toBe(false);
  });

  it.each([
    'ExternalServiceException',
    'InternalErrorException',
    'InvalidParameterException',
    'NotAuthorizedException',
    'ResourceConflictException',
    'ResourceNotFoundException',
    'TooManyRequestsException',
    'LimitExceededException',
  ])('%s: one message naming the operation and the error, never the service text', (name) => {
    const sdkError = Object.assign(new Error('Invalid login token. eyJhbGciOiJSUzI1NiJ9.secret'), {
      name,
      $metadata: { attempts: 3 },
    });
    const failure = serviceFailure('GetId', sdkError);
    expect(failure).toBeInstanceOf(CredentialsError);
    expect(failure.message).toBe(`Cognito Identity GetId failed: ${name}`);
    expect(failure).toMatchObject({ code: name, attempts: 3 });
  });

  it.each([
    [Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), 'ECONNREFUSED'],
    [new TypeError('Failed to fetch'), 'TypeError'],
    [Object.assign(new Error('x'), { name: 'eyJ.token has dots and spaces' }), 'UnknownError'],
    ['a string', 'UnknownError'],
    [undefined, 'UnknownError'],
  ])('other failures are named by an identifier only: %s → %s', (error, expected) => {
    expect(failureName(error)).toBe(expected);
    expect(serviceFailure('GetCredentialsForIdentity', error).message).toBe(
      `Cognito Identity GetCredentialsForIdentity failed: ${expected}`,
    );
  });
});

describe('answers, decoded at the boundary', () => {
  it('GetId without IdentityId: "Response from Amazon Cognito contained no identity ID"', () => {
    expect(decodeGetIdAnswer({ IdentityId: 'us-west-2:1' })).toBe('us-west-2:1');
    for (const answer of [{}, { IdentityId: '' }, { IdentityId: 5 }, undefined]) {
      expect(rejection(() => decodeGetIdAnswer(answer))).toBe('Response from Amazon Cognito contained no identity ID');
    }
  });

  it('GetCredentialsForIdentity: the credentials, flagged by source', () => {
    const expiration = new Date('2030-01-01T00:00:00Z');
    const answer = {
      IdentityId: 'us-west-2:2',
      Credentials: { AccessKeyId: 'ASIA1', SecretKey: 's', SessionToken: 't', Expiration: expiration },
    };
    expect(decodeCredentialsAnswer(answer, 'us-west-2:1', 'session')).toEqual({
      identityId: 'us-west-2:2',
      accessKeyId: 'ASIA1',
      secretAccessKey: 's',
      sessionToken: 't',
      expiration,
      authenticated: true,
      source: 'session',
    });
    expect(
      decodeCredentialsAnswer({ Credentials: { AccessKeyId: 'A', SecretKey: 's' } }, 'us-west-2:1', 'guest'),
    ).toEqual({
      identityId: 'us-west-2:1',
      accessKeyId: 'A',
      secretAccessKey: 's',
      authenticated: false,
      source: 'guest',
    });
  });

  it.each([
    [undefined, 'Response from Amazon Cognito contained no credentials'],
    [{}, 'Response from Amazon Cognito contained no credentials'],
    [{ Credentials: { SecretKey: 's' } }, 'Response from Amazon Cognito contained no access key ID'],
    [{ Credentials: { AccessKeyId: 'A' } }, 'Response from Amazon Cognito contained no secret key'],
  ])('%j → %s', (answer, message) => {
    expect(rejection(() => decodeCredentialsAnswer(answer, 'us-west-2:1', 'guest'))).toBe(message);
  });
});

it('§9: the client makes up to 3 attempts', () => {
  expect(MAX_ATTEMPTS).toBe(3);
});
