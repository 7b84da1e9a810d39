import { pipeline, Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The CDN's edge in front of the demo host: an answer the host marks
 * `immutable` (a hashed chunk of the bundle, a release's own folder) is kept
 * as it went out, compressed for the request's Accept-Encoding, and the same
 * request is answered from memory after that, as an edge answers from its
 * cache without asking the origin again. What may change (the pages, the API,
 * the entry scripts, the stylesheets) goes to the host every time.
 *
 * Why: every page loads some thirty hashed chunks, and the host compressed
 * each again and listed the folders on its path (@fastify/static's spelling
 * check) for every request, a large share of the end-to-end tests' CPU on the
 * Node side (docs/QUALITY.md).
 *
 * Kept per host (what a path holds differs between hosts: two hosts' CDN
 * folders hold the same version). Registered after @fastify/compress, so that
 * what it keeps is what compress sent.
 */
export function edgeCache(app: FastifyInstance, { maxEntries = 1000 }: { maxEntries?: number } = {}): void {
  const kept = new Map<string, Kept>();
  const answered = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request, reply) => {
    const key = keyOf(request);
    const hit = key === null ? undefined : kept.get(key);
    if (!hit) return;
    answered.add(request);
    return reply.code(200).headers(hit.headers).send(hit.body);
  });

  // After compress's own (route-level hooks run in the order they were added): the answer as it leaves.
  app.addHook('onRoute', (route) => {
    const keep = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: OnSendDone) => {
      const key = keyOf(request);
      if (key === null || answered.has(request) || !keepable(reply) || kept.size >= maxEntries) {
        done(null, payload);
        return;
      }
      const headers = headersToReplay(reply);
      done(
        null,
        recorded(payload, (body) => kept.set(key, { headers, body })),
      );
    };
    route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), keep];
  });
}

interface Kept {
  headers: Record<string, string | number | string[]>;
  body: Buffer;
}

type OnSendDone = (error: Error | null, payload?: unknown) => void;

/** A plain GET, the same for every asker with the same Accept-Encoding; conditional and partial requests go to the host. */
function keyOf(request: FastifyRequest): string | null {
  const { headers } = request;
  if (request.method !== 'GET' || headers.range || headers['if-none-match'] || headers['if-modified-since'])
    return null;
  return `${request.url}\n${headers['accept-encoding'] ?? ''}`;
}

function keepable(reply: FastifyReply): boolean {
  const cacheControl = reply.getHeader('cache-control');
  return (
    reply.statusCode === 200 &&
    typeof cacheControl === 'string' &&
    /(^|,)\s*immutable\s*(,|$)/.test(cacheControl) &&
    !reply.hasHeader('set-cookie')
  );
}

/** What the connection sets for itself (length, framing, date) is set again for each answer. */
const NOT_REPLAYED = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

function headersToReplay(reply: FastifyReply): Kept['headers'] {
  const headers: Kept['headers'] = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined && !NOT_REPLAYED.has(name.toLowerCase())) headers[name] = value;
  return headers;
}

/** The payload unchanged on its way out, and its bytes handed to `keep` once it has all gone (never if it failed). */
function recorded(payload: unknown, keep: (body: Buffer) => void): unknown {
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    keep(Buffer.from(payload));
    return payload;
  }
  if (!isReadable(payload)) return payload;
  const chunks: Buffer[] = [];
  const recorder = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      chunks.push(chunk);
      next(null, chunk);
    },
    flush(next) {
      keep(Buffer.concat(chunks));
      next();
    },
  });
  // An error on either side ends both; the recorder then never flushes, and nothing is kept.
  return pipeline(payload, recorder, () => undefined);
}

function isReadable(payload: unknown): payload is Readable {
  return typeof (payload as Readable | null)?.pipe === 'function';
}
