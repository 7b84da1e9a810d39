import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetLogOnce } from '../log/log';
import {
  readExpiring,
  readJson,
  readRaw,
  remove,
  writeExpiring,
  writeJson,
  writeRaw,
  type StorageArea,
} from './webStorage';

const areas: StorageArea[] = ['local', 'session'];
const storageOf = (which: StorageArea) => (which === 'local' ? window.localStorage : window.sessionStorage);

/**
 * Replaces window.localStorage / sessionStorage with a stand-in whose methods
 * can fail. (happy-dom caches Storage methods per instance, so spying on
 * Storage.prototype does not reach a storage that has already been used.)
 */
function stubArea(which: StorageArea, overrides: Partial<Storage>): Storage {
  const items = new Map<string, string>();
  const fake: Storage = {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => {
      items.set(k, String(v));
    },
    removeItem: (k) => {
      items.delete(k);
    },
    clear: () => items.clear(),
    ...overrides,
  };
  vi.spyOn(window, which === 'local' ? 'localStorage' : 'sessionStorage', 'get').mockReturnValue(fake);
  return fake;
}

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetLogOnce();
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe.each(areas)('header.md §3 Local/session storage keys (%sStorage): JSON round trip', (which) => {
  it.each<[string, unknown]>([
    ['a number', 3],
    ['zero', 0],
    ['a list', ['Gucci', 'Prada']],
    ['an object', { cartOpened: false, noOfItemsInCart: 2 }],
    ['a string', 'W'],
    ['false', false],
  ])('%s', (_label, value) => {
    expect(writeJson(which, 'k', value)).toBe(true);
    expect(storageOf(which).getItem('k')).toBe(JSON.stringify(value));
    expect(readJson(which, 'k')).toEqual(value);
  });

  it('a missing key reads as null', () => {
    expect(readJson(which, 'missing')).toBeNull();
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('writes to the right area only', () => {
    writeJson(which, 'only-here', 1);
    const other = which === 'local' ? sessionStorage : localStorage;
    expect(other.getItem('only-here')).toBeNull();
  });
});

describe('header.md §4, §8 "A failed parse of the stored list removes it": corrupt values', () => {
  it.each(areas)('%sStorage: logged once, cleared, read as null', (which) => {
    storageOf(which).setItem('SRP_SEARCH_RECENT_KEYWORDS', '["gucci", "pra');
    expect(readJson(which, 'SRP_SEARCH_RECENT_KEYWORDS')).toBeNull();
    expect(storageOf(which).getItem('SRP_SEARCH_RECENT_KEYWORDS')).toBeNull();
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain('"SRP_SEARCH_RECENT_KEYWORDS"');
    // Corrupt again (another script wrote junk): still read as null, not logged a second time.
    storageOf(which).setItem('SRP_SEARCH_RECENT_KEYWORDS', 'junk');
    expect(readJson(which, 'SRP_SEARCH_RECENT_KEYWORDS')).toBeNull();
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });
});

describe('ARCHITECTURE.md hostile page: storage unavailable (Safari private mode, sandboxed frame)', () => {
  it.each(areas)('%sStorage getter throws: reads are null, writes false, nothing throws, logged once', (which) => {
    vi.spyOn(window, which === 'local' ? 'localStorage' : 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => {
      expect(readRaw(which, 'k')).toBeNull();
      expect(readJson(which, 'k')).toBeNull();
      expect(writeJson(which, 'k', 1)).toBe(false);
      expect(writeExpiring(which, 'k', 1, 1000)).toBe(false);
      expect(readExpiring(which, 'k')).toBeNull();
      remove(which, 'k');
    }).not.toThrow();
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain(`${which}Storage is unavailable`);
  });

  it('getItem that throws is read as null and logged', () => {
    stubArea('session', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(readJson('session', 'minicart_count')).toBeNull();
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });
});

describe('ARCHITECTURE.md hostile page: quota exceeded', () => {
  it.each(areas)('%sStorage: writeJson returns false and logs the key, never throws', (which) => {
    stubArea(which, {
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
    let result: boolean | undefined;
    expect(() => {
      result = writeJson(which, 'header-mini-cart-state', { big: 'x' });
    }).not.toThrow();
    expect(result).toBe(false);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain('"header-mini-cart-state"');
    expect(errorSpy.mock.calls[0]?.[1]).toMatchObject({ name: 'QuotaExceededError' });
  });

  it('a value that cannot be serialised is refused the same way', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(writeJson('local', 'k', circular)).toBe(false);
    expect(writeJson('local', 'big', 10n)).toBe(false);
    expect(localStorage.getItem('k')).toBeNull();
  });
});

describe('header.md §3 "each with value and expiryTime" (abandonCartModalSeen, header-mini-cart-state …)', () => {
  const DAY = 86_400_000;
  const now = Date.UTC(2024, 5, 7, 12);

  it('writes { value, expiryTime } with expiryTime = now + ttl', () => {
    expect(writeExpiring('local', 'abandonCartModalSeen', true, DAY, now)).toBe(true);
    expect(JSON.parse(localStorage.getItem('abandonCartModalSeen') ?? 'null')).toEqual({
      value: true,
      expiryTime: now + DAY,
    });
  });

  it.each<[string, number, unknown]>([
    ['just written', now, 'kept'],
    ['one ms before expiry', now + DAY - 1, 'kept'],
    ['exactly at expiry', now + DAY, null],
    ['long after expiry', now + 30 * DAY, null],
  ])('read %s → %s', (_label, readAt, expected) => {
    writeExpiring('local', 'abandonCartModalTimestamp', 'kept', DAY, now);
    expect(readExpiring('local', 'abandonCartModalTimestamp', readAt)).toEqual(expected);
    if (expected === null) expect(localStorage.getItem('abandonCartModalTimestamp')).toBeNull();
    else expect(localStorage.getItem('abandonCartModalTimestamp')).not.toBeNull();
  });

  it('an expired value is removed without an error (expiry is normal, not a fault)', () => {
    writeExpiring('local', 'abandonCartModalSeen', true, DAY, now);
    expect(readExpiring('local', 'abandonCartModalSeen', now + 2 * DAY)).toBeNull();
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it.each<[string, string]>([
    ['a bare value', 'true'],
    ['value without expiryTime', '{"value":true}'],
    ['expiryTime as a string', '{"value":true,"expiryTime":"2099-01-01"}'],
    ['expiryTime without value', `{"expiryTime":${now + DAY}}`],
    ['invalid JSON', '{"value":'],
  ])('malformed (%s) → null, removed, logged', (_label, raw) => {
    localStorage.setItem('header-mini-cart-state', raw);
    expect(readExpiring('local', 'header-mini-cart-state', now)).toBeNull();
    expect(localStorage.getItem('header-mini-cart-state')).toBeNull();
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });

  it('uses the real clock by default', () => {
    writeExpiring('session', 'k', 'v', 60_000);
    expect(readExpiring('session', 'k')).toBe('v');
    writeExpiring('session', 'k', 'v', -1);
    expect(readExpiring('session', 'k')).toBeNull();
  });
});

describe('storage failures: each log line names the area and the key (mutation run survivors)', () => {
  const messages = () => errorSpy.mock.calls.map((call) => String(call[0]));

  it('an unavailable area', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('insecure', 'SecurityError');
    });
    readRaw('session', 'k');
    expect(messages()).toEqual(['[nm-widgets] sessionStorage is unavailable; values will not be kept']);
  });

  it('a read that throws: readRaw gives null (not undefined) and names the key', () => {
    stubArea('local', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(readRaw('local', 'minicart_count')).toBeNull();
    expect(messages()).toEqual(['[nm-widgets] localStorage "minicart_count" could not be read']);
  });

  it('corrupt JSON', () => {
    localStorage.setItem('k1', '{');
    readJson('local', 'k1');
    expect(messages()).toEqual(['[nm-widgets] localStorage "k1" held invalid JSON; it was cleared']);
  });

  it('a JSON write that throws', () => {
    stubArea('session', {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    writeJson('session', 'k2', 1);
    expect(messages()).toEqual(['[nm-widgets] sessionStorage "k2" could not be written']);
  });

  it('an entry that is not { value, expiryTime }', () => {
    localStorage.setItem('k3', '{"value":1}');
    readExpiring('local', 'k3');
    expect(messages()).toEqual(['[nm-widgets] localStorage "k3" is not { value, expiryTime }; it was cleared']);
  });
});

describe('writeRaw: a plain string other scripts read as text (guestUser.*)', () => {
  it.each(areas)('%sStorage: kept as written, true', (which) => {
    expect(writeRaw(which, 'guestUser.id', 'abc')).toBe(true);
    expect(storageOf(which).getItem('guestUser.id')).toBe('abc');
  });

  it('an unavailable area: false, nothing thrown', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('insecure', 'SecurityError');
    });
    expect(writeRaw('local', 'guestUser.id', 'abc')).toBe(false);
    expect(errorSpy.mock.calls.map((call) => String(call[0]))).toEqual([
      '[nm-widgets] localStorage is unavailable; values will not be kept',
    ]);
  });

  it('a write that throws: false and logged naming the key', () => {
    stubArea('local', {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(writeRaw('local', 'guestUser.id', 'abc')).toBe(false);
    expect(errorSpy.mock.calls.map((call) => String(call[0]))).toEqual([
      '[nm-widgets] localStorage "guestUser.id" could not be written',
    ]);
  });
});
