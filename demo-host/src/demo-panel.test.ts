// The demo control panel: every toggle and test
// the widgets read, the presentation, brand, country, shopper and faults, kept
// per browser in cookies and reflected in every page's config block; and the
// bag reset. Through Fastify's inject: the panel is plain forms and redirects.

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADD_TO_CART_V2, DT_MINICART, SIMPLIFIED_MINICART_TEST } from '../../packages/minicart/src/state/flyoutStore';
import { TOGGLES } from '../../packages/search/src/model/constants';
import { DEMO_USER_ID } from './cart-store';
import { listProducts } from './catalogue';
import { safeReturnPath } from './demo-panel';
import { AB_TEST_OPTIONS, DEFAULT_SETTINGS, readDemoSettings, TOGGLE_OPTIONS } from './demo-settings';
import { buildDemoHost } from './server';
import { hostileCsp } from './templates/hostile';

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

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** What a browser would send back: the name=value of every Set-Cookie (a cleared cookie is dropped). */
function cookiesFrom(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  const setCookies = response.headers['set-cookie'];
  for (const header of Array.isArray(setCookies) ? setCookies : setCookies ? [setCookies] : []) {
    const pair = header.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (/Max-Age=0/.test(header)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

const post = (url: string, form: string, cookie = '') =>
  app.inject({ method: 'POST', url, headers: { ...FORM, ...(cookie && { cookie }) }, payload: form });
const page = async (url: string, cookie = '') =>
  (await app.inject({ url, headers: { accept: 'text/html', ...(cookie && { cookie }) } })).body;
const configOf = (markup: string) =>
  JSON.parse(/<script type="application\/json" id="nm-widgets-config">(.*?)<\/script>/.exec(markup)![1]!);

describe('what the panel offers', () => {
  it('every toggle and A/B test the widgets read, by the name they read', () => {
    // The header's, as header.md §9 names them.
    const header = [
      'GIFT_FINDER_ICON',
      'MEN_DARKMODE',
      'STICKY_HEADER_DESKTOP',
      'WKY_LINK_TO_SPECIAL_OFFERS_PAGE',
      'DT_ORDER_HISTORY',
      'PROMO_NOTIFICATIONS',
      'GIFT_CARD_NOTIFICATIONS',
      'INCIRCLE_NOTIFICATIONS',
      'SPECIAL_OFFERS_PROMPT',
      'ABTEST_HP_GENDER',
      'BLUECORE_ABANDONCART',
      'ABANDON_CART_RECS',
    ];
    const read = [
      ...Object.values(TOGGLES),
      'RECENTLY_SEARCHED',
      ADD_TO_CART_V2,
      DT_MINICART,
      SIMPLIFIED_MINICART_TEST,
      ...header,
    ];
    const offered = [...TOGGLE_OPTIONS.map((t) => t.name), ...AB_TEST_OPTIONS.map((t) => t.name)];
    expect([...offered].sort()).toEqual([...read].sort());
  });

  it('is a page with every name verbatim, sent under the strict CSP with no inline script', async () => {
    const response = await app.inject({ url: '/demo/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(hostileCsp());
    const markup = response.body;
    for (const name of [
      'TYPEAHEAD',
      'ABTEST_TYPEAHEAD',
      'HP_GENDER',
      'SRP_GENDER',
      'GENDER_TYPEAHEAD',
      'GENDERLESS_SRP',
      'COLLAPSED_SEARCH_BAR',
      'HIDE_SNAP_FIND_SHOP',
      'ADD_TO_CART_V2',
      'DT_MINICART',
      'SIMPLIFIED_MINICART',
      'GIFT_FINDER_ICON',
      'MEN_DARKMODE',
      'STICKY_HEADER_DESKTOP',
      'PROMO_NOTIFICATIONS',
      'SPECIAL_OFFERS_PROMPT',
    ]) {
      expect(markup).toContain(`<code>${name}</code>`);
    }
    expect(markup).toContain('<form class="demo-panel" method="post" action="/demo/settings">');
    expect(markup).toContain('action="/demo/reset-bag"');
    for (const script of markup.match(/<script\b[^>]*>/g) ?? [])
      expect(script).toMatch(/src="|type="application\/json"/);
    expect(markup).not.toMatch(/\son[a-z]+=|style="/);
  });

  it('is linked from the header of every page, phone widths included (the promo bar)', async () => {
    for (const url of ['/', '/cart/', '/s/?q=bag', '/hostile', '/no-such-page']) {
      expect(await page(url), url).toContain('<a class="promo-bar__demo" href="/demo/">Demo settings</a>');
    }
    expect((await app.inject({ url: '/demo' })).headers.location).toBe('/demo/');
  });
});

describe('settings, per browser, reflected in every page', () => {
  it('a browser that never opened the panel gets the long-standing config', async () => {
    const markup = await page('/');
    expect(configOf(markup)).toMatchObject({
      brand: 'NM',
      toggles: { TYPEAHEAD: true },
      abTests: {},
      profile: { countryPreference: 'US' },
    });
    expect(markup).toContain('<nm-header page-id="HOME">');
    expect(markup).not.toContain('<nm-minicart');
    expect(await page('/?header=standalone')).toContain('<nm-minicart show-zero-value></nm-minicart>');
  });

  it('Apply: toggles, tests, presentation, brand and country go into the config block and the element', async () => {
    const response = await post(
      '/demo/settings',
      'toggle=HP_GENDER&toggle=COLLAPSED_SEARCH_BAR&toggle=NOT_A_TOGGLE&ab.SIMPLIFIED_MINICART=b&ab.ABTEST_TYPEAHEAD=z&presentation=flyout&brand=HC&country=GB&header=standalone&then=stay',
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/demo/?done=saved');
    const cookie = cookiesFrom(response);
    for (const url of ['/', '/p/' + listProducts()[0]!.slug, '/demo/']) {
      const markup = await page(url, cookie);
      expect(configOf(markup), url).toEqual(
        expect.objectContaining({
          brand: 'HC',
          toggles: { HP_GENDER: true, COLLAPSED_SEARCH_BAR: true },
          abTests: { SIMPLIFIED_MINICART: 'b' },
          profile: { countryPreference: 'GB' },
        }),
      );
      expect(markup, url).toContain('<nm-minicart show-zero-value presentation="flyout"></nm-minicart>');
    }
    const panel = await page('/demo/?done=saved', cookie);
    expect(panel).toContain('role="status"');
    expect(panel).toMatch(/id="toggle-HP_GENDER" name="toggle" value="HP_GENDER" checked/);
    expect(panel).toMatch(/id="toggle-TYPEAHEAD" name="toggle" value="TYPEAHEAD" aria/);
    expect(panel).toMatch(/id="ab-SIMPLIFIED_MINICART-b" name="ab.SIMPLIFIED_MINICART" value="b" checked/);
    expect(panel).toMatch(/id="header-standalone" name="header" value="standalone" checked/);
  });

  it('the page header: <nm-header> by default, the standalone elements with header=standalone, per browser or per page', async () => {
    expect(readDemoSettings(undefined).header).toBe('element');
    const standalone = cookiesFrom(await post('/demo/settings', 'toggle=TYPEAHEAD&header=standalone'));
    expect(await page('/', standalone)).toContain('<nm-search></nm-search>');
    expect(await page('/', standalone)).not.toContain('<nm-header');
    // ?header= overrides the browser's choice for one page, both ways.
    expect(await page('/?header=element', standalone)).toContain('<nm-header page-id="HOME">');
    expect(await page('/?header=standalone')).toContain('<nm-minicart show-zero-value></nm-minicart>');
    expect(await page('/?header=bogus')).toContain('<nm-header page-id="HOME">');
    expect(await page('/demo/')).toMatch(/id="header-element" name="header" value="element" checked/);
  });

  it("the routes: the legacy pages put legacyRoutes in the config block; today's leave it out", async () => {
    expect(configOf(await page('/'))).not.toHaveProperty('legacyRoutes');
    expect(await page('/demo/')).toMatch(/id="routes-current" name="routes" value="current" checked/);
    const legacy = cookiesFrom(await post('/demo/settings', 'toggle=TYPEAHEAD&routes=legacy'));
    expect(readDemoSettings(legacy).routes).toBe('legacy');
    for (const url of ['/', '/cart/', '/demo/']) expect(configOf(await page(url, legacy)).legacyRoutes, url).toBe(true);
    expect(await page('/demo/', legacy)).toMatch(/id="routes-legacy" name="routes" value="legacy" checked/);
    expect(readDemoSettings(cookiesFrom(await post('/demo/settings', 'toggle=TYPEAHEAD&routes=bogus'))).routes).toBe(
      'current',
    );
  });

  it("the bundle: the build's by default, the CDN's major-version loader and stylesheet with bundle=cdn, per browser or per page", async () => {
    const fromBuild = await page('/');
    expect(fromBuild).toContain('<script src="/static/nm-widgets.js" defer></script>');
    expect(fromBuild).toContain('<link rel="stylesheet" href="/static/nm-widgets.css">');
    const cdn = cookiesFrom(await post('/demo/settings', 'toggle=TYPEAHEAD&bundle=cdn'));
    for (const markup of [await page('/', cdn), await page('/?bundle=cdn'), await page('/hostile?bundle=cdn')]) {
      expect(markup).toMatch(/<script src="\/cdn\/nm-widgets\/v\d+\/nm-widgets\.js" defer><\/script>/);
      expect(markup).toMatch(/<link rel="stylesheet" href="\/cdn\/nm-widgets\/v\d+\/nm-widgets\.css">/);
      expect(markup).not.toContain('/static/nm-widgets');
    }
    expect(await page('/?bundle=static', cdn)).toContain('<script src="/static/nm-widgets.js" defer></script>');
    expect(await page('/demo/', cdn)).toMatch(/id="bundle-cdn" name="bundle" value="cdn" checked/);
  });

  it('turning every toggle off is kept (no TYPEAHEAD), and Reset the settings brings back the defaults', async () => {
    const cookie = cookiesFrom(await post('/demo/settings', 'presentation=drawer&brand=NM&country=US'));
    expect(configOf(await page('/', cookie)).toggles).toEqual({});
    const reset = await post('/demo/reset-settings', '', cookie);
    expect(reset.headers.location).toBe('/demo/?done=reset');
    const after = cookiesFrom(reset, cookie);
    expect(after).not.toContain('demo_settings');
    expect(configOf(await page('/', after)).toggles).toEqual({ TYPEAHEAD: true });
  });

  it('a cookie it cannot read means the defaults, not an error', () => {
    expect(readDemoSettings('demo_settings=%7Bnot json')).toEqual(DEFAULT_SETTINGS);
    expect(
      readDemoSettings(
        `demo_settings=${encodeURIComponent('{"brand":"XX","presentation":"modal","toggles":"TYPEAHEAD"}')}`,
      ),
    ).toEqual(DEFAULT_SETTINGS);
  });

  it('the shopper: guest or signed in, through the cstmr cookies the widgets read', async () => {
    const guest = cookiesFrom(await post('/demo/settings', 'shopper=guest&toggle=TYPEAHEAD&header=standalone'));
    expect(guest).toMatch(/cstmr=[^;]*isGuest%22%3Atrue/);
    expect(await page('/', guest)).toContain('Sign in as Alexandra');
    expect(await page('/demo/', guest)).toMatch(/id="shopper-guest" name="shopper" value="guest" checked/);
    const back = cookiesFrom(
      await post('/demo/settings', 'shopper=signed-in&toggle=TYPEAHEAD&header=standalone', guest),
      guest,
    );
    expect(await page('/', back)).toContain('Hello, Alexandra');
  });

  it('the faults: one select per call, kept in the demo_faults cookie the fault switch reads', async () => {
    const cookie = cookiesFrom(
      await post('/demo/settings', 'toggle=TYPEAHEAD&fault.recs=fail&fault.getCart=502once&fault.count=bogus'),
    );
    expect(cookie).toContain('demo_faults=getCart:502once,recs:fail');
    expect((await app.inject({ url: '/master-api', headers: { cookie } })).statusCode).toBe(500);
    expect((await app.inject({ url: '/master-api' })).statusCode).toBe(200);
    const panel = await page('/demo/', cookie);
    expect(panel).toMatch(/<option value="fail" selected>fail \(500\)<\/option>/);
    // Saving again without faults clears them.
    const cleared = cookiesFrom(await post('/demo/settings', 'toggle=TYPEAHEAD', cookie), cookie);
    expect(cleared).not.toContain('demo_faults');
  });

  it('shows the server-wide faults and clears them from a form', async () => {
    await app.inject({ method: 'POST', url: '/demo/api/faults', payload: { remove: 'fail' } });
    expect(await page('/demo/')).toContain('remove: fail');
    expect((await post('/demo/clear-server-faults', '')).headers.location).toBe('/demo/?done=server-faults');
    expect((await app.inject({ url: '/demo/api/faults' })).json()).toEqual({});
  });
});

describe('Reset the bag', () => {
  it("puts this shopper's bag back to its seed and leaves the other shoppers' alone", async () => {
    const count = async (userId: string) => (await app.inject({ url: `/cart/api/count/${userId}` })).json<number>();
    const product = listProducts({ brand: 'NM' }).find((p) => p.skus.length > 0)!;
    const seeded = await count(DEMO_USER_ID);
    await app.inject({
      method: 'POST',
      url: `/demo/api/cart/${DEMO_USER_ID}/add`,
      payload: { productId: product.id, quantity: 2 },
    });
    await app.inject({ method: 'POST', url: '/demo/api/cart/someone-else/add', payload: { productId: product.id } });
    expect(await count(DEMO_USER_ID)).toBe(seeded + 2);

    const signedIn = cookiesFrom(await app.inject({ url: '/?signin=1' }));
    const response = await post('/demo/reset-bag', 'return=%2Fcart%2F', signedIn);
    expect([response.statusCode, response.headers.location]).toEqual([303, '/demo/?done=bag&return=%2Fcart%2F']);
    expect(await count(DEMO_USER_ID)).toBe(seeded);
    expect(await count('someone-else')).toBe(1);
  });
});

describe('going back to the page the visitor came from', () => {
  it('Apply and go back: to the return path; the panel learns it from ?return= or the Referer', async () => {
    const back = await post('/demo/settings', 'return=%2Fp%2Fsome-product%3Fx%3D1&then=back&toggle=TYPEAHEAD');
    expect(back.headers.location).toBe('/p/some-product?x=1');
    expect(await page('/demo/?return=/cart/')).toContain('<input type="hidden" name="return" value="/cart/">');
    const fromReferer = (
      await app.inject({
        url: '/demo/',
        headers: { host: 'localhost:8080', referer: 'http://localhost:8080/c/shoes?navpath=x' },
      })
    ).body;
    expect(fromReferer).toContain('<input type="hidden" name="return" value="/c/shoes?navpath=x">');
    const foreign = (
      await app.inject({ url: '/demo/', headers: { host: 'localhost:8080', referer: 'https://elsewhere.example/' } })
    ).body;
    expect(foreign).not.toContain('name="return"');
  });

  it.each([
    ['/cart/', '/cart/'],
    ['/s/?q=silk', '/s/?q=silk'],
    ['//elsewhere.example/', undefined],
    ['/\\elsewhere.example', undefined],
    ['https://elsewhere.example/', undefined],
    ['javascript:alert(1)', undefined],
    ['/demo/', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('safeReturnPath(%j) = %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it('a hostile return is dropped: Apply stays on the panel', async () => {
    const response = await post('/demo/settings', 'return=%2F%2Felsewhere.example&then=back');
    expect(response.headers.location).toBe('/demo/?done=saved');
  });
});

describe("the stores and delivery stand-ins answer at the page's own origin (minicart.md §7: page-relative)", () => {
  it.each([
    ['GET', '/dt/api/stores?brandCode=nm&freeFormAddress=10001&skuId=sku1&quantity=1'],
    ['GET', '/dt/api/storeList/storesByAddressOrCoordinates?brand=NM&freeFormAddress=10001&mileRadius=100'],
    ['POST', '/dt/api/deliveryShip'],
  ] as const)('%s %s', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      ...(method === 'POST' && { payload: { zipCode: '10001', skuIds: ['sku1'] } }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('demo customers and the sign-in form', () => {
  it('the panel lists every demo customer, the password and the guest', async () => {
    const markup = await page('/demo/');
    expect(markup).toContain('<section class="demo-group demo-group--customers" id="customers"');
    expect(markup).toContain('<code>Northmoor-Demo-1</code>');
    expect(markup).toContain(
      '<tr><td><code>alexandra@example.com</code></td><td>ALEXANDRA</td><td><code>demo-user-1</code></td><td>a full bag (three seeded lines)</td></tr>',
    );
    expect(markup).toContain(
      '<tr><td><code>morgan@example.com</code></td><td>MORGAN</td><td><code>demo-user-2</code></td><td>an empty bag</td></tr>',
    );
    expect(markup).toContain('<code>guest-abc</code>');
  });

  it("offers the identity stand-ins' faults next to the cart's", async () => {
    const markup = await page('/demo/');
    for (const call of [
      'guestToken',
      'guestRefresh',
      'migration',
      'dtConfig',
      'pzp',
      'associate',
      'logger',
      'fpsrvr',
      'fraud',
    ]) {
      expect(markup).toContain(`<select id="fault-${call}" name="fault.${call}">`);
    }
    const saved = await post('/demo/settings', 'fault.guestToken=fail&fault.fraud=502once');
    const cookie = cookiesFrom(saved);
    expect(decodeURIComponent(cookie)).toContain('demo_faults=guestToken:fail,fraud:502once');
    expect((await app.inject({ url: '/guests/v1/token', headers: { cookie } })).statusCode).toBe(500);
  });

  it('the form without its script lands on the panel, which says why; the password is not echoed', async () => {
    const response = await post('/demo/sign-in', 'email=alexandra%40example.com&password=Northmoor-Demo-1');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/demo/?done=needs-script#customers');
    expect(response.body).not.toContain('Northmoor');
    expect(await page('/demo/?done=needs-script')).toContain('Signing in happens in the page');
  });

  it("the panel's config preview shows the identity config the pages get", async () => {
    const markup = await page('/demo/');
    expect(markup).toContain('&quot;identityPoolId&quot;: &quot;us-west-2:11111111-2222-4333-8444-555555555555&quot;');
  });
});
