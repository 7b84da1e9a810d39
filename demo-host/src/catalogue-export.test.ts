// @vitest-environment node
// What the stories take from the demo host answers as the demo host does (Storybook shows what it serves).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProducts, productPictureAnswer } from './catalogue-export';
import { buildDemoHost } from './server';

describe('@nm/demo-host/catalogue', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await buildDemoHost({ distDir: '/nonexistent' }); });
  afterAll(async () => { await app.close(); });

  it("answers a product picture with the demo host's own SVG at the asked width, and 404 for an unknown product", async () => {
    const url = `${listProducts()[0]!.imageUrl}?wid=600`;
    const answer = productPictureAnswer(new Request(`http://storybook.test${url}`));
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await answer.text()).toBe((await app.inject({ url })).body);
    expect(productPictureAnswer(new Request('http://storybook.test/img/products/missing.svg')).status).toBe(404);
  });

});
