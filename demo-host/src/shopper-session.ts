// Who is shopping: the legacy pages identify the shopper through the `cstmr`
// and `ucaProfileData` cookies (header spec, section 3). A first visit becomes
// the signed-in demo user; `?guest=1` switches the browser to a guest and
// `?signin=1` back to the signed-in user. The widgets' own session
// then works out who the shopper really is, against the identity services the
// page's config names (`identity`, from identity/pageConfig.ts).

import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_USER_ID } from './cart-store';
import { identityConfigFor } from './identity/pageConfig';
import type { PageIdentityConfig } from './identity/pageConfig';

import { firstPaintAsked } from './first-paint';
import { GUEST_USER_ID } from './guest-id';

export interface ShopperSession {
  customerId: string;
  isGuest: boolean;
  isLoggedin: boolean;
  /** From ucaProfileData, when the shopper is signed in. */
  firstName?: string;
  /** The identity services for this page's widget config; absent when the app has none (a bare plugin in a test). */
  identity?: PageIdentityConfig;
  /** The Cookie header as the page's script will read it: the request's, with what this response sets. The first paint is drawn from it. */
  cookies?: string;
  /** The page's `?first-paint=` (1 true, 0 false, else undefined): whether it is drawn with the widgets' first paint, against the host's default. */
  firstPaint?: boolean | undefined;
}

interface CstmrCookie {
  customerId: string;
  cmdId: string;
  isLoggedin: boolean;
  isGuest: boolean;
}

const SIGNED_IN_CSTMR: CstmrCookie = { customerId: DEMO_USER_ID, cmdId: 'cmd-1', isLoggedin: true, isGuest: false };
const GUEST_CSTMR: CstmrCookie = { customerId: GUEST_USER_ID, cmdId: 'cmd-guest', isLoggedin: false, isGuest: true };
const SIGNED_IN_PROFILE = { firstName: 'ALEXANDRA', securityStatus: 'Authenticated', countryPreference: 'US' };
const GUEST_PROFILE = { securityStatus: 'Anonymous', countryPreference: 'US' };

const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60;

/** A Cookie header's pairs (or a Set-Cookie's leading pair), values as sent. */
function rawCookies(pairs: string[]): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of pairs) {
    const separator = part.indexOf('=');
    if (separator > 0) cookies.set(part.slice(0, separator).trim(), part.slice(separator + 1).trim());
  }
  return cookies;
}

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const [name, raw] of rawCookies((header ?? '').split(';'))) {
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw); // Malformed escapes: keep the raw text rather than fail the page.
    }
  }
  return cookies;
}

function readJson(value: string | undefined): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Not Secure and not HttpOnly on purpose: the demo runs on plain http://localhost,
 * and the widgets read these cookies from script, as on the real site.
 */
function cookie(name: string, value: object): string {
  return `${name}=${encodeURIComponent(JSON.stringify(value))}; Path=/; Max-Age=${THIRTY_DAYS_IN_SECONDS}; SameSite=Lax`;
}

function displayFirstName(profile: Record<string, unknown> | undefined): string | undefined {
  const name = profile?.['firstName'];
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  // Spec: first 11 characters, capitalised, plus signs turned into spaces.
  const cleaned = name.replace(/\+/g, ' ').trim().slice(0, 11).toLowerCase();
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}

export type ShopperKind = 'guest' | 'signed-in';

/** The Set-Cookie values that make this browser the guest or the signed-in Alexandra. */
export function shopperCookies(kind: ShopperKind): string[] {
  return kind === 'guest'
    ? [cookie('cstmr', GUEST_CSTMR), cookie('ucaProfileData', GUEST_PROFILE)]
    : [cookie('cstmr', SIGNED_IN_CSTMR), cookie('ucaProfileData', SIGNED_IN_PROFILE)];
}

/** Reads the shopper from cookies, setting the demo cookies when needed. */
export function resolveShopperSession(request: FastifyRequest, reply: FastifyReply): ShopperSession {
  const identity = identityConfigFor(request);
  const firstPaint = firstPaintAsked(request.query);
  const session = {
    ...shopperFromCookies(request, reply),
    cookies: cookiesAfter(request.headers.cookie, reply.getHeader('set-cookie')),
    firstPaint,
  };
  return identity ? { ...session, identity } : session;
}

/** The request's cookies with the ones this response sets laid over them, as the browser will hold them. */
function cookiesAfter(header: string | undefined, set: unknown): string {
  const setCookies = (Array.isArray(set) ? set : typeof set === 'string' ? [set] : []).map(
    (c) => String(c).split(';')[0] ?? '',
  );
  return [...rawCookies([...(header ?? '').split(';'), ...setCookies])]
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

function shopperFromCookies(request: FastifyRequest, reply: FastifyReply): ShopperSession {
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.['guest'] === '1') {
    reply.header('set-cookie', shopperCookies('guest'));
    return { customerId: GUEST_USER_ID, isGuest: true, isLoggedin: false };
  }

  if (query?.['signin'] === '1') {
    // Back from the guest to the signed-in demo user.
    reply.header('set-cookie', shopperCookies('signed-in'));
    const name = displayFirstName(SIGNED_IN_PROFILE);
    return {
      customerId: DEMO_USER_ID,
      isGuest: false,
      isLoggedin: true,
      ...(name !== undefined && { firstName: name }),
    };
  }

  const cookies = parseCookies(request.headers.cookie);
  const cstmr = readJson(cookies.get('cstmr'));
  const customerId = cstmr?.['customerId'];
  if (typeof customerId === 'string' && customerId !== '') {
    const firstName = displayFirstName(readJson(cookies.get('ucaProfileData')));
    return {
      customerId,
      isGuest: cstmr?.['isGuest'] === true,
      isLoggedin: cstmr?.['isLoggedin'] === true,
      ...(firstName !== undefined && { firstName }),
    };
  }

  reply.header('set-cookie', shopperCookies('signed-in'));
  const firstName = displayFirstName(SIGNED_IN_PROFILE);
  return { customerId: DEMO_USER_ID, isGuest: false, isLoggedin: true, ...(firstName !== undefined && { firstName }) };
}
