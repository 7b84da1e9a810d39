// Stand-ins for the header's notification calls (header spec section 7):
// special offers and gift cards (PROMO: gift cards; POINT: the loyalty
// programme's point cards, which the header counts as its loyalty source).
// Both require a bearer token (the spec: "bearer auth"), unlike the cart
// calls: a signed-in customer's ID token whose profile id (giv-cards) or UCA
// id (special offers) is the path's, or a guest token whose Sub is the path's.
// The stores the header lists are api-minicart.ts's (storesByAddressOrCoordinates).
// The fault switch (api-minicart.ts) names these calls 'offers' and 'giftCards'.

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_CUSTOMERS } from './identity/customers';
import { sendJson, sendProblem } from './identity/reply';
import { IdentityState } from './identity/state';
import { addLatencyHook } from './latency';

export interface HeaderApiOptions {
  identity?: IdentityState;
  latencyMs?: number;
  /** For tests: "now", from which the offers' addedAt dates are counted back. */
  now?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One offer as the promotions service sends it; addedAt is an ISO date. */
export interface DemoOffer {
  offerFlag: string;
  promoKey: string;
  addedAt: string;
}

/**
 * Per UCA id: realistic promo keys (the header's mapping, model/offers.ts),
 * recent and older dates, and an Evergreen offer that never counts.
 */
const OFFERS_BY_UCA: Record<string, ReadonlyArray<{ offerFlag: string; promoKey: string; daysAgo: number }>> = {
  'uca-alexandra': [
    { offerFlag: 'New', promoKey: 'SHOES_HANDBAGS_GC_450', daysAgo: 1 },
    { offerFlag: 'New', promoKey: 'MENS_GC_175', daysAgo: 6 },
    { offerFlag: 'New', promoKey: 'SPRING_BEAUTY_EVENT', daysAgo: 12 },
    { offerFlag: 'Evergreen', promoKey: 'FREE_SHIPPING_EVERYDAY', daysAgo: 200 },
  ],
  'uca-morgan': [{ offerFlag: 'Evergreen', promoKey: 'FREE_SHIPPING_EVERYDAY', daysAgo: 200 }],
};

/** Per profile id and card class: the cards (ki is the card's key, the only field the header reads). */
const CARDS_BY_PROFILE: Record<
  string,
  {
    PROMO: ReadonlyArray<{ ki: string; amount: number; expires: string }>;
    POINT: ReadonlyArray<{ ki: string; amount: number; expires: string }>;
  }
> = {};
for (const [index, customer] of DEMO_CUSTOMERS.entries()) {
  CARDS_BY_PROFILE[customer.profileId] =
    index === 0
      ? {
          PROMO: [
            { ki: 'GC-7301-4410', amount: 175, expires: '2026-06-30' },
            { ki: 'GC-7301-5528', amount: 450, expires: '2026-09-30' },
          ],
          POINT: [{ ki: 'PC-1188-0042', amount: 100, expires: '2026-12-31' }],
        }
      : { PROMO: [], POINT: [] };
}

function demoOffersFor(ucaId: string, now: number): DemoOffer[] {
  return (OFFERS_BY_UCA[ucaId] ?? []).map(({ daysAgo, ...offer }) => ({
    ...offer,
    addedAt: new Date(now - daysAgo * DAY_MS).toISOString(),
  }));
}

/** A bearer is required; it must be the path id's (acceptUcaId for the offers' {ucaId}). */
function requireBearer(identity: IdentityState, call: string, param: string, acceptUcaId: boolean) {
  return async function checkBearer(request: FastifyRequest, reply: FastifyReply) {
    const id = (request.params as Record<string, string | undefined>)[param] ?? '';
    if (!request.headers.authorization) {
      identity.authorize(call, undefined, id);
      return sendProblem(reply, 401, `${call} needs a bearer token`);
    }
    const { allowed, caller } = identity.authorize(call, request.headers.authorization, id, { acceptUcaId });
    if (allowed) return;
    return sendProblem(
      reply,
      401,
      caller.kind === 'invalid' ? `Invalid bearer token: ${caller.reason}` : `The bearer token is not for ${id}`,
    );
  };
}

export const headerApiRoutes: FastifyPluginAsync<HeaderApiOptions> = async (
  app,
  { identity = new IdentityState(), latencyMs = 0, now = Date.now },
) => {
  addLatencyHook(app, latencyMs);

  // GET {fastlyHost}/promotions/v1/profiles/{ucaId}/special-offers/cached: [{ offerFlag, promoKey, addedAt }]
  app.get<{ Params: { ucaId: string } }>(
    '/promotions/v1/profiles/:ucaId/special-offers/cached',
    { preHandler: requireBearer(identity, 'offers', 'ucaId', true) },
    async (request, reply) => sendJson(reply, demoOffersFor(request.params.ucaId, now())),
  );

  // GET {fastlyHost}/customer-data/v1/{profileId}/giv-cards, X-NMG-Card-Class PROMO or POINT: [{ ki, ... }]
  app.get<{ Params: { profileId: string } }>(
    '/customer-data/v1/:profileId/giv-cards',
    { preHandler: requireBearer(identity, 'giftCards', 'profileId', false) },
    async (request, reply) => {
      const cardClass = String(request.headers['x-nmg-card-class'] ?? '').toUpperCase();
      if (cardClass !== 'PROMO' && cardClass !== 'POINT')
        return sendProblem(reply, 400, 'X-NMG-Card-Class must be PROMO or POINT');
      return sendJson(reply, CARDS_BY_PROFILE[request.params.profileId]?.[cardClass] ?? []);
    },
  );
};
