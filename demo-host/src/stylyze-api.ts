// The abandon-cart modal's recommendations (header.md §7 GET /p/api/products/stylyze)
// and the demo controls that make the modal easy to see:
//
//   GET /p/api/products/stylyze?channel=NMO&placement=ABANDON_CART_MODAL&type=PDP_SECOND_CAROUSEL&...
//       { stylyze: { masterApiLabel }, products: [...] } from the seeded catalogue; how many products
//       (0, 2, 3, 12 or 20; 12 by default) is this browser's demo_stylyze cookie. The fault switch
//       (api-minicart.ts) names the call 'stylyze': fail, timeout, 502once, malformed, non-object.
//   GET /demo/abandon-cart[?count=0|2|3|12|20][&idle=ms][&return=/path]
//       turns BLUECORE_ABANDONCART on for this browser, chooses the number of products and the
//       idle time (15000 ms by default, instead of header.md §9's 300000), and goes on to the page.
//   Every page's <nm-abandon-cart-modal> then carries idle-ms from the demo_abandon_idle cookie
//   (or ?abandon-idle=ms on the page's own URL), added here as the page is sent.

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandCode } from './categories';
import { readDemoSettings, settingsCookie } from './demo-settings';
import { sendJson } from './identity/reply';
import { stylyzeProducts, stylyzeShape } from './stylyze-products';
import { safeReturnPath } from './demo-panel';
import { parseCookies } from './shopper-session';

const COUNT_COOKIE = 'demo_stylyze';
const IDLE_COOKIE = 'demo_abandon_idle';
export const STYLYZE_COUNTS = [0, 2, 3, 12, 20] as const;
const DEFAULT_COUNT = 12;
const DEMO_IDLE_MS = 15_000;
/** The reminder, and its recommendations (header.md §9 ABANDON_CART_RECS): the demo shows both. */
const TOGGLES = ['BLUECORE_ABANDONCART', 'ABANDON_CART_RECS'];
const LABEL = 'Still Deciding? You Might Also Like';

const countOf = (value: unknown): number => {
  const n = Number(value);
  return (STYLYZE_COUNTS as readonly number[]).includes(n) ? n : DEFAULT_COUNT;
};
/** An idle time a person can wait for: 1 s to 10 min; anything else is none. */
const idleOf = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1000 && n <= 600_000 ? n : undefined;
};

const queryOf = (request: FastifyRequest) =>
  new URLSearchParams(request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '');

/** The idle time this page's element gets: ?abandon-idle= on the page, else the browser's demo cookie. */
function idleFor(request: FastifyRequest): number | undefined {
  return idleOf(queryOf(request).get('abandon-idle')) ?? idleOf(parseCookies(request.headers.cookie).get(IDLE_COOKIE));
}

const ELEMENT_TAG = /<nm-abandon-cart-modal page-id="([A-Z_]+)">/g;

export const stylyzeApiRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, string | undefined> }>('/p/api/products/stylyze', async (request, reply) => {
    const brand: BrandCode = request.query.brand?.toUpperCase() === 'HC' ? 'HC' : 'NM';
    const count = countOf(parseCookies(request.headers.cookie).get(COUNT_COOKIE));
    const products = stylyzeProducts(brand, request.query.prodId, count).map(stylyzeShape);
    return sendJson(reply, { stylyze: { masterApiLabel: LABEL }, products });
  });

  app.get<{ Querystring: { count?: string; idle?: string; return?: string } }>(
    '/demo/abandon-cart',
    async (request, reply: FastifyReply) => {
      const settings = readDemoSettings(request.headers.cookie);
      const toggles = [...settings.toggles, ...TOGGLES.filter((name) => !settings.toggles.includes(name))];
      const idle = idleOf(request.query.idle) ?? DEMO_IDLE_MS;
      return reply
        .code(303)
        .header('set-cookie', [
          settingsCookie({ ...settings, toggles }),
          `${COUNT_COOKIE}=${countOf(request.query.count ?? DEFAULT_COUNT)}; Path=/; SameSite=Lax`,
          `${IDLE_COOKIE}=${idle}; Path=/; SameSite=Lax`,
        ])
        .header('location', safeReturnPath(request.query.return) ?? '/')
        .send();
    },
  );

  // The pages' <nm-abandon-cart-modal page-id> (templates/layout.ts) get the demo's idle time.
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      return payload;
    const idle = idleFor(request);
    return idle === undefined
      ? payload
      : payload.replace(ELEMENT_TAG, `<nm-abandon-cart-modal page-id="$1" idle-ms="${idle}">`);
  });
};
// Registered at the root (skip-override), so the onSend hook sees every page.
Object.assign(stylyzeApiRoutes, { [Symbol.for('skip-override')]: true });
