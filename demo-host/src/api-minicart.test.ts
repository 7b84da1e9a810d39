// @vitest-environment node
// The mini-cart stand-ins and the fault switch, through Fastify's inject (no port).

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callOf } from './api-minicart';
import type { CartResponse } from './cart-response';
import { buildDemoHost } from './server';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildDemoHost({ distDir: '/nonexistent' });
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.inject({ method: 'POST', url: '/demo/api/reset' });
  await app.inject({ method: 'DELETE', url: '/demo/api/faults' });
});

const guestCookie = `cstmr=${encodeURIComponent(JSON.stringify({ customerId: 'guest-abc' }))}`;

describe('mini-cart stand-ins (minicart.md §7)', () => {
  it('the guest bag is seeded with every note, including a curbside line at a store', async () => {
    const cart = (await app.inject({ method: 'POST', url: '/dt/api/getCart/guest-abc' })).json<CartResponse>();
    const items = cart.shoppingCart.commerceItems.shipments.flatMap((s) => s.items);
    expect(items.some((i) => i.currentSku.dropShip && i.currentSku.isPerishable)).toBe(true);
    expect(items.some((i) => i.productDetails.backOrder)).toBe(true);
    expect(items.some((i) => i.productDetails.finalSale)).toBe(true);
    expect(items.some((i) => i.parentheticalCharge !== undefined)).toBe(true);
    expect(items.some((i) => i.replenishmentInterval !== undefined)).toBe(true);
    expect(cart.shoppingCart.commerceItems.shipments.find((s) => s.storeId === '01')?.items[0]?.shipmentType).toBe(
      'CURBSIDE_PICKUP',
    );
  });

  it('merge answers sessionItems and additionalItems; POST answers the merged cart', async () => {
    const merge = (await app.inject({ method: 'GET', url: '/oco-cart-items/v3/demo-user-1/cart/merge' })).json<
      Record<string, CartResponse>
    >();
    expect(merge.sessionItems?.shoppingCart.totalQuantity).toBe(3);
    const merged = await app.inject({
      method: 'POST',
      url: '/oco-cart-items/v3/demo-user-1/cart/merge',
      payload: { replaceCart: false },
    });
    expect(merged.json<CartResponse>().shoppingCart.totalQuantity).toBe(3);
  });

  it('the mini-cart API answers data.MiniCartResp.html for the cookie shopper, names escaped', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/dt/api/minicart',
      headers: { cookie: guestCookie },
      payload: { smcEnabled: false, smcToggle: false },
    });
    const html = answer.json<{ data: { MiniCartResp: { html: string } } }>().data.MiniCartResp.html;
    expect(html.match(/<li class="mc-item">/g)).toHaveLength(13);
    expect(html).toContain('replenish every');
    expect(html).not.toMatch(/<script|onerror/);
  });

  it('banner, stores, store info, delivery check and recommendations', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/category/checkout/easycart/minicart_banner.html' })).body,
    ).toContain('Complimentary shipping');
    const stores = (
      await app.inject({ method: 'GET', url: '/dt/api/stores?brandCode=nm&freeFormAddress=10001&skuId=s&quantity=1' })
    ).json<unknown[]>();
    expect(stores).toHaveLength(3);
    const near = (
      await app.inject({
        method: 'GET',
        url: '/dt/api/storeList/storesByAddressOrCoordinates?brand=NM&freeFormAddress=x&mileRadius=10',
      })
    ).json<unknown[]>();
    expect(near).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/info/01.json' })).json()).toEqual({
      storeId: '01',
      name: 'Northmoor Marlowe Hudson Yards',
    });
    expect(
      (
        await app.inject({ method: 'POST', url: '/dt/api/deliveryShip', payload: { zipCode: '10001', skuIds: [] } })
      ).json(),
    ).toEqual({ sameDayDelivery: { available: true } });
    const recs = (
      await app.inject({ method: 'GET', url: '/master-api?pageSize=4&channel=NMO&placement=MINI_CART' })
    ).json<{ masterApiLabel: string; products: unknown[] }>();
    expect([recs.masterApiLabel, recs.products.length]).toEqual(['Trending Styles', 4]);
  });
});

describe('fault switch', () => {
  it('names the calls', () => {
    expect(callOf('DELETE', '/oco-cart-items/v3/u/cart/item/ci1')).toBe('remove');
    expect(callOf('POST', '/dt/api/getCart/u')).toBe('getCart');
    expect(callOf('GET', '/p/some-product')).toBeUndefined();
    expect(callOf('GET', '/promotions/v1/profiles/uca-alexandra/special-offers/cached')).toBe('offers');
    expect(callOf('GET', '/customer-data/v1/p1/giv-cards')).toBe('giftCards');
    expect(callOf('GET', '/customer-data/v1/p1/giv-cards/x')).toBeUndefined();
  });

  it('server-wide: fail, non-object, malformed; 502 once then the real answer', async () => {
    await app.inject({
      method: 'POST',
      url: '/demo/api/faults',
      payload: { remove: 'fail', count: 'non-object', banner: 'malformed', getCart: '502once' },
    });
    expect((await app.inject({ method: 'DELETE', url: '/oco-cart-items/v3/demo-user-1/cart/item/x' })).statusCode).toBe(
      500,
    );
    expect((await app.inject({ method: 'GET', url: '/cart/api/count/demo-user-1' })).json()).toBe('OK');
    expect(
      (await app.inject({ method: 'GET', url: '/category/checkout/easycart/minicart_banner.html' })).body,
    ).toContain('Oops');
    const first = await app.inject({ method: 'POST', url: '/dt/api/getCart/demo-user-1' });
    expect([first.statusCode, first.json()]).toEqual([502, { status: 502, message: 'Bad Gateway' }]);
    expect((await app.inject({ method: 'POST', url: '/dt/api/getCart/demo-user-1' })).statusCode).toBe(200);
  });

  it("per browser through the demo_faults cookie, set by the old fault page's links (now the panel's)", async () => {
    const page = await app.inject({ method: 'GET', url: '/demo/faults?set=recs:fail' });
    expect([page.statusCode, page.headers.location]).toEqual([303, '/demo/?done=saved#faults']);
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toBe('demo_faults=recs:fail');
    expect((await app.inject({ method: 'GET', url: '/master-api', headers: { cookie } })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/master-api' })).statusCode).toBe(200);
  });
});
