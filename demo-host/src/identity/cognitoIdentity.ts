// A stand-in for Amazon Cognito Identity (identity pools), which cognito-local
// does not emulate. It speaks the service's real AWS
// JSON 1.1 protocol, so the real @aws-sdk/client-cognito-identity talks to it
// unmodified with `endpoint: <origin>/cognito-identity/`:
//
//   POST /cognito-identity/   Content-Type: application/x-amz-json-1.1
//                             X-Amz-Target: AWSCognitoIdentityService.GetId
//                                         | AWSCognitoIdentityService.GetCredentialsForIdentity
//   errors as the service sends them: { "__type": "NotAuthorizedException", "message": "..." }
//   with 400 (500 for InternalErrorException), and an x-amzn-ErrorType header.
//
// Fault switch (server-wide, for the tests and the demo):
//
//   POST   /demo/api/identity/faults  { "mode": "throttle-once" | "5xx-once" | "fail" | "no-identity-id", "error"?: "<one of the eight names>" }
//   DELETE /demo/api/identity/faults  (clears it)
//   GET    /demo/api/identity/faults  (what is set)
//
//   throttle-once   the next request answers 400 TooManyRequestsException (the SDK retries it)
//   5xx-once        the next request answers 500 InternalErrorException (the SDK retries it)
//   fail            every request answers `error` (default ExternalServiceException, 400), until cleared
//   no-identity-id  GetId answers 200 without an IdentityId, until cleared
//
// What it checks, as the service does: the pool exists (any well-formed pool
// id does unless `pools` lists them), unauthenticated identities only where
// the pool allows them, Logins tokens are JWTs (not verified: there is no key
// to verify them with) with a `sub` and an `exp` in the future, an
// authenticated identity is only handed credentials with its logins. The same
// login subject always gets the same identity.
//
// Credentials it issued can be looked up by access key id (issuedCredentials),
// so another stand-in can verify a SigV4 signature made with them. No token
// is ever logged, echoed in an error or kept.

import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

const AMZ_JSON = 'application/x-amz-json-1.1';
const SERVICE = 'AWSCognitoIdentityService';
/** Real credentials for an identity last one hour. */
const CREDENTIALS_LIFETIME_S = 3600;
/** How many issued credentials are remembered for issuedCredentials (oldest forgotten first). */
const ISSUED_KEPT = 1000;
/** How many requests the `requests` log keeps. */
const REQUESTS_KEPT = 1000;

/** header.md §8's eight names: what `fail` may answer with. */
const IDENTITY_ERROR_NAMES = [
  'ExternalServiceException',
  'InternalErrorException',
  'InvalidParameterException',
  'NotAuthorizedException',
  'ResourceConflictException',
  'ResourceNotFoundException',
  'TooManyRequestsException',
  'LimitExceededException',
] as const;
export type IdentityErrorName = (typeof IDENTITY_ERROR_NAMES)[number];

const IDENTITY_FAULT_MODES = ['throttle-once', '5xx-once', 'fail', 'no-identity-id'] as const;
export type IdentityFaultMode = (typeof IDENTITY_FAULT_MODES)[number];

/** The server-wide fault switch (one per demo host; tests make their own). */
export class IdentityFaults {
  mode: IdentityFaultMode | undefined = undefined;
  /** What `fail` answers with. */
  failWith: IdentityErrorName = 'ExternalServiceException';
  set(mode: IdentityFaultMode | undefined, failWith: IdentityErrorName = 'ExternalServiceException'): void {
    this.mode = mode;
    this.failWith = failWith;
  }
  clear(): void {
    this.set(undefined);
  }
  toJSON(): { mode?: IdentityFaultMode; error?: IdentityErrorName } {
    if (!this.mode) return {};
    return this.mode === 'fail' ? { mode: this.mode, error: this.failWith } : { mode: this.mode };
  }
}

/** One request the stand-in answered: the operation, the outcome, the Logins' provider keys (never a token). */
export interface IdentityRequestRecord {
  target: string;
  status: number;
  error?: string;
  logins: string[];
}

interface IdentityPoolSettings {
  allowUnauthenticated: boolean;
}

export interface CognitoIdentityOptions {
  faults?: IdentityFaults;
  /** The pools that exist; without it every well-formed pool id exists and allows guests. */
  pools?: Readonly<Record<string, IdentityPoolSettings>>;
  /** Every request answered is pushed here (the last 1000), for tests that count them. */
  requests?: IdentityRequestRecord[];
}

