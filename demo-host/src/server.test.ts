// @vitest-environment node
// Starts the real demo host on a free port and talks to it over HTTP.
// Run: npx vitest run demo-host/src/server.test.ts --environment node

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddToCartResponse } from './api';
import type { CartItem, CartResponse } from './cart-response';
import { findProduct, listDesignerNames, listProducts } from './catalogue';
import { listCategories } from './categories';
import { escapeHtml } from './html';
import { startDemoHost } from './server';
import type { DemoHost } from './server';

/** The config block as the host serves it: same-origin hosts, and the identity services on the host's origin (no cognito-local here). */
const configBlock = (): string =>
  `<script type="application/json" id="nm-widgets-config">{"brand":"NM","hosts":{"api":"","nav":"","fastly":"","lambda":"","stores":"","recs":"","typeahead":"","guest":"","profile":"","analytics":"","fraud":""},"miniCartApiUrl":"/dt/api/minicart","toggles":{"TYPEAHEAD":true},"abTests":{},"profile":{"countryPreference":"US"},"identity":{"region":"us-west-2","identityPoolId":"us-west-2:11111111-2222-4333-8444-555555555555","identityEndpoint":"${host.url}/cognito-identity/"}}</script>`;
const WIDGET_SCRIPT = '<script src="/static/nm-widgets.js" defer></script>';
const HOSTILE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; require-trusted-types-for 'script'; trusted-types *; report-uri /csp-report";

let host: DemoHost;
let distDir: string;

const url = (path: string): string => `${host.url}${path}`;
const get = (path: string, init?: RequestInit): Promise<Response> => fetch(url(path), init);
const postJson = (path: string, body?: unknown): Promise<Response> =>
  fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

function itemsOf(cart: CartResponse): CartItem[] {
  return cart.shoppingCart.commerceItems.shipments.flatMap((shipment) => shipment.items);
}

