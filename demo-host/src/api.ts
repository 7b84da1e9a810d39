// Stand-in for the cart services the widgets call (mini-cart spec, section 7),
// plus the demo-only endpoints the demo pages and tests use. Answers follow the
// spec's shapes; data comes from the seeded catalogue and the in-memory carts.
// A bearer token, when a cart call sends one, must be the path's {userId}'s
// (identity/guard.ts); without one the call is served, as the cookie pages are.

import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { buildCartResponse } from './cart-response';
import type { CartResponse } from './cart-response';
import { MAX_LINE_QUANTITY } from './cart-store';
import type { CartStore } from './cart-store';
import { findProduct, findSku } from './catalogue';
import { requireOwnBearer } from './identity/guard';
import { IdentityState } from './identity/state';
import { acceptEmptyJsonBodies } from './json-body';
import { addLatencyHook } from './latency';

export interface ApiOptions {
  carts: CartStore;
  /** Default artificial latency for every API call, in ms. */
  latencyMs?: number;
  /** Who a bearer token is; its records are forgotten on /demo/api/reset. */
  identity?: IdentityState;
}

interface UserParams {
  userId: string;
}

interface AddToCartBody {
  productId: string;
  quantity?: number;
  skuId?: string;
  colorKey?: string;
  colorName?: string;
  sizeName?: string;
  monogram?: string;
}

export interface AddToCartResponse {
  cart: CartResponse;
  count: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Always serialises explicitly, so even a bare number goes out as JSON with charset. */
function sendJson(reply: FastifyReply, value: unknown, statusCode = 200): FastifyReply {
  return reply.code(statusCode).type(JSON_TYPE).send(JSON.stringify(value));
}

function sendError(reply: FastifyReply, statusCode: 400 | 404, message: string): FastifyReply {
  const error = statusCode === 404 ? 'Not Found' : 'Bad Request';
  return sendJson(reply, { statusCode, error, message }, statusCode);
}

const addToCartSchema = {
  body: {
    type: 'object',
    required: ['productId'],
    additionalProperties: false,
    properties: {
      productId: { type: 'string', pattern: '^prod[0-9]+$' },
      quantity: { type: 'integer', minimum: 1, maximum: MAX_LINE_QUANTITY },
      skuId: { type: 'string' },
      colorKey: { type: 'string' },
      colorName: { type: 'string' },
      sizeName: { type: 'string' },
      monogram: { type: 'string', minLength: 1, maxLength: 3 },
    },
  },
} as const;

export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (
  app,
  { carts, latencyMs = 0, identity = new IdentityState() },
) => {
  acceptEmptyJsonBodies(app);
  addLatencyHook(app, latencyMs);

  const cartOf = (userId: string): CartResponse => buildCartResponse(carts.lines(userId));

  // GET /cart/api/count/{userId}: a bare JSON number.
  app.get<{ Params: UserParams }>(
    '/cart/api/count/:userId',
    { preHandler: requireOwnBearer(identity, 'count') },
    async (request, reply) => sendJson(reply, carts.count(request.params.userId)),
  );

  // POST /dt/api/getCart/{userId}: no body; the cart.
  app.post<{ Params: UserParams }>(
    '/dt/api/getCart/:userId',
    { preHandler: requireOwnBearer(identity, 'getCart') },
    async (request, reply) => sendJson(reply, cartOf(request.params.userId)),
  );

  // DELETE /oco-cart-items/v3/{userId}/cart/item/{itemId}?sourceApp=WN: the updated cart.
  app.delete<{ Params: UserParams & { itemId: string } }>(
    '/oco-cart-items/v3/:userId/cart/item/:itemId',
    { preHandler: requireOwnBearer(identity, 'remove') },
    async (request, reply) => {
      const { userId, itemId } = request.params;
      if (!carts.remove(userId, itemId)) return sendError(reply, 404, `No item ${itemId} in the cart of ${userId}`);
      return sendJson(reply, cartOf(userId));
    },
  );

  // Demo only: the product page's "Add to bag".
  app.post<{ Params: UserParams; Body: AddToCartBody }>(
    '/demo/api/cart/:userId/add',
    { schema: addToCartSchema },
    async (request, reply) => {
      const { userId } = request.params;
      const { productId, quantity = 1, monogram, ...wantedSku } = request.body;
      const product = findProduct(productId);
      if (!product) return sendError(reply, 404, `No product ${productId}`);
      const sku = findSku(product, wantedSku);
      if (!sku) return sendError(reply, 400, `${productId} has no such size/colour`);
      if (monogram !== undefined && !product.monogrammable)
        return sendError(reply, 400, `${productId} cannot be monogrammed`);
      carts.add(userId, { product, sku, quantity, ...(monogram !== undefined && { monogram }) });
      const body: AddToCartResponse = { cart: cartOf(userId), count: carts.count(userId) };
      return sendJson(reply, body);
    },
  );

  // Demo only: puts every cart back to its seeded state and forgets the identity records (tests call it between cases).
  app.post('/demo/api/reset', async (_request, reply) => {
    carts.reset();
    identity.resetRecords();
    return sendJson(reply, { ok: true });
  });
};
