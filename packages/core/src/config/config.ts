import { isRecord } from '../format/record';
import { logError } from '../log/log';
import {
  BRANDS, ENVIRONMENTS, HOST_NAMES, brandFromHost, defaultHosts, environmentFromHost,
  type Brand, type Environment, type Hosts,
} from './env';

/**
 * header.md §7 "User-pool authentication" and §4 "Credentials": the Cognito
 * ids. Each environment has defaults (packages/session); a page overrides any
 * of them here, and the demo host points both endpoints at its local
 * emulators. No secret ever goes here: the page is public.
 */
const IDENTITY_KEYS = [
  'region', 'userPoolId', 'clientId', 'confidentialClientId', 'identityPoolId', 'userPoolEndpoint', 'identityEndpoint',
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
}
const LINK_HASH = /^[A-Za-z0-9_-]{1,64}$/;

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
}

export interface WidgetsConfig {
  identity: IdentityConfig;
  brand: Brand;
  env: Environment;
  hosts: Hosts;
  miniCartApiUrl: string;
  toggles: Record<string, boolean>;
  abTests: Record<string, string>;
  profile: { countryPreference: string };
  links: LinksConfig;
}

export const CONFIG_ELEMENT_ID = 'nm-widgets-config';
/** header.md §9: default country US. */
const DEFAULT_COUNTRY = 'US';

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
    profile: { countryPreference: DEFAULT_COUNTRY },
    links: {},
  };
}

type Problem = (key: string, expected: string) => void;


function recordOf<T>(value: unknown, key: string, valid: (v: unknown) => v is T, expected: string, problem: Problem) {
  if (!isRecord(value)) { problem(key, 'an object'); return undefined; }
  const out: Record<string, T> = {};
  for (const [name, item] of Object.entries(value)) {
    if (valid(item)) out[name] = item;
    else problem(`${key}.${name}`, expected);
  }
  return out;
}

const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isString = (v: unknown): v is string => typeof v === 'string';

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
  if ('brand' in input) {
    if (BRANDS.includes(input.brand as Brand)) out.brand = input.brand as Brand;
    else problem('brand', `one of ${BRANDS.join(', ')}`);
  }
  if ('env' in input) {
    if (ENVIRONMENTS.includes(input.env as Environment)) out.env = input.env as Environment;
    else problem('env', `one of ${ENVIRONMENTS.join(', ')}`);
  }
  if ('hosts' in input) {
    const hosts = recordOf(input.hosts, 'hosts', isString, 'a string', problem);
    if (hosts) {
      out.hosts = {};
      for (const [name, origin] of Object.entries(hosts)) {
        if ((HOST_NAMES as readonly string[]).includes(name)) out.hosts[name as keyof Hosts] = origin.replace(/\/+$/, '');
        else problem(`hosts.${name}`, `one of ${HOST_NAMES.join(', ')}`);
      }
    }
  }
  if ('miniCartApiUrl' in input) {
    if (isString(input.miniCartApiUrl)) out.miniCartApiUrl = input.miniCartApiUrl;
    else problem('miniCartApiUrl', 'a string');
  }
  if ('toggles' in input) {
    const toggles = recordOf(input.toggles, 'toggles', isBoolean, 'true or false', problem);
    if (toggles) out.toggles = toggles;
  }
  if ('abTests' in input) {
    const abTests = recordOf(input.abTests, 'abTests', isString, 'a string (the variation)', problem);
    if (abTests) out.abTests = abTests;
  }
  if ('identity' in input) {
    const identity = recordOf(input.identity, 'identity', isString, 'a string', problem);
    if (identity) {
      out.identity = {};
      for (const [name, value] of Object.entries(identity)) {
        if ((IDENTITY_KEYS as readonly string[]).includes(name)) out.identity[name as keyof IdentityConfig] = value;
        else problem(`identity.${name}`, `one of ${IDENTITY_KEYS.join(', ')}`);
      }
    }
  }
  if ('profile' in input) {
    if (!isRecord(input.profile)) problem('profile', 'an object');
    else if ('countryPreference' in input.profile) {
      if (isString(input.profile.countryPreference) && input.profile.countryPreference.trim())
        out.profile = { countryPreference: input.profile.countryPreference.trim().toUpperCase() };
      else problem('profile.countryPreference', 'a country code such as "US"');
    }
  }
  if ('links' in input) {
    if (!isRecord(input.links)) problem('links', 'an object');
    else {
      out.links = {};
      for (const [name, value] of Object.entries(input.links)) {
        if (name !== 'nmCreditCardHash') problem(`links.${name}`, 'one of nmCreditCardHash');
        else if (isString(value) && LINK_HASH.test(value)) out.links.nmCreditCardHash = value;
        else problem('links.nmCreditCardHash', 'one path segment (letters, digits, - or _, at most 64)');
      }
    }
  }
  return out;
}

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
    config.hosts = { ...config.hosts, ...layer.hosts };
    if (layer.miniCartApiUrl !== undefined) config.miniCartApiUrl = layer.miniCartApiUrl;
    config.toggles = { ...config.toggles, ...layer.toggles };
    config.abTests = { ...config.abTests, ...layer.abTests };
    config.profile = { ...config.profile, ...layer.profile };
    config.identity = { ...config.identity, ...layer.identity };
    config.links = { ...config.links, ...layer.links };
  }
  return config;
}

/** Reads the CSP-friendly `<script type="application/json" id="nm-widgets-config">` block. */
function readConfigBlock(doc: Document): unknown {
  const block = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!block) return undefined;
  try {
    return JSON.parse(block.textContent ?? '');
  } catch (error) {
    logError(`Config (#${CONFIG_ELEMENT_ID}): the block is not valid JSON; using the defaults`, error);
    return undefined;
  }
}

/** Defaults, then `window.nmWidgetsConfig`, then the JSON block. */
export function readPageConfig(win: Window & { nmWidgetsConfig?: unknown }, doc: Document): WidgetsConfig {
  const layers: WidgetsConfigInput[] = [];
  if (win.nmWidgetsConfig !== undefined) layers.push(validateConfigInput(win.nmWidgetsConfig, 'window.nmWidgetsConfig'));
  const block = readConfigBlock(doc);
  if (block !== undefined) layers.push(validateConfigInput(block, `#${CONFIG_ELEMENT_ID}`));
  return mergeConfig(win.location.hostname, ...layers);
}

/** Resolves a path against a configured host; an empty host means the page's own origin. */
export function hostUrl(host: string, path: string): string {
  return `${host}${path.startsWith('/') ? path : `/${path}`}`;
}
