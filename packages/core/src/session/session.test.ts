import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, cookieOwner, isolateCookieTests } from '../testing/cookies';
import { readJsonCookie } from '../storage/cookies';
import {
  CSTMR_COOKIE,
  CSTMR_LIFETIME_DAYS,
  PROFILE_COOKIE,
  decodeCustomer,
  displayFirstName,
  ensureCustomerCookie,
  isSignedIn,
  readProfileData,
  type CustomerCookie,
  type ProfileData,
} from './session';
import { $firstName, $session, refreshSession, setAuth } from '../state/session';

/** How a legacy page (or the server) writes a JSON cookie. */
function setRawJsonCookie(name: string, json: string): void {
  document.cookie = `${name}=${encodeURIComponent(json)}; path=/`;
}

const errorSpy = isolateCookieTests();

describe('header.md §3 Customer-identity cookie cstmr: decoding', () => {
  it.each<[string, unknown, CustomerCookie | null]>([
    [
      'booleans',
      { customerId: 'c1', cmdId: 'm1', isLoggedin: true, isGuest: false },
      { customerId: 'c1', cmdId: 'm1', isLoggedin: true, isGuest: false },
    ],
    [
      '"true"/"false" strings from legacy pages',
      { customerId: 'c1', isLoggedin: 'true', isGuest: 'false' },
      { customerId: 'c1', isLoggedin: true, isGuest: false },
    ],
    ['guest written as strings', { isLoggedin: 'false', isGuest: 'true' }, { isLoggedin: false, isGuest: true }],
    [
      'numeric ids become strings',
      { customerId: 12345, cmdId: 678, isLoggedin: true },
      { customerId: '12345', cmdId: '678', isLoggedin: true, isGuest: false },
    ],
    [
      'empty customerId is no customerId',
      { customerId: '', isLoggedin: true, isGuest: false },
      { isLoggedin: true, isGuest: false },
    ],
    ['missing flags are false', {}, { isLoggedin: false, isGuest: false }],
    ['other truthy values are not "true"', { isLoggedin: 1, isGuest: 'yes' }, { isLoggedin: false, isGuest: false }],
    ['a string', 'c1', null],
    ['an array', [{ customerId: 'c1' }], null],
    ['null', null, null],
  ])('%s', (_label, raw, expected) => {
    expect(decodeCustomer(raw)).toEqual(expected);
  });
});

describe('header.md §3 cstmr "is set guest-only if missing or without customerId" (30 days, path /)', () => {
  const GUEST = { isLoggedin: false, isGuest: true };

  it.each<[string, string | null]>([
    ['missing', null],
    ['without customerId', JSON.stringify({ isLoggedin: true, isGuest: false, cmdId: 'm1' })],
    ['with an empty customerId', JSON.stringify({ customerId: '', isLoggedin: true })],
    ['corrupt JSON', '{"customerId":'],
    ['not an object', '"c1"'],
  ])('%s → written guest-only and returned guest-only', (_label, existing) => {
    if (existing !== null) setRawJsonCookie(CSTMR_COOKIE, existing);
    const writes = vi.spyOn(cookieOwner(), 'cookie', 'set');

    expect(ensureCustomerCookie()).toEqual(GUEST);

    expect(writes).toHaveBeenCalledTimes(1);
    const written = String(writes.mock.calls[0]?.[0]);
    expect(written.startsWith(`${CSTMR_COOKIE}=`)).toBe(true);
    expect(written).toContain('max-age=2592000'); // 30 days = 2592000000 ms
    expect(written).toContain('path=/');
    expect(readJsonCookie(CSTMR_COOKIE)).toEqual(GUEST);
  });

  it('30 days is the lifetime constant', () => {
    expect(CSTMR_LIFETIME_DAYS * 86_400_000).toBe(2_592_000_000);
  });

  it('a cookie with a customerId is left alone and decoded', () => {
    setRawJsonCookie(
      CSTMR_COOKIE,
      JSON.stringify({ customerId: 'abc', cmdId: 'm9', isLoggedin: 'true', isGuest: 'false' }),
    );
    const writes = vi.spyOn(cookieOwner(), 'cookie', 'set');
    expect(ensureCustomerCookie()).toEqual({ customerId: 'abc', cmdId: 'm9', isLoggedin: true, isGuest: false });
    expect(writes).not.toHaveBeenCalled();
  });

  it('the returned guest object is a copy: changing it does not change the next answer', () => {
    const first = ensureCustomerCookie();
    first.isLoggedin = true;
    clearCookies();
    expect(ensureCustomerCookie()).toEqual(GUEST);
  });
});