export interface IssuedCredentials {
  identityId: string;
  secretAccessKey: string;
  sessionToken: string;
  authenticated: boolean;
  expiration: Date;
}

// Module-wide, so the fraud stand-in can look credentials up without wiring.
const issued = new Map<string, IssuedCredentials>();

/** Credentials this stand-in issued, by access key id, while they have not expired. */
export function issuedCredentials(accessKeyId: string): IssuedCredentials | undefined {
  const found = issued.get(accessKeyId);
  if (!found || found.expiration.getTime() <= Date.now()) return undefined;
  return found;
}

function remember(accessKeyId: string, credentials: IssuedCredentials): void {
  issued.set(accessKeyId, credentials);
  if (issued.size > ISSUED_KEPT) issued.delete(issued.keys().next().value!);
}

/** A service error as the client reads it: `__type` and `message`, status 400 or 500. */
class ServiceError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = type === 'InternalErrorException' ? 500 : 400,
  ) {
    super(message);
  }
}

const IDENTITY_POOL_ID = /^[\w-]+:[0-9a-f-]+$/;
const IDENTITY_ID = /^[\w-]+:[0-9a-f-]+$/;
const USER_POOL_PROVIDER = /^cognito-idp\.[a-z0-9-]+\.amazonaws\.com\/[\w-]+_[0-9a-zA-Z]+$/;

const invalidToken = (why: string) => new ServiceError('NotAuthorizedException', `Invalid login token. ${why}`);

