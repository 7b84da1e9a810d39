import { decideGuestRefresh, guestTokensFromAnswer } from './guestRefresh';

const NOW = 1_800_000_000_000;

describe('guest token refresh rule (header.md §4 "Session resolution")', () => {
  it.each([
    ['no access token', {}, { kind: 'reject', reason: 'No access token' }],
    ['an empty access token', { accessToken: '', expiresAt: NOW + 1 }, { kind: 'reject', reason: 'No access token' }],
    [
      'ExpiresAt later than now',
      { accessToken: 'a', expiresAt: NOW + 1 },
      { kind: 'valid', message: 'Valid access Token' },
    ],
    [
      'ExpiresAt equal to now (not later)',
      { accessToken: 'a', expiresAt: NOW, refreshToken: 'r' },
      { kind: 'refresh', refreshToken: 'r' },
    ],
    [
      'ExpiresAt in the past',
      { accessToken: 'a', expiresAt: NOW - 1, refreshToken: 'r' },
      { kind: 'refresh', refreshToken: 'r' },
    ],
    [
      'no ExpiresAt (unreadable: expired)',
      { accessToken: 'a', refreshToken: 'r' },
      { kind: 'refresh', refreshToken: 'r' },
    ],
    [
      'expired without a refresh token',
      { accessToken: 'a', expiresAt: NOW - 1 },
      { kind: 'refresh', refreshToken: undefined },
    ],
  ])('%s', (_name, tokens, expected) => {
    expect(decideGuestRefresh(tokens, NOW)).toEqual(expected);
  });
});

describe('the guest token answer (header.md §3: AuthenticationResult { Sub, AccessToken })', () => {
  it('keeps Sub, AccessToken, RefreshToken and works out ExpiresAt from ExpiresIn seconds', () => {
    expect(
      guestTokensFromAnswer(
        { AuthenticationResult: { Sub: 'g-1', AccessToken: 'at', RefreshToken: 'rt', ExpiresIn: 60 } },
        NOW,
      ),
    ).toEqual({ sub: 'g-1', accessToken: 'at', refreshToken: 'rt', expiresAt: NOW + 60_000 });
  });
  it('gives a token without ExpiresIn an hour', () => {
    expect(guestTokensFromAnswer({ AuthenticationResult: { Sub: 'g-1', AccessToken: 'at' } }, NOW)).toEqual({
      sub: 'g-1',
      accessToken: 'at',
      expiresAt: NOW + 3_600_000,
    });
  });
  it.each([
    ['null', null],
    ['text', 'Oops'],
    ['no AuthenticationResult', { Sub: 'g', AccessToken: 'a' }],
    ['AuthenticationResult not an object', { AuthenticationResult: 'x' }],
    ['no Sub', { AuthenticationResult: { AccessToken: 'a' } }],
    ['blank Sub', { AuthenticationResult: { Sub: ' ', AccessToken: 'a' } }],
    ['no AccessToken', { AuthenticationResult: { Sub: 'g' } }],
    ['number AccessToken', { AuthenticationResult: { Sub: 'g', AccessToken: 5 } }],
    ['blank AccessToken', { AuthenticationResult: { Sub: 'g', AccessToken: '  ' } }],
  ])('reads %s as no answer', (_name, answer) => {
    expect(guestTokensFromAnswer(answer, NOW)).toBeNull();
  });
  it.each([[''], [5], [null]])('leaves out a RefreshToken of %j', (refreshToken) => {
    expect(
      guestTokensFromAnswer({ AuthenticationResult: { Sub: 'g', AccessToken: 'a', RefreshToken: refreshToken } }, NOW),
    ).toEqual({ sub: 'g', accessToken: 'a', expiresAt: NOW + 3_600_000 });
  });
  it.each([[-5], [0], [Number.NaN], ['60']])('ignores an ExpiresIn of %s (an hour instead)', (expiresIn) => {
    expect(
      guestTokensFromAnswer({ AuthenticationResult: { Sub: 'g', AccessToken: 'a', ExpiresIn: expiresIn } }, NOW)
        ?.expiresAt,
    ).toBe(NOW + 3_600_000);
  });
});
