import { isRecord } from '../format/record';
import { logError } from '../log/log';
import {
  BRANDS,
  ENVIRONMENTS,
  HOST_NAMES,
  brandFromHost,
  defaultHosts,
  environmentFromHost,
  type Brand,
  type Environment,
  type Hosts,
} from './env';

/**
 * header.md §7 "User-pool authentication" and §4 "Credentials": the Cognito
 * ids. Each environment has defaults (packages/session); a page overrides any
 * of them here, and the demo host points both endpoints at its local
 * emulators. No secret ever goes here: the page is public.
 */
const IDENTITY_KEYS = [
  'region',
  'userPoolId',
  'clientId',
  'confidentialClientId',
  'identityPoolId',
  'userPoolEndpoint',
  'identityEndpoint',
] as const;
export type IdentityConfig = Partial<Record<(typeof IDENTITY_KEYS)[number], string>>;

/**
 * Links whose target the spec leaves to the deployment. `nmCreditCardHash`:
 * header.md §2 "/c/NM/{hash}", the NM Credit Card page; the account menu
 * omits that item when it is absent. One path segment: letters, digits, `-`
 * and `_`, at most 64 characters (it is put into a URL as it is).
 */
interface LinksConfig {
  nmCreditCardHash?: string;
  /** The account page (header.md §2 "account page with view=history, view=address, view=pay"): a same-site path. */
  accountPage?: string;
  /** The HC header's external assistance site (header.md §2): an https address. */
  hcAssistance?: string;
}
/** Each link's shape, and what a wrong one is told it must be. */
const LINK_RULES: Record<string, [RegExp, string]> = {
  nmCreditCardHash: [/^[A-Za-z0-9_-]{1,64}$/, 'one path segment (letters, digits, - or _, at most 64)'],
  accountPage: [/^\/(?!\/)\S*$/, 'a path on this site, such as "/account/account.jsp"'],
  hcAssistance: [/^https:\/\/\S+$/, 'an https address'],
};
const LINK_NAMES = Object.keys(LINK_RULES);

/**
 * header.md §4 "Analytics link events": `link` names the page's hook, a
 * dotted path from window (a function, or an array to push to); absent,
 * `utag.link` (core analytics/linkEvent.ts).
 */
interface AnalyticsConfig {
  link?: string;
}

/** What a host page may set; every key is optional and merged over the defaults. */
export interface WidgetsConfigInput {
  identity?: IdentityConfig;
  brand?: Brand;
  env?: Environment;
  hosts?: Partial<Hosts>;
  miniCartApiUrl?: string;
  toggles?: Record<string, boolean>;
  abTests?: Record<string, string>;
  profile?: { countryPreference?: string };
  links?: LinksConfig;
  analytics?: AnalyticsConfig;
  offerMessages?: Record<string, string>;
  legacyRoutes?: boolean;
}

export interface WidgetsConfig {
  identity: IdentityConfig;
  brand: Brand;
  env: Environment;
  hosts: Hosts;
  miniCartApiUrl: string;
  toggles: Record<string, boolean>;
  abTests: Record<string, string>;
  /** The page's word on the shopper's country; absent, the profile cookie's, else US (core `shopperCountry`). */
  profile: { countryPreference?: string };
  links: LinksConfig;
  analytics: AnalyticsConfig;
  /** header.md §9: special-offer promo key → the tooltip's message, over the header's defaults (model/offers.ts). */
  offerMessages: Record<string, string>;
  /**
   * Sends shoppers to the legacy cart, checkout and favourites pages header.md
   * §2 lists (core model/routes.ts) instead of today's.
   */
  legacyRoutes: boolean;
}

export const CONFIG_ELEMENT_ID = 'nm-widgets-config';

export function defaultConfig(hostname: string, brand: Brand = brandFromHost(hostname)): WidgetsConfig {
  const env = environmentFromHost(hostname, brand);
  return {
    identity: {},
    brand,
    env,
    hosts: defaultHosts(env),
    miniCartApiUrl: `${defaultHosts(env).api}/dt/api/minicart`,
    toggles: {},
    abTests: {},
    profile: {},
    links: {},
    analytics: {},
    offerMessages: {},
    legacyRoutes: false,
  };
}

type Problem = (key: string, expected: string) => void;

/** A map of the page's: each entry named from `names` (when given) and of the right type, or a problem naming it. */
function recordOf<T>(
  value: unknown,
  key: string,
  valid: (v: unknown) => v is T,
  expected: string,
  problem: Problem,
  names?: readonly string[],
  othersIgnored?: boolean,
) {
  if (!isRecord(value)) {
    problem(key, 'an object');
    return undefined;
  }
  const out: Record<string, T> = {};
  for (const [name, item] of Object.entries(value)) {
    if (names && !names.includes(name)) {
      if (!othersIgnored) problem(`${key}.${name}`, `one of ${names.join(', ')}`);
    } else if (valid(item)) out[name] = item;
    else problem(`${key}.${name}`, expected);
  }
  return out;
}

