import { isolateCookieTests } from '../testing/cookies';
import { readJsonCookie, writeJsonCookie } from '../storage/cookies';
import { writeSignedInCookies, writeSignedOutCookies } from './cookieWrites';

isolateCookieTests();

describe('cookies on sign-in and sign-out (header.md §3, §4 "Session resolution")', () => {
  it('a session sets cstmr to signed in with the session\'s user id', () => {
    writeJsonCookie('cstmr', { isLoggedin: false, isGuest: true });
    writeSignedInCookies({ customerId: 'p-1', firstName: 'ALEXANDRA', ucaId: 'uca-1' });
    expect(readJsonCookie('cstmr')).toEqual({ customerId: 'p-1', isLoggedin: true, isGuest: false });
    expect(readJsonCookie('ucaProfileData')).toMatchObject({ firstName: 'ALEXANDRA', securityStatus: 'Authenticated', universal_customer_id: 'uca-1' });
  });
  it('keeps the cmdId when the customer is the same, and what else the profile held', () => {
    writeJsonCookie('cstmr', { customerId: 'p-1', cmdId: 'cmd-7', isLoggedin: true, isGuest: false });
    writeJsonCookie('ucaProfileData', { countryPreference: 'CA', firstName: 'Old' });
    writeSignedInCookies({ customerId: 'p-1' });
    expect(readJsonCookie('cstmr')).toEqual({ customerId: 'p-1', cmdId: 'cmd-7', isLoggedin: true, isGuest: false });
    expect(readJsonCookie('ucaProfileData')).toMatchObject({ countryPreference: 'CA', firstName: 'Old', securityStatus: 'Authenticated' });
  });
  it('drops another customer\'s cmdId', () => {
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
