// Stand-ins for the mini-cart's other calls (mini-cart spec section 7, header
// spec section 7): cart merge, the flyout's mini-cart API and banner, stores,
// store info, the delivery check and the recommendations service. Plus a fault
// switch that makes any of the mini-cart's calls (these and the cart calls in
// api.ts) and the session's calls (identity/routes.ts) fail, time out, answer
// 502 once or answer with a malformed body:
//
//   POST   /demo/api/faults  { "remove": "fail", "getCart": "502once" }   (server-wide)
//   DELETE /demo/api/faults                                              (clears them)
//   cookie demo_faults=remove:fail,getCart:malformed                     (this browser only)
//   GET    /demo/api/faults                                              (what is set)
//   the demo control panel /demo/ (demo-panel.ts) sets the cookie from a form.

import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { buildCartResponse } from './cart-response';
import type { CartResponse } from './cart-response';
import type { CartStore } from './cart-store';
import { DEMO_PICKUP_STORE_ID } from './cart-store';
import { currentPrice, listProducts } from './catalogue';
import type { Product } from './catalogue';
import { flyoutHtmlFor } from './flyout-html';
import { acceptEmptyJsonBodies } from './json-body';
import { addLatencyHook } from './latency';
import { requireOwnBearer } from './identity/guard';
import { IdentityState } from './identity/state';
import { parseCookies } from './shopper-session';

export interface MiniCartApiOptions {
  carts: CartStore;
  latencyMs?: number;
  /** The server-wide faults, shared with the demo panel, which shows them. */
  faults?: ServerFaults;
  /** Who a bearer token is: merge checks it belongs to {userId}. */
  identity?: IdentityState;
}

