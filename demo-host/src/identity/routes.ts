// The identity stand-ins of the demo host, all on the demo origin:
// the guest token service (guest.ts), the fingerprint services
// (fingerprint.ts), the fraud backend and the analytics script (fraud.ts), the
// pass-through to cognito-local, and what tests read back:
//
//   POST /cognito-idp/                    user-pool calls passed through to cognito-local (pageConfig.ts says why)
//   GET  /demo/api/identity/cognito       { endpoint, pools } of the host's cognito-local (404 when not running)
//   GET  /demo/api/identity/seen          per cart call: the last Authorization's scheme, kind and subject (never the token)
//   GET  /demo/api/identity/log           the last uca-logger records
//   GET  /demo/api/identity/signals       the last device signals the fraud backend accepted
//   GET  /demo/api/identity/calls         migrations, associations, fpsrvr calls
//   POST /demo/api/identity/guest-tokens  { expireAccess?: true, revokeRefresh?: true }: makes the refresh paths reachable
//
// The fault switch (api-minicart.ts) covers each stand-in under its own name
// (guestToken, guestRefresh, migration, dtConfig, pzp, associate, logger,
// fpsrvr, fraud); POST /demo/api/reset forgets the records.

import type { FastifyPluginAsync } from 'fastify';
import { acceptEmptyJsonBodies } from '../json-body';
import { addLatencyHook } from '../latency';
import type { CognitoLocal } from './cognitoLocal';
import { fingerprintRoutes } from './fingerprint';
import { fraudRoutes } from './fraud';
import { guestRoutes } from './guest';
import { USER_POOL_PROXY_PATH } from './pageConfig';
import { isRecord, sendJson, sendProblem } from './reply';
import type { IdentityState } from './state';

export interface IdentityRoutesOptions {
  identity: IdentityState;
  /** The host's cognito-local, when it runs. */
  cognito?: Pick<CognitoLocal, 'endpoint' | 'pools'>;
  latencyMs?: number;
  /** See fraud.ts: the secret of an access key, to check device-signal signatures fully. */
  fraudSecretFor?: (accessKeyId: string) => string | undefined;
}

const AMZ_JSON = 'application/x-amz-json-1.1';
/** Request headers cognito-local reads. */
const PASSED_HEADERS = ['content-type', 'x-amz-target', 'x-amz-user-agent'] as const;

/** Same-origin pass-through to cognito-local: the body and the answer unchanged. */
const userPoolProxy: FastifyPluginAsync<{ endpoint: string | undefined }> = async (app, { endpoint }) => {
  app.addContentTypeParser(AMZ_JSON, { parseAs: 'string' }, (_request, body, done) => {
    done(null, typeof body === 'string' ? body : body.toString('utf8'));
  });
  app.post<{ Body: string | undefined }>(USER_POOL_PROXY_PATH, async (request, reply) => {
    if (endpoint === undefined) {
      return sendJson(
        reply,
        { __type: 'InternalErrorException', message: 'The demo host runs without cognito-local' },
        503,
      );
    }
    const headers: Record<string, string> = {};
    for (const name of PASSED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    let answer: Response;
    try {
      answer = await fetch(`${endpoint}/`, { method: 'POST', headers, body: request.body ?? '' });
    } catch {
      return sendJson(reply, { __type: 'InternalErrorException', message: 'cognito-local is not answering' }, 502);
    }
    const text = await answer.text();
    return reply
      .code(answer.status)
      .type(answer.headers.get('content-type') ?? AMZ_JSON)
      .header('cache-control', 'no-store')
      .send(text);
  });
};

export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (
  app,
  { identity, cognito, latencyMs = 0, fraudSecretFor },
) => {
  await app.register(async (scope) => {
    acceptEmptyJsonBodies(scope);
    addLatencyHook(scope, latencyMs);
    await scope.register(guestRoutes, { identity });
    await scope.register(fingerprintRoutes, { identity });
  });
  await app.register(async (scope) => {
    addLatencyHook(scope, latencyMs);
    await scope.register(fraudRoutes, { identity, ...(fraudSecretFor && { secretFor: fraudSecretFor }) });
  });
  await app.register(userPoolProxy, { endpoint: cognito?.endpoint });

  await app.register(async (demo) => {
    acceptEmptyJsonBodies(demo);
    demo.get('/demo/api/identity/cognito', async (_request, reply) =>
      cognito
        ? sendJson(reply, { endpoint: cognito.endpoint, pools: cognito.pools })
        : sendProblem(reply, 404, 'The demo host runs without cognito-local'),
    );
    demo.get('/demo/api/identity/seen', async (_request, reply) => sendJson(reply, Object.fromEntries(identity.seen)));
    demo.get('/demo/api/identity/log', async (_request, reply) => sendJson(reply, { records: identity.logRecords }));
    demo.get('/demo/api/identity/signals', async (_request, reply) => sendJson(reply, { signals: identity.signals }));
    demo.get('/demo/api/identity/calls', async (_request, reply) => sendJson(reply, identity.calls));
    demo.post<{ Body: unknown }>('/demo/api/identity/guest-tokens', async (request, reply) => {
      const body = isRecord(request.body) ? request.body : {};
      if (body['expireAccess'] === true) identity.guestTokens.expireAccessTokens();
      if (body['revokeRefresh'] === true) identity.guestTokens.revokeRefreshTokens();
      return sendJson(reply, { ok: true });
    });
  });
};
