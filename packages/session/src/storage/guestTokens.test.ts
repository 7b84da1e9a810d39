import { resetLogOnce } from '@nm/core';
import type { MockInstance } from 'vitest';
import { readGuestTokens, writeGuestTokens } from './guestTokens';

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  localStorage.clear();
  resetLogOnce();
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

describe('guest tokens in local storage (header.md §3: keys starting guestUser.)', () => {
  it('writes and reads guestUser.Sub, .AccessToken, .ExpiresAt and .RefreshToken as text', () => {
    writeGuestTokens({ sub: 'g-1', accessToken: 'a.b-c_d', expiresAt: 1_800_000_000_000, refreshToken: 'r/1+=' });
    expect(localStorage.getItem('guestUser.Sub')).toBe('g-1');
    expect(localStorage.getItem('guestUser.AccessToken')).toBe('a.b-c_d');
    expect(localStorage.getItem('guestUser.ExpiresAt')).toBe('1800000000000');
    expect(localStorage.getItem('guestUser.RefreshToken')).toBe('r/1+=');
    expect(readGuestTokens()).toEqual({
      sub: 'g-1',
      accessToken: 'a.b-c_d',
      expiresAt: 1_800_000_000_000,
      refreshToken: 'r/1+=',
    });
  });
  it('removes what a write leaves out', () => {
    localStorage.setItem('guestUser.RefreshToken', 'old');
    writeGuestTokens({ sub: 'g', accessToken: 'a' });
    expect(localStorage.getItem('guestUser.RefreshToken')).toBeNull();
  });
  it.each([
    ['guestUser.AccessToken', '{"x":1}', 'accessToken'],
    ['guestUser.AccessToken', '', 'accessToken'],
    ['guestUser.Sub', 'a b', 'sub'],
    ['guestUser.RefreshToken', '<script>', 'refreshToken'],
    ['guestUser.ExpiresAt', 'tomorrow', 'expiresAt'],
    ['guestUser.ExpiresAt', '-5', 'expiresAt'],
  ])('reads a corrupt %s (%j) as absent and says so once, naming the key', (key, value, field) => {
    localStorage.setItem(key, value);
    expect(readGuestTokens()).not.toHaveProperty(field);
    readGuestTokens();
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain(`"${key}"`);
  });
});
