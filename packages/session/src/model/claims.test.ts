import { readClaims } from './claims';

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: unknown) => `${b64url({ alg: 'RS256' })}.${b64url(payload)}.sig`;

describe('readClaims: the ids a user-pool ID token carries (header.md §6)', () => {
  it('takes the profile id, the UCA id and the first name', () => {
    expect(
      readClaims(
        jwt({ sub: 's-1', 'custom:profileId': 'p-9', 'custom:ucaId': 'u-3', given_name: 'ALEXANDRA', exp: 99 }),
      ),
    ).toEqual({ sub: 's-1', profileId: 'p-9', ucaId: 'u-3', firstName: 'ALEXANDRA', exp: 99 });
  });
  it('falls back to sub for the profile id', () => {
    expect(readClaims(jwt({ sub: 's-1' }))).toEqual({ sub: 's-1', profileId: 's-1' });
  });
  it('reads non-ASCII names (UTF-8 payload)', () => {
    const payload = btoa(
      String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ sub: 's', given_name: 'Zoë' }))),
    );
    expect(readClaims(`h.${payload.replace(/=+$/, '')}.s`)?.firstName).toBe('Zoë');
  });
  it("reads base64url's own letters, - and _, where base64 has + and /", () => {
    const payload = b64url({ sub: 's-1', given_name: '>>>???~~~' });
    expect(payload).toMatch(/-/);
    expect(payload).toMatch(/_/);
    expect(readClaims(`h.${payload}.s`)?.firstName).toBe('>>>???~~~');
  });
  it.each([
    ['not a JWT', 'abc'],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['an empty payload', 'a..c'],
    ['a payload that is not base64 JSON', 'a.%%%.c'],
    ['a payload that is JSON but not an object', `a.${b64url(42)}.c`],
    ['a payload that is JSON null', `a.${b64url(null)}.c`],
    ['a good payload without a signature', `a.${b64url({ sub: 's-1' })}`],
    ['a good payload with a fourth part', `a.${b64url({ sub: 's-1' })}.c.d`],
    ['no sub', jwt({ 'custom:profileId': 'p' })],
    ['a blank sub', jwt({ sub: '  ' })],
  ])('reads %s as null', (_name, token) => {
    expect(readClaims(token)).toBeNull();
  });
  it('ignores claims of the wrong type', () => {
    expect(
      readClaims(jwt({ sub: 's', 'custom:profileId': 7, given_name: ['x'], 'custom:ucaId': '', exp: '1' })),
    ).toEqual({ sub: 's', profileId: 's' });
  });
});
