import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildDemoHost } from './server';
import { listDesignerNames } from './catalogue';

/** The demo search services: the spec's payload over the seeded catalogue. */
describe('demo search services', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildDemoHost();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the type-ahead with header.md §3 payload: suggestions, rid, serverQuery, narrowedWithin, products', async () => {
    const designer = listDesignerNames()[0]!;
    const response = await app.inject({
      url: `/typeahead/v1/suggest?term=${encodeURIComponent(designer.slice(0, 5))}&gender=W`,
    });
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['narrowedWithin', 'products', 'rid', 'serverQuery', 'suggestions']);
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(10);
    expect(body.suggestions[0].parameters.query).toBe(designer.toLowerCase());
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products[0]).toMatchObject({
      url: expect.stringMatching(/^\/p\//),
      brand: designer,
      onePrice: expect.any(Boolean),
    });
  });

  it('matches fuzzily (a typo) and by category', async () => {
    const typo = (await app.inject({ url: '/typeahead/v1/suggest?term=handbgs' })).json();
    expect(typo.suggestions.map((s: { parameters: { query: string } }) => s.parameters.query)).toContain('handbags');
  });

  it('answers the HC auto-suggest with a list of strings', async () => {
    const body = (await app.inject({ url: '/auto-suggest-svc/v2/suggest?brand=HC&term=bed' })).json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toContain('bedding');
  });

  it('delays the next calls as planned, for stale-answer tests', async () => {
    await app.inject({ method: 'POST', url: '/demo/api/search/latency', payload: { next: [300] } });
    const started = Date.now();
    await app.inject({ url: '/typeahead/v1/suggest?term=a' });
    const slow = Date.now() - started;
    const again = Date.now();
    await app.inject({ url: '/typeahead/v1/suggest?term=a' });
    expect(slow).toBeGreaterThanOrEqual(290);
    expect(Date.now() - again).toBeLessThan(slow);
  });

  it('/s/ lists matches and keeps the query string it was reached with, hidden, for the end-to-end test', async () => {
    const page = (
      await app.inject({ url: '/s/?from=brSearch&q=handbags&l=handbags', headers: { accept: 'text/html' } })
    ).body;
    expect(page).toContain(
      '<data hidden data-testid="query-string" value="from=brSearch&amp;q=handbags&amp;l=handbags">?from=brSearch&amp;q=handbags&amp;l=handbags</data>',
    );
    expect(page).toContain('class="product-card"');
  });
});
