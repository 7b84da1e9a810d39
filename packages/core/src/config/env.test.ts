import { describe, expect, it } from 'vitest';
import {
  BRANDS,
  ENVIRONMENTS,
  HOST_NAMES,
  brandFromHost,
  defaultHosts,
  environmentFromHost,
  type Brand,
  type Environment,
} from './env';

describe('header.md §4 Environment selection: host name → environment', () => {
  const cases: Array<[host: string, brand: Brand, env: Environment]> = [
    // Main brand (NM)
    ['localhost', 'NM', 'dev-int'],
    ['127.0.0.1', 'NM', 'dev-int'],
    ['devint.neimanmarcus.com', 'NM', 'dev-int'],
    ['www.devint.neimanmarcus.com', 'NM', 'dev-int'],
    ['WWW.DEVINT.NEIMANMARCUS.COM', 'NM', 'dev-int'],
    ['devint2.neimanmarcus.com', 'NM', 'dev-int2'],
    ['www.devint2.neimanmarcus.com', 'NM', 'dev-int2'],
    ['stage.neimanmarcus.com', 'NM', 'prep'],
    ['www.stage.neimanmarcus.com', 'NM', 'prep'],
    ['perf.neimanmarcus.com', 'NM', 'prep'],
    ['www.perf.neimanmarcus.com', 'NM', 'prep'],
    ['www.neimanmarcus.com', 'NM', 'prod'],
    ['neimanmarcus.com', 'NM', 'prod'],
    // Sister brand (HC): the same ladder with an hc- prefix
    ['localhost', 'HC', 'hc-dev-int'],
    ['devint.horchow.com', 'HC', 'hc-dev-int'],
    ['devint2.horchow.com', 'HC', 'hc-dev-int2'],
    ['stage.horchow.com', 'HC', 'hc-prep'],
    ['perf.horchow.com', 'HC', 'hc-prep'],
    ['www.horchow.com', 'HC', 'hc-prod'],
    ['horchow.com', 'HC', 'hc-prod'],
  ];

  it.each(cases)('%s (%s) → %s', (host, brand, env) => {
    expect(environmentFromHost(host, brand)).toBe(env);
  });

  it('devint2 is never read as devint (the prefix trap)', () => {
    expect(environmentFromHost('devint2.neimanmarcus.com', 'NM')).not.toBe('dev-int');
  });

  it('every environment it can return is one of the eight listed in header.md §9', () => {
    for (const [host, brand] of cases) expect(ENVIRONMENTS).toContain(environmentFromHost(host, brand));
  });
});

describe('header.md §1, minicart.md §1: the brand variant is chosen by the page host name', () => {
  it.each<[string, Brand]>([
    ['www.horchow.com', 'HC'],
    ['horchow.com', 'HC'],
    ['WWW.HORCHOW.COM', 'HC'],
    ['devint.horchow.com', 'HC'],
    ['stage.horchow.com', 'HC'],
    ['hc-devint.example.net', 'HC'],
    ['www.neimanmarcus.com', 'NM'],
    ['devint.neimanmarcus.com', 'NM'],
    ['localhost', 'NM'],
    ['127.0.0.1', 'NM'],
    ['notchc.com', 'NM'],
    ['www.horchowfan.com', 'NM'],
  ])('%s → %s', (host, brand) => {
    expect(brandFromHost(host)).toBe(brand);
  });

  it('host-derived brand and environment agree for the sister brand prod domain', () => {
    const host = 'www.horchow.com';
    expect(environmentFromHost(host, brandFromHost(host))).toBe('hc-prod');
  });

  it('only the two brands exist', () => {
    expect([...BRANDS]).toEqual(['NM', 'HC']);
  });
});

describe('header.md §4 Environment selection: "Hosts for APIs follow the environment"', () => {
  it.each<[Environment, string]>([
    ['prod', 'https://api.nm-services.net'],
    ['prep', 'https://api-prep.nm-services.net'],
    ['dev-int', 'https://api-dev-int.nm-services.net'],
    ['dev-int2', 'https://api-dev-int2.nm-services.net'],
    ['hc-prod', 'https://api.hc-services.net'],
    ['hc-prep', 'https://api-prep.hc-services.net'],
    ['hc-dev-int', 'https://api-dev-int.hc-services.net'],
    ['hc-dev-int2', 'https://api-dev-int2.hc-services.net'],
  ])('%s api host is %s', (env, api) => {
    expect(defaultHosts(env).api).toBe(api);
  });

  it.each([...ENVIRONMENTS])('%s defines every service host as an https origin without a trailing slash', (env) => {
    const hosts = defaultHosts(env);
    expect(Object.keys(hosts).sort()).toEqual([...HOST_NAMES].sort());
    for (const origin of Object.values(hosts)) {
      expect(origin).toMatch(/^https:\/\/[a-z0-9.-]+$/);
    }
  });

  it('the fastly host is the edge service', () => {
    expect(defaultHosts('prod').fastly).toBe('https://edge.nm-services.net');
    expect(defaultHosts('hc-dev-int2').fastly).toBe('https://edge-dev-int2.hc-services.net');
  });

  it('no two environments share an API host (a wrong environment shows in the network panel)', () => {
    const apis = ENVIRONMENTS.map((env) => defaultHosts(env).api);
    expect(new Set(apis).size).toBe(ENVIRONMENTS.length);
  });

  it('within one environment every service has its own host', () => {
    const hosts = Object.values(defaultHosts('prep'));
    expect(new Set(hosts).size).toBe(HOST_NAMES.length);
  });
});
