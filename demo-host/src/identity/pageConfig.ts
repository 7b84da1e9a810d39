// The `identity` part of a demo page's widget config (packages/core
// config.ts IDENTITY_KEYS): the dev-int user pool of the host's cognito-local,
// and both Cognito endpoints on the page's own origin.
//
// userPoolEndpoint is the demo host's same-origin pass-through to
// cognito-local (POST /cognito-idp/, routes.ts), not cognito-local's own port:
// the hostile page and the demo panel are sent with `default-src 'self'`, which
// forbids a fetch to another port, and a real page's CSP lists the Cognito
// host the same way. The requests and answers are cognito-local's, unchanged.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CognitoLocal, PoolIds } from './cognitoLocal';
import type { IdentityState } from './state';

/** What the demo host knows about its identity services (decorated on the Fastify instance). */
export interface DemoIdentity {
  state: IdentityState;
  /** Present when the host started cognito-local. */
  cognito?: Pick<CognitoLocal, 'endpoint' | 'pools'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    nmDemoIdentity?: DemoIdentity;
  }
}

/** header.md §7: region us-west-2. */
const DEMO_REGION = 'us-west-2';
/**
 * The identity pool the identity stand-in answers for (cognito-local has no
 * identity pools). Shaped as a real one, region:UUID: the service (and the
 * stand-in, cognitoIdentity.ts) refuses any id not matching [\w-]+:[0-9a-f-]+.
 */
const DEMO_IDENTITY_POOL_ID = 'us-west-2:11111111-2222-4333-8444-555555555555';
/** Where the demo host passes user-pool calls through to cognito-local. */
export const USER_POOL_PROXY_PATH = '/cognito-idp/';
/** The identity stand-in's path (cognitoIdentity.ts, the AWSCognitoIdentityService JSON protocol). */
const IDENTITY_PATH = '/cognito-identity/';

export interface PageIdentityConfig {
  region: string;
  userPoolId?: string;
  clientId?: string;
  confidentialClientId?: string;
  identityPoolId: string;
  userPoolEndpoint?: string;
  identityEndpoint: string;
}

/** The config for a page on `origin`; without cognito-local, no user pool (sign-in then fails, the guest flow works). */
function pageIdentityConfig(origin: string, pool?: PoolIds): PageIdentityConfig {
  return {
    region: DEMO_REGION,
    ...(pool && {
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      confidentialClientId: pool.confidentialClientId,
    }),
    identityPoolId: DEMO_IDENTITY_POOL_ID,
    ...(pool && { userPoolEndpoint: `${origin}${USER_POOL_PROXY_PATH}` }),
    identityEndpoint: `${origin}${IDENTITY_PATH}`,
  };
}

/** The origin the browser used for this request, e.g. http://127.0.0.1:8080. */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? '127.0.0.1'}`;
}

/** This request's page identity config, or undefined when the app has no identity services (a bare plugin in a test). */
export function identityConfigFor(request: FastifyRequest): PageIdentityConfig | undefined {
  const identity = (request.server as FastifyInstance | undefined)?.nmDemoIdentity;
  if (!identity) return undefined;
  return pageIdentityConfig(requestOrigin(request), identity.cognito?.pools['dev-int']);
}