describe('header.md §8 "Invalid or broken profile-data cookie: logged and treated as empty"', () => {
  it('a valid ucaProfileData is read', () => {
    const profile = { firstName: 'Anne', securityStatus: 'Authenticated', countryPreference: 'US', cartItemCount: 2 };
    setRawJsonCookie(PROFILE_COOKIE, JSON.stringify(profile));
    expect(readProfileData()).toEqual(profile);
    expect(errorSpy()).not.toHaveBeenCalled();
  });

  it('no cookie is empty, silently', () => {
    expect(readProfileData()).toEqual({});
    expect(errorSpy()).not.toHaveBeenCalled();
  });

  it.each<[string, string]>([
    ['broken JSON', '{"firstName":"Anne"'],
    ['a JSON array', '["Anne"]'],
    ['a JSON string', '"Anne"'],
    ['a JSON number', '42'],
  ])('%s → {} and logged once, however often it is read', (_label, raw) => {
    setRawJsonCookie(PROFILE_COOKIE, raw);
    expect(readProfileData()).toEqual({});
    expect(readProfileData()).toEqual({});
    expect(readProfileData()).toEqual({});
    expect(errorSpy()).toHaveBeenCalledTimes(1);
    expect(String(errorSpy().mock.calls[0]?.[0])).toContain(PROFILE_COOKIE);
  });
});

describe('header.md §3 ucaProfileData, decoded field by field: "a name is a string or nothing"', () => {
  // $firstName prefers the session's name ($auth) to the cookie's: start with no session.
  beforeEach(() => setAuth({}));

  it.each<[string, unknown, string]>([
    ['a number', 42, 'number'],
    ['an object', { first: 'Anne' }, 'object'],
    ['true', true, 'boolean'],
    ['a list', ['Anne'], 'a list'],
  ])(
    'firstName %s → dropped, logged once naming the field; the other fields kept; the name reads empty',
    (_label, firstName, kind) => {
      setRawJsonCookie(
        PROFILE_COOKIE,
        JSON.stringify({ firstName, securityStatus: 'Authenticated', countryPreference: 'US' }),
      );
      expect(readProfileData()).toEqual({ securityStatus: 'Authenticated', countryPreference: 'US' });
      readProfileData();
      expect(errorSpy()).toHaveBeenCalledTimes(1);
      expect(String(errorSpy().mock.calls[0]?.[0])).toContain('"ucaProfileData" field firstName is');
      expect(String(errorSpy().mock.calls[0]?.[0])).toContain(kind);
      refreshSession();
      expect($session.get().profile.firstName).toBeUndefined();
      expect($firstName.get()).toBe('');
    },
  );

  it.each<[string, Record<string, unknown>, ProfileData]>([
    [
      'every field of its type is kept',
      {
        firstName: 'anne',
        securityStatus: 'Anonymous',
        cartItemCount: 2,
        universal_customer_id: 'u-1',
        logged_in_status: 'true',
        countryPreference: 'IN',
        localeUrl: '/en-in',
      },
      {
        firstName: 'anne',
        securityStatus: 'Anonymous',
        cartItemCount: 2,
        universal_customer_id: 'u-1',
        logged_in_status: 'true',
        countryPreference: 'IN',
        localeUrl: '/en-in',
      },
    ],
    [
      'a numeric id becomes text; a count as digits becomes a number',
      { universal_customer_id: 12345, cartItemCount: '3' },
      { universal_customer_id: '12345', cartItemCount: 3 },
    ],
    ['logged_in_status as a boolean becomes text', { logged_in_status: true }, { logged_in_status: 'true' }],
    [
      'securityStatus an object, countryPreference a number: dropped',
      { securityStatus: { x: 1 }, countryPreference: 1, firstName: 'Bo' },
      { firstName: 'Bo' },
    ],
    ['cartItemCount -1 or "lots": dropped', { cartItemCount: -1 }, {}],
    ['null fields read as absent', { firstName: null, localeUrl: null }, {}],
    ['unknown fields are not carried', { firstName: 'Bo', isAdmin: true }, { firstName: 'Bo' }],
  ])('%s', (_label, raw, expected) => {
    setRawJsonCookie(PROFILE_COOKIE, JSON.stringify(raw));
    expect(readProfileData()).toEqual(expected);
  });
});

