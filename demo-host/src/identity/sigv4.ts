// The fraud backend's gate (the device-signal request is signed with
// the cloud-identity credentials, SigV4): an `Authorization: AWS4-HMAC-SHA256
// Credential=<key>/<date>/<region>/<service>/aws4_request, SignedHeaders=...,
// Signature=...` header with `x-amz-date`, and `x-amz-security-token` when the
// credentials are temporary (an access key id starting ASIA, as Cognito
// Identity issues). The signature itself is checked when the secret of the key
// is known (`secretFor`); otherwise only the form is, since the secrets live
// with the identity stand-in.

import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

/** How far x-amz-date may be from now, as AWS allows. */
const SIGV4_CLOCK_SKEW_MS = 15 * 60 * 1000;

export interface SignedRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received. */
  rawBody: string;
}

interface SigV4Parts {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

export type SigV4Check =
  | { ok: true; parts: SigV4Parts; sessionToken: boolean; signatureVerified: boolean }
  | { ok: false; status: 403; message: string };

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s,]+)\/(\d{8})\/([^/\s,]+)\/([^/\s,]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

function parseSigV4Authorization(value: string): SigV4Parts | undefined {
  const match = AUTHORIZATION.exec(value.trim());
  if (!match) return undefined;
  const [, accessKeyId = '', date = '', region = '', service = '', signedHeaders = '', signature = ''] = match;
  return { accessKeyId, date, region, service, signedHeaders: signedHeaders.split(';'), signature };
}

function amzDate(value: string): Date | undefined {
  const match = AMZ_DATE.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

const header = (headers: SignedRequest['headers'], name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** Signs the same request again with the known secret and compares. */
async function signatureMatches(
  request: SignedRequest,
  parts: SigV4Parts,
  secretAccessKey: string,
  signingDate: Date,
): Promise<boolean> {
  const url = new URL(request.url, 'http://placeholder.invalid');
  const headers: Record<string, string> = {};
  for (const name of parts.signedHeaders) {
    // The signer sets these itself: the date and token from its arguments, the payload hash from the body
    // received (copying the sent hash would let a changed body pass).
    if (name === 'x-amz-date' || name === 'x-amz-security-token' || name === 'x-amz-content-sha256') continue;
    const value = header(request.headers, name);
    if (value !== undefined) headers[name] = value;
  }
  const sessionToken = header(request.headers, 'x-amz-security-token');
  const signer = new SignatureV4({
    credentials: {
      accessKeyId: parts.accessKeyId,
      secretAccessKey,
      ...(sessionToken !== undefined && { sessionToken }),
    },
    region: parts.region,
    service: parts.service,
    sha256: Sha256,
    applyChecksum: parts.signedHeaders.includes('x-amz-content-sha256'),
  });
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    const existing = query[key];
    query[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  const signed = await signer.sign(
    {
      method: request.method,
      protocol: 'http:',
      hostname: url.hostname,
      path: url.pathname,
      query,
      headers,
      body: request.rawBody,
    },
    { signingDate, signableHeaders: new Set(parts.signedHeaders) },
  );
  const again = parseSigV4Authorization(String(signed.headers['authorization'] ?? ''));
  return again?.signature === parts.signature && again.signedHeaders.join(';') === parts.signedHeaders.join(';');
}

/** The answers follow API Gateway's for an IAM-authorised route (403 with a message). */
export async function checkSigV4(
  request: SignedRequest,
  now: number,
  secretFor?: (accessKeyId: string) => string | undefined,
): Promise<SigV4Check> {
  const authorization = header(request.headers, 'authorization');
  if (authorization === undefined || authorization === '')
    return { ok: false, status: 403, message: 'Missing Authentication Token' };
  const parts = parseSigV4Authorization(authorization);
  if (!parts)
    return {
      ok: false,
      status: 403,
      message: 'Authorization header requires AWS4-HMAC-SHA256 with Credential, SignedHeaders and Signature',
    };
  const dateHeader = header(request.headers, 'x-amz-date');
  const signingDate = dateHeader === undefined ? undefined : amzDate(dateHeader);
  if (!signingDate || !dateHeader)
    return { ok: false, status: 403, message: 'Authorization requires an x-amz-date header (YYYYMMDDTHHMMSSZ)' };
  if (!dateHeader.startsWith(parts.date))
    return { ok: false, status: 403, message: 'The credential date does not match x-amz-date' };
  if (Math.abs(signingDate.getTime() - now) > SIGV4_CLOCK_SKEW_MS)
    return {
      ok: false,
      status: 403,
      message: 'Signature expired: x-amz-date is more than 15 minutes from the server time',
    };
  for (const required of ['host', 'x-amz-date']) {
    if (!parts.signedHeaders.includes(required))
      return { ok: false, status: 403, message: `SignedHeaders must include ${required}` };
  }
  const sessionToken = header(request.headers, 'x-amz-security-token');
  if (parts.accessKeyId.startsWith('ASIA') && !sessionToken)
    return { ok: false, status: 403, message: 'Temporary credentials (ASIA...) need an x-amz-security-token header' };
  if (sessionToken && !parts.signedHeaders.includes('x-amz-security-token'))
    return { ok: false, status: 403, message: 'SignedHeaders must include x-amz-security-token' };
  const secret = secretFor?.(parts.accessKeyId);
  if (secret !== undefined && !(await signatureMatches(request, parts, secret, signingDate))) {
    return {
      ok: false,
      status: 403,
      message: 'The request signature we calculated does not match the signature you provided',
    };
  }
  return { ok: true, parts, sessionToken: sessionToken !== undefined, signatureVerified: secret !== undefined };
}
