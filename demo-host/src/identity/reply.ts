// Small answer helpers shared by the identity stand-ins.

import type { FastifyReply } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Serialises explicitly (a bare string goes out as JSON too); identity answers are never cached. */
export function sendJson(reply: FastifyReply, value: unknown, statusCode = 200): FastifyReply {
  return reply.code(statusCode).type(JSON_TYPE).header('cache-control', 'no-store').send(JSON.stringify(value));
}

export function sendProblem(
  reply: FastifyReply,
  statusCode: 400 | 401 | 403 | 404 | 502 | 503,
  message: string,
): FastifyReply {
  const error = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
  }[statusCode];
  if (statusCode === 401) reply.header('www-authenticate', 'Bearer');
  return sendJson(reply, { statusCode, error, message }, statusCode);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
