import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CONFIG_ELEMENT_ID, defaultConfig, hostUrl, mergeConfig, validateConfigInput } from './config';
import { readPageConfig } from './pageConfig';
import { defaultHosts } from './env';

/** What the host page may hold; typed loosely on purpose, since the page can put anything there. */
type HostGlobals = { nmWidgetsConfig?: unknown };

/** A window stand-in with the given host name; config is read from it and the real document. */
function pageAt(hostname: string, nmWidgetsConfig?: unknown): Window {
  const win: HostGlobals & { location: { hostname: string } } = { location: { hostname } };
  if (nmWidgetsConfig !== undefined) win.nmWidgetsConfig = nmWidgetsConfig;
  return win as unknown as Window;
}

function setConfigBlock(text: string | null): void {
  document.getElementById(CONFIG_ELEMENT_ID)?.remove();
  if (text === null) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = CONFIG_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  setConfigBlock(null);
  delete (window as unknown as HostGlobals).nmWidgetsConfig;
  errorSpy.mockRestore();
});

describe('header.md §4 Environment selection: defaults follow the page host', () => {
  it.each([
    ['www.neimanmarcus.com', 'NM', 'prod'],
    ['stage.neimanmarcus.com', 'NM', 'prep'],
    ['devint.horchow.com', 'HC', 'hc-dev-int'],
    ['www.horchow.com', 'HC', 'hc-prod'],
  ] as const)('%s → brand %s, env %s, hosts and mini-cart URL of that env', (host, brand, env) => {
    const config = readPageConfig(pageAt(host), document);
    expect(config.brand).toBe(brand);
    expect(config.env).toBe(env);
    expect(config.hosts).toEqual(defaultHosts(env));
    expect(config.miniCartApiUrl).toBe(`${defaultHosts(env).api}/dt/api/minicart`);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('the real happy-dom page (localhost) reads as dev-int with no config at all', () => {
    const config = readPageConfig(window, document);
    expect(config).toEqual(defaultConfig('localhost'));
    expect(config.env).toBe('dev-int');
  });

  it("a configured brand moves the environment to that brand's ladder", () => {
    const config = readPageConfig(pageAt('localhost', { brand: 'HC' }), document);
    expect(config.env).toBe('hc-dev-int');
    expect(config.hosts.api).toBe('https://api-dev-int.hc-services.net');
  });

  it('a configured env moves every default host and the mini-cart URL with it', () => {
    const config = readPageConfig(pageAt('localhost', { env: 'prod' }), document);
    expect(config.env).toBe('prod');
    expect(config.hosts).toEqual(defaultHosts('prod'));
    expect(config.miniCartApiUrl).toBe('https://api.nm-services.net/dt/api/minicart');
  });
});

describe("header.md §3, §9: the page's country preference (the shopper's country: model/country.ts)", () => {
  it("is absent when nothing sets it, so the profile cookie's, else US, decides", () => {
    expect(readPageConfig(pageAt('www.neimanmarcus.com'), document).profile.countryPreference).toBeUndefined();
  });

  it('a configured country is kept, trimmed and upper-cased', () => {
    const config = readPageConfig(pageAt('localhost', { profile: { countryPreference: ' ca ' } }), document);
    expect(config.profile.countryPreference).toBe('CA');
  });

  it('a profile object without countryPreference leaves it unset', () => {
    const config = readPageConfig(pageAt('localhost', { profile: {} }), document);
    expect(config.profile.countryPreference).toBeUndefined();
    expect(errorSpy).not.toHaveBeenCalled();
  });
});

describe('header.md §3 "App config: toggles, profileData.countryPreference, abTestsOpt": the legacy names', () => {
  it("profileData.countryPreference is the page's country; the profile's other fields are not ours to check", () => {
    const config = readPageConfig(
      pageAt('localhost', { profileData: { countryPreference: 'CA', firstName: 'Ann', cartItemCount: 2 } }),
      document,
    );
    expect(config.profile.countryPreference).toBe('CA');
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('abTestsOpt is read as the A/B tests (ABTEST_TYPEAHEAD in variation b)', () => {
    const config = readPageConfig(pageAt('localhost', { abTestsOpt: { ABTEST_TYPEAHEAD: 'b' } }), document);
    expect(config.abTests).toEqual({ ABTEST_TYPEAHEAD: 'b' });
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('both names in one layer: ours (profile, abTests) wins, key by key', () => {
    const config = readPageConfig(
      pageAt('localhost', {
        profileData: { countryPreference: 'CA' },
        profile: { countryPreference: 'US' },
        abTestsOpt: { ABTEST_TYPEAHEAD: 'a', ABTEST_HP_GENDER: 'b' },
        abTests: { ABTEST_TYPEAHEAD: 'b' },
      }),
      document,
    );
    expect(config.profile.countryPreference).toBe('US');
    expect(config.abTests).toEqual({ ABTEST_TYPEAHEAD: 'b', ABTEST_HP_GENDER: 'b' });
  });

  it('a later layer wins over an earlier one whichever name either uses', () => {
    setConfigBlock(JSON.stringify({ profileData: { countryPreference: 'GB' }, abTestsOpt: { ABTEST_TYPEAHEAD: 'a' } }));
    const config = readPageConfig(
      pageAt('localhost', { profile: { countryPreference: 'US' }, abTests: { ABTEST_TYPEAHEAD: 'b' } }),
      document,
    );
    expect(config.profile.countryPreference).toBe('GB');
    expect(config.abTests).toEqual({ ABTEST_TYPEAHEAD: 'a' });
  });

  it.each<[string, unknown, string]>([
    [
      'profileData',
      { profileData: 'CA' },
      '[nm-widgets] Config (test): "profileData" must be an object; using the default',
    ],
    [
      'profileData.countryPreference',
      { profileData: { countryPreference: 1 } },
      '[nm-widgets] Config (test): "profileData.countryPreference" must be a country code such as "US"; using the default',
    ],
    [
      'abTestsOpt',
      { abTestsOpt: ['b'] },
      '[nm-widgets] Config (test): "abTestsOpt" must be an object; using the default',
    ],
    [
      'an abTestsOpt value',
      { abTestsOpt: { ABTEST_TYPEAHEAD: true } },
      '[nm-widgets] Config (test): "abTestsOpt.ABTEST_TYPEAHEAD" must be a string (the variation); using the default',
    ],
  ])('a wrong %s logs once, naming it', (_label, input, message) => {
    const config = mergeConfig('localhost', validateConfigInput(input, 'test'));
    expect(config.abTests).toEqual({});
    expect(config.profile).toEqual({});
    expect(errorSpy.mock.calls.map((call) => String(call[0]))).toEqual([message]);
  });
});

describe('header.md §3 App config: merge order defaults < window.nmWidgetsConfig < JSON block', () => {
  it('later layers win, key by key, inside toggles, abTests and hosts', () => {
    const win = pageAt('www.neimanmarcus.com', {
      toggles: { TYPEAHEAD: true, HP_GENDER: true },
      abTests: { ABTEST_TYPEAHEAD: 'a', ABTEST_HP_GENDER: 'b' },
      hosts: { api: 'https://api.from-window.test', nav: 'https://nav.from-window.test' },
      miniCartApiUrl: 'https://window.test/minicart',
      profile: { countryPreference: 'CA' },
    });
    setConfigBlock(
      JSON.stringify({
        toggles: { TYPEAHEAD: false, DT_MINICART: true },
        abTests: { ABTEST_TYPEAHEAD: 'b' },
        hosts: { nav: 'https://nav.from-block.test' },
        profile: { countryPreference: 'US' },
      }),
    );

    const config = readPageConfig(win, document);

    expect(config.toggles).toEqual({ TYPEAHEAD: false, HP_GENDER: true, DT_MINICART: true });
    expect(config.abTests).toEqual({ ABTEST_TYPEAHEAD: 'b', ABTEST_HP_GENDER: 'b' });
    expect(config.hosts.api).toBe('https://api.from-window.test'); // window, block silent
    expect(config.hosts.nav).toBe('https://nav.from-block.test'); // block beats window
    expect(config.hosts.fastly).toBe(defaultHosts('prod').fastly); // default, nobody set it
    expect(config.miniCartApiUrl).toBe('https://window.test/minicart');
    expect(config.profile.countryPreference).toBe('US');
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('the JSON block alone (no window object) is applied over the defaults', () => {
    setConfigBlock(JSON.stringify({ env: 'prep', toggles: { TYPEAHEAD: true } }));
    const config = readPageConfig(pageAt('www.neimanmarcus.com'), document);
    expect(config.env).toBe('prep');
    expect(config.hosts.api).toBe('https://api-prep.nm-services.net');
    expect(config.toggles).toEqual({ TYPEAHEAD: true });
  });

  it('mergeConfig with no layers is the defaults', () => {
    expect(mergeConfig('www.horchow.com')).toEqual(defaultConfig('www.horchow.com'));
  });

  it('the block env wins over the window env and the defaults follow the winner', () => {
    setConfigBlock(JSON.stringify({ env: 'dev-int2' }));
    const config = readPageConfig(pageAt('www.neimanmarcus.com', { env: 'prep' }), document);
    expect(config.env).toBe('dev-int2');
    expect(config.hosts.recs).toBe('https://recs-dev-int2.nm-services.net');
  });
});

describe("ARCHITECTURE.md config contract: an empty host means the page's own origin", () => {
  it('an empty-string host is kept, not replaced by the default', () => {
    const config = readPageConfig(pageAt('www.neimanmarcus.com', { hosts: { api: '' } }), document);
    expect(config.hosts.api).toBe('');
    expect(hostUrl(config.hosts.api, '/dt/api/getCart/{userId}')).toBe('/dt/api/getCart/{userId}');
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('trailing slashes on a configured host are dropped so paths join cleanly', () => {
    const config = readPageConfig(
      pageAt('localhost', { hosts: { stores: 'https://stores.example.test///' } }),
      document,
    );
    expect(config.hosts.stores).toBe('https://stores.example.test');
    expect(hostUrl(config.hosts.stores, 'info/12.json')).toBe('https://stores.example.test/info/12.json');
  });
});

describe('header.md §8 error catalogue (config): a malformed JSON block', () => {
  it('logs exactly one error naming the block and saying defaults are used', () => {
    setConfigBlock('{ "toggles": { "TYPEAHEAD": true, }');
    const config = readPageConfig(pageAt('www.neimanmarcus.com'), document);
    expect(config).toEqual(defaultConfig('www.neimanmarcus.com'));
    expect(errorSpy).toHaveBeenCalledTimes(1);
    const message = String(errorSpy.mock.calls[0]?.[0]);
    expect(message).toContain(`#${CONFIG_ELEMENT_ID}`);
    expect(message).toMatch(/default/i);
  });

  it('still applies window.nmWidgetsConfig', () => {
    setConfigBlock('not json');
    const config = readPageConfig(pageAt('localhost', { toggles: { TYPEAHEAD: true } }), document);
    expect(config.toggles).toEqual({ TYPEAHEAD: true });
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });
});

describe('header.md §3 App config: a wrong-typed key is reported by name and only that key falls back', () => {
  // Every row also carries valid keys; they must survive the bad one.
  const good = {
    toggles: { GOOD_TOGGLE: true },
    hosts: { nav: 'https://nav.good.test' },
  };
  const cases: Array<
    [key: string, input: Record<string, unknown>, check: (c: ReturnType<typeof readPageConfig>) => void]
  > = [
    ['brand', { brand: 'XX' }, (c) => expect(c.brand).toBe('NM')],
    ['env', { env: 'qa' }, (c) => expect(c.env).toBe('prod')],
    [
      'miniCartApiUrl',
      { miniCartApiUrl: 42 },
      (c) => expect(c.miniCartApiUrl).toBe('https://api.nm-services.net/dt/api/minicart'),
    ],
    ['legacyRoutes', { legacyRoutes: 'true' }, (c) => expect(c.legacyRoutes).toBe(false)],
    [
      'toggles.TYPEAHEAD',
      { toggles: { ...good.toggles, TYPEAHEAD: 'yes' } },
      (c) => expect(c.toggles).toEqual({ GOOD_TOGGLE: true }),
    ],
    [
      'abTests.ABTEST_TYPEAHEAD',
      { abTests: { ABTEST_TYPEAHEAD: 2, ABTEST_HP_GENDER: 'b' } },
      (c) => expect(c.abTests).toEqual({ ABTEST_HP_GENDER: 'b' }),
    ],
    ['hosts.api', { hosts: { ...good.hosts, api: 5 } }, (c) => expect(c.hosts.api).toBe('https://api.nm-services.net')],
    [
      'hosts.bogus',
      { hosts: { ...good.hosts, bogus: 'https://x.test' } },
      (c) => expect(c.hosts).not.toHaveProperty('bogus'),
    ],
    [
      'profile.countryPreference',
      { profile: { countryPreference: 7 } },
      (c) => expect(c.profile.countryPreference).toBeUndefined(),
    ],
    [
      'profile.countryPreference',
      { profile: { countryPreference: '  ' } },
      (c) => expect(c.profile.countryPreference).toBeUndefined(),
    ],
    ['profile', { profile: 'US' }, (c) => expect(c.profile.countryPreference).toBeUndefined()],
  ];

  it.each(cases)('"%s" wrong → one console.error naming it; the rest of the layer still applies', (key, bad, check) => {
    const input = {
      ...good,
      ...bad,
      toggles: { ...good.toggles, ...(bad.toggles as object) },
      hosts: { ...good.hosts, ...(bad.hosts as object) },
    };
    const config = readPageConfig(pageAt('www.neimanmarcus.com', input), document);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain(`"${key}"`);
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain('window.nmWidgetsConfig');
    check(config);
    expect(config.toggles.GOOD_TOGGLE).toBe(true);
    expect(config.hosts.nav).toBe('https://nav.good.test');
  });

  it.each([
    ['toggles', { toggles: ['TYPEAHEAD'] }],
    ['hosts', { hosts: 'https://api.test' }],
    ['abTests', { abTests: null }],
  ])('a whole map of the wrong type ("%s") is reported once and the defaults kept', (key, input) => {
    const config = readPageConfig(pageAt('www.neimanmarcus.com', input), document);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain(`"${key}"`);
    expect(config).toEqual(defaultConfig('www.neimanmarcus.com'));
  });

  it('two bad toggles give two errors, one per key', () => {
    validateConfigInput({ toggles: { A: 'on', B: 0, C: true } }, 'test');
    expect(errorSpy).toHaveBeenCalledTimes(2);
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain('"toggles.A"');
    expect(String(errorSpy.mock.calls[1]?.[0])).toContain('"toggles.B"');
  });

  it('a bad key in the JSON block names the block as the source and does not undo the window layer', () => {
    setConfigBlock(JSON.stringify({ toggles: { TYPEAHEAD: 'true' } }));
    const config = readPageConfig(pageAt('localhost', { toggles: { TYPEAHEAD: true } }), document);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain(`#${CONFIG_ELEMENT_ID}`);
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain('"toggles.TYPEAHEAD"');
    expect(config.toggles.TYPEAHEAD).toBe(true);
  });

  it.each([
    ['a string', 'TYPEAHEAD'],
    ['an array', [1]],
    ['null', null],
  ])('a window.nmWidgetsConfig that is %s is one error and the defaults', (_label, value) => {
    const config = readPageConfig(pageAt('www.neimanmarcus.com', value), document);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain('(root)');
    expect(config).toEqual(defaultConfig('www.neimanmarcus.com'));
  });
});

describe('config problems: each message names the source, the key and what it must be (mutation run survivors)', () => {
  const messages = () => errorSpy.mock.calls.map((call) => String(call[0]));

  it.each<[string, unknown, string]>([
    ['the root', 'x', '[nm-widgets] Config (test): "(root)" must be an object; using the default'],
    ['brand', { brand: 'XX' }, '[nm-widgets] Config (test): "brand" must be one of NM, HC; using the default'],
    [
      'env',
      { env: 'qa' },
      '[nm-widgets] Config (test): "env" must be one of dev-int, dev-int2, prep, prod, hc-dev-int, hc-dev-int2, hc-prep, hc-prod; using the default',
    ],
    ['a hosts map', { hosts: 3 }, '[nm-widgets] Config (test): "hosts" must be an object; using the default'],
    [
      'a host value',
      { hosts: { api: 5 } },
      '[nm-widgets] Config (test): "hosts.api" must be a string; using the default',
    ],
    [
      'a host name',
      { hosts: { bogus: 'https://x.test' } },
      '[nm-widgets] Config (test): "hosts.bogus" must be one of api, nav, fastly, lambda, stores, recs, typeahead, guest, profile, analytics, fraud; using the default',
    ],
    [
      'miniCartApiUrl',
      { miniCartApiUrl: 1 },
      '[nm-widgets] Config (test): "miniCartApiUrl" must be a string; using the default',
    ],
    [
      'legacyRoutes',
      { legacyRoutes: 1 },
      '[nm-widgets] Config (test): "legacyRoutes" must be true or false; using the default',
    ],
    [
      'a toggle',
      { toggles: { A: 'on' } },
      '[nm-widgets] Config (test): "toggles.A" must be true or false; using the default',
    ],
    [
      'an A/B test',
      { abTests: { T: 2 } },
      '[nm-widgets] Config (test): "abTests.T" must be a string (the variation); using the default',
    ],
    [
      'an identity map',
      { identity: [] },
      '[nm-widgets] Config (test): "identity" must be an object; using the default',
    ],
    [
      'an identity value',
      { identity: { region: 1 } },
      '[nm-widgets] Config (test): "identity.region" must be a string; using the default',
    ],
    [
      'an identity key',
      { identity: { secret: 'x' } },
      '[nm-widgets] Config (test): "identity.secret" must be one of region, userPoolId, clientId, confidentialClientId, identityPoolId, userPoolEndpoint, identityEndpoint; using the default',
    ],
    ['profile', { profile: 'US' }, '[nm-widgets] Config (test): "profile" must be an object; using the default'],
    [
      'profile.countryPreference',
      { profile: { countryPreference: '' } },
      '[nm-widgets] Config (test): "profile.countryPreference" must be a country code such as "US"; using the default',
    ],
    ['links', { links: 1 }, '[nm-widgets] Config (test): "links" must be an object; using the default'],
    [
      'analytics',
      { analytics: 'utag.link' },
      '[nm-widgets] Config (test): "analytics" must be an object; using the default',
    ],
    [
      'an analytics key',
      { analytics: { view: 'utag.view' } },
      '[nm-widgets] Config (test): "analytics.view" must be one of link; using the default',
    ],
    [
      'the analytics hook',
      { analytics: { link: 1 } },
      '[nm-widgets] Config (test): "analytics.link" must be a string; using the default',
    ],
    [
      'a link key',
      { links: { other: 'x' } },
      '[nm-widgets] Config (test): "links.other" must be one of nmCreditCardHash, accountPage, hcAssistance; using the default',
    ],
    [
      'a link hash',
      { links: { nmCreditCardHash: 'a/b' } },
      '[nm-widgets] Config (test): "links.nmCreditCardHash" must be one path segment (letters, digits, - or _, at most 64); using the default',
    ],
    [
      'the account page',
      { links: { accountPage: 'https://elsewhere.test/account' } },
      '[nm-widgets] Config (test): "links.accountPage" must be a path on this site, such as "/account/account.jsp"; using the default',
    ],
    [
      'the account page, protocol-relative',
      { links: { accountPage: '//elsewhere.test/account' } },
      '[nm-widgets] Config (test): "links.accountPage" must be a path on this site, such as "/account/account.jsp"; using the default',
    ],
    [
      'the assistance site',
      { links: { hcAssistance: 'http://help.test/' } },
      '[nm-widgets] Config (test): "links.hcAssistance" must be an https address; using the default',
    ],
    [
      'a link that is not text',
      { links: { accountPage: 5 } },
      '[nm-widgets] Config (test): "links.accountPage" must be a string; using the default',
    ],
  ])('%s', (_label, input, message) => {
    validateConfigInput(input, 'test');
    expect(messages()).toEqual([message]);
  });

  it('a malformed JSON block: the whole message', () => {
    setConfigBlock('{');
    readPageConfig(pageAt('localhost'), document);
    expect(messages()).toEqual([
      '[nm-widgets] Config (#nm-widgets-config): the block is not valid JSON; using the defaults',
    ]);
  });

  it('an empty JSON block is one parse error, not a crash', () => {
    setConfigBlock('');
    expect(readPageConfig(pageAt('localhost'), document)).toEqual(defaultConfig('localhost'));
    expect(messages()).toHaveLength(1);
  });
});

describe('header.md §7 user-pool ids: config.identity', () => {
  it('is empty by default', () => {
    expect(defaultConfig('www.neimanmarcus.com').identity).toEqual({});
    expect(mergeConfig('localhost').identity).toEqual({});
  });

  it('keeps the known string keys and drops the rest, naming each', () => {
    const input = validateConfigInput(
      {
        identity: { region: 'us-east-1', userPoolId: 'pool', clientId: 7, other: 'x' },
      },
      'test',
    );
    expect(input).toEqual({ identity: { region: 'us-east-1', userPoolId: 'pool' } });
    expect(errorSpy).toHaveBeenCalledTimes(2);
  });

  it('an identity that is not an object is dropped whole', () => {
    expect(validateConfigInput({ identity: 'pool', brand: 'HC' }, 'test')).toEqual({ brand: 'HC' });
  });

  it('later layers win key by key', () => {
    const config = mergeConfig(
      'localhost',
      { identity: { region: 'us-east-1', clientId: 'a' } },
      { identity: { clientId: 'b' } },
    );
    expect(config.identity).toEqual({ region: 'us-east-1', clientId: 'b' });
  });
});

describe('legacyRoutes: the switch to header.md §2\'s legacy cart, checkout and favourites (README "Config")', () => {
  it('is off by default', () => {
    expect(defaultConfig('www.neimanmarcus.com').legacyRoutes).toBe(false);
    expect(readPageConfig(pageAt('www.neimanmarcus.com'), document).legacyRoutes).toBe(false);
  });

  it("a page turns it on from either layer, the JSON block over the window's", () => {
    expect(readPageConfig(pageAt('localhost', { legacyRoutes: true }), document).legacyRoutes).toBe(true);
    setConfigBlock(JSON.stringify({ legacyRoutes: false }));
    expect(readPageConfig(pageAt('localhost', { legacyRoutes: true }), document).legacyRoutes).toBe(false);
    expect(mergeConfig('localhost', { legacyRoutes: true }, {}).legacyRoutes).toBe(true);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('a wrong type is one console error naming it, and the switch stays off', () => {
    const config = readPageConfig(pageAt('localhost', { legacyRoutes: 'yes', brand: 'HC' }), document);
    expect([config.legacyRoutes, config.brand]).toEqual([false, 'HC']);
    expect(errorSpy.mock.calls.map((call) => String(call[0]))).toEqual([
      '[nm-widgets] Config (window.nmWidgetsConfig): "legacyRoutes" must be true or false; using the default',
    ]);
  });
});

describe('hostUrl joins a configured host and a path with one slash', () => {
  it.each([
    ['https://api.test', '/dt/api/x', 'https://api.test/dt/api/x'],
    ['https://api.test', 'dt/api/x', 'https://api.test/dt/api/x'],
    ['', '/info/1.json', '/info/1.json'],
    ['', 'info/1.json', '/info/1.json'],
  ])('%j + %j → %j', (host, path, url) => {
    expect(hostUrl(host, path)).toBe(url);
  });
});