function occurrences(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

beforeAll(async () => {
  // A stand-in bundle, so static serving is tested whether or not dist/ is built.
  distDir = mkdtempSync(join(tmpdir(), 'demo-host-dist-'));
  mkdirSync(join(distDir, 'esm'));
  writeFileSync(join(distDir, 'nm-widgets.js'), 'console.log("bundle");\n');
  writeFileSync(join(distDir, 'nm-widgets.css'), ':root { --nm-color-text: #222; }\n');
  writeFileSync(join(distDir, 'esm', 'chunk-abc.js'), 'export const x = 1;\n');
  host = await startDemoHost({ port: 0, distDir });
});

afterAll(async () => {
  await host?.close();
  rmSync(distDir, { recursive: true, force: true });
});

beforeEach(async () => {
  expect((await postJson('/demo/api/reset')).status).toBe(200);
});

describe('pages', () => {
  it('serves the home page with the widget head in order, the header elements and the session cookies', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();

    const head = page.slice(0, page.indexOf('</head>'));
    const positions = [
      head.indexOf('<link rel="stylesheet" href="/static/nm-widgets.css">'),
      head.indexOf('<link rel="stylesheet" href="/site/site.css">'),
      head.indexOf(configBlock()),
      head.indexOf(WIDGET_SCRIPT),
    ];
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    // <nm-header> with its fallback markup (README "The site header"); the standalone elements only with header=standalone.
    const header = page.slice(page.indexOf('<nm-header'), page.indexOf('</nm-header>'));
    expect(header).toContain('<nm-header page-id="HOME">');
    expect(header).toContain('<a class="nm-header-fallback__logo" href="/">');
    expect(header).toContain(
      '<form class="nm-header-fallback__search" role="search" method="get" action="/search.jsp">',
    );
    expect(header).toContain('<input type="search" name="q"');
    expect(header).toContain('<a class="nm-header-fallback__link" href="/login">');
    expect(header).toContain('<a class="nm-header-fallback__link" href="/cart/">');
    expect(page).not.toContain('<nm-search');
    const standalone = await (await get('/?header=standalone')).text();
    const standaloneHeader = standalone.slice(standalone.indexOf('<header'), standalone.indexOf('</header>'));
    expect(standaloneHeader).toContain('<nm-search></nm-search>');
    expect(standaloneHeader).toContain('<nm-minicart show-zero-value></nm-minicart>');
    expect(standalone).not.toContain('<nm-header');
    expect(occurrences(page, 'class="product-card"')).toBe(12);
    expect(page).toContain('<script src="/site/page.js"></script>');

    const cookies = response.headers.getSetCookie();
    const cstmr = cookies.find((cookie) => cookie.startsWith('cstmr='));
    expect(cstmr).toBeDefined();
    const cstmrValue = decodeURIComponent(cstmr!.split(';')[0]!.slice('cstmr='.length));
    expect(JSON.parse(cstmrValue)).toEqual({
      customerId: 'demo-user-1',
      cmdId: 'cmd-1',
      isLoggedin: true,
      isGuest: false,
    });
    expect(cookies.some((cookie) => cookie.startsWith('ucaProfileData='))).toBe(true);
  });

  it('does not reset cookies the browser already has, and ?guest=1 makes a guest', async () => {
    const existing = encodeURIComponent(
      JSON.stringify({ customerId: 'demo-user-1', cmdId: 'cmd-1', isLoggedin: true, isGuest: false }),
    );
    const returning = await get('/?header=standalone', { headers: { cookie: `cstmr=${existing}` } });
    expect(returning.headers.getSetCookie()).toEqual([]);

    const guest = await get('/?guest=1&header=standalone');
    const cstmr = guest.headers.getSetCookie().find((cookie) => cookie.startsWith('cstmr='));
    expect(decodeURIComponent(cstmr ?? '')).toContain('"customerId":"guest-abc"');
    const guestPage = await guest.text();
    expect(guestPage).toContain('data-customer-id="guest-abc"');
    // The visible identity switch in the standalone header, both ways.
    expect(guestPage).toContain('<a class="site-header__identity" href="?signin=1">Sign in as Alexandra</a>');
    expect(await returning.text()).toContain('<a class="site-header__identity" href="?guest=1">Shop as guest</a>');
  });

  it('serves a product page with escaped text, prices and the Add to bag button', async () => {
    const product =
      listProducts().find((p) => p.designerName.includes('&') && p.salePrice !== undefined) ??
      listProducts().find((p) => p.designerName.includes('&'));
    expect(product).toBeDefined();
    const response = await get(product!.canonicalUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain(escapeHtml(product!.designerName));
    expect(page).not.toContain(`>${product!.designerName}<`);
    expect(page).toContain(`data-product-id="${product!.id}"`);
    expect(page).toContain('>Add to bag</button>');
    expect(page).toContain(configBlock());

    const onSale = listProducts().find((p) => p.salePrice !== undefined)!;
    expect(await (await get(onSale.canonicalUrl)).text()).toMatch(/<s class="price__original">/);
  });

  it('answers 404 for an unknown product or category', async () => {
    expect((await get('/p/no-such-thing-prod1', { headers: { accept: 'text/html' } })).status).toBe(404);
    expect((await get('/c/no-such-category')).status).toBe(404);
  });

  it('serves category, bag and checkout pages', async () => {
    const category = await get('/c/shoes');
    expect(category.status).toBe(200);
    expect(occurrences(await category.text(), 'class="product-card"')).toBe(listProducts({ category: 'Shoes' }).length);

    // Today's addresses, and the legacy ones the config's legacyRoutes switch sends shoppers to (header.md §2).
    for (const path of [
      '/cart/',
      '/cart',
      '/checkout/cart.jsp?perCatId=&catqo=&co=true',
      '/checkout/',
      '/checkout',
      '/checkout.jsp',
    ]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(occurrences(await response.text(), 'data-item-id=') + 0).toBeGreaterThanOrEqual(
        path.startsWith('/cart') ? 3 : 0,
      );
    }
    expect(await (await get('/checkout/')).text()).toContain('Total before tax');
    expect(await (await get('/checkout.jsp')).text()).toContain('Total before tax');
  });

  it("serves the favourites page at View Favorites' two addresses (header.md §2)", async () => {
    for (const path of ['/favoriteitems', '/myfavorites/myFavoriteItems.jsp?view=favItems&forOmniLN=1&favin=1']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<h1 class="page-title">Favorites</h1>');
    }
  });

  it('makes /plain the no-JavaScript twin of /with-widgets: the same <nm-header> and fallback markup, no widget asset', async () => {
    const plain = await (await get('/plain')).text();
    const withWidgets = await (await get('/with-widgets')).text();
    expect(plain).not.toContain('nm-widgets');
    expect(plain).not.toContain('demo-signin');
    expect(plain).toContain('<nm-header page-id="HOME">');
    const stripped = withWidgets
      .replace('<link rel="stylesheet" href="/static/nm-widgets.css">\n', '')
      .replace(`${configBlock()}\n`, '')
      .replace(/<div class="promo-bar__session" id="demo-session">[\s\S]*?\n<\/div>/, '')
      .replace('\n<script src="/site/session-demo.js"></script>', '')
      .replace('<nm-abandon-cart-modal page-id="HOME"></nm-abandon-cart-modal>\n', '')
      .replace(`${WIDGET_SCRIPT}\n`, '');
    expect(stripped).toBe(plain);
  });

  it('makes /plain and /with-widgets identical apart from the widgets, with the standalone header', async () => {
    const plain = await (await get('/plain?header=standalone')).text();
    const withWidgets = await (await get('/with-widgets?header=standalone')).text();
    expect(plain).not.toContain('nm-widgets');
    expect(plain).not.toContain('<nm-');
    const stripped = withWidgets
      .replace('<link rel="stylesheet" href="/static/nm-widgets.css">\n', '')
      .replace(`${configBlock()}\n`, '')
      .replace(/<div class="promo-bar__session" id="demo-session">[\s\S]*?\n<\/div>/, '')
      .replace('\n<script src="/site/session-demo.js"></script>', '')
      .replace('<nm-abandon-cart-modal page-id="HOME"></nm-abandon-cart-modal>\n', '')
      .replace(`${WIDGET_SCRIPT}\n`, '')
      .replace('<nm-search></nm-search>', '')
      .replace('<nm-minicart show-zero-value></nm-minicart>', '');
    expect(stripped).toBe(plain);
  });

  it('references no external URL from pages or site assets', async () => {
    for (const path of [
      '/',
      '/plain',
      '/hostile',
      listProducts()[0]!.canonicalUrl,
      '/cart/',
      '/site/site.css',
      '/site/page.js',
      '/site/hostile.css',
      '/site/hostile.js',
      '/site/session-demo.js',
      '/bcn.js',
    ]) {
      expect(await (await get(path)).text(), path).not.toMatch(/(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i);
    }
  });
});

describe('hostile page', () => {
  it('has the strict CSP, the widget script twice and the queue filler before it', async () => {
    const response = await get('/hostile');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(HOSTILE_CSP);
    const page = await response.text();
    expect(occurrences(page, WIDGET_SCRIPT)).toBe(2);
    expect(page.indexOf('<script src="/site/hostile-before.js"></script>')).toBeLessThan(page.indexOf(WIDGET_SCRIPT));
    expect(page.indexOf('<script src="/site/hostile.js" defer></script>')).toBeGreaterThan(
      page.lastIndexOf(WIDGET_SCRIPT),
    );
    expect(page).toContain(configBlock());
    for (const id of ['hostile-banner', 'slot-b', 'deep-target']) expect(page).toContain(`id="${id}"`);
    // The default variant: <nm-header> with its fallback markup; ?header=standalone: the minicart in #slot-a that hostile.js moves.
    expect(page).toContain('<nm-header page-id="HOME">');
    expect(page).toContain('<div class="nm-header-fallback">');
    const standalone = await (await get('/hostile?header=standalone')).text();
    expect(standalone).toMatch(/id="slot-a"><nm-minicart show-zero-value><\/nm-minicart>/);
    expect(standalone).not.toContain('<nm-header');
  });

  it('has no inline script or style for the CSP to block', async () => {
    const page = await (await get('/hostile')).text();
    const scripts = page.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag.includes(' src=') || tag.includes('type="application/json"'), tag).toBe(true);
    expect(page).not.toMatch(/<style\b/);
    expect(page).not.toMatch(/\sstyle=/);
    expect(page).not.toMatch(/\son[a-z]+=/);
  });

  it('ships the hostile assets', async () => {
    expect(await (await get('/site/hostile-before.js')).text()).toContain(
      "(window.minicart = window.minicart || { q: [] }).q.push(['setCount', 3]);",
    );
    const css = await (await get('/site/hostile.css')).text();
    expect(css).toContain('font: 30px serif !important;');
    expect(css).not.toContain('--nm-color-text');
    const script = await (await get('/site/hostile.js')).text();
    expect(script).toContain('window.hostile = { moveMinicart: moveMinicart, dispatchCount: dispatchCount }');
    expect(script).toContain('bubbles: false');
  });

  it('collects CSP reports', async () => {
    await postJson('/demo/api/csp-reports/clear');
    const report = await fetch(url('/csp-report'), {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'violated-directive': 'style-src-elem' } }),
    });
    expect(report.status).toBe(204);
    expect(await (await get('/demo/api/csp-reports')).json()).toEqual([
      { 'csp-report': { 'violated-directive': 'style-src-elem' } },
    ]);
    await postJson('/demo/api/csp-reports/clear');
    expect(await (await get('/demo/api/csp-reports')).json()).toEqual([]);
  });
});

