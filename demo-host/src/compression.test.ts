// @vitest-environment node
// The demo host serves the bundle as the CDN does: compressed, hashed chunks
// immutable for a year, the loader and other fixed names for five minutes; and
// the release layout at /cdn/, a version's folder immutable, a major version's
// loader for five minutes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleCacheControl,
  buildDemoHost,
  cdnCacheControl,
  IMMUTABLE_CACHE_CONTROL,
  SHORT_CACHE_CONTROL,
} from './server';

const BIG_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 20}`))};\n`;

let app: FastifyInstance;
let distDir: string;
let cdnDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'demo-host-cdn-'));
  mkdirSync(join(distDir, 'esm'));
  writeFileSync(join(distDir, 'nm-widgets.js'), BIG_JS);
  writeFileSync(join(distDir, 'nm-widgets.css'), 'nm-minicart:not(:defined) { display: inline-block; }\n');
  writeFileSync(join(distDir, 'esm', 'nm-widgets.entry.js'), BIG_JS);
  writeFileSync(join(distDir, 'esm', 'chunk-7UY7U57L.js'), BIG_JS);
  writeFileSync(join(distDir, 'esm', 'chunk-7UY7U57L.js.map'), '{}');
  writeFileSync(join(distDir, 'esm', 'Panels-XBP6BWGP.js'), BIG_JS);
  // The layout `npm run release` writes (scripts/release.ts): a release's folder and its major version's.
  cdnDir = mkdtempSync(join(tmpdir(), 'demo-host-release-'));
  mkdirSync(join(cdnDir, 'nm-widgets', '1.2.3', 'esm'), { recursive: true });
  mkdirSync(join(cdnDir, 'nm-widgets', 'v1'));
  writeFileSync(join(cdnDir, 'nm-widgets', '1.2.3', 'nm-widgets.js'), BIG_JS);
  writeFileSync(join(cdnDir, 'nm-widgets', '1.2.3', 'esm', 'nm-widgets.entry.js'), BIG_JS);
  writeFileSync(join(cdnDir, 'nm-widgets', 'v1', 'nm-widgets.js'), BIG_JS);
  writeFileSync(
    join(cdnDir, 'nm-widgets', 'v1', 'nm-widgets.css'),
    'nm-minicart:not(:defined) { display: inline-block; }\n',
  );
  app = await buildDemoHost({ distDir, cdnDir });
});

afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(cdnDir, { recursive: true, force: true });
});

describe('cache headers on the bundle', () => {
  it.each([
    ['/static/esm/chunk-7UY7U57L.js', IMMUTABLE_CACHE_CONTROL],
    ['/static/esm/Panels-XBP6BWGP.js', IMMUTABLE_CACHE_CONTROL],
    ['/static/esm/chunk-7UY7U57L.js.map', IMMUTABLE_CACHE_CONTROL],
    ['/static/esm/nm-widgets.entry.js', SHORT_CACHE_CONTROL],
    ['/static/nm-widgets.js', SHORT_CACHE_CONTROL],
    ['/static/nm-widgets.css', SHORT_CACHE_CONTROL],
  ])('%s: %s', async (url, expected) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(expected);
  });

  it('calls a file immutable only under esm/ and only with a content hash in its name', () => {
    expect(bundleCacheControl('/dist/esm/chunk-ABCDEF23.js')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(bundleCacheControl('/dist/chunk-ABCDEF23.js')).toBe(SHORT_CACHE_CONTROL);
    expect(bundleCacheControl('/dist/esm/chunk-abcdef23.js')).toBe(SHORT_CACHE_CONTROL);
    expect(bundleCacheControl('/dist/esm/chunk-ABCDEF2.js')).toBe(SHORT_CACHE_CONTROL);
    expect(bundleCacheControl('/dist/esm/nm-widgets.entry.js')).toBe(SHORT_CACHE_CONTROL);
  });

  it('pages are never cached', async () => {
    expect((await app.inject({ url: '/' })).headers['cache-control']).toBe('no-store');
  });
});

describe('cache headers on the CDN layout (docs/RELEASING.md "Cache headers")', () => {
  it.each([
    ['/cdn/nm-widgets/1.2.3/nm-widgets.js', 'public, max-age=31536000, immutable'],
    ['/cdn/nm-widgets/1.2.3/esm/nm-widgets.entry.js', 'public, max-age=31536000, immutable'],
    ['/cdn/nm-widgets/v1/nm-widgets.js', 'public, max-age=300'],
    ['/cdn/nm-widgets/v1/nm-widgets.css', 'public, max-age=300'],
  ])('%s: %s, readable from any origin', async (url, expected) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(expected);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the loader as text/javascript', async () => {
    expect((await app.inject({ url: '/cdn/nm-widgets/v1/nm-widgets.js' })).headers['content-type']).toBe(
      'text/javascript; charset=utf-8',
    );
  });

  it('keeps no 404 of a release not uploaded yet', async () => {
    const response = await app.inject({ url: '/cdn/nm-widgets/1.2.4/nm-widgets.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("calls a version's folder immutable, a prerelease's too, and nothing else", () => {
    expect(cdnCacheControl('nm-widgets/1.2.3/first-paint/NM/nm-header.PLP.html')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(cdnCacheControl('nm-widgets/2.0.0-rc.1/nm-widgets.js')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(cdnCacheControl('nm-widgets/v2/nm-widgets.js')).toBe(SHORT_CACHE_CONTROL);
    expect(cdnCacheControl('nm-widgets/1.2/nm-widgets.js')).toBe(SHORT_CACHE_CONTROL);
    expect(cdnCacheControl('nm-widgets/nm-widgets.js')).toBe(SHORT_CACHE_CONTROL);
  });
});

describe('compression', () => {
  it('answers brotli when the browser takes it, and says the answer varies by Accept-Encoding', async () => {
    const response = await app.inject({
      url: '/static/esm/chunk-7UY7U57L.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers['vary'])).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_JS);
    expect(response.rawPayload.length).toBeLessThan(BIG_JS.length / 4);
  });

  it('answers gzip to a browser without brotli, and plain to one that asks for neither', async () => {
    const gzipped = await app.inject({ url: '/static/nm-widgets.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe(SHORT_CACHE_CONTROL);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(BIG_JS);
    const plain = await app.inject({ url: '/static/nm-widgets.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('compresses pages and API answers too', async () => {
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<nm-header');
    const cart = await app.inject({
      method: 'POST',
      url: '/dt/api/getCart/demo-user-1',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(cart.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(cart.rawPayload).toString())).toHaveProperty('shoppingCart');
  });
});
