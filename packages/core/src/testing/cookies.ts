import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { resetLogOnce } from '../log/log';

/** Test helpers for code that reads and writes document.cookie in happy-dom. */

export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** The prototype that defines document.cookie (happy-dom's own Document class, not the global one), for spying on writes. */
export function cookieOwner(): Document {
  let proto: object | null = document;
  while (proto && !Object.getOwnPropertyDescriptor(proto, 'cookie'))
    proto = Object.getPrototypeOf(proto) as object | null;
  if (!proto) throw new Error('document.cookie is not defined on any prototype');
  return proto as Document;
}

/**
 * Registers the hooks a cookie test file needs: each test starts and ends with
 * no cookies and a fresh log-once memory, with console.error silenced and
 * spied. Returns a getter for the current test's spy.
 */
export function isolateCookieTests(): () => MockInstance<typeof console.error> {
  let errorSpy: MockInstance<typeof console.error> | undefined;
  beforeEach(() => {
    clearCookies();
    resetLogOnce();
    errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearCookies();
  });
  return () => {
    if (!errorSpy) throw new Error('isolateCookieTests: the console.error spy exists only inside a test');
    return errorSpy;
  };
}
