// @vitest-environment node
// The abandon-cart modal's stand-in: products from the seeded catalogue, the count switch, the demo link.

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProduct } from './catalogue';
import { STYLYZE_COUNTS, stylyzeApiRoutes } from './stylyze-api';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(stylyzeApiRoutes);
  app.get('/page', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send('<nm-abandon-cart-modal page-id="PDP"></nm-abandon-cart-modal>'),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const URL =
  '/p/api/products/stylyze?channel=NMO&placement=ABANDON_CART_MODAL&type=PDP_SECOND_CAROUSEL&brand=NM&displayable=true';
type Answer = {
  stylyze: { masterApiLabel: string };
  products: Array<{ id: string; displayable: boolean; details: { canonicalUrl: string } }>;
};

describe('GET /p/api/products/stylyze (header.md §7)', () => {
  it('answers 12 catalogue products by default, with masterApiLabel, each displayable and linking to its page', async () => {
    const answer = (await app.inject({ url: URL })).json<Answer>();
    expect(answer.stylyze.masterApiLabel).toBe('Still Deciding? You Might Also Like');
    expect(answer.products).toHaveLength(12);
    for (const product of answer.products) {
      const catalogue = findProduct(product.id)!;
      expect(product).toMatchObject({ displayable: true, details: { canonicalUrl: catalogue.canonicalUrl } });
    }
    expect(new Set(answer.products.map((p) => p.id)).size).toBe(12);
  });

  it.each(STYLYZE_COUNTS)('the demo_stylyze cookie chooses %i products', async (count) => {
    const answer = (await app.inject({ url: URL, headers: { cookie: `demo_stylyze=${count}` } })).json<Answer>();
    expect(answer.products).toHaveLength(count);
  });

  it('never recommends the product asked about', async () => {
    const first = (await app.inject({ url: URL })).json<Answer>().products[0]!.id;
    const answer = (await app.inject({ url: `${URL}&prodId=${first}` })).json<Answer>();
    expect(answer.products.map((p) => p.id)).not.toContain(first);
  });
});

describe('the demo controls', () => {
  it('/demo/abandon-cart turns BLUECORE_ABANDONCART and ABANDON_CART_RECS on, sets the count and a 15 s idle time, and goes on', async () => {
    const reply = await app.inject({ url: '/demo/abandon-cart?count=2&return=/c/shoes' });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/c/shoes');
    const cookies = ([] as string[]).concat(reply.headers['set-cookie'] ?? []);
    expect(decodeURIComponent(cookies.find((c) => c.startsWith('demo_settings='))!)).toContain('BLUECORE_ABANDONCART');
    expect(decodeURIComponent(cookies.find((c) => c.startsWith('demo_settings='))!)).toContain('ABANDON_CART_RECS');
    expect(cookies).toContain('demo_stylyze=2; Path=/; SameSite=Lax');
    expect(cookies).toContain('demo_abandon_idle=15000; Path=/; SameSite=Lax');
  });

  it('pages carry the demo idle time on <nm-abandon-cart-modal> (cookie, or ?abandon-idle= on the page)', async () => {
    expect((await app.inject({ url: '/page' })).body).toBe(
      '<nm-abandon-cart-modal page-id="PDP"></nm-abandon-cart-modal>',
    );
    expect((await app.inject({ url: '/page', headers: { cookie: 'demo_abandon_idle=15000' } })).body).toBe(
      '<nm-abandon-cart-modal page-id="PDP" idle-ms="15000"></nm-abandon-cart-modal>',
    );
    expect((await app.inject({ url: '/page?abandon-idle=3000' })).body).toContain('idle-ms="3000"');
    expect((await app.inject({ url: '/page?abandon-idle=5' })).body).not.toContain('idle-ms');
  });
});
