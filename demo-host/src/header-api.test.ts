// @vitest-environment node
// The header's notification stand-ins, through Fastify's inject (no port).

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from './cart-store';
import { headerApiRoutes, type DemoOffer } from './header-api';
import { IdentityState } from './identity/state';
import { testIdToken } from './identity/testTokens';

const NOW = Date.parse('2025-03-20T12:00:00Z');
let app: FastifyInstance;
const identity = new IdentityState();
beforeAll(async () => {
  app = Fastify();
  await app.register(headerApiRoutes, { identity, now: () => NOW });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const alexandra = `Bearer ${testIdToken(DEMO_USER_ID, { 'custom:ucaId': 'uca-alexandra' })}`;
const OFFERS = '/promotions/v1/profiles/uca-alexandra/special-offers/cached';
const CARDS = `/customer-data/v1/${DEMO_USER_ID}/giv-cards`;

describe('header.md §7 stand-ins: special offers and gift cards, bearer required', () => {
  it("special offers for the customer's UCA id: promo keys, ISO addedAt, one Evergreen", async () => {
    const answer = await app.inject({ method: 'GET', url: OFFERS, headers: { authorization: alexandra } });
    expect(answer.statusCode).toBe(200);
    const offers = answer.json<DemoOffer[]>();
    expect(offers.map((o) => o.promoKey)).toEqual([
      'SHOES_HANDBAGS_GC_450',
      'MENS_GC_175',
      'SPRING_BEAUTY_EVENT',
      'FREE_SHIPPING_EVERYDAY',
    ]);
    expect(offers.filter((o) => o.offerFlag === 'Evergreen')).toHaveLength(1);
    expect(offers[0]!.addedAt).toBe('2025-03-19T12:00:00.000Z');
  });

  it.each([
    ['PROMO', 2],
    ['POINT', 1],
  ])('giv-cards with X-NMG-Card-Class %s: %i cards with a ki', async (cardClass, count) => {
    const answer = await app.inject({
      method: 'GET',
      url: CARDS,
      headers: { authorization: alexandra, 'x-nmg-card-class': cardClass },
    });
    expect(answer.statusCode).toBe(200);
    const cards = answer.json<Array<{ ki: string }>>();
    expect(cards).toHaveLength(count);
    expect(cards.every((c) => typeof c.ki === 'string' && c.ki !== '')).toBe(true);
  });

  it("without a bearer, with someone else's, or with a bad card class: refused", async () => {
    expect((await app.inject({ method: 'GET', url: OFFERS })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: CARDS, headers: { 'x-nmg-card-class': 'PROMO' } })).statusCode).toBe(
      401,
    );
    const other = `Bearer ${testIdToken('someone-else')}`;
    expect((await app.inject({ method: 'GET', url: OFFERS, headers: { authorization: other } })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: CARDS,
          headers: { authorization: alexandra, 'x-nmg-card-class': 'GOLD' },
        })
      ).statusCode,
    ).toBe(400);
    expect(identity.seen.get('offers')?.allowed).toBe(false);
  });
});
