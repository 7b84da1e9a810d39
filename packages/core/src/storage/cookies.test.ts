import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { cookieOwner, isolateCookieTests } from '../testing/cookies';
import { readCookie, readJsonCookie, removeCookie, writeCookie, writeJsonCookie } from './cookies';

/** The strings the code assigns to document.cookie (the attributes a browser acts on). */
function spyCookieWrites(): MockInstance<(value: string) => void> {
  return vi.spyOn(cookieOwner(), 'cookie', 'set');
}

const errorSpy = isolateCookieTests();

describe('header.md §3 Cookies: JSON values round-trip', () => {
  it.each<[string, unknown]>([
    ['an object', { customerId: 'abc-123', isLoggedin: true, isGuest: false }],
    ['characters that would break a cookie', { name: 'Anne; path=/x, =?&%', emoji: '🛍️' }],
    ['a number', 42],
    ['an array', ['a', 'b']],
    ['a string', 'plain'],
  ])('%s', (_label, value) => {
    writeJsonCookie('roundtrip', value);
    expect(readJsonCookie('roundtrip')).toEqual(value);
    expect(errorSpy()).not.toHaveBeenCalled();
  });

  it('reads the named cookie, not one whose name merely ends or starts the same', () => {
    document.cookie = 'xcstmr=wrong; path=/';
    document.cookie = 'cstmr2=wrong; path=/';
    document.cookie = 'cstmr=right; path=/';
    expect(readCookie('cstmr')).toBe('right');
  });

  it('a missing cookie reads as null', () => {
    expect(readCookie('absent')).toBeNull();
    expect(readJsonCookie('absent')).toBeNull();
  });

  it('a value that is not valid percent-encoding is returned raw, not thrown', () => {
    document.cookie = 'legacy=100%; path=/';
    expect(readCookie('legacy')).toBe('100%');
  });
});

describe('header.md §8 "Invalid or broken profile-data cookie: logged and treated as empty"', () => {
  it('a corrupt JSON cookie reads as null, logged once naming the cookie', () => {
    document.cookie = `ucaProfileData=${encodeURIComponent('{"firstName":')}; path=/`;
    expect(readJsonCookie('ucaProfileData')).toBeNull();
    expect(readJsonCookie('ucaProfileData')).toBeNull();
    expect(errorSpy()).toHaveBeenCalledTimes(1);
    expect(String(errorSpy().mock.calls[0]?.[0])).toContain('"ucaProfileData"');
  });

  it('an empty cookie value reads as null without an error', () => {
    document.cookie = 'empty=; path=/';
    expect(readJsonCookie('empty')).toBeNull();
    expect(errorSpy()).not.toHaveBeenCalled();
  });

  it('cookies that cannot be read at all (sandboxed frame) read as null, logged once, never thrown', () => {
    vi.spyOn(cookieOwner(), 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    expect(readCookie('cstmr')).toBeNull();
    expect(readJsonCookie('cstmr')).toBeNull();
    expect(errorSpy()).toHaveBeenCalledTimes(1);
  });

  it('a cookie that cannot be written is logged, never thrown', () => {
    vi.spyOn(cookieOwner(), 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    expect(() => writeCookie('cstmr', 'x')).not.toThrow();
    expect(() => removeCookie('cstmr')).not.toThrow();
    expect(errorSpy()).toHaveBeenCalledTimes(1);
    expect(String(errorSpy().mock.calls[0]?.[0])).toContain('"cstmr"');
  });
});

describe('header.md §3, minicart.md §9 "Cookie max age default 365 days"', () => {
  it('default max-age is 365 days, path /, samesite=lax', () => {
    const writes = spyCookieWrites();
    writeCookie('dt_gender', 'M');
    const written = String(writes.mock.calls[0]?.[0]);
    expect(written).toContain('dt_gender=M');
    expect(written).toContain(`max-age=${365 * 24 * 60 * 60}`);
    expect(written).toContain('path=/');
    expect(written).toContain('samesite=lax');
    expect(readCookie('dt_gender')).toBe('M');
  });

  it.each<[number, number]>([
    [30, 2_592_000],
    [1, 86_400],
    [0.5, 43_200],
  ])('maxAgeDays %d → max-age=%d seconds', (days, seconds) => {
    const writes = spyCookieWrites();
    writeCookie('c', 'v', { maxAgeDays: days });
    expect(String(writes.mock.calls[0]?.[0])).toContain(`max-age=${seconds};`);
  });

  it('secure is added when asked for, and left off on this http test page by default', () => {
    const writes = spyCookieWrites();
    writeCookie('a', '1', { secure: true, path: '/checkout' });
    writeCookie('b', '1');
    expect(String(writes.mock.calls[0]?.[0])).toMatch(/; secure$/);
    expect(String(writes.mock.calls[0]?.[0])).toContain('path=/checkout');
    expect(String(writes.mock.calls[1]?.[0])).not.toContain('secure');
  });

  it('removeCookie expires the cookie on its path', () => {
    const writes = spyCookieWrites();
    removeCookie('dt_selected_store');
    expect(writes).toHaveBeenCalledWith('dt_selected_store=; max-age=0; path=/');
  });
});

describe('cookie edges the mutation run found', () => {
  const jar = (text: string) => vi.spyOn(cookieOwner(), 'cookie', 'get').mockReturnValue(text);
  const messages = () => errorSpy().mock.calls.map((call) => String(call[0]));

  it('a pair without "=" is skipped, not read as a name one letter shorter', () => {
    jar('flag; a=1');
    expect(readCookie('fla')).toBeNull();
    expect(readCookie('a')).toBe('1');
  });

  it('spaces around a value are trimmed', () => {
    jar('a=1 ;b= 2');
    expect(readCookie('a')).toBe('1');
    expect(readCookie('b')).toBe('2');
  });

  it('an empty JSON cookie is absent, not a parse error', () => {
    jar('cstmr=; other=1');
    expect(readJsonCookie('cstmr')).toBeNull();
    expect(errorSpy()).not.toHaveBeenCalled();
  });

  // One accessor of document.cookie spied at a time: with both spied at once,
  // vi.restoreAllMocks leaves the setter's spy in place (Vitest 4), and every
  // later file in the worker would write no cookies.
  it('the log lines, whole', () => {
    const broken = jar('cstmr={');
    readJsonCookie('cstmr');
    broken.mockRestore();
    const unwritable = vi.spyOn(cookieOwner(), 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError');
    });
    writeCookie('dt_gender', 'W');
    unwritable.mockRestore();
    const unreadable = vi.spyOn(cookieOwner(), 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError');
    });
    readCookie('x');
    unreadable.mockRestore();
    const logged = messages();
    expect(logged).toEqual([
      '[nm-widgets] Cookie "cstmr" is not valid JSON; treating it as empty',
      '[nm-widgets] Cookie "dt_gender" could not be written',
      '[nm-widgets] Cookies cannot be read on this page; treating them as empty',
    ]);
  });
});
