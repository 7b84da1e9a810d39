// The guest token service (header.md §7):
//
//   GET  /guests/v1/token            (credentials included) → { AuthenticationResult: { Sub, AccessToken, RefreshToken, ExpiresIn, ExpiresAt } }
//   POST /guests/v1/refresh { token } → the same shape for the refresh token's guest; unknown or expired → 401
//   POST /migration/profile/guest { id }, Authorization: Bearer <token> → { ok: true }; no valid bearer → 401
//
// The spec names Sub and AccessToken; RefreshToken, ExpiresIn (seconds) and
// ExpiresAt (epoch ms) are what a real token service answers besides, and what
// the session keeps under guestUser.*. Tokens are opaque random strings this
// server remembers (tokens.ts).
//
// Which guest: the real service ties the token to the browser's cookies. Here
// a guest id in the cstmr cookie (a `guest-...` customerId with isGuest, such
// as the demo's ?guest=1 guest `guest-abc` and its seeded bag) is that guest;
// else the guest this service gave this browser before (its own cookie,
// nm_guest_id, sent only to /guests/); else a new guest with an empty bag.

import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { parseCookies } from '../shopper-session';
import { isRecord, sendJson, sendProblem } from './reply';
import type { IdentityState } from './state';

export interface GuestRoutesOptions {
  identity: IdentityState;
}

const GUEST_ID_COOKIE = 'nm_guest_id';
const GUEST_ID = /^guest-[A-Za-z0-9-]{1,64}$/;
const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60;

function guestFromCstmr(request: FastifyRequest): string | undefined {
  const raw = parseCookies(request.headers.cookie).get('cstmr');
  if (raw === undefined) return undefined;
  try {
    const cstmr: unknown = JSON.parse(raw);
    if (!isRecord(cstmr) || cstmr['isGuest'] !== true) return undefined;
    const id = cstmr['customerId'];
    return typeof id === 'string' && GUEST_ID.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The guest this browser is, by its cookies; a new one when they name none. */
function guestIdFor(request: FastifyRequest): string {
  const remembered = parseCookies(request.headers.cookie).get(GUEST_ID_COOKIE);
  return (
    guestFromCstmr(request) ??
    (remembered !== undefined && GUEST_ID.test(remembered) ? remembered : `guest-${randomBytes(6).toString('hex')}`)
  );
}

export const guestRoutes: FastifyPluginAsync<GuestRoutesOptions> = async (app, { identity }) => {
  app.get('/guests/v1/token', async (request, reply) => {
    const sub = guestIdFor(request);
    reply.header(
      'set-cookie',
      `${GUEST_ID_COOKIE}=${sub}; Path=/guests/; Max-Age=${THIRTY_DAYS_IN_SECONDS}; HttpOnly; SameSite=Lax`,
    );
    return sendJson(reply, { AuthenticationResult: identity.guestTokens.issue(sub) });
  });

  app.post<{ Body: unknown }>('/guests/v1/refresh', async (request, reply) => {
    const token = isRecord(request.body) ? request.body['token'] : undefined;
    if (typeof token !== 'string' || token === '')
      return sendProblem(reply, 400, 'The body must be { "token": "<refresh token>" }');
    const result = identity.guestTokens.refresh(token);
    if (!result) return sendProblem(reply, 401, 'Invalid Refresh Token');
    return sendJson(reply, { AuthenticationResult: result });
  });

  // After sign-in, the guest's data moves to the profile {id}; the answer is ignored by the widgets.
  app.post<{ Body: unknown }>('/migration/profile/guest', async (request, reply) => {
    const id = isRecord(request.body) ? request.body['id'] : undefined;
    if (typeof id !== 'string' || id === '')
      return sendProblem(reply, 400, 'The body must be { "id": "<profile id>" }');
    const caller = identity.callerOf(request.headers.authorization);
    if (caller.kind === 'none') return sendProblem(reply, 401, 'A bearer token is required');
    if (caller.kind === 'invalid') return sendProblem(reply, 401, `Invalid bearer token: ${caller.reason}`);
    identity.migration({ id, by: caller.kind, subject: caller.subject });
    return sendJson(reply, { ok: true });
  });
};
