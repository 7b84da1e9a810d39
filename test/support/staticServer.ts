import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/** Serves a built folder (the Storybook build) on 127.0.0.1 at a free port. */
export async function serveFolder(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, close: () => app.close() };
}
