// @vitest-environment node
// The navigation stand-in (header.md §3, §7) through the whole demo
// host's inject (no port): the answer's shape, the two menus, the designers,
// the global-assets header, the pages every link reaches, and the fault switch.

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDesignerNames } from './catalogue';
import { listCategories } from './categories';
import type { NavCategory } from './navigation-data';
import { navigationPage } from './navigation-api';
import { buildDemoHost } from './server';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildDemoHost();
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const DESKTOP = '/navigation/v2/silos/NM/US/desktop';
const MOBILE = '/navigation/v2/silos/NM/US/mobile';
const WITH_ASSETS = { 'global-assets': 'true' };

async function silos(url: string, headers: Record<string, string> = WITH_ASSETS): Promise<NavCategory[]> {
  const answer = await app.inject({ url, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ silos: NavCategory[] }>().silos;
}

function everyNode(nodes: readonly NavCategory[]): NavCategory[] {
  return nodes.flatMap((node) => [node, ...everyNode(node.categories)]);
}

const WOMEN_SILOS = [
  'New & Now',
  'Designers',
  'Clothing',
  'Shoes',
  'Handbags',
  'Jewelry & Accessories',
  'Beauty',
  'Kids',
  'Home',
  'Gifts',
  'Magazine',
  'Sale',
];
const MEN_SILOS = [
  'New & Now',
  'Designers',
  'Clothing',
  'Shoes',
  'Accessories',
  'Watches & Jewelry',
  'Cologne & Grooming',
  'Kids',
  'Home',
  'Gifts',
  'Magazine',
  'Sale',
];

describe('GET /navigation/v2/silos/NM/US/{desktop,mobile}: the answer (header.md §3 "Navigation silo")', () => {
  it.each([
    ['W', WOMEN_SILOS],
    ['M', MEN_SILOS],
  ] as const)("gender %s: 12 silos in the menu's order", async (gender, names) => {
    const menu = await silos(`${DESKTOP}?gender=${gender}`);
    expect(menu.map((silo) => silo.name)).toEqual(names);
  });

  it('every node of both menus and both devices has every field, with its type, and nothing else', async () => {
    for (const url of [DESKTOP, `${DESKTOP}?gender=M`, MOBILE, `${MOBILE}?gender=M`]) {
      for (const node of everyNode(await silos(url))) {
        expect(Object.keys(node).sort()).toEqual([
          'attributes',
          'categories',
          'catmanId',
          'children',
          'id',
          'level',
          'name',
          'url',
        ]);
        expect(node).toMatchObject({
          name: expect.any(String),
          url: expect.any(String),
          id: expect.stringMatching(/^cat\d+$/),
          catmanId: node.id,
          level: expect.any(Number),
        });
        expect(node.name).not.toBe('');
        expect(node.children).toBe(node.categories.length);
        const a = node.attributes;
        expect(Object.keys(a).sort()).toEqual([
          'boutiqueTextAdornments',
          'cms',
          'flgColumnBreak',
          'promoPath',
          'redTextFlag',
          'tags',
          'textAdornment',
        ]);
        expect([
          typeof a.redTextFlag,
          typeof a.textAdornment,
          typeof a.flgColumnBreak,
          typeof a.boutiqueTextAdornments,
          typeof a.promoPath,
        ]).toEqual(['boolean', 'string', 'boolean', 'string', 'string']);
        expect(a.tags.every((tag) => typeof tag === 'string')).toBe(true);
        for (const promo of a.cms) {
          expect(promo).toEqual({
            headline: expect.any(String),
            text: expect.any(String),
            linkText: expect.any(String),
            url: expect.stringMatching(/^\/c\//),
            image: { src: expect.stringMatching(/^\/img\//), alt: expect.any(String), width: 400, height: 500 },
          });
        }
        expect(a.promoPath).toBe(a.cms[0]?.image.src ?? '');
      }
    }
  });

  it("three levels: silo 0, group 1, category 2, every silo with groups and every group with categories but the designers' featured houses", async () => {
    for (const gender of ['W', 'M']) {
      const menu = await silos(`${DESKTOP}?gender=${gender}`);
      for (const silo of menu) {
        expect(silo.level).toBe(0);
        expect(silo.categories.length, silo.name).toBeGreaterThan(0);
        for (const group of silo.categories) {
          expect(group.level).toBe(1);
          expect(group.categories.length, `${silo.name} / ${group.name}`).toBeGreaterThan(0);
          for (const category of group.categories) {
            expect(category.level).toBe(2);
            expect(category.categories).toEqual([]);
          }
        }
      }
    }
  });

  it('urls are /c/{slug}-{categoryId}?navpath=cat000000_{ancestors}_{id}; ids are unique within a menu', async () => {
    for (const gender of ['W', 'M']) {
      const menu = await silos(`${DESKTOP}?gender=${gender}`);
      const check = (node: NavCategory, path: string): void => {
        const navpath = `${path}_${node.id}`;
        expect(node.url).toMatch(new RegExp(`^/c/[a-z0-9]+(?:-[a-z0-9]+)*-${node.id}\\?navpath=${navpath}$`));
        node.categories.forEach((child) => check(child, navpath));
      };
      menu.forEach((silo) => check(silo, 'cat000000'));
      // A designer is listed twice (A-Z and featured) with one id; every other id is once.
      const ids = everyNode(menu)
        .filter((node) => !node.attributes.tags.includes('designer'))
        .map((node) => node.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("the drawers' looks: column breaks, red text, text adornments, boutiques and promo content in both menus", async () => {
    for (const gender of ['W', 'M']) {
      const nodes = everyNode(await silos(`${DESKTOP}?gender=${gender}`));
      expect(nodes.filter((node) => node.attributes.flgColumnBreak).length).toBeGreaterThanOrEqual(10);
      expect(nodes.filter((node) => node.attributes.redTextFlag).map((node) => node.name)).toContain('Sale');
      expect(nodes.filter((node) => node.attributes.textAdornment !== '').length).toBeGreaterThanOrEqual(5);
      expect(nodes.filter((node) => node.attributes.boutiqueTextAdornments !== '').length).toBeGreaterThanOrEqual(2);
      const withPromos = nodes.filter((node) => node.attributes.cms.length > 0);
      expect(withPromos.length).toBeGreaterThanOrEqual(10);
      expect(withPromos.every((node) => node.level === 0)).toBe(true);
    }
  });

  it('the promo pictures are served by the demo host', async () => {
    const sources = new Set(
      everyNode(await silos(DESKTOP)).flatMap((node) => node.attributes.cms.map((promo) => promo.image.src)),
    );
    for (const src of sources) {
      const picture = await app.inject({ url: src });
      expect(picture.statusCode, src).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('the mobile answer is the desktop tree', async () => {
    expect(await silos(`${MOBILE}?gender=M`)).toEqual(await silos(`${DESKTOP}?gender=M`));
  });
});

describe('the designers silo, cat000730 (header.md §2, §9)', () => {
  it.each(['W', 'M'])(
    "gender %s: 150+ designers across every letter A to Z, the catalogue's among them, at /c/designers-{name}-cat{id}",
    async (gender) => {
      const designers = (await silos(`${DESKTOP}?gender=${gender}`)).find((silo) => silo.id === 'cat000730')!;
      expect(designers.url).toBe('/c/designers-cat000730?navpath=cat000000_cat000730');
      expect(designers.categories.map((group) => group.name)).toEqual([
        'Designers A-Z',
        'Designers by Category',
        'Featured Designers',
      ]);
      const aToZ = designers.categories[0]!.categories;
      expect(aToZ.length).toBeGreaterThanOrEqual(150);
      const letters = new Set(aToZ.map((d) => d.name.normalize('NFD').charAt(0).toUpperCase()));
      expect([...letters].sort().join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
      expect(aToZ.map((d) => d.name)).toEqual(expect.arrayContaining(listDesignerNames()));
      for (const designer of aToZ)
        expect(designer.url).toMatch(/^\/c\/designers-[a-z0-9-]+-cat\d+\?navpath=cat000000_cat000730_cat\d+_cat\d+$/);
      expect(designers.categories[2]!.categories).toHaveLength(gender === 'W' ? 16 : 17);
    },
  );
});

describe('the gender query, the global-assets header and the extra parameter', () => {
  it('W (the default) and M are two trees: Clothing, Shoes and New & Now differ, the shared silos keep their ids', async () => {
    const women = await silos(DESKTOP);
    expect(await silos(`${DESKTOP}?gender=w`)).toEqual(women);
    const men = await silos(`${DESKTOP}?gender=M`);
    const idOf = (menu: NavCategory[], name: string) => menu.find((silo) => silo.name === name)!.id;
    for (const name of ['New & Now', 'Clothing', 'Shoes']) expect(idOf(women, name)).not.toBe(idOf(men, name));
    for (const name of ['Designers', 'Kids', 'Home', 'Gifts', 'Magazine', 'Sale'])
      expect(idOf(women, name)).toBe(idOf(men, name));
    expect(women.find((silo) => silo.name === 'Clothing')!.url).toBe(
      '/c/womens-clothing-cat58290731?navpath=cat000000_cat58290731',
    );
    const answer = await app.inject({ url: `${DESKTOP}?gender=M`, headers: WITH_ASSETS });
    expect(answer.headers['x-nav-gender']).toBe('M');
  });

  it('another gender is a 400; another brand, country or device a 404', async () => {
    expect((await app.inject({ url: `${DESKTOP}?gender=X`, headers: WITH_ASSETS })).statusCode).toBe(400);
    for (const url of [
      '/navigation/v2/silos/HC/US/desktop',
      '/navigation/v2/silos/NM/CA/desktop',
      '/navigation/v2/silos/NM/US/tablet',
    ]) {
      expect((await app.inject({ url, headers: WITH_ASSETS })).statusCode, url).toBe(404);
    }
  });

  it('global-assets: true gives the promo content, false none; missing or anything else is a 400 naming the header; the value is echoed', async () => {
    const withAssets = await app.inject({ url: DESKTOP, headers: { 'global-assets': 'TRUE' } });
    expect(withAssets.headers['global-assets']).toBe('true');
    const without = await app.inject({ url: DESKTOP, headers: { 'global-assets': 'false' } });
    expect(without.statusCode).toBe(200);
    expect(without.headers['global-assets']).toBe('false');
    const plain = everyNode(without.json<{ silos: NavCategory[] }>().silos);
    expect(plain.every((node) => node.attributes.cms.length === 0 && node.attributes.promoPath === '')).toBe(true);
    // The same tree otherwise.
    const stripped = (nodes: NavCategory[]) =>
      everyNode(nodes).map((node) => [node.id, node.url, node.attributes.tags, node.attributes.flgColumnBreak]);
    expect(stripped(without.json<{ silos: NavCategory[] }>().silos)).toEqual(
      stripped(withAssets.json<{ silos: NavCategory[] }>().silos),
    );
    for (const headers of [{}, { 'global-assets': 'yes' }]) {
      const refused = await app.inject({ url: DESKTOP, headers });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain('global-assets');
    }
  });

  it("any other query parameter (the spec's unnamed extra parameter) is accepted and echoed in x-nav-extra", async () => {
    const answer = await app.inject({ url: `${MOBILE}?gender=W&abTest=navB&v=7`, headers: WITH_ASSETS });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-nav-extra']).toBe('abTest=navB&v=7');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: DESKTOP, headers: WITH_ASSETS })).headers['x-nav-extra']).toBeUndefined();
  });
});

describe('the pages the links reach', () => {
  const page = async (url: string) => app.inject({ url, headers: { accept: 'text/html' } });
  const h1 = (body: string) => /<h1 class="page-title">([^<]*)<\/h1>/.exec(body)?.[1];

  it("every url of both menus is a 200 page titled with the category's name", async () => {
    const urls = new Map<string, string>();
    for (const gender of ['W', 'M']) {
      for (const node of everyNode(await silos(`${DESKTOP}?gender=${gender}`))) {
        urls.set(node.url, node.name);
        for (const promo of node.attributes.cms) urls.set(promo.url, '');
      }
    }
    expect(urls.size).toBeGreaterThan(400);
    for (const [url, name] of urls) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toContain('text/html');
      if (name) expect(h1(answer.body), url).toBe(name.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    }
  });

  it('a category lists its products from the catalogue, with its categories as links and a breadcrumb', async () => {
    const men = await silos(`${DESKTOP}?gender=M`);
    const suits = everyNode(men).find((node) => node.name === 'Suits')!;
    const body = (await page(suits.url)).body;
    expect(body).toContain(
      '<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a> / <a href="/c/mens-clothing-cat14120830?navpath=cat000000_cat14120830">Clothing</a>',
    );
    expect(body).toContain('Wool Two-Button Suit');
    const clothing = (await page(men.find((silo) => silo.name === 'Clothing')!.url)).body;
    expect(clothing).toContain(`<a href="${suits.url.replace(/&/g, '&amp;')}">Suits</a>`);
    expect(clothing).not.toContain('Silk Midi Dress');
  });

  it("a designer's page lists the house's products; a house without products, and an empty category, say so", async () => {
    const designers = (await silos(DESKTOP)).find((silo) => silo.id === 'cat000730')!.categories[0]!.categories;
    const verlaine = (await page(designers.find((d) => d.name === 'Maison Verlaine')!.url)).body;
    expect(verlaine).toContain('class="product-grid"');
    expect(verlaine).toContain('<span class="product-card__designer">Maison Verlaine</span>');
    expect(verlaine).not.toContain('<span class="product-card__designer">Aldo Castellani</span>');
    const quilla = (await page(designers.find((d) => d.name === 'Quilla Morrow')!.url)).body;
    expect(quilla).toContain('Nothing from Quilla Morrow is in stock right now');
    expect(quilla).not.toContain('class="product-grid"');
    const stories = (await page('/c/magazine-cat64990741')).body;
    expect(stories).toContain('class="empty-state"');
  });

  it('the designers A To Z page (/c/designers-cat000730?{token}) lists every house under its letter', async () => {
    const whole = (await page('/c/designers-cat000730?a1b2c3')).body;
    const body = whole.slice(whole.indexOf('<section class="designer-index"'));
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
      expect(body).toContain(`<h2 class="designer-index__letter" id="designers-${letter}">${letter}</h2>`);
    expect(body).toContain('>Élodie Marchand-Vey</a>');
    expect(body.indexOf('id="designers-E"')).toBeLessThan(body.indexOf('Élodie'));
    expect(body.indexOf('Élodie')).toBeLessThan(body.indexOf('id="designers-F"'));
  });

  it("the navigation widget's fallback links reach the same pages: pages are found by the id, whatever the slug", async () => {
    for (const url of [
      '/c/new-now-cat58290725?navpath=cat000000_cat58290725',
      '/c/clothing-cat14120830',
      '/c/cologne-grooming-cat14120839',
      '/c/sale-cat43810733',
      '/c/designers-maison-orl-vie-cat71210021',
    ]) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
    expect((await page('/c/designers-nobody-cat71219999')).statusCode).toBe(404);
    expect(navigationPage('no-such-thing')).toBeUndefined();
  });
});

// The catalogue's own categories keep their ids in the menu (their existing pages answer them).
it("the demo's NM categories are the women's silos of the same ids", async () => {
  const ids = new Set(everyNode(await silos(DESKTOP)).map((node) => node.id));
  for (const category of listCategories()) expect(ids.has(category.id), category.name).toBe(true);
});

describe("the fault switch names the call 'navigation' (desktop and mobile)", () => {
  const withFault = (mode: string, url = DESKTOP) =>
    app.inject({ url, headers: { ...WITH_ASSETS, cookie: `demo_faults=navigation:${mode}` } });

  it('fail: a 500; malformed: an HTML error page; non-object: "OK"', async () => {
    expect((await withFault('fail')).statusCode).toBe(500);
    expect((await withFault('fail', `${MOBILE}?gender=M`)).statusCode).toBe(500);
    const malformed = await withFault('malformed');
    expect(malformed.statusCode).toBe(200);
    expect(malformed.headers['content-type']).toContain('text/html');
    expect(malformed.body).toContain('Oops');
    expect((await withFault('non-object')).json()).toBe('OK');
  });

  it('502once: one 502, then the menu', async () => {
    const first = await withFault('502once', `${DESKTOP}?gender=M`);
    expect(first.statusCode).toBe(502);
    expect((await withFault('502once', `${DESKTOP}?gender=M`)).statusCode).toBe(200);
  });

  it('server-wide through /demo/api/faults, and on the demo panel like the others', async () => {
    await app.inject({ method: 'POST', url: '/demo/api/faults', payload: { navigation: 'fail' } });
    try {
      expect((await app.inject({ url: MOBILE, headers: WITH_ASSETS })).statusCode).toBe(500);
    } finally {
      await app.inject({ method: 'DELETE', url: '/demo/api/faults' });
    }
    expect((await app.inject({ url: MOBILE, headers: WITH_ASSETS })).statusCode).toBe(200);
    const panel = (await app.inject({ url: '/demo/', headers: { accept: 'text/html' } })).body;
    expect(panel).toContain('<select id="fault-navigation" name="fault.navigation">');
    expect(panel).toContain('GET /navigation/v2/silos/NM/US/{desktop|mobile}');
  });
});