describe('stand-in API', () => {
  it('answers the count as a bare JSON number', async () => {
    const response = await get('/cart/api/count/demo-user-1');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe('3');
    expect(await (await get('/cart/api/count/somebody-new')).json()).toBe(0);
  });

  it('answers getCart in the spec shape, with a marked-down, a pre-order and a drop-ship item', async () => {
    const response = await postJson('/dt/api/getCart/demo-user-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const cart = (await response.json()) as CartResponse;
    expect(cart.shoppingCart.totalQuantity).toBe(3);
    expect(typeof cart.prices.orderTotalWithoutTaxAndShipmentCharge).toBe('number');
    expect(typeof cart.prices.mdseTotalAmt).toBe('number');

    const items = itemsOf(cart);
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item).toMatchObject({
        dt_itemId: expect.any(String),
        productId: expect.stringMatching(/^prod\d+$/),
        skuId: expect.any(String),
        quantity: expect.any(Number),
        itemPrice: expect.any(Number),
        originalPrice: expect.any(Number),
        imageUrl: expect.stringMatching(/^\/img\/products\/prod\d+\.svg$/),
        lastUpdatedTimestamp: expect.any(Number),
        currentSku: { dropShip: expect.any(Boolean), isPerishable: expect.any(Boolean), cmosSkuId: expect.any(String) },
        productDetails: {
          designerName: expect.any(String),
          displayName: expect.any(String),
          retailPrice: expect.any(Number),
          adorned: expect.any(Boolean),
          canonicalUrl: expect.stringMatching(/^\/p\/.+-prod\d+$/),
          finalSale: expect.any(Boolean),
          cmosItem: expect.any(String),
          cmosCatalogId: expect.any(String),
          selectedSku: expect.any(Object),
          pimStyle: expect.any(String),
          backOrder: expect.any(Boolean),
          preOrder: expect.any(Boolean),
        },
      });
    }
    expect(items.some((item) => item.productDetails.adorned && item.itemPrice < item.originalPrice)).toBe(true);
    const preOrder = items.find((item) => item.productDetails.preOrder);
    expect(Date.parse(preOrder?.currentSku.expectedShipDate ?? '')).toBeGreaterThan(Date.now());
    expect(items.some((item) => item.currentSku.dropShip && (item.currentSku.deliveryDays ?? 0) > 0)).toBe(true);
  });

  it('adds to the bag, removes from it and resets', async () => {
    const product = listProducts().find((p) => p.sizes.length > 1 && p.colours.length > 0)!;
    const added = await postJson('/demo/api/cart/demo-user-1/add', {
      productId: product.id,
      quantity: 2,
      sizeName: product.sizes[1],
    });
    expect(added.status).toBe(200);
    const body = (await added.json()) as AddToCartResponse;
    expect(body.count).toBe(5);
    expect(body.cart.shoppingCart.totalQuantity).toBe(5);
    expect(await (await get('/cart/api/count/demo-user-1')).json()).toBe(5);
    const line = itemsOf(body.cart).find((item) => item.productId === product.id)!;
    expect(line.currentSku.sizeName).toBe(product.sizes[1]);

    const removed = await fetch(url(`/oco-cart-items/v3/demo-user-1/cart/item/${line.dt_itemId}?sourceApp=WN`), {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as CartResponse).shoppingCart.totalQuantity).toBe(3);

    const again = await fetch(url(`/oco-cart-items/v3/demo-user-1/cart/item/${line.dt_itemId}?sourceApp=WN`), {
      method: 'DELETE',
    });
    expect(again.status).toBe(404);

    await postJson('/demo/api/cart/demo-user-1/add', { productId: product.id });
    await postJson('/demo/api/reset');
    expect(await (await get('/cart/api/count/demo-user-1')).json()).toBe(3);
  });

  it('rejects bad add-to-bag requests', async () => {
    expect((await postJson('/demo/api/cart/demo-user-1/add', {})).status).toBe(400);
    expect((await postJson('/demo/api/cart/demo-user-1/add', { productId: 'prod1' })).status).toBe(404);
    expect(
      (await postJson('/demo/api/cart/demo-user-1/add', { productId: listProducts()[0]!.id, quantity: 0 })).status,
    ).toBe(400);
  });

  it('keeps carts per user', async () => {
    // The guest's bag is seeded too (every note and discount type between the two bags).
    const before = (await (await get('/cart/api/count/guest-abc')).json()) as number;
    await postJson('/demo/api/cart/guest-abc/add', { productId: listProducts()[5]!.id });
    expect(await (await get('/cart/api/count/guest-abc')).json()).toBe(before + 1);
    expect(await (await get('/cart/api/count/demo-user-1')).json()).toBe(3);
  });

  it('delays a call by ?latency=ms', async () => {
    const started = performance.now();
    await get('/cart/api/count/demo-user-1?latency=300');
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });
});

