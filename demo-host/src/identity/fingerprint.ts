// The visitor-fingerprint services (header.md §7):
//
//   GET  /dt/config   header configkey: fingerprintKey,fingerprintExpiration,fingerprintEndpoint → only the keys asked for
//   GET  /dt/api/{pzpId|p13nId}/{fingerprintId}                  → { uca_id, cmd_id }
//   GET  /dt/api/v2/{pzpId|p13nId}?fgId={id}&adobeId={id}        → { uca_id, cmd_id }, or the text
//        'Fingerprint not found' (fgId not associated) / 'Finger Print/Adobe Id not found' (no fgId)
//   POST /extended-profile/v1/{guests|profiles}/{id}/associate { visitorId }, bearer for {id} → { ok: true }
//   POST /uca-logger/v1/log { data: {...}, level: 'info' }       → { ok: true }
//   GET  /my/api/fpsrvr/{group}/{requestId}/{visitorId}          → {}
//
// A fingerprint associated with a guest or a profile is "known": both PZP
// lookups answer that shopper's ids. The first lookup answers an unknown
// fingerprint with fresh anonymous ids (as a personalisation service mints one
// for a new visitor), so a first visit logs no error; v2 reports it not found.

import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { customerByProfileId } from './customers';
import { isRecord, sendJson, sendProblem } from './reply';
import type { FingerprintOwner, IdentityState } from './state';

export interface FingerprintRoutesOptions {
  identity: IdentityState;
}

/** header.md §9: the fingerprint is computed again after this many seconds (one day). */
const FINGERPRINT_EXPIRATION_SECONDS = 86_400;
const DEMO_FINGERPRINT_KEY = 'nm-demo-fingerprint-key';
const PZP_KINDS = new Set(['pzpId', 'p13nId']);
const FINGERPRINT_NOT_FOUND = 'Fingerprint not found';
const FINGERPRINT_ADOBE_NOT_FOUND = 'Finger Print/Adobe Id not found';

/** The three config values, for this request's origin (the endpoint is not used by the open-source agent). */
function fingerprintConfig(request: FastifyRequest): Record<string, string | number> {
  return {
    fingerprintKey: DEMO_FINGERPRINT_KEY,
    fingerprintExpiration: FINGERPRINT_EXPIRATION_SECONDS,
    fingerprintEndpoint: `${request.protocol}://${request.headers.host ?? '127.0.0.1'}/fp`,
  };
}

function idsOfOwner(owner: FingerprintOwner): { uca_id: string; cmd_id: string } {
  if (owner.kind === 'profiles') {
    const customer = customerByProfileId(owner.id);
    return { uca_id: customer?.ucaId ?? `uca-${owner.id}`, cmd_id: `cmd-${owner.id}` };
  }
  return { uca_id: `uca-${owner.id}`, cmd_id: `cmd-${owner.id}` };
}

function anonymousIds(fingerprintId: string): { uca_id: string; cmd_id: string } {
  const hash = createHash('sha256').update(fingerprintId).digest('hex').slice(0, 12);
  return { uca_id: `uca-anon-${hash}`, cmd_id: `cmd-anon-${hash}` };
}

export const fingerprintRoutes: FastifyPluginAsync<FingerprintRoutesOptions> = async (app, { identity }) => {
  app.get('/dt/config', async (request, reply) => {
    const header = request.headers['configkey'];
    const asked = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
    const all = fingerprintConfig(request);
    return sendJson(reply, Object.fromEntries(asked.filter((key) => key in all).map((key) => [key, all[key]])));
  });

  app.get<{ Params: { idKind: string; fingerprintId: string } }>(
    '/dt/api/:idKind/:fingerprintId',
    async (request, reply) => {
      const { idKind, fingerprintId } = request.params;
      if (!PZP_KINDS.has(idKind)) return sendProblem(reply, 404, `No route GET /dt/api/${idKind}/...`);
      const owner = identity.fingerprints.get(fingerprintId);
      return sendJson(reply, owner ? idsOfOwner(owner) : anonymousIds(fingerprintId));
    },
  );

  app.get<{ Params: { idKind: string }; Querystring: { fgId?: string; adobeId?: string } }>(
    '/dt/api/v2/:idKind',
    async (request, reply) => {
      if (!PZP_KINDS.has(request.params.idKind))
        return sendProblem(reply, 404, `No route GET /dt/api/v2/${request.params.idKind}`);
      const { fgId } = request.query;
      const text = (body: string) =>
        reply.code(200).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(body);
      if (!fgId) return text(FINGERPRINT_ADOBE_NOT_FOUND);
      const owner = identity.fingerprints.get(fgId);
      return owner ? sendJson(reply, idsOfOwner(owner)) : text(FINGERPRINT_NOT_FOUND);
    },
  );

  app.post<{ Params: { kind: string; id: string }; Body: unknown }>(
    '/extended-profile/v1/:kind/:id/associate',
    async (request, reply) => {
      const { kind, id } = request.params;
      if (kind !== 'guests' && kind !== 'profiles')
        return sendProblem(reply, 404, `No route POST /extended-profile/v1/${kind}/...`);
      const visitorId = isRecord(request.body) ? request.body['visitorId'] : undefined;
      if (typeof visitorId !== 'string' || visitorId === '')
        return sendProblem(reply, 400, 'The body must be { "visitorId": "<fingerprint>" }');
      if (request.headers.authorization === undefined) {
        identity.authorize('associate', undefined, id);
        return sendProblem(reply, 401, 'A bearer token is required');
      }
      // A profile may be named by its profile id or its UCA id.
      const { allowed, caller } = identity.authorize('associate', request.headers.authorization, id, {
        acceptUcaId: kind === 'profiles',
      });
      if (!allowed)
        return sendProblem(
          reply,
          401,
          caller.kind === 'invalid' ? `Invalid bearer token: ${caller.reason}` : `The bearer token is not for ${id}`,
        );
      identity.association({ kind, id, visitorId });
      return sendJson(reply, { ok: true });
    },
  );

  app.post<{ Body: unknown }>('/uca-logger/v1/log', async (request, reply) => {
    const body = request.body;
    if (!isRecord(body) || !isRecord(body['data']) || typeof body['level'] !== 'string') {
      return sendProblem(reply, 400, 'The body must be { "data": { ... }, "level": "info" }');
    }
    identity.log({ data: body['data'], level: body['level'] });
    return sendJson(reply, { ok: true });
  });

  app.get<{ Params: { group: string; requestId: string; visitorId: string } }>(
    '/my/api/fpsrvr/:group/:requestId/:visitorId',
    async (request, reply) => {
      identity.fpsrvr(request.params);
      return sendJson(reply, {});
    },
  );
};
