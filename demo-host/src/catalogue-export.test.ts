// @vitest-environment node
// What the stories take from the demo host answers as the demo host does (Storybook shows what it serves).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flyoutHtmlOf, listProducts, productPictureAnswer } from './catalogue-export';
import { buildDemoHost } from './server';

describe('@nm/demo-host/catalogue', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildDemoHost({ distDir: '/nonexistent' });
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers a product picture with the demo host's own SVG at the asked width, and 404 for an unknown product", async () => {
    const url = `${listProducts()[0]!.imageUrl}?wid=600`;
    const answer = productPictureAnswer(new Request(`http://storybook.test${url}`));
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await answer.text()).toBe((await app.inject({ url })).body);
    expect(productPictureAnswer(new Request('http://storybook.test/img/products/missing.svg')).status).toBe(404);
  });

  it('writes the flyout lines in the order given, one of each, with the sale price after the struck retail price', () => {
    const onSale = listProducts({ brand: 'NM' }).find(
      (product) => product.salePrice !== undefined && product.finalSale,
    )!;
    const fullPrice = listProducts({ brand: 'NM' }).find(
      (product) => product.salePrice === undefined && !product.finalSale,
    )!;
    const html = flyoutHtmlOf([onSale, fullPrice]);
    const lines = html.split('<li class="mc-item">').slice(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(`>${onSale.displayName}</a>`);
    expect(lines[0]).toMatch(/<p><s>\$[\d,]+\.\d\d<\/s> \$[\d,]+\.\d\d<\/p>/);
    expect(lines[0]).toContain('<p><strong>Final Sale</strong></p>');
    expect(lines[1]).toContain(`>${fullPrice.displayName}</a>`);
    expect(lines[1]).not.toContain('<s>');
    expect(lines.every((line) => line.includes('<p>QTY: 1</p>'))).toBe(true);
  });
});