const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isString = (v: unknown): v is string => typeof v === 'string';
const isCountry = (v: unknown): v is string => isString(v) && v.trim() !== '';

/**
 * Checks one layer of host-supplied config, key by key. A wrong type is
 * reported naming the key and that key alone falls back: one bad toggle must
 * not cost the page its hosts.
 */
export function validateConfigInput(input: unknown, source: string): WidgetsConfigInput {
  const problem: Problem = (key, expected) =>
    logError(`Config (${source}): "${key}" must be ${expected}; using the default`);
  if (!isRecord(input)) {
    problem('(root)', 'an object');
    return {};
  }
  const out: WidgetsConfigInput = {};
  const oneOf = <T extends string>(key: 'brand' | 'env', list: readonly T[]): T | undefined => {
    if (!(key in input) || list.includes(input[key] as T)) return input[key] as T | undefined;
    problem(key, `one of ${list.join(', ')}`);
    return undefined;
  };
  const map = <T>(
    key: string,
    valid: (v: unknown) => v is T,
    expected: string,
    names?: readonly string[],
    othersIgnored?: boolean,
  ) => (key in input ? recordOf(input[key], key, valid, expected, problem, names, othersIgnored) : undefined);
  out.brand = oneOf('brand', BRANDS);
  out.env = oneOf('env', ENVIRONMENTS);
  const hosts = map('hosts', isString, 'a string', HOST_NAMES);
  for (const name in hosts) hosts[name] = hosts[name]!.replace(/\/+$/, '');
  out.hosts = hosts;
  if ('miniCartApiUrl' in input) {
    if (isString(input.miniCartApiUrl)) out.miniCartApiUrl = input.miniCartApiUrl;
    else problem('miniCartApiUrl', 'a string');
  }
  out.toggles = map('toggles', isBoolean, 'true or false');
  if ('legacyRoutes' in input) {
    if (isBoolean(input.legacyRoutes)) out.legacyRoutes = input.legacyRoutes;
    else problem('legacyRoutes', 'true or false');
  }
  out.identity = map('identity', isString, 'a string', IDENTITY_KEYS);
  const links = map('links', isString, 'a string', LINK_NAMES);
  for (const name in links) {
    const [shape, expected] = LINK_RULES[name]!;
    if (!shape.test(links[name]!)) {
      problem(`links.${name}`, expected);
      delete links[name];
    }
  }
  out.links = links;
  out.analytics = map('analytics', isString, 'a string', ['link']);
  out.offerMessages = map('offerMessages', isString, 'a string (the message)');
  // header.md §3 names them abTestsOpt and profileData (the legacy pages' names): read first, ours over them.
  const tests = ['abTestsOpt', 'abTests'].map((key) => map(key, isString, 'a string (the variation)'));
  if (tests.some(Boolean)) out.abTests = Object.assign({}, ...tests) as Record<string, string>;
  for (const key of ['profileData', 'profile']) {
    // Only the country is read: a legacy profileData carries the shopper's other fields too.
    const country = map(key, isCountry, 'a country code such as "US"', ['countryPreference'], true)?.countryPreference;
    if (country) out.profile = { countryPreference: country.trim().toUpperCase() };
  }
  return out;
}

/** The nested maps, merged key by key. */
const MAPS = ['hosts', 'toggles', 'abTests', 'profile', 'identity', 'links', 'analytics', 'offerMessages'] as const;

/** Layers are applied in order, later ones winning; nested maps merge key by key. */
export function mergeConfig(hostname: string, ...layers: WidgetsConfigInput[]): WidgetsConfig {
  const brand = layers.reduce<Brand | undefined>((b, layer) => layer.brand ?? b, undefined) ?? brandFromHost(hostname);
  const base = defaultConfig(hostname, brand);
  const env = layers.reduce<Environment>((e, layer) => layer.env ?? e, base.env);
  const envHosts = defaultHosts(env);
  const config: WidgetsConfig = {
    ...base,
    env,
    hosts: { ...envHosts },
    miniCartApiUrl: `${envHosts.api}/dt/api/minicart`,
  };
  for (const layer of layers) {
    if (layer.miniCartApiUrl !== undefined) config.miniCartApiUrl = layer.miniCartApiUrl;
    if (layer.legacyRoutes !== undefined) config.legacyRoutes = layer.legacyRoutes;
    for (const key of MAPS) Object.assign(config, { [key]: { ...config[key], ...layer[key] } });
  }
  return config;
}

/** Resolves a path against a configured host; an empty host means the page's own origin. */
export function hostUrl(host: string, path: string): string {
  return `${host}${path.startsWith('/') ? path : `/${path}`}`;
}
