// The credentials' stored values, read defensively (header.md §4 "Credentials").
import { resetLogOnce } from '@nm/core';
import {
  readFederatedInfo,
  readGuestIdentityId,
  removeFederatedInfo,
  removeGuestIdentityId,
  writeGuestIdentityId,
} from './storage';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzZWNyZXQtc3ViIn0.c2lnbmF0dXJl';
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.clear();
  resetLogOnce();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const logged = () => consoleError.mock.calls.flat().map(String).join('\n');

describe('aws-amplify-federatedInfo', () => {
  it('is read from local storage', () => {
    localStorage.setItem(
      'aws-amplify-federatedInfo',
      JSON.stringify({ provider: 'google', token: TOKEN, user: { name: 'A' }, expires_at: 123 }),
    );
    expect(readFederatedInfo()).toEqual({ provider: 'google', token: TOKEN, user: { name: 'A' }, expiresAt: 123 });
  });

  it('absent is null, with no log', () => {
    expect(readFederatedInfo()).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    `{"provider":"google","token":"${TOKEN}"`,
    JSON.stringify({ provider: 'google', token: 42, note: TOKEN }),
    JSON.stringify([TOKEN]),
    TOKEN,
  ])('corrupt (%s): one log line naming the key, never the value; treated as absent', (raw) => {
    localStorage.setItem('aws-amplify-federatedInfo', raw);
    expect(readFederatedInfo()).toBeNull();
    expect(readFederatedInfo()).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(logged()).toContain('"aws-amplify-federatedInfo"');
    expect(logged()).not.toContain(TOKEN.split('.')[1]);
  });

  it('removeFederatedInfo removes it', () => {
    localStorage.setItem('aws-amplify-federatedInfo', '{}');
    removeFederatedInfo();
    expect(localStorage.getItem('aws-amplify-federatedInfo')).toBeNull();
  });
});

describe('CognitoIdentityId-{identityPoolId}', () => {
  const POOL = 'us-west-2:00000000-0000-4000-8000-00000000d001';
  const ID = 'us-west-2:6f1e2d3c-0000-4000-8000-00000000cafe';

  it("is written under the pool's key and read back", () => {
    writeGuestIdentityId(POOL, ID);
    expect(localStorage.getItem('CognitoIdentityId-us-west-2:00000000-0000-4000-8000-00000000d001')).toBe(`"${ID}"`);
    expect(readGuestIdentityId(POOL)).toBe(ID);
    expect(readGuestIdentityId('us-west-2:00000000-0000-4000-8000-00000000d002')).toBeUndefined();
    removeGuestIdentityId(POOL);
    expect(localStorage.getItem(`CognitoIdentityId-${POOL}`)).toBeNull();
  });

  it('a value that is not an identity ID is logged once (naming the key), removed, and read as none', () => {
    localStorage.setItem(`CognitoIdentityId-${POOL}`, '{"oops":true}');
    expect(readGuestIdentityId(POOL)).toBeUndefined();
    expect(localStorage.getItem(`CognitoIdentityId-${POOL}`)).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(logged()).toContain(`"CognitoIdentityId-${POOL}"`);
  });

  it('storage that throws is no identity, not an exception', () => {
    // A stand-in for window.localStorage, not a spy on Storage.prototype: happy-dom binds a storage's methods to
    // it on first use, so a prototype spy either misses a used storage or stays bound to a fresh one for good
    // (every later file in a shared worker would find its storage throwing).
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue({
      getItem: denied,
      setItem: denied,
      removeItem: denied,
    } as unknown as Storage);
    expect(readGuestIdentityId(POOL)).toBeUndefined();
    expect(readFederatedInfo()).toBeNull();
  });
});
