/**
 * header.md §4 "Environment selection" and minicart.md §7: the environment,
 * and so the API hosts, follow the page's host name.
 */
export type Brand = 'NM' | 'HC';
type NmEnvironment = 'dev-int' | 'dev-int2' | 'prep' | 'prod';
export type Environment = NmEnvironment | `hc-${NmEnvironment}`;

export const BRANDS: readonly Brand[] = ['NM', 'HC'];
export const ENVIRONMENTS: readonly Environment[] = [
  'dev-int',
  'dev-int2',
  'prep',
  'prod',
  'hc-dev-int',
  'hc-dev-int2',
  'hc-prep',
  'hc-prod',
];

/** The sister brand's storefront is told apart by its domain. */
export function brandFromHost(hostname: string): Brand {
  return /(^|\.)horchow\.|(^|[.-])hc[.-]/i.test(hostname) ? 'HC' : 'NM';
}

/**
 * Main brand: localhost and devint → dev-int; devint2 → dev-int2; stage and
 * perf → prep; anything else (the brand's own domain) → prod. The sister
 * brand has the same ladder with an `hc-` prefix.
 */
export function environmentFromHost(hostname: string, brand: Brand): Environment {
  const host = hostname.toLowerCase();
  let env: NmEnvironment = 'prod';
  // devint2 is tested first: "devint" is a prefix of it.
  if (host.includes('devint2')) env = 'dev-int2';
  else if (host === 'localhost' || host === '127.0.0.1' || host.includes('devint')) env = 'dev-int';
  else if (host.includes('stage') || host.includes('perf')) env = 'prep';
  return brand === 'HC' ? `hc-${env}` : env;
}

export const HOST_NAMES = [
  'api',
  'nav',
  'fastly',
  'lambda',
  'stores',
  'recs',
  'typeahead',
  'guest',
  'profile',
  'analytics',
  'fraud',
] as const;
/** @public Part of the contract: re-exported by packages/bundle/src/public.ts. */
export type HostName = (typeof HOST_NAMES)[number];
/** Origins (scheme + host, no trailing slash). An empty string means the page's own origin. */
export type Hosts = Record<HostName, string>;

/**
 * Default service origins per environment. Real deployments set their own
 * through the config block; these follow one pattern so that a wrong
 * environment is obvious in the network panel.
 */
export function defaultHosts(env: Environment): Hosts {
  const brand = env.startsWith('hc-') ? 'hc' : 'nm';
  const tier = env.replace(/^hc-/, '');
  const suffix = tier === 'prod' ? '' : `-${tier}`;
  const origin = (service: string) => `https://${service}${suffix}.${brand}-services.net`;
  return {
    api: origin('api'),
    nav: origin('nav'),
    fastly: origin('edge'),
    lambda: origin('lambda'),
    stores: origin('stores'),
    recs: origin('recs'),
    typeahead: origin('typeahead'),
    guest: origin('guest'),
    profile: origin('profile'),
    analytics: origin('analytics'),
    fraud: origin('fraud'),
  };
}