describe('header.md §5 "Signed-in state: profile securityStatus Authenticated, or Anonymous with a name, or a session jwtToken"', () => {
  it.each<[string, ProfileData, string | null | undefined, boolean]>([
    ['Authenticated', { securityStatus: 'Authenticated' }, undefined, true],
    ['Authenticated with a name', { securityStatus: 'Authenticated', firstName: 'Anne' }, undefined, true],
    ['Anonymous with a name (recognised)', { securityStatus: 'Anonymous', firstName: 'Anne' }, undefined, true],
    ['Anonymous without a name', { securityStatus: 'Anonymous' }, undefined, false],
    ['Anonymous with an empty name', { securityStatus: 'Anonymous', firstName: '' }, undefined, false],
    ['Anonymous with a blank name', { securityStatus: 'Anonymous', firstName: '   ' }, undefined, false],
    ['no profile, no token', {}, undefined, false],
    ['no profile, jwtToken', {}, 'eyJ.token', true],
    ['Anonymous without a name but jwtToken', { securityStatus: 'Anonymous' }, 'eyJ.token', true],
    ['empty jwtToken', {}, '', false],
    ['null jwtToken', {}, null, false],
    ['name but no status', { firstName: 'Anne' }, undefined, false],
    ['unknown status with a name', { securityStatus: 'Expired', firstName: 'Anne' }, undefined, false],
    ['status in the wrong case', { securityStatus: 'authenticated' }, undefined, false],
  ])('%s → %s', (_label, profile, jwt, expected) => {
    expect(isSignedIn(profile, jwt)).toBe(expected);
  });
});

describe('header.md §5 "Displayed first name: first 11 characters, capitalised, plus signs turned into spaces"', () => {
  it.each<[string | null | undefined, string]>([
    ['anne', 'Anne'],
    ['ANNE', 'Anne'],
    ['christopher', 'Christopher'], // exactly 11
    ['maximilianus', 'Maximilianu'], // 12 → 11
    ['mary+ann', 'Mary ann'],
    ['+anne+', 'Anne'],
    ['  anne  ', 'Anne'],
    ['anne+marie+louise', 'Anne marie'], // cut at 11 lands on the space: no trailing blank before "'s Shopping Bag"
    ['é', 'É'],
    ['+++', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42 as unknown as string, ''],
    [{ name: 'x' } as unknown as string, ''],
  ])('%j → %j', (raw, expected) => {
    expect(displayFirstName(raw)).toBe(expected);
  });

  it('never exceeds 11 characters', () => {
    expect(displayFirstName('a'.repeat(50))).toHaveLength(11);
  });
});

describe('cookie decoding edges the mutation run found', () => {
  it.each<[string, Record<string, unknown>, ProfileData]>([
    ['a count with spaces around its digits', { cartItemCount: ' 4 ' }, { cartItemCount: 4 }],
    ['a count of 0', { cartItemCount: 0 }, { cartItemCount: 0 }],
    ['a count of "0"', { cartItemCount: '0' }, { cartItemCount: 0 }],
    ['a count with letters after its digits', { cartItemCount: '3x' }, {}],
    ['a count with letters before its digits', { cartItemCount: 'x3' }, {}],
    ['a count of seven digits', { cartItemCount: '1234567' }, {}],
    ['a count of two digits as text', { cartItemCount: '12' }, { cartItemCount: 12 }],
    ['a count of 1.5', { cartItemCount: 1.5 }, {}],
    ['a count that is true', { cartItemCount: true }, {}],
    ['an id that is Infinity (1e999)', { universal_customer_id: Number.POSITIVE_INFINITY }, {}],
    ['an id that is a boolean', { universal_customer_id: true }, {}],
    ['logged_in_status a number', { logged_in_status: 1 }, {}],
    ['logged_in_status false', { logged_in_status: false }, { logged_in_status: 'false' }],
  ])('%s', (_label, raw, expected) => {
    setRawJsonCookie(PROFILE_COOKIE, JSON.stringify(raw).replace('null', '1e999'));
    expect(readProfileData()).toEqual(expected);
  });

  it.each<[string, unknown, CustomerCookie]>([
    ['an id that is an object', { customerId: { id: 1 }, cmdId: true }, { isLoggedin: false, isGuest: false }],
    ['an empty cmdId', { customerId: 'c', cmdId: '' }, { customerId: 'c', isLoggedin: false, isGuest: false }],
  ])('cstmr: %s', (_label, raw, expected) => {
    expect(decodeCustomer(raw)).toEqual(expected);
  });

  it('the log lines, whole', () => {
    setRawJsonCookie(PROFILE_COOKIE, JSON.stringify({ firstName: ['Anne'], cartItemCount: 'lots' }));
    readProfileData();
    setRawJsonCookie(PROFILE_COOKIE, '[1]');
    readProfileData();
    expect(errorSpy().mock.calls.map((call) => String(call[0]))).toEqual([
      '[nm-widgets] Cookie "ucaProfileData" field firstName is a list, not what it should be; ignoring that field',
      '[nm-widgets] Cookie "ucaProfileData" field cartItemCount is string, not what it should be; ignoring that field',
      '[nm-widgets] Cookie "ucaProfileData" is not an object; treating it as empty',
    ]);
  });
});
