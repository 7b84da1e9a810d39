// The bearer check of the cart stand-ins: when a request carries an
// Authorization header it must belong to the path's {userId} (a guest access
// token whose Sub it is, or a cognito-local ID token whose custom:profileId it
// is), else 401. No header is allowed, as the legacy cookie pages send none.
// Each check is recorded under the call's name (GET /demo/api/identity/seen).

import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sendProblem } from './reply';
import type { IdentityState } from './state';

/** A route's preHandler: `{ preHandler: requireOwnBearer(identity, 'getCart') }`. */
export function requireOwnBearer(identity: IdentityState, call: string): preHandlerAsyncHookHandler {
  return async function checkBearer(request: FastifyRequest, reply: FastifyReply) {
    const params = request.params as Record<string, string | undefined> | undefined;
    const userId = params?.['userId'] ?? '';
    const { allowed, caller } = identity.authorize(call, request.headers.authorization, userId);
    if (allowed) return;
    return sendProblem(
      reply,
      401,
      caller.kind === 'invalid' ? `Invalid bearer token: ${caller.reason}` : `The bearer token is not for ${userId}`,
    );
  };
}
