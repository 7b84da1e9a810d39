import type { Environment, IdentityConfig, WidgetsConfig } from '@nm/core';

/** header.md §7 "User-pool authentication": region us-west-2. */
const REGION = 'us-west-2';

export interface ResolvedIdentity {
  region: string;
  userPoolId: string;
  clientId: string;
  identityPoolId?: string;
  userPoolEndpoint?: string;
  identityEndpoint?: string;
  authFlow: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';
}

type PoolIds = Required<Pick<IdentityConfig, 'userPoolId' | 'clientId' | 'confidentialClientId' | 'identityPoolId'>>;

/**
 * Pool and client ids per environment (header.md §7: "differ per environment
 * (dev-int, dev-int2, prep, prod) and by the confidential-client toggle;
 * values not listed"). The spec does not give the values: these are the
 * shape AWS uses, and a deployment sets the real ones through the page config
 * (`identity`), which wins key by key. The sister brand shares the main
 * brand's pools (its environments are the same ladder with an `hc-` prefix).
 */
const POOLS: Record<'dev-int' | 'dev-int2' | 'prep' | 'prod', PoolIds> = {
  'dev-int': {
    userPoolId: 'us-west-2_NmDevInt1',
    clientId: 'nmdevintpublicclient000001',
    confidentialClientId: 'nmdevintconfidential000001',
    identityPoolId: 'us-west-2:00000000-0000-4000-8000-00000000d001',
  },
  'dev-int2': {
    userPoolId: 'us-west-2_NmDevInt2',
    clientId: 'nmdevint2publicclient00001',
    confidentialClientId: 'nmdevint2confidential00001',
    identityPoolId: 'us-west-2:00000000-0000-4000-8000-00000000d002',
  },
  prep: {
    userPoolId: 'us-west-2_NmPrep001',
    clientId: 'nmpreppublicclient00000001',
    confidentialClientId: 'nmprepconfidential00000001',
    identityPoolId: 'us-west-2:00000000-0000-4000-8000-00000000a001',
  },
  prod: {
    userPoolId: 'us-west-2_NmProd001',
    clientId: 'nmprodpublicclient00000001',
    confidentialClientId: 'nmprodconfidential00000001',
    identityPoolId: 'us-west-2:00000000-0000-4000-8000-00000000f001',
  },
};

function tierOf(env: Environment): keyof typeof POOLS {
  return env.replace(/^hc-/, '') as keyof typeof POOLS;
}

/**
 * The user pool for this page: the environment's ids, overridden by the
 * page's `identity` config. USE_CONFIDENTIAL_CLIENT (main brand only) picks
 * the confidential app client: the page never holds its secret (a browser
 * cannot keep one); the client is configured on the pool for the
 * backend-for-frontend that owns it, so the widgets only address it by id.
 * USE_SRP_AUTH switches the flow to USER_SRP_AUTH.
 */
export function resolveIdentity(
  config: Pick<WidgetsConfig, 'env' | 'brand' | 'identity' | 'toggles'>,
): ResolvedIdentity {
  const defaults = POOLS[tierOf(config.env)];
  const ids = { ...defaults, ...config.identity };
  const confidential = config.brand === 'NM' && config.toggles.USE_CONFIDENTIAL_CLIENT === true;
  return {
    region: config.identity.region ?? REGION,
    userPoolId: ids.userPoolId,
    clientId: confidential ? ids.confidentialClientId : ids.clientId,
    identityPoolId: ids.identityPoolId,
    ...(config.identity.userPoolEndpoint ? { userPoolEndpoint: config.identity.userPoolEndpoint } : {}),
    ...(config.identity.identityEndpoint ? { identityEndpoint: config.identity.identityEndpoint } : {}),
    authFlow: config.toggles.USE_SRP_AUTH === true ? 'USER_SRP_AUTH' : 'USER_PASSWORD_AUTH',
  };
}
