import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply } from 'fastify';
import { relative, sep } from 'node:path';
import { IMMUTABLE_CACHE_CONTROL } from '../../demo-host/src/server';

/**
 * Vite names every file under a build's assets/ after its content, so a
 * browser may keep them without asking again, as a CDN would let it. For the
 * stories' check this is most of its cost: each story is a new document
 * loading the same ~40 preview modules through MSW's service worker, and
 * revalidating them (ETag, 304) each time was a third of the check's CPU
 * (docs/QUALITY.md "How long `npm test` takes").
 */
function cacheHashedAssets(root: string) {
  return (reply: FastifyReply, path: string): void => {
    if (relative(root, path).startsWith(`assets${sep}`)) reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
  };
}

/** Serves a built folder (the Storybook build) on 127.0.0.1 at a free port. */
export async function serveFolder(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root, setHeaders: cacheHashedAssets(root) });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, close: () => app.close() };
}
