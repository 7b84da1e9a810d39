import { vi } from 'vitest';
import { cookieOwner, isolateCookieTests } from '../testing/cookies';
import { readJsonCookie, writeJsonCookie } from '../storage/cookies';
import { writeSignedInCookies, writeSignedOutCookies } from './cookieWrites';

isolateCookieTests();

describe('cookies on sign-in and sign-out (header.md §3, §4 "Session resolution")', () => {
  it("a session sets cstmr to signed in with the session's user id", () => {
    writeJsonCookie('cstmr', { isLoggedin: false, isGuest: true });
    writeSignedInCookies({ customerId: 'p-1', firstName: 'ALEXANDRA', ucaId: 'uca-1' });
    expect(readJsonCookie('cstmr')).toEqual({ customerId: 'p-1', isLoggedin: true, isGuest: false });
    expect(readJsonCookie('ucaProfileData')).toMatchObject({
      firstName: 'ALEXANDRA',
      securityStatus: 'Authenticated',
      universal_customer_id: 'uca-1',
    });
  });
  it('keeps the cmdId when the customer is the same, and what else the profile held', () => {
    writeJsonCookie('cstmr', { customerId: 'p-1', cmdId: 'cmd-7', isLoggedin: true, isGuest: false });
    writeJsonCookie('ucaProfileData', { countryPreference: 'CA', firstName: 'Old' });
    writeSignedInCookies({ customerId: 'p-1' });
    expect(readJsonCookie('cstmr')).toEqual({ customerId: 'p-1', cmdId: 'cmd-7', isLoggedin: true, isGuest: false });
    expect(readJsonCookie('ucaProfileData')).toMatchObject({
      countryPreference: 'CA',
      firstName: 'Old',
      securityStatus: 'Authenticated',
    });
  });
  it("drops another customer's cmdId", () => {
    writeJsonCookie('cstmr', { customerId: 'p-0', cmdId: 'cmd-0', isLoggedin: true, isGuest: false });
    writeSignedInCookies({ customerId: 'p-1' });
    expect(readJsonCookie('cstmr')).not.toHaveProperty('cmdId');
  });
  it('sign-out puts cstmr back to guest-only and the profile to Anonymous without a name', () => {
    writeSignedInCookies({ customerId: 'p-1', firstName: 'ALEXANDRA', ucaId: 'uca-1' });
    writeSignedOutCookies();
    expect(readJsonCookie('cstmr')).toEqual({ isLoggedin: false, isGuest: true });
    const profile = readJsonCookie('ucaProfileData');
    expect(profile).toMatchObject({ securityStatus: 'Anonymous' });
    expect(profile).not.toHaveProperty('firstName');
    expect(profile).not.toHaveProperty('universal_customer_id');
  });
});

describe('header.md §3 "cstmr … Lifetime 30 days (2592000000 ms)", "ucaProfileData … Expires in 30 days": what is written', () => {
  const written = () => {
    const spy = vi.spyOn(cookieOwner(), 'cookie', 'set');
    return () => spy.mock.calls.map((call) => String(call[0]));
  };

  it('sign-in writes both cookies for 30 days (2592000 s), the profile with logged_in_status "true"', () => {
    const writes = written();
    writeSignedInCookies({ customerId: 'p-1' });
    const [cstmr, profile] = writes();
    expect(cstmr).toMatch(/^cstmr=.*; max-age=2592000; path=\//);
    expect(profile).toMatch(/^ucaProfileData=.*; max-age=2592000; path=\//);
    expect(readJsonCookie('ucaProfileData')).toEqual({ securityStatus: 'Authenticated', logged_in_status: 'true' });
  });

  it('sign-out writes both cookies for 30 days, the profile with logged_in_status "false"', () => {
    writeJsonCookie('ucaProfileData', { countryPreference: 'CA', firstName: 'Old', universal_customer_id: 'u' });
    const writes = written();
    writeSignedOutCookies();
    const [cstmr, profile] = writes();
    expect(cstmr).toMatch(/^cstmr=.*; max-age=2592000; path=\//);
    expect(profile).toMatch(/^ucaProfileData=.*; max-age=2592000; path=\//);
    expect(readJsonCookie('ucaProfileData')).toEqual({
      countryPreference: 'CA',
      securityStatus: 'Anonymous',
      logged_in_status: 'false',
    });
  });

  it('no ucaId and no first name: the profile keeps the ones it had', () => {
    writeJsonCookie('ucaProfileData', { firstName: 'Old', universal_customer_id: 'u-0' });
    writeSignedInCookies({ customerId: 'p-1', firstName: '', ucaId: '' });
    expect(readJsonCookie('ucaProfileData')).toEqual({
      firstName: 'Old',
      universal_customer_id: 'u-0',
      securityStatus: 'Authenticated',
      logged_in_status: 'true',
    });
  });
});
