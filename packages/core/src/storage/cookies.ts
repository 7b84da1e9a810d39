import { logErrorOnce } from '../log/log';

/** header.md §3 / minicart.md §9: "Cookie max age default 365 days." */
const DEFAULT_COOKIE_MAX_AGE_DAYS = 365;
const DAY_SECONDS = 24 * 60 * 60;

export interface CookieOptions {
  maxAgeDays?: number;
  /** Defaults to `/`. */
  path?: string;
  /** Defaults to true on https pages. */
  secure?: boolean;
}

/** The Cookie header of the request a server is drawing a first paint for (`withRequestCookies`); null in a browser. */
let requestCookies: string | null = null;

/**
 * Runs `read` with the request's `Cookie` header as the cookies: a server
 * drawing a shopper's first paint reads them exactly as the page reads
 * `document.cookie`, through the same decoders.
 */
export function withRequestCookies<T>(cookieHeader: string, read: () => T): T {
  const before = requestCookies;
  requestCookies = cookieHeader;
  try {
    return read();
  } finally {
    requestCookies = before;
  }
}

function cookieJar(): string {
  if (requestCookies !== null) return requestCookies;
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch (error) {
    // Sandboxed frames without allow-same-origin throw on document.cookie.
    logErrorOnce('cookie-read', 'Cookies cannot be read on this page; treating them as empty', error);
    return '';
  }
}

export function readCookie(name: string): string | null {
  for (const pair of cookieJar().split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() !== name) continue;
    const raw = pair.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * Reads a cookie holding JSON. A value that does not parse is logged (naming
 * the cookie) and treated as absent, never thrown.
 */
export function readJsonCookie<T = unknown>(name: string): T | null {
  const raw = readCookie(name);
  if (raw === null || raw === '') return null;
  try {
    return JSON.parse(raw) as T;
  } catch (error) {
    logErrorOnce(`cookie-json:${name}`, `Cookie "${name}" is not valid JSON; treating it as empty`, error);
    return null;
  }
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const maxAge = Math.round((options.maxAgeDays ?? DEFAULT_COOKIE_MAX_AGE_DAYS) * DAY_SECONDS);
  const secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `max-age=${maxAge}`,
    `path=${options.path ?? '/'}`,
    'samesite=lax',
  ];
  if (secure) parts.push('secure');
  // A server reading a request's cookies writes none: the response's headers are its host's.
  if (typeof document === 'undefined') return;
  try {
    document.cookie = parts.join('; ');
  } catch (error) {
    logErrorOnce(`cookie-write:${name}`, `Cookie "${name}" could not be written`, error);
  }
}

export function writeJsonCookie(name: string, value: unknown, options?: CookieOptions): void {
  writeCookie(name, JSON.stringify(value), options);
}

export function removeCookie(name: string, path = '/'): void {
  try {
    document.cookie = `${name}=; max-age=0; path=${path}`;
  } catch {
    // Nothing to remove when cookies are unavailable.
  }
}
