// @vitest-environment node
// The search results page (/s/ and the older /search.jsp): the term stays in
// the box, the matches are a storefront's results grid, not a debug dump.

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPrice, findProductByPathSegment } from './catalogue';
import { searchProducts } from './search-index';
import { buildDemoHost } from './server';
import { SEARCH_PAGE_SIZE } from './templates/search-results';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildDemoHost({ distDir: '/nonexistent' });
});
afterAll(async () => {
  await app.close();
});

const page = async (url: string, cookie?: string) =>
  (await app.inject({ url, headers: { accept: 'text/html', ...(cookie && { cookie }) } })).body;
const cardSlugs = (markup: string) =>
  [...markup.matchAll(/class="product-card__link" href="\/p\/([^"]+)"/g)].map((m) => m[1]!);

describe('the search results page', () => {
  it('puts the term in the header (<nm-header search-value>, its fallback box) and the title', async () => {
    const markup = await page('/s/?from=brSearch&q=silk+scarf&l=silk+scarf');
    expect(markup).toContain('<nm-header page-id="SRP" search-value="silk scarf">');
    expect(markup).toContain(
      '<input type="search" name="q" aria-label="Search" placeholder="Search" value="silk scarf">',
    );
    expect(markup).toContain('<h1 class="page-title">&ldquo;silk scarf&rdquo;</h1>');
    expect(markup).toContain('<title>silk scarf: search results | ');
    expect(await page('/s/?q=%22%3E%3Cscript%3E')).toContain(
      '<nm-header page-id="SRP" search-value="&quot;&gt;&lt;script&gt;">',
    );
  });

  it('standalone header: the term in <nm-search value>', async () => {
    expect(await page('/s/?q=silk+scarf&header=standalone')).toContain('<nm-search value="silk scarf"></nm-search>');
    expect(await page('/s/?q=%22%3E%3Cscript%3E&header=standalone')).toContain(
      '<nm-search value="&quot;&gt;&lt;script&gt;"></nm-search>',
    );
    expect(await page('/?header=standalone')).toContain('<nm-search></nm-search>');
  });

  it("/search.jsp, the fallback form's action, redirects to /s/ with the same query", async () => {
    const response = await app.inject({ url: '/search.jsp?q=silk%20scarf&x=1' });
    expect([response.statusCode, response.headers.location]).toEqual([302, '/s/?q=silk%20scarf&x=1']);
    expect((await app.inject({ url: '/search.jsp' })).headers.location).toBe('/s/');
  });

  it('shows a results grid with a count, filters and sort, and no visible query-string dump', async () => {
    const markup = await page('/s/?from=brSearch&q=leather&src=suggest');
    const matches = searchProducts('leather', { brand: 'NM' });
    expect(markup).toContain(`${matches.length} results</p>`);
    expect(markup).not.toContain('Reached with');
    expect(markup).not.toMatch(/<dl class="search-query/);
    expect(cardSlugs(markup)).toHaveLength(Math.min(SEARCH_PAGE_SIZE, matches.length));
    expect(markup).toContain('<aside class="search-filters" aria-label="Filters">');
    expect(markup).toMatch(/<select id="search-sort" name="sort">/);
    // The sort form carries the other parameters along.
    expect(markup).toContain('<input type="hidden" name="src" value="suggest">');
  });

  it('filters by category with links that keep the query, sorts by price, and pages', async () => {
    const all = await page('/s/?q=leather');
    const link = /<a class="facet__option" href="(\?[^"]*category=Shoes[^"]*)">/.exec(all)?.[1];
    expect(link).toBeDefined();
    const shoes = await page(`/s/${link!.replace(/&amp;/g, '&')}`);
    const slugs = cardSlugs(shoes);
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.every((slug) => findProductByPathSegment(slug)?.category === 'Shoes')).toBe(true);
    expect(shoes).toContain('aria-current="true"');

    const cheapFirst = cardSlugs(await page('/s/?q=leather&sort=price-asc')).map((slug) =>
      currentPrice(findProductByPathSegment(slug)!),
    );
    expect(cheapFirst).toEqual([...cheapFirst].sort((a, b) => a - b));

    const many = searchProducts('a', { brand: 'NM' }).length;
    if (many > SEARCH_PAGE_SIZE) {
      const second = await page('/s/?q=a&page=2');
      expect(second).toContain('aria-current="page">2</span>');
      expect(cardSlugs(second)).not.toEqual(cardSlugs(await page('/s/?q=a')));
    }
  });

  it("says so when nothing matches, and offers the brand's categories", async () => {
    const markup = await page('/s/?q=zzzzqqq');
    expect(markup).toContain('We could not find anything for &ldquo;zzzzqqq&rdquo;.');
    expect(markup).toContain('href="/c/shoes-');
  });

  it('searches the brand the demo panel chose', async () => {
    const hc = `demo_settings=${encodeURIComponent(JSON.stringify({ brand: 'HC', toggles: ['TYPEAHEAD'] }))}`;
    const slugs = cardSlugs(await page('/s/?q=linen', hc));
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.every((slug) => findProductByPathSegment(slug)?.brand === 'HC')).toBe(true);
  });
});
