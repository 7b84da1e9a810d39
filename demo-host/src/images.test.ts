// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProducts } from './catalogue';
import type { Product } from './catalogue';
import { drawingFor, imageSizeFor } from './images';
import { buildDemoHost } from './server';

const named = (displayName: string, category: Product['category'] = 'Gifts', gender: Product['gender'] = 'U') => ({
  displayName,
  category,
  gender,
});

describe('product art follows the product type, not only its category', () => {
  it.each([
    ['Silk Twill Scarf', 'Jewelry & Accessories', 'silkScarf'],
    ['Cashmere Scarf', 'Jewelry & Accessories', 'scarf'],
    ['Petite Pavé Diamond Ring', 'Jewelry & Accessories', 'ring'],
    ['Pearl Drop Earrings', 'Jewelry & Accessories', 'earrings'],
    ['Enamel Cufflinks', 'Jewelry & Accessories', 'cufflinks'],
    ['Cuff Bracelet', 'Jewelry & Accessories', 'cuff'],
    ['Hand-Finished Scented Candle', 'Home', 'candle'],
    ['Beeswax Taper Candles, Set of 6', 'Decor', 'tapers'],
    ['Hand-Painted Salad Plates, Set of 4', 'Tabletop', 'paintedPlate'],
    ['Crystal Wine Glasses, Set of 2', 'Tabletop', 'wineGlasses'],
    ['Cotton Oxford Shirt', 'Clothing', 'shirt'],
    ['Cap-Toe Oxfords', 'Shoes', 'oxford'],
    ['Belted Silk Midi Dress', 'Clothing', 'dress'],
    ['Leather Reversible Belt', 'Jewelry & Accessories', 'belt'],
    ['Quilted Leather Shoulder Bag', 'Handbags', 'shoulderBag'],
    ['Quilted Coverlet', 'Bedding', 'quilt'],
  ] as const)('%s (%s) is drawn as %s', (name, category, drawing) => {
    expect(drawingFor(named(name, category))).toBe(drawing);
  });

  it('falls back to the category when the name says nothing it knows', () => {
    expect(drawingFor(named('Mystery Object', 'Tabletop'))).toBe('plate');
    expect(drawingFor(named('Mystery Object', 'Clothing', 'M'))).toBe('jacket');
  });

  it('gives every category several drawings across the catalogue', () => {
    const byCategory = new Map<string, Set<string>>();
    for (const product of listProducts()) {
      const drawings = byCategory.get(product.category) ?? new Set();
      drawings.add(drawingFor(product));
      byCategory.set(product.category, drawings);
    }
    for (const [category, drawings] of byCategory) expect(drawings.size, category).toBeGreaterThanOrEqual(4);
  });
});

describe('the image URL rule: ?wid= sizes the SVG at 4:5', () => {
  it.each([
    ['420', 420, 525],
    ['600', 600, 750],
    ['790', 790, 988],
    ['630', 630, 788],
    ['1580', 1580, 1975],
    ['1', 1, 1],
    ['2000', 2000, 2500],
  ])('wid=%s → %i x %i', (wid, width, height) => {
    expect(imageSizeFor(wid)).toEqual({ width, height });
  });

  it.each([undefined, '', '0', '-5', '2001', '99999', '420.5', '4e2', '0420', ' 420', 'abc', ['420', '600']])(
    "ignores wid=%j (the drawing's own 400 x 500)",
    (wid) => {
      expect(imageSizeFor(wid)).toEqual({ width: 400, height: 500 });
    },
  );

  let app: FastifyInstance;
  const product = listProducts()[0]!;
  beforeAll(async () => {
    app = await buildDemoHost();
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the sized SVG with a day of public caching, the same drawing at every width', async () => {
    const sized = await app.inject({ url: `${product.imageUrl}?wid=600` });
    expect(sized.statusCode).toBe(200);
    expect(sized.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(sized.headers['cache-control']).toBe('public, max-age=86400');
    expect(sized.body).toContain('viewBox="0 0 400 500" width="600" height="750"');
    const plain = await app.inject({ url: product.imageUrl });
    expect(plain.body).toContain('viewBox="0 0 400 500" width="400" height="500"');
    expect(plain.body.replace('width="400" height="500"', '')).toBe(sized.body.replace('width="600" height="750"', ''));
    expect((await app.inject({ url: `${product.imageUrl}?wid=nope` })).body).toBe(plain.body);
  });

  it('sizes the placeholder too, and never caches a missing product', async () => {
    expect((await app.inject({ url: '/img/no-image.svg?wid=420' })).body).toContain('width="420" height="525"');
    const missing = await app.inject({ url: '/img/products/prod000000000.svg?wid=420' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
