import { mergeConfig } from '@nm/core';
import { resolveIdentity } from './userPools';

const config = (input: Parameters<typeof mergeConfig>[1] = {}) => mergeConfig('localhost', input);

describe('the user pool for the page (header.md §7 "User-pool authentication")', () => {
  it('uses region us-west-2 and the password flow by default', () => {
    const identity = resolveIdentity(config());
    expect(identity.region).toBe('us-west-2');
    expect(identity.authFlow).toBe('USER_PASSWORD_AUTH');
  });
  it('switches to USER_SRP_AUTH with the USE_SRP_AUTH flag', () => {
    expect(resolveIdentity(config({ toggles: { USE_SRP_AUTH: true } })).authFlow).toBe('USER_SRP_AUTH');
  });
  it('has different pool and client ids for dev-int, dev-int2, prep and prod', () => {
    const ids = (['dev-int', 'dev-int2', 'prep', 'prod'] as const).map((env) => resolveIdentity(config({ env })));
    expect(new Set(ids.map((i) => i.userPoolId)).size).toBe(4);
    expect(new Set(ids.map((i) => i.clientId)).size).toBe(4);
    expect(new Set(ids.map((i) => i.identityPoolId)).size).toBe(4);
  });
  it("the sister brand uses the same tier's pool", () => {
    expect(resolveIdentity(config({ brand: 'HC', env: 'hc-prep' })).userPoolId).toBe(
      resolveIdentity(config({ env: 'prep' })).userPoolId,
    );
  });
  it('USE_CONFIDENTIAL_CLIENT picks the confidential client, for the main brand only', () => {
    const plain = resolveIdentity(config({ identity: { clientId: 'pub', confidentialClientId: 'conf' } }));
    const nm = resolveIdentity(
      config({
        identity: { clientId: 'pub', confidentialClientId: 'conf' },
        toggles: { USE_CONFIDENTIAL_CLIENT: true },
      }),
    );
    const hc = resolveIdentity(
      config({
        brand: 'HC',
        identity: { clientId: 'pub', confidentialClientId: 'conf' },
        toggles: { USE_CONFIDENTIAL_CLIENT: true },
      }),
    );
    expect([plain.clientId, nm.clientId, hc.clientId]).toEqual(['pub', 'conf', 'pub']);
  });
  it('the page config wins key by key, endpoints included', () => {
    const identity = resolveIdentity(
      config({
        identity: {
          userPoolId: 'local_1',
          region: 'eu-west-1',
          userPoolEndpoint: 'http://127.0.0.1:9229/',
          identityEndpoint: 'http://127.0.0.1:8080/cognito-identity/',
        },
      }),
    );
    expect(identity).toMatchObject({
      userPoolId: 'local_1',
      region: 'eu-west-1',
      userPoolEndpoint: 'http://127.0.0.1:9229/',
      identityEndpoint: 'http://127.0.0.1:8080/cognito-identity/',
    });
    expect(resolveIdentity(config())).not.toHaveProperty('userPoolEndpoint');
  });
});