function decodePart(part: string | undefined): Record<string, unknown> | undefined {
  if (!part || !/^[\w-]+$/.test(part)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The login's subject (`<provider> <sub>`), or NotAuthorizedException. The token is read, not verified. */
function loginSubject(provider: string, token: unknown): string {
  if (typeof token !== 'string') throw invalidToken('Not a valid OpenId Connect identity token.');
  const parts = token.split('.');
  const header = parts.length === 3 ? decodePart(parts[0]) : undefined;
  const claims = header ? decodePart(parts[1]) : undefined;
  if (!header || !claims || !parts[2]) throw invalidToken('Not a valid OpenId Connect identity token.');
  if (typeof claims['sub'] !== 'string' || claims['sub'] === '') throw invalidToken('Missing a required claim: sub');
  const exp = claims['exp'];
  if (typeof exp === 'number' && exp * 1000 <= Date.now())
    throw invalidToken(`Token expired: ${Math.floor(Date.now() / 1000)} >= ${exp}`);
  return `${provider} ${claims['sub']}`;
}

/** The Logins map's subjects; an empty or absent map is no logins. */
function loginSubjects(logins: unknown): { providers: string[]; subjects: string[] } {
  if (logins === undefined || logins === null) return { providers: [], subjects: [] };
  if (typeof logins !== 'object' || Array.isArray(logins))
    throw new ServiceError('InvalidParameterException', 'Logins must be a map of provider names to tokens.');
  const entries = Object.entries(logins as Record<string, unknown>);
  if (entries.length > 10) throw new ServiceError('InvalidParameterException', 'Logins may hold at most 10 providers.');
  const providers = entries.map(([provider]) => provider);
  for (const provider of providers) {
    if (provider === '' || provider.length > 128)
      throw new ServiceError('InvalidParameterException', 'Invalid provider name.');
    if (provider.startsWith('cognito-idp.') && !USER_POOL_PROVIDER.test(provider))
      throw new ServiceError('InvalidParameterException', 'Invalid user pool provider name.');
  }
  return { providers, subjects: entries.map(([provider, token]) => loginSubject(provider, token)) };
}

function randomKey(length: number, alphabet: string): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

interface Identity {
  id: string;
  poolId: string;
  subjects: Set<string>;
}

/** The identity pools' state: identities and the login subjects linked to them. */
class IdentityStore {
  private readonly identities = new Map<string, Identity>();
  private readonly bySubject = new Map<string, string>();
  constructor(private readonly pools: CognitoIdentityOptions['pools']) {}

  pool(poolId: unknown): IdentityPoolSettings {
    if (typeof poolId !== 'string' || poolId.length > 55 || !IDENTITY_POOL_ID.test(poolId)) {
      throw new ServiceError(
        'InvalidParameterException',
        "1 validation error detected: Value at 'identityPoolId' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\w-]+:[0-9a-f-]+",
      );
    }
    const settings = this.pools
      ? Object.hasOwn(this.pools, poolId)
        ? this.pools[poolId]
        : undefined
      : { allowUnauthenticated: true };
    if (!settings) throw new ServiceError('ResourceNotFoundException', `IdentityPool '${poolId}' not found.`);
    return settings;
  }

  private create(poolId: string): Identity {
    const region = poolId.split(':')[0] ?? 'us-west-2';
    const identity: Identity = { id: `${region}:${randomUUID()}`, poolId, subjects: new Set() };
    this.identities.set(identity.id, identity);
    return identity;
  }

  private link(identity: Identity, subjects: string[]): void {
    for (const subject of subjects) {
      identity.subjects.add(subject);
      this.bySubject.set(`${identity.poolId}\n${subject}`, identity.id);
    }
  }

  getId(poolId: unknown, logins: unknown): string {
    const settings = this.pool(poolId);
    const { subjects } = loginSubjects(logins);
    const pool = poolId as string;
    if (subjects.length === 0) {
      if (!settings.allowUnauthenticated)
        throw new ServiceError(
          'NotAuthorizedException',
          'Unauthenticated access is not supported for this identity pool.',
        );
      return this.create(pool).id;
    }
    const knownId = subjects.map((s) => this.bySubject.get(`${pool}\n${s}`)).find((id) => id !== undefined);
    const identity = (knownId !== undefined ? this.identities.get(knownId) : undefined) ?? this.create(pool);
    this.link(identity, subjects);
    return identity.id;
  }

  credentialsFor(identityId: unknown, logins: unknown): { identity: Identity; authenticated: boolean } {
    if (typeof identityId !== 'string' || identityId.length > 55 || !IDENTITY_ID.test(identityId)) {
      throw new ServiceError(
        'InvalidParameterException',
        "1 validation error detected: Value at 'identityId' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\w-]+:[0-9a-f-]+",
      );
    }
    const identity = this.identities.get(identityId);
    if (!identity) throw new ServiceError('ResourceNotFoundException', `Identity '${identityId}' not found.`);
    const settings = this.pool(identity.poolId);
    const { subjects } = loginSubjects(logins);
    if (subjects.length === 0) {
      if (identity.subjects.size > 0)
        throw new ServiceError('NotAuthorizedException', `Access to Identity '${identityId}' is forbidden.`);
      if (!settings.allowUnauthenticated)
        throw new ServiceError(
          'NotAuthorizedException',
          'Unauthenticated access is not supported for this identity pool.',
        );
      return { identity, authenticated: false };
    }
    for (const subject of subjects) {
      const owner = this.bySubject.get(`${identity.poolId}\n${subject}`);
      if (owner !== undefined && owner !== identity.id) {
        throw new ServiceError(
          'NotAuthorizedException',
          "Logins don't match. Please include at least one valid login for this identity or identity pool.",
        );
      }
    }
    this.link(identity, subjects);
    return { identity, authenticated: true };
  }
}

function issue(identity: Identity, authenticated: boolean): Record<string, unknown> {
  const accessKeyId = `ASIA${randomKey(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}`;
  const secretAccessKey = randomBytes(30).toString('base64');
  const sessionToken = randomBytes(120).toString('base64');
  const expirationSeconds = Math.floor(Date.now() / 1000) + CREDENTIALS_LIFETIME_S;
  remember(accessKeyId, {
    identityId: identity.id,
    secretAccessKey,
    sessionToken,
    authenticated,
    expiration: new Date(expirationSeconds * 1000),
  });
  return {
    IdentityId: identity.id,
    // JSON 1.1 timestamps are epoch seconds.
    Credentials: {
      AccessKeyId: accessKeyId,
      SecretKey: secretAccessKey,
      SessionToken: sessionToken,
      Expiration: expirationSeconds,
    },
  };
}

function sendAmz(reply: FastifyReply, body: unknown, status = 200): FastifyReply {
  reply.header('x-amzn-RequestId', randomUUID());
  // A Buffer: for a string body Fastify appends '; charset=utf-8', which the service does not send.
  return reply
    .code(status)
    .header('content-type', AMZ_JSON)
    .send(Buffer.from(JSON.stringify(body)));
}

function sendError(reply: FastifyReply, error: ServiceError): FastifyReply {
  reply.header('x-amzn-ErrorType', `${error.type}:`);
  return sendAmz(reply, { __type: error.type, message: error.message }, error.status);
}

/** The fault the switch answers with for this request, if any (the `-once` faults are spent by it). */
function faultFor(faults: IdentityFaults): ServiceError | undefined {
  switch (faults.mode) {
    case 'throttle-once':
      faults.clear();
      return new ServiceError('TooManyRequestsException', 'Rate exceeded');
    case '5xx-once':
      faults.clear();
      return new ServiceError('InternalErrorException', 'An internal error occurred. Please try again.');
    case 'fail':
      return new ServiceError(faults.failWith, 'Demo fault: the identity service is failing on purpose.');
    default:
      return undefined;
  }
}

function allowCrossOrigin(request: FastifyRequest, reply: FastifyReply): void {
  const origin = request.headers.origin;
  if (!origin) return;
  reply.header('access-control-allow-origin', origin);
  reply.header('vary', 'Origin');
  reply.header('access-control-expose-headers', 'x-amzn-RequestId, x-amzn-ErrorType, Date');
}

export const cognitoIdentityRoutes: FastifyPluginAsync<CognitoIdentityOptions> = async (app, options) => {
  const faults = options.faults ?? new IdentityFaults();
  const store = new IdentityStore(options.pools);
  const requests = options.requests;

  // The body is parsed by the handler, so a bad one gets the service's answer, not Fastify's.
  app.addContentTypeParser(AMZ_JSON, { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const record = (entry: IdentityRequestRecord) => {
    if (!requests) return;
    requests.push(entry);
    if (requests.length > REQUESTS_KEPT) requests.shift();
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    allowCrossOrigin(request, reply);
    const targetHeader = request.headers['x-amz-target'];
    const fullTarget = typeof targetHeader === 'string' ? targetHeader : '';
    const target = fullTarget.startsWith(`${SERVICE}.`) ? fullTarget.slice(SERVICE.length + 1) : fullTarget;
    let providers: string[] = [];
    try {
      if (target !== 'GetId' && target !== 'GetCredentialsForIdentity') {
        throw new ServiceError('UnknownOperationException', 'Unknown operation');
      }
      let input: Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse(
          typeof request.body === 'string' && request.body !== '' ? request.body : '{}',
        );
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
        input = parsed as Record<string, unknown>;
      } catch {
        throw new ServiceError('SerializationException', 'Start of structure or map found where not expected.');
      }
      const logins = input['Logins'];
      if (typeof logins === 'object' && logins !== null) providers = Object.keys(logins);
      const fault = faultFor(faults);
      if (fault) throw fault;
      if (target === 'GetId') {
        const identityId = store.getId(input['IdentityPoolId'], logins);
        record({ target, status: 200, logins: providers });
        return sendAmz(reply, faults.mode === 'no-identity-id' ? {} : { IdentityId: identityId });
      }
      const { identity, authenticated } = store.credentialsFor(input['IdentityId'], logins);
      record({ target, status: 200, logins: providers });
      return sendAmz(reply, issue(identity, authenticated));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      record({ target, status: error.status, error: error.type, logins: providers });
      return sendError(reply, error);
    }
  };
  app.post('/cognito-identity/', handler);
  app.options('/cognito-identity/', async (request, reply) => {
    allowCrossOrigin(request, reply);
    reply.header('access-control-allow-methods', 'POST');
    reply.header(
      'access-control-allow-headers',
      request.headers['access-control-request-headers'] ?? 'content-type, x-amz-target',
    );
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });

  app.get('/demo/api/identity/faults', async (_request, reply) => reply.send(faults.toJSON()));
  app.post('/demo/api/identity/faults', async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as {
      mode?: unknown;
      error?: unknown;
    };
    if (!(IDENTITY_FAULT_MODES as readonly unknown[]).includes(body.mode)) {
      return reply.code(400).send({ error: `mode must be one of ${IDENTITY_FAULT_MODES.join(', ')}` });
    }
    if (body.error !== undefined && !(IDENTITY_ERROR_NAMES as readonly unknown[]).includes(body.error)) {
      return reply.code(400).send({ error: `error must be one of ${IDENTITY_ERROR_NAMES.join(', ')}` });
    }
    faults.set(
      body.mode as IdentityFaultMode,
      (body.error as IdentityErrorName | undefined) ?? 'ExternalServiceException',
    );
    return reply.send(faults.toJSON());
  });
  app.delete('/demo/api/identity/faults', async (_request, reply) => {
    faults.clear();
    return reply.send(faults.toJSON());
  });
};
