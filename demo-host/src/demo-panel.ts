// The demo control panel: one page (/demo/) and a few form targets. Each form
// POSTs, sets this browser's cookies and is redirected (303) back to the panel
// or to the page the visitor came from. No script: the panel is sent under the
// same strict CSP as the hostile page, and still works.
//
//   GET  /demo/                      the panel (?return=/path, else the Referer, is where "go back" goes)
//   POST /demo/settings              toggles, A/B tests, presentation, brand, country, shopper, faults
//   POST /demo/reset-bag             this shopper's bag back to its seed
//   POST /demo/reset-settings        the default settings, no faults
//   POST /demo/clear-server-faults   clears POST /demo/api/faults for everyone
//   GET  /demo/faults[?set=a:b,...]  the old fault page's links: sets the cookie, then the panel
//   POST /demo/sign-in               where the pages' sign-in form goes when its script did not run: back to
//                                    the panel's customer list, saying so (the form is read by nobody)

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FAULT_CALLS, FAULT_COOKIE, faultsCookie, parseFaults } from './api-minicart';
import type { FaultCall, FaultMode, ServerFaults } from './api-minicart';
import type { CartStore } from './cart-store';
import { DEFAULT_SETTINGS, settingsCookie, settingsFromForm } from './demo-settings';
import { sendHtml, settingsOf } from './pages';
import { parseCookies, resolveShopperSession, shopperCookies } from './shopper-session';
import { demoPanelContent } from './templates/demo-panel';
import { hostileCsp } from './templates/hostile';
import { renderPage } from './templates/layout';

export interface DemoPanelOptions {
  carts: CartStore;
  serverFaults: ServerFaults;
}

const PANEL_PATH = '/demo/';
const NOTICES = {
  saved: 'Saved. Pages load with these settings from now on.',
  bag: 'The bag is back to its seeded items.',
  reset: 'Settings are back to the defaults, with no faults.',
  'server-faults': 'The server-wide faults are cleared.',
  'needs-script':
    'Signing in happens in the page: the form needs its script (/site/session-demo.js) and the widgets\u2019 session, and this page got the form without them.',
} as const;
type Notice = keyof typeof NOTICES;

/**
 * A path on this site to go back to, or undefined. Only a same-origin path is
 * accepted (never `//host`, `/\host` or a scheme), and never the panel itself.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return undefined;
  try {
    const url = new URL(value, 'http://demo.invalid');
    if (url.origin !== 'http://demo.invalid' || url.pathname.startsWith('/demo')) return undefined;
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/** The page the visitor came from, when the Referer is this host. */
function returnFromReferer(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer;
  if (!referer || !request.headers.host) return undefined;
  try {
    const url = new URL(referer);
    return url.host === request.headers.host ? safeReturnPath(`${url.pathname}${url.search}`) : undefined;
  } catch {
    return undefined;
  }
}

function panelUrl(notice: Notice | undefined, returnTo: string | undefined, hash = ''): string {
  const query = new URLSearchParams();
  if (notice) query.set('done', notice);
  if (returnTo) query.set('return', returnTo);
  const search = query.toString();
  return `${PANEL_PATH}${search ? `?${search}` : ''}${hash}`;
}

function seeOther(reply: FastifyReply, location: string, cookies: string[] = []): FastifyReply {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.header('cache-control', 'no-store').redirect(location, 303);
}

function faultsFromForm(form: URLSearchParams): Map<FaultCall, FaultMode> {
  const wanted: Record<string, string> = {};
  for (const call of FAULT_CALLS) {
    const mode = form.get(`fault.${call}`);
    if (mode) wanted[call] = mode;
  }
  return parseFaults(wanted);
}

export const demoPanelRoutes: FastifyPluginAsync<DemoPanelOptions> = async (app, { carts, serverFaults }) => {
  // The panel's forms post application/x-www-form-urlencoded; Fastify parses only JSON by default.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')));
  });
  const formOf = (request: FastifyRequest): URLSearchParams =>
    request.body instanceof URLSearchParams ? request.body : new URLSearchParams();

  app.get('/demo', async (_request, reply) => reply.redirect(PANEL_PATH, 301));

  app.get<{ Querystring: { return?: string; done?: string } }>(PANEL_PATH, async (request, reply) => {
    const session = resolveShopperSession(request, reply);
    const settings = settingsOf(request);
    const returnTo = safeReturnPath(request.query.return) ?? returnFromReferer(request);
    const done = request.query.done;
    const notice = done !== undefined && done in NOTICES ? NOTICES[done as Notice] : undefined;
    const content = demoPanelContent({
      settings,
      session,
      faults: parseFaults(parseCookies(request.headers.cookie).get(FAULT_COOKIE) ?? ''),
      serverFaults: serverFaults.current,
      ...(returnTo !== undefined && { returnTo }),
      ...(notice !== undefined && { notice }),
    });
    // The strict policy of the hostile page: the panel needs no inline script or style.
    reply.header('content-security-policy', hostileCsp());
    return sendHtml(reply, renderPage({ title: 'Demo settings', session, settings, content, bodyClass: 'demo-page' }));
  });

  app.post('/demo/settings', async (request, reply) => {
    const form = formOf(request);
    const returnTo = safeReturnPath(form.get('return'));
    const shopper = form.get('shopper');
    const cookies = [settingsCookie(settingsFromForm(form)), faultsCookie(faultsFromForm(form))];
    if (shopper === 'guest' || shopper === 'signed-in') cookies.push(...shopperCookies(shopper));
    const location = form.get('then') === 'back' && returnTo ? returnTo : panelUrl('saved', returnTo);
    return seeOther(reply, location, cookies);
  });

  app.post('/demo/reset-bag', async (request, reply) => {
    const session = resolveShopperSession(request, reply);
    carts.resetShopper(session.customerId);
    return seeOther(reply, panelUrl('bag', safeReturnPath(formOf(request).get('return'))));
  });

  app.post('/demo/reset-settings', async (request, reply) =>
    seeOther(reply, panelUrl('reset', safeReturnPath(formOf(request).get('return'))), [
      settingsCookie(DEFAULT_SETTINGS),
      faultsCookie(new Map()),
    ]),
  );

  app.post('/demo/clear-server-faults', async (_request, reply) => {
    serverFaults.set(new Map());
    return seeOther(reply, panelUrl('server-faults', undefined));
  });

  // The sign-in form without its script: the password is not read, let alone kept.
  app.post('/demo/sign-in', async (_request, reply) =>
    seeOther(reply, panelUrl('needs-script', undefined, '#customers')),
  );

  // The former fault page (docs and bookmarks link it): its ?set= links still set this browser's faults.
  app.get<{ Querystring: { set?: string } }>('/demo/faults', async (request, reply) => {
    const { set } = request.query;
    return seeOther(
      reply,
      panelUrl(set === undefined ? undefined : 'saved', undefined, '#faults'),
      set === undefined ? [] : [faultsCookie(parseFaults(set))],
    );
  });
};
