// The fraud backend and the behavioural-analytics script (header.md §3, §7):
//
//   POST /fraud/v1/device-signals { deviceTransactionID, ubaID, ubaSessionID, pageID, eventSource: 'web', userAction, visitorId }
//        signed with SigV4 (sigv4.ts) → 202 { accepted: true }; unsigned or badly signed → 403 { message }
//   GET  /bcn.js   the analytics script: reads its own <script id="bcn"> attributes, does nothing else
//
// The spec does not show the fraud endpoint; this path is the demo's.

import type { FastifyPluginAsync } from 'fastify';
import { isRecord, sendJson, sendProblem } from './reply';
import { checkSigV4 } from './sigv4';
import type { IdentityState } from './state';

export interface FraudRoutesOptions {
  identity: IdentityState;
  /** The secret of an access key the identity stand-in issued, when known: the signature is then checked too. */
  secretFor?: (accessKeyId: string) => string | undefined;
}

const DEVICE_SIGNALS_PATH = '/fraud/v1/device-signals';

/**
 * Harmless on purpose: no network, no storage, no DOM writes. It leaves what
 * it read on `window.bcnDemo` so a test can see the tag it was loaded with
 * (event mode: dvct 500, dvc a, optional dvci; non-event mode: dvc d).
 */
const BCN_SCRIPT = `/* Behavioural-analytics stand-in (demo host): reads its tag's attributes and does nothing else. */
(function () {
  'use strict';
  var tag = document.getElementById('bcn');
  if (!tag) return;
  var read = function (name) { return tag.getAttribute(name); };
  window.bcnDemo = Object.freeze({ loaded: true, dvct: read('dvct'), dvc: read('dvc'), dvci: read('dvci') });
})();
`;

export const fraudRoutes: FastifyPluginAsync<FraudRoutesOptions> = async (app, { identity, secretFor }) => {
  // The signature covers the body's exact bytes, so this scope keeps them.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => {
    done(null, typeof body === 'string' ? body : body.toString('utf8'));
  });

  app.post<{ Body: string | undefined }>(DEVICE_SIGNALS_PATH, async (request, reply) => {
    const rawBody = request.body ?? '';
    const checked = await checkSigV4(
      { method: request.method, url: request.url, headers: request.headers, rawBody },
      identity.now(),
      secretFor,
    );
    if (!checked.ok) return sendJson(reply, { message: checked.message }, checked.status);
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      body = undefined;
    }
    if (!isRecord(body)) return sendProblem(reply, 400, 'The body must be the device-signal object');
    identity.signal({
      body,
      accessKeyId: checked.parts.accessKeyId,
      region: checked.parts.region,
      service: checked.parts.service,
      sessionToken: checked.sessionToken,
      signatureVerified: checked.signatureVerified,
    });
    return sendJson(reply, { accepted: true }, 202);
  });

  app.get('/bcn.js', async (_request, reply) =>
    reply.code(200).type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(BCN_SCRIPT),
  );
};
