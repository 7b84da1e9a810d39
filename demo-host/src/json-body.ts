// The cart calls send `Content-Type: application/json` with no body (getCart,
// DELETE). Fastify's default JSON parser rejects that with a 400, so API scopes
// use this parser, which reads an empty body as "no body" instead.

import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });
}