/** The calls a fault can target, named as the tests and the demo control name them. */
export const FAULT_CALLS = [
  'getCart',
  'count',
  'merge',
  'remove',
  'minicart',
  'banner',
  'stores',
  'storeInfo',
  'delivery',
  'recs',
  // The session's calls (identity/routes.ts).
  'guestToken',
  'guestRefresh',
  'migration',
  'dtConfig',
  'pzp',
  'associate',
  'logger',
  'fpsrvr',
  'fraud',
  // The header's notification calls (header-api.ts).
  'offers',
  'giftCards',
  // The abandon-cart modal's recommendations (stylyze-api.ts).
  'stylyze',
  // The navigation menus (navigation-api.ts): desktop and mobile.
  'navigation',
] as const;
export type FaultCall = (typeof FAULT_CALLS)[number];
export const FAULT_MODES = ['fail', 'timeout', '502once', 'malformed', 'non-object'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** Longer than the mini-cart API's 10 s timeout, so "timeout" is a timeout for every call. */
const TIMEOUT_HOLD_MS = 12_000;
export const FAULT_COOKIE = 'demo_faults';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Which of the mini-cart's calls a request is, or undefined for anything else. */
export function callOf(method: string, path: string): FaultCall | undefined {
  if (method === 'POST' && path.startsWith('/dt/api/getCart/')) return 'getCart';
  if (method === 'GET' && path.startsWith('/cart/api/count/')) return 'count';
  if (/^\/oco-cart-items\/v3\/[^/]+\/cart\/merge$/.test(path)) return 'merge';
  if (method === 'DELETE' && /^\/oco-cart-items\/v3\/[^/]+\/cart\/item\//.test(path)) return 'remove';
  if (path === '/dt/api/minicart') return 'minicart';
  if (path === '/category/checkout/easycart/minicart_banner.html') return 'banner';
  if (path === '/dt/api/stores' || path === '/dt/api/storeList/storesByAddressOrCoordinates') return 'stores';
  if (path.startsWith('/info/')) return 'storeInfo';
  if (path === '/dt/api/deliveryShip') return 'delivery';
  if (path === '/master-api') return 'recs';
  if (method === 'GET' && path === '/guests/v1/token') return 'guestToken';
  if (method === 'POST' && path === '/guests/v1/refresh') return 'guestRefresh';
  if (method === 'POST' && path === '/migration/profile/guest') return 'migration';
  if (method === 'GET' && path === '/dt/config') return 'dtConfig';
  if (method === 'GET' && /^\/dt\/api\/(?:v2\/)?(?:pzpId|p13nId)(?:\/|$)/.test(path)) return 'pzp';
  if (method === 'POST' && /^\/extended-profile\/v1\/(?:guests|profiles)\/[^/]+\/associate$/.test(path))
    return 'associate';
  if (method === 'POST' && path === '/uca-logger/v1/log') return 'logger';
  if (method === 'GET' && path.startsWith('/my/api/fpsrvr/')) return 'fpsrvr';
  if (method === 'POST' && path === '/fraud/v1/device-signals') return 'fraud';
  if (method === 'GET' && /^\/promotions\/v1\/profiles\/[^/]+\/special-offers\/cached$/.test(path)) return 'offers';
  if (method === 'GET' && /^\/customer-data\/v1\/[^/]+\/giv-cards$/.test(path)) return 'giftCards';
  if (method === 'GET' && path === '/p/api/products/stylyze') return 'stylyze';
  if (method === 'GET' && /^\/navigation\/v2\/silos\//.test(path)) return 'navigation';
  return undefined;
}

/** The server-wide faults (POST /demo/api/faults) and the 502once faults already spent. */
export class ServerFaults {
  current = new Map<FaultCall, FaultMode>();
  readonly spent502 = new Set<string>();
  set(faults: Map<FaultCall, FaultMode>): void {
    this.current = faults;
    this.spent502.clear();
  }
}

/** `remove:fail,getCart:502once` (the cookie's form) or `{ remove: 'fail' }`; unknown calls and modes are dropped. */
export function parseFaults(value: unknown): Map<FaultCall, FaultMode> {
  const faults = new Map<FaultCall, FaultMode>();
  const entries: Array<[string, unknown]> =
    typeof value === 'string'
      ? value.split(',').map((pair) => pair.split(':') as [string, unknown])
      : typeof value === 'object' && value !== null
        ? Object.entries(value)
        : [];
  for (const [call, mode] of entries) {
    if (
      (FAULT_CALLS as readonly string[]).includes(call.trim()) &&
      (FAULT_MODES as readonly unknown[]).includes(typeof mode === 'string' ? mode.trim() : mode)
    ) {
      faults.set(call.trim() as FaultCall, (mode as string).trim() as FaultMode);
    }
  }
  return faults;
}

/** The cookie's form of a set of faults. */
function formatFaults(faults: ReadonlyMap<FaultCall, FaultMode>): string {
  return [...faults].map(([call, mode]) => `${call}:${mode}`).join(',');
}

/** The Set-Cookie value for this browser's faults (cleared when there are none). */
export function faultsCookie(faults: ReadonlyMap<FaultCall, FaultMode>): string {
  const value = formatFaults(faults);
  return `${FAULT_COOKIE}=${value}; Path=/; SameSite=Lax${value ? '' : '; Max-Age=0'}`;
}

function sendJson(reply: FastifyReply, value: unknown, statusCode = 200): FastifyReply {
  return reply.code(statusCode).type(JSON_TYPE).send(JSON.stringify(value));
}

/**
 * The fault switch, as an onRequest hook over every route: server-wide
 * faults set through /demo/api/faults, and per-browser ones from the
 * demo_faults cookie (so parallel test pages do not disturb each other).
 */
function faultSwitch(app: Parameters<FastifyPluginAsync>[0], server: ServerFaults): void {
  app.get('/demo/api/faults', async (_request, reply) => sendJson(reply, Object.fromEntries(server.current)));
  app.post('/demo/api/faults', async (request, reply) => {
    server.set(parseFaults(request.body));
    return sendJson(reply, Object.fromEntries(server.current));
  });
  app.delete('/demo/api/faults', async (_request, reply) => {
    server.set(new Map());
    return sendJson(reply, {});
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const call = callOf(request.method, path);
    if (!call) return;
    const cookieValue = parseCookies(request.headers.cookie).get(FAULT_COOKIE);
    const mode = parseFaults(cookieValue ?? '').get(call) ?? server.current.get(call);
    if (!mode) return;
    switch (mode) {
      case 'fail':
        return sendJson(
          reply,
          { statusCode: 500, error: 'Internal Server Error', message: `demo fault on ${call}` },
          500,
        );
      case 'timeout':
        await sleep(TIMEOUT_HOLD_MS);
        return sendJson(reply, { statusCode: 504, error: 'Gateway Timeout', message: `demo fault on ${call}` }, 504);
      case '502once': {
        const key = `${cookieValue ?? 'server'}|${call}`;
        if (server.spent502.has(key)) return;
        server.spent502.add(key);
        // The spec's retry rule reads the body's status, so the body says 502 too.
        return sendJson(reply, { status: 502, message: 'Bad Gateway' }, 502);
      }
      case 'malformed':
        return reply
          .code(200)
          .type('text/html; charset=utf-8')
          .send('<!DOCTYPE html><title>Oops</title><h1>Oops! Something went wrong (404)</h1>');
      case 'non-object':
        return sendJson(reply, 'OK');
    }
  });
}

interface UserParams {
  userId: string;
}

/** The shopper a same-origin call without a {userId} path is for: the cstmr cookie. */
function cookieUserId(request: FastifyRequest): string | undefined {
  try {
    const cstmr = JSON.parse(parseCookies(request.headers.cookie).get('cstmr') ?? 'null') as {
      customerId?: unknown;
    } | null;
    return typeof cstmr?.customerId === 'string' ? cstmr.customerId : undefined;
  } catch {
    return undefined;
  }
}

const MINICART_BANNER_HTML =
  '<div class="mc-banner"><p><strong>Complimentary shipping</strong> on every order, every day.</p><p><a href="/c/new-arrivals">Shop new arrivals</a></p></div>';

/** Three demo stores; store 01 is the guest's curbside store. */
const DEMO_STORES = [
  {
    storeId: DEMO_PICKUP_STORE_ID,
    storeNumber: '101',
    name: 'Northmoor Marlowe Hudson Yards',
    distance: 1.2,
    open: true,
    stock: true,
  },
  {
    storeId: '02',
    storeNumber: '102',
    name: 'Northmoor Marlowe Short Hills',
    distance: 18.4,
    open: true,
    stock: false,
  },
  {
    storeId: '80',
    storeNumber: '180',
    name: 'Northmoor Marlowe Dallas NorthPark',
    distance: 96.7,
    open: false,
    stock: true,
  },
] as const;

function storeAnswer(store: (typeof DEMO_STORES)[number]) {
  return {
    storeId: store.storeId,
    storeNumber: store.storeNumber,
    name: store.name,
    distance: store.distance,
    storeServices: { inStoreShopping: { isOpen: store.open } },
    skuAvailability: { inventoryAvailable: store.stock },
  };
}

/** A few products other than the one recommendations are for, stable per variant. */
function recommendedProducts(variantId: string | undefined): Product[] {
  const productId = variantId?.split('_')[0];
  const all = listProducts({ brand: 'NM' }).filter((p) => p.id !== productId);
  const seed = [...(productId ?? 'trending')].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  return Array.from({ length: 4 }, (_, i) => all[(seed + i * 7) % all.length]!);
}

const routes: FastifyPluginAsync<MiniCartApiOptions> = async (
  app,
  { carts, latencyMs = 0, identity = new IdentityState() },
) => {
  acceptEmptyJsonBodies(app);
  addLatencyHook(app, latencyMs);
  const cartOf = (userId: string): CartResponse => buildCartResponse(carts.lines(userId));

  // A bearer token, when sent, must be {userId}'s; none is the legacy cookie pages' way.
  const ownBearer = { preHandler: requireOwnBearer(identity, 'merge') };

  // GET {base}/oco-cart-items/v3/{userId}/cart/merge: the session's bag before sign-in and the account's.
  app.get<{ Params: UserParams }>('/oco-cart-items/v3/:userId/cart/merge', ownBearer, async (request, reply) => {
    const cart = cartOf(request.params.userId);
    return sendJson(reply, { sessionItems: cart, additionalItems: cart });
  });
  // POST the same path { replaceCart: false }: the merged cart.
  app.post<{ Params: UserParams }>('/oco-cart-items/v3/:userId/cart/merge', ownBearer, async (request, reply) =>
    sendJson(reply, cartOf(request.params.userId)),
  );

  // POST mini-cart API { smcEnabled, smcToggle }: { data: { MiniCartResp: { html } } } for the cookie's shopper.
  app.post('/dt/api/minicart', async (request, reply) => {
    const userId = cookieUserId(request);
    const cart = cartOf(userId ?? '');
    return sendJson(reply, {
      data: { MiniCartResp: { html: flyoutHtmlFor(cart), totalQuantity: cart.shoppingCart.totalQuantity } },
    });
  });

  app.get('/category/checkout/easycart/minicart_banner.html', async (_request, reply) =>
    reply.code(200).type('text/html; charset=utf-8').send(MINICART_BANNER_HTML),
  );

  // GET /dt/api/stores?brandCode=nm&freeFormAddress={zip}&skuId={sku}&quantity={qty}
  app.get('/dt/api/stores', async (_request, reply) => sendJson(reply, DEMO_STORES.map(storeAnswer)));
  // GET /dt/api/storeList/storesByAddressOrCoordinates?brand=NM&freeFormAddress={addr}&mileRadius=100
  app.get<{ Querystring: { mileRadius?: string } }>(
    '/dt/api/storeList/storesByAddressOrCoordinates',
    async (request, reply) => {
      const radius = Number(request.query.mileRadius ?? 100);
      return sendJson(reply, DEMO_STORES.filter((store) => store.distance <= radius).map(storeAnswer));
    },
  );
  // GET /info/{storeId}.json on the stores site, and the all-stores file beside it.
  app.get<{ Params: { file: string } }>('/info/:file', async (request, reply) => {
    const { file } = request.params;
    if (file === 'allStores.json') return sendJson(reply, DEMO_STORES.map(storeAnswer));
    const store = DEMO_STORES.find((s) => `${s.storeId}.json` === file);
    if (!store) return sendJson(reply, { statusCode: 404, error: 'Not Found', message: `No store ${file}` }, 404);
    return sendJson(reply, { storeId: store.storeId, name: store.name });
  });

  // POST /dt/api/deliveryShip { zipCode, skuIds }: same-day delivery in Manhattan zip codes.
  app.post<{ Body: { zipCode?: unknown; skuIds?: unknown } | undefined }>(
    '/dt/api/deliveryShip',
    async (request, reply) => {
      const zip = typeof request.body?.zipCode === 'string' ? request.body.zipCode : '';
      return sendJson(reply, { sameDayDelivery: { available: /^10[0-2]\d\d$/.test(zip) } });
    },
  );

  // GET recommendations master-api ?pageSize=4&channel=NMO&placement=MINI_CART[&variantId=]
  app.get<{ Querystring: { variantId?: string; pageSize?: string } }>('/master-api', async (request, reply) => {
    const { variantId } = request.query;
    const pageSize = Math.max(1, Math.min(12, Number(request.query.pageSize ?? 4) || 4));
    const products = recommendedProducts(variantId)
      .slice(0, pageSize)
      .map((p) => ({
        prodId: p.id,
        brand: p.designerName,
        title: p.displayName,
        price: { regularPrice: p.retailPrice, displayPrice: currentPrice(p) },
        canonicalUrl: p.canonicalUrl,
        imageUrl: p.imageUrl,
      }));
    return sendJson(reply, { masterApiLabel: variantId ? 'Complete The Look' : 'Trending Styles', products });
  });
};

/**
 * Registered at the root (skip-override) so the fault switch's hook sees
 * every route; the routes themselves live in their own scope.
 */
export const miniCartApiRoutes: FastifyPluginAsync<MiniCartApiOptions> = async (app, options) => {
  faultSwitch(app, options.faults ?? new ServerFaults());
  await app.register(routes, options);
};
Object.assign(miniCartApiRoutes, { [Symbol.for('skip-override')]: true });
