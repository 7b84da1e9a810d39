import { describe, expect, it } from 'vitest';
import { defaultHosts } from './env';

/*
 * The default service origins (env.ts: one pattern per environment, so that a
 * wrong environment shows in the network panel). Each service keeps its own
 * name: config.test.ts compares a config with defaultHosts() itself, which
 * cannot notice two services given the same origin.
 */
describe('default hosts: https://{service}[-{tier}].{brand}-services.net', () => {
  it('prod (no tier), each service by its name; fastly is the edge', () => {
    expect(defaultHosts('prod')).toEqual({
      api: 'https://api.nm-services.net',
      nav: 'https://nav.nm-services.net',
      fastly: 'https://edge.nm-services.net',
      lambda: 'https://lambda.nm-services.net',
      stores: 'https://stores.nm-services.net',
      recs: 'https://recs.nm-services.net',
      typeahead: 'https://typeahead.nm-services.net',
      guest: 'https://guest.nm-services.net',
      profile: 'https://profile.nm-services.net',
      analytics: 'https://analytics.nm-services.net',
      fraud: 'https://fraud.nm-services.net',
    });
  });

  it.each<[Parameters<typeof defaultHosts>[0], string]>([
    ['dev-int', 'https://nav-dev-int.nm-services.net'],
    ['hc-prep', 'https://nav-prep.hc-services.net'],
    ['hc-prod', 'https://nav.hc-services.net'],
  ])('%s → %s', (env, nav) => {
    expect(defaultHosts(env).nav).toBe(nav);
  });
});