describe('catalogue', () => {
  it('has at least 160 products from at least 20 designers, with every flag represented', () => {
    const products = listProducts();
    expect(products.length).toBeGreaterThanOrEqual(160);
    expect(listDesignerNames().length).toBeGreaterThanOrEqual(20);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    for (const product of products) {
      expect(product.id).toMatch(/^prod\d+$/);
      expect(product.canonicalUrl).toBe(`/p/${product.slug}-${product.id}`);
      expect(product.imageUrl).toBe(`/img/products/${product.id}.svg`);
      expect(findProduct(product.id)).toBe(product);
    }
    const has = (predicate: (p: (typeof products)[number]) => boolean): boolean => products.some(predicate);
    expect(
      has(
        (p) =>
          p.salePrice !== undefined &&
          p.priceAdornments?.[0]?.label === 'Original' &&
          p.priceAdornments[1]?.label === 'Now',
      ),
    ).toBe(true);
    expect(has((p) => p.percentOff !== undefined)).toBe(true);
    expect(has((p) => p.dollarOff !== undefined)).toBe(true);
    expect(has((p) => p.preOrder)).toBe(true);
    expect(has((p) => p.backOrder)).toBe(true);
    expect(has((p) => p.dropShip && (p.deliveryDays ?? 0) > 0)).toBe(true);
    expect(has((p) => p.dropShip && p.deliveryDays === 0)).toBe(true);
    expect(has((p) => p.perishable)).toBe(true);
    expect(has((p) => p.finalSale)).toBe(true);
    expect(has((p) => p.monogrammable)).toBe(true);
    expect(has((p) => p.replenishmentInterval !== undefined)).toBe(true);
    expect(has((p) => p.colours.some((c) => c.colorKey === undefined))).toBe(true);
    expect(new Set(products.map((p) => p.gender))).toEqual(new Set(['W', 'M', 'U']));
  });
});

