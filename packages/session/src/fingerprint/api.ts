/**
 * One function per fingerprint call of header.md §7. Each decodes its answer
 * at the boundary and never throws: a failure is logged once (by call, so a
 * second page view in the same document does not repeat it), nothing is
 * retried beyond core's one 502 retry, and no token reaches a log line (the
 * bearer goes in a header; a log line carries the call and the cause).
 */
import {
  $auth,
  $config,
  $signedIn,
  HttpError,
  hostUrl,
  isAbort,
  logErrorOnce,
  requestJson,
  sessionRequest,
} from '@nm/core';
import {
  CONFIG_KEY_HEADER,
  DEFAULT_GROUP,
  LOG_LEVEL,
  LOOKUP_ERROR,
  decodeFingerprintConfig,
  decodeLookup,
  decodeLookupV2,
  errorText,
  isV2NotFound,
  lookupKindFor,
  type FingerprintConfig,
  type FingerprintLogRecord,
  type FingerprintLookup,
} from './model';

/**
 * Logs a call's failure once per page, unless the page aborted it: the
 * message names the call, the cause is the error's text (an HttpError's is
 * its status and URL; the bearer token is never in either).
 */
function fail(key: string, message: string, error: unknown): void {
  if (isAbort(error)) return;
  logErrorOnce(`fingerprint:${key}`, message, errorText(error));
}

const hosts = () => $config.get().hosts;

/**
 * header.md §7 `GET /dt/config` with header `configkey`, on the api host.
 * Wrong shape or failure: null, and one log line naming the cause.
 */
export async function loadFingerprintConfig(signal?: AbortSignal): Promise<FingerprintConfig | null> {
  let body: unknown;
  try {
    body = await requestJson(hostUrl(hosts().api, '/dt/config'), { headers: { configkey: CONFIG_KEY_HEADER }, signal });
  } catch (error) {
    fail('config', 'Fingerprint config (GET /dt/config) failed', error);
    return null;
  }
  const decoded = decodeFingerprintConfig(body);
  if (decoded.ok) return decoded.value;
  logErrorOnce('fingerprint:config', `Fingerprint config (GET /dt/config) is not usable: ${decoded.problem}`);
  return null;
}

/**
 * header.md §4, §7: `POST {profile host}/extended-profile/v1/guests/{id}/associate`
 * for a guest, `.../profiles/{id}/associate` signed in; body `{ visitorId }`
 * and the session's bearer token. The id is core's `{userId}` (the guest Sub
 * or the profile id); the call waits for the session to resolve (bounded).
 */
export async function associateVisitor(visitorId: string, signal?: AbortSignal): Promise<boolean> {
  // "with auth headers": without a bearer token (a page whose own server signed the shopper in, docs/session.md)
  // the profile service cannot accept it, so it is not sent.
  if (!$auth.get().token) return false;
  const who = $signedIn.get() ? 'profiles' : 'guests';
  try {
    await sessionRequest(hostUrl(hosts().profile, `/extended-profile/v1/${who}/{userId}/associate`), {
      method: 'POST',
      json: { visitorId },
      signal,
    });
    return true;
  } catch (error) {
    fail('associate', `Fingerprint: POST /extended-profile/v1/${who}/…/associate failed`, error);
    return false;
  }
}

/**
 * header.md §7 `GET /dt/api/{pzpId or p13nId}/{fingerprintId}` on the api host:
 * `{ uca_id, cmd_id }`. Any failure, a wrong answer included, is logged
 * exactly `Error getting PZP id`.
 */
export async function lookupFingerprint(fpid: string, signal?: AbortSignal): Promise<FingerprintLookup | null> {
  const kind = lookupKindFor($signedIn.get());
  try {
    const decoded = decodeLookup(
      await requestJson(hostUrl(hosts().api, `/dt/api/${kind}/${encodeURIComponent(fpid)}`), { signal }),
    );
    if (decoded.ok) return decoded.value;
    fail('lookup', LOOKUP_ERROR, new Error(decoded.problem));
  } catch (error) {
    fail('lookup', LOOKUP_ERROR, error);
  }
  return null;
}

/**
 * header.md §7 `GET /dt/api/v2/{pzpId or p13nId}?fgId={id}&adobeId={id}`:
 * the ids, or null for either not-found text (answered with any status, and
 * not an error). Other failures are logged `Error getting PZP id`.
 */
export async function lookupFingerprintV2(
  fpid: string,
  adobeId: string,
  signal?: AbortSignal,
): Promise<FingerprintLookup | null> {
  const kind = lookupKindFor($signedIn.get());
  let body: unknown;
  try {
    body = await requestJson(hostUrl(hosts().api, `/dt/api/v2/${kind}`), {
      searchParams: { fgId: fpid, adobeId },
      signal,
    });
  } catch (error) {
    if (error instanceof HttpError && isV2NotFound(error.data)) return null; // a not-found text may come with a 404
    fail('lookup', LOOKUP_ERROR, error);
    return null;
  }
  const decoded = decodeLookupV2(body);
  if (decoded.ok) return decoded.value;
  fail('lookup', LOOKUP_ERROR, new Error(decoded.problem));
  return null;
}

/** header.md §7 `GET /my/api/fpsrvr/{group}/{requestId}/{visitorId}` on the api host; the answer is not read. */
export async function notifyFingerprintServer(
  group: string,
  requestId: string,
  visitorId: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const path = [group || DEFAULT_GROUP, requestId, visitorId].map(encodeURIComponent).join('/');
  try {
    await requestJson(hostUrl(hosts().api, `/my/api/fpsrvr/${path}`), { signal });
    return true;
  } catch (error) {
    fail('fpsrvr', 'Fingerprint: GET /my/api/fpsrvr failed', error);
    return false;
  }
}

/** header.md §7 `POST {lambda host}/uca-logger/v1/log` with `{ data, level: 'info' }`. */
export async function logFingerprint(data: FingerprintLogRecord, signal?: AbortSignal): Promise<boolean> {
  try {
    await requestJson(hostUrl(hosts().lambda, '/uca-logger/v1/log'), {
      method: 'POST',
      json: { data, level: LOG_LEVEL },
      signal,
    });
    return true;
  } catch (error) {
    fail('uca-logger', 'Fingerprint: POST /uca-logger/v1/log failed', error);
    return false;
  }
}
