/**
 * header.md §3 "Fraud device-signal payload" and §7 "Fraud backend" (endpoint
 * not shown): `POST {fraud host}/fraud/v1/device-signals`, the payload as
 * JSON, signed with AWS Signature V4 (service `execute-api`, the identity
 * region) using the cloud identity's temporary credentials (that is
 * what the credentials are for). Signing is @smithy/signature-v4's, never
 * ours; the signer is a dynamic import, shared with the AWS client's chunk.
 */
import { $auth, $config, hostUrl, isAbort, logErrorOnce, requestJson } from '@nm/core';
import { randomId } from './agent';
import { buildDeviceSignalPayload, errorText, type DeviceSignalPayload } from './model';
import { readStoredFpid } from './storage';
import { resolveIdentity } from '../model/userPools';

interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}
/** The credentials helper's getter (packages/session/src/credentials), taken as a parameter. */
export type GetCredentials = () => Promise<SigningCredentials | null>;

const DEVICE_SIGNAL_PATH = '/fraud/v1/device-signals';
const SIGNING_SERVICE = 'execute-api';

/**
 * ubaSessionID: one random id per page (per document), so the fraud backend
 * can tie every signal of one page view together (and to the behavioural
 * script, if the caller passes it as `dvci`: README.md).
 */
let pageSessionId: string | null = null;
export function ubaSessionId(): string {
  pageSessionId ??= randomId();
  return pageSessionId;
}

export interface DeviceSignalOptions {
  /** What the shopper did: `pageLoad` after the fingerprint is known, `login` after a sign-in (README.md). */
  userAction: string;
  getCredentials: GetCredentials;
  /** Defaults to the page's path. */
  pageId?: string;
  /** Defaults to the session's UCA id, else `ANONYMOUS`. */
  ubaId?: string;
  signal?: AbortSignal;
}

/** Signs one JSON POST; the headers to send (Host is the browser's, and the same value). */
async function signedHeaders(
  url: URL,
  body: string,
  credentials: SigningCredentials,
  region: string,
): Promise<Record<string, string>> {
  const [{ SignatureV4 }, { Sha256 }] = await Promise.all([
    import('@smithy/signature-v4'),
    import('@aws-crypto/sha256-js'),
  ]);
  const signer = new SignatureV4({ service: SIGNING_SERVICE, region, credentials, sha256: Sha256 });
  const signed = await signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: {},
    headers: { host: url.host, 'content-type': 'application/json; charset=utf-8' },
    body,
  });
  const { host: _host, ...headers } = signed.headers;
  return headers;
}

/**
 * Sends one device signal. Skipped, with one log line, when there are no
 * credentials (a page without an identity pool, or the identity service
 * down). Never throws; resolves whether it was sent.
 */
export async function sendDeviceSignal(options: DeviceSignalOptions): Promise<boolean> {
  const payload: DeviceSignalPayload = buildDeviceSignalPayload({
    deviceTransactionId: randomId(),
    ubaId: options.ubaId ?? $auth.get().ucaId,
    ubaSessionId: ubaSessionId(),
    pageId: options.pageId ?? (typeof location === 'undefined' ? '' : location.pathname),
    userAction: options.userAction,
    storedFpid: readStoredFpid(),
  });

  let credentials: SigningCredentials | null;
  try {
    credentials = await options.getCredentials();
  } catch (error) {
    if (!isAbort(error))
      logErrorOnce(
        'fingerprint:signal-credentials',
        'Fraud device signal skipped: the credentials could not be had',
        errorText(error),
      );
    return false;
  }
  if (!credentials?.accessKeyId || !credentials.secretAccessKey) {
    logErrorOnce('fingerprint:signal-credentials', 'Fraud device signal skipped: no cloud identity credentials');
    return false;
  }
  if (options.signal?.aborted) return false;

  try {
    const url = new URL(hostUrl($config.get().hosts.fraud, DEVICE_SIGNAL_PATH), location.href);
    const body = JSON.stringify(payload);
    const { region } = resolveIdentity($config.get());
    const headers = await signedHeaders(url, body, credentials, region);
    // requestJson serialises `json` with JSON.stringify, byte for byte the body signed above.
    await requestJson(url.href, { method: 'POST', json: payload, headers, signal: options.signal });
    return true;
  } catch (error) {
    if (!isAbort(error))
      logErrorOnce('fingerprint:signal', `Fraud device signal (POST ${DEVICE_SIGNAL_PATH}) failed`, errorText(error));
    return false;
  }
}