describe('static files and images', () => {
  it('serves the bundle as text/javascript, its chunks and its stylesheet', async () => {
    const bundle = await get('/static/nm-widgets.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await get('/static/esm/chunk-abc.js')).headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await get('/static/nm-widgets.css')).headers.get('content-type')).toMatch(/^text\/css/);
    expect((await get('/site/page.js')).headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await get('/static/missing.js')).status).toBe(404);
  });

  it('serves script-free SVG product images and the no-image picture', async () => {
    for (const product of listProducts().slice(0, 40)) {
      const response = await get(product.imageUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg).toContain('<svg');
      expect(svg.toLowerCase()).not.toContain('<script');
      expect(svg).not.toMatch(/\son[a-z]+=/i);
    }
    const noImage = await get('/img/no-image.svg');
    expect(noImage.headers.get('content-type')).toBe('image/svg+xml');
    expect((await noImage.text()).toLowerCase()).not.toContain('<script');
    expect((await get('/img/products/prod1.svg')).status).toBe(404);
  });
});

describe('<nm-header> on every page', () => {
  const pageIdOf = async (path: string, init?: RequestInit) =>
    /<nm-header page-id="([A-Z]+)"/.exec(await (await get(path, init)).text())?.[1];

  it('tells the header which page it is on', async () => {
    const product = listProducts()[0]!;
    const expected: Array<[string, string]> = [
      ['/', 'HOME'],
      ['/with-widgets', 'HOME'],
      ['/c/shoes', 'PLP'],
      [product.canonicalUrl, 'PDP'],
      ['/s/?q=bag', 'SRP'],
      ['/cart/', 'CART'],
      ['/cart', 'CART'],
      ['/checkout/', 'CHECKOUT'],
      ['/login', 'HOME'],
      ['/hostile', 'HOME'],
      ['/checkout/cart.jsp?perCatId=&catqo=&co=true', 'CART'],
      ['/checkout.jsp', 'CHECKOUT'],
      ['/assistance', 'NMASSISTANCE'],
      ['/stores', 'STORES'],
    ];
    for (const [path, id] of expected) expect(await pageIdOf(path), path).toBe(id);
    expect(await pageIdOf('/no-such-page', { headers: { accept: 'text/html' } })).toBe('HOME');
  });

  it("slots the category links into the header's navigation (a list, not a nav); the standalone header keeps its own nav", async () => {
    for (const path of ['/', '/c/shoes', '/s/?q=bag', '/hostile', '/assistance']) {
      const page = await (await get(path)).text();
      const header = /<nm-header[^>]*>([\s\S]*?)<\/nm-header>/.exec(page)![1]!;
      expect(header, path).toContain('<ul slot="navigation" class="site-nav site-nav--slotted">');
      expect(occurrences(header, '<li class="site-nav__item'), path).toBe(listCategories().length);
      expect(page, path).not.toContain('<nav class="site-nav"');
    }
    const standalone = await (await get('/?header=standalone')).text();
    expect(standalone).toContain('<nav class="site-nav" aria-label="Main">');
    expect(standalone).not.toContain('slot="navigation"');
  });

  it('reaches the HC brand by host name (hc.localhost) or ?brand=HC, the fallback logo following it', async () => {
    const configBrand = (markup: string) =>
      (JSON.parse(/id="nm-widgets-config">([^<]*)</.exec(markup)![1]!) as { brand: string }).brand;
    // fetch() may not set Host; node:http may.
    const hc = await new Promise<string>((done, fail) => {
      request(url('/'), { headers: { host: `hc.localhost:${host.port}` } }, (response) => {
        let body = '';
        response
          .setEncoding('utf8')
          .on('data', (chunk: string) => {
            body += chunk;
          })
          .on('end', () => done(body));
      })
        .on('error', fail)
        .end();
    });
    expect(configBrand(hc)).toBe('HC');
    expect(hc).toContain('<a class="nm-header-fallback__logo" href="/">Harrow &amp; Cole</a>');
    expect(configBrand(await (await get('/?brand=HC')).text())).toBe('HC');
    expect(configBrand(await (await get('/?brand=hc')).text())).toBe('HC');
    expect(configBrand(await (await get('/?brand=XX')).text())).toBe('NM');
    expect(configBrand(await (await get('/')).text())).toBe('NM');
  });

  it("serves the header's notification stand-ins (header-api.ts), bearer required, under the fault switch", async () => {
    expect((await get('/promotions/v1/profiles/uca-alexandra/special-offers/cached')).status).toBe(401);
    expect((await get('/customer-data/v1/p1/giv-cards', { headers: { 'x-nmg-card-class': 'PROMO' } })).status).toBe(
      401,
    );
    expect(
      (
        await get('/promotions/v1/profiles/uca-alexandra/special-offers/cached', {
          headers: { cookie: 'demo_faults=offers:fail' },
        })
      ).status,
    ).toBe(500);
    expect(
      (await get('/customer-data/v1/p1/giv-cards', { headers: { cookie: 'demo_faults=giftCards:fail' } })).status,
    ).toBe(500);
  });

  it('/login is the demo sign-in form, open, going on to a same-site navpath only', async () => {
    const login = await get('/login?navpath=%2Faccount%3Fview%3Dhistory');
    expect(login.status).toBe(200);
    const page = await login.text();
    expect(occurrences(page, 'id="demo-signin-form"')).toBe(1);
    expect(page).toContain('<details class="demo-signin" id="demo-signin" open>');
    expect(page).toContain('data-next="/account?view=history"');
    expect(page).toContain('<script src="/site/session-demo.js"></script>');
    for (const bad of ['//evil.example/x', '/\\evil', 'https://evil.example/', 'javascript:alert(1)']) {
      expect(await (await get(`/login?navpath=${encodeURIComponent(bad)}`)).text(), bad).not.toContain('data-next');
    }
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('the demo sign-in form', () => {
  it('the sign-in page and every standalone-widgets page have the form, the sign-out link, a status line and its script; <nm-header> pages and /plain have none', async () => {
    for (const path of ['/login', '/?header=standalone', '/hostile?header=standalone', '/cart/?header=standalone']) {
      const page = await (await get(path)).text();
      expect(page, path).toMatch(
        /<form class="demo-signin__form" id="demo-signin-form" method="post" action="\/demo\/sign-in"( data-next="[^"]*")?>/,
      );
      expect(page, path).toContain(
        '<input id="demo-signin-email" name="email" type="email" autocomplete="username" required>',
      );
      expect(page, path).toContain(
        '<input id="demo-signin-password" name="password" type="password" autocomplete="current-password" required>',
      );
      expect(page, path).toContain('<a class="demo-signout" id="demo-signout" href="?guest=1">Sign out</a>');
      expect(page, path).toContain('<span class="demo-session-status" id="demo-session-status" role="status"></span>');
      expect(page, path).toContain('<script src="/site/session-demo.js"></script>');
    }
    // The standalone header's legacy greeting, which session-demo.js keeps in step.
    expect(await (await get('/?header=standalone')).text()).toContain('<span id="site-greeting">');
    // The header's account area signs in and out on its pages.
    for (const path of ['/', '/hostile', '/cart/'])
      expect(await (await get(path)).text(), path).not.toContain('demo-signin');
    const plain = await (await get('/plain')).text();
    expect(plain).not.toContain('demo-signin');
    expect(plain).not.toContain('session-demo.js');
  });

  it('serves the form script as text/javascript; it calls only the page bridge and has no inline-handler tricks', async () => {
    const response = await get('/site/session-demo.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await response.text();
    expect(script).toContain('session.signIn(email, password)');
    expect(script).toContain('session.signOut()');
    expect(script).toContain("document.addEventListener('nm:session-changed'");
    expect(script).not.toMatch(
      /innerHTML|eval\(|new Function|setAttribute\('on|fetch\(|XMLHttpRequest|localStorage|console\./,
    );
  });
});
