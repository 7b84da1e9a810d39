// @vitest-environment node
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { edgeCache } from './edge-cache';

/** Large enough for compress (over its 1 KB threshold), and the same bytes each time it is asked. */
const CHUNK = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 20}`))};\n`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let app: FastifyInstance;
/** How many times each route's handler ran: an answer from the edge does not run it. */
let asked: Record<string, number>;

/** The host as server.ts builds it: compress first, the edge after it, then the routes. */
async function host(options?: Parameters<typeof edgeCache>[1]): Promise<FastifyInstance> {
  const built = Fastify();
  await built.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  edgeCache(built, options);
  /** A route answering JavaScript with `cacheControl` and what `body` gives, counting each time it runs. */
  const route = (
    name: string,
    cacheControl: string,
    body: () => unknown,
    extra: (reply: FastifyReply) => FastifyReply = (reply) => reply,
  ) =>
    built.get(`/${name}.js`, async (_request, reply) => {
      asked[name] = (asked[name] ?? 0) + 1;
      return extra(reply.type('text/javascript').header('cache-control', cacheControl)).send(body());
    });
  route('chunk-A', IMMUTABLE, () => Readable.from([CHUNK]));
  route('chunk-B', IMMUTABLE, () => CHUNK);
  route('entry', 'public, max-age=300', () => CHUNK);
  route('broken', IMMUTABLE, () => {
    return new Readable({
      read() {
        this.push(CHUNK);
        this.destroy(new Error('the disk went away'));
      },
    });
  });
  route(
    'gone',
    IMMUTABLE,
    () => 'not here',
    (reply) => reply.code(404),
  );
  route(
    'with-cookie',
    IMMUTABLE,
    () => CHUNK,
    (reply) => reply.header('set-cookie', 'a=1'),
  );
  return built;
}

beforeEach(async () => {
  asked = {};
  app = await host();
});
afterEach(async () => {
  await app.close();
});

const brotli = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('the edge in front of the demo host', () => {
  it('answers an immutable file again from memory: the same status, headers and compressed bytes', async () => {
    const first = await app.inject({ url: '/chunk-A.js', headers: brotli });
    const again = await app.inject({ url: '/chunk-A.js', headers: brotli });
    expect(asked['chunk-A']).toBe(1);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    expect(again.headers['content-type']).toBe('text/javascript');
    expect(String(again.headers['vary'])).toMatch(/accept-encoding/i);
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(CHUNK);
    expect(Number(again.headers['content-length'])).toBe(again.rawPayload.length);
  });

  it('keeps an answer sent whole (not streamed) the same way', async () => {
    await app.inject({ url: '/chunk-B.js', headers: brotli });
    const again = await app.inject({ url: '/chunk-B.js', headers: brotli });
    expect(asked['chunk-B']).toBe(1);
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(CHUNK);
  });

  it('keeps one answer per Accept-Encoding: gzip, brotli and plain each as the host first sent them', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    const plain = { 'accept-encoding': 'identity' };
    for (const headers of [brotli, gzip, plain, brotli, gzip, plain]) await app.inject({ url: '/chunk-A.js', headers });
    expect(asked['chunk-A']).toBe(3);
    const gzipped = await app.inject({ url: '/chunk-A.js', headers: gzip });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(CHUNK);
    const asIs = await app.inject({ url: '/chunk-A.js', headers: plain });
    expect(asIs.headers['content-encoding']).toBeUndefined();
    expect(asIs.body).toBe(CHUNK);
    expect(asked['chunk-A']).toBe(3);
  });

  it('sends what may change to the host every time', async () => {
    for (let i = 0; i < 3; i++) await app.inject({ url: '/entry.js', headers: brotli });
    expect(asked['entry']).toBe(3);
  });

  it.each([
    ['a conditional request (If-None-Match)', { 'if-none-match': 'W/"abc"' }],
    ['a conditional request (If-Modified-Since)', { 'if-modified-since': 'Fri, 27 Nov 2026 13:42:27 GMT' }],
    ['a partial request (Range)', { range: 'bytes=0-99' }],
  ])('sends %s to the host', async (_name, extra) => {
    await app.inject({ url: '/chunk-A.js', headers: brotli });
    await app.inject({ url: '/chunk-A.js', headers: { ...brotli, ...extra } });
    expect(asked['chunk-A']).toBe(2);
  });

  it('keeps no error, no answer that sets a cookie, no HEAD', async () => {
    for (let i = 0; i < 2; i++) {
      await app.inject({ url: '/gone.js', headers: brotli });
      await app.inject({ url: '/with-cookie.js', headers: brotli });
      await app.inject({ method: 'HEAD', url: '/chunk-B.js', headers: brotli });
    }
    expect(asked).toEqual({ gone: 2, 'with-cookie': 2, 'chunk-B': 2 });
  });

  it('keeps nothing of an answer that failed on its way: the next request goes to the host', async () => {
    await app.inject({ url: '/broken.js', headers: brotli }).catch(() => undefined);
    await app.inject({ url: '/broken.js', headers: brotli }).catch(() => undefined);
    expect(asked['broken']).toBe(2);
  });

  it('keeps at most maxEntries answers, and goes on answering from the host past them', async () => {
    const small = await host({ maxEntries: 1 });
    try {
      for (let i = 0; i < 2; i++) {
        await small.inject({ url: '/chunk-A.js', headers: brotli });
        const whole = await small.inject({ url: '/chunk-B.js', headers: brotli });
        expect(brotliDecompressSync(whole.rawPayload).toString()).toBe(CHUNK);
      }
      expect(asked).toEqual({ 'chunk-A': 1, 'chunk-B': 2 });
    } finally {
      await small.close();
    }
  });
});
