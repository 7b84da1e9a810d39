import { logErrorOnce } from '../log/log';
import { isExpiring, type Expiring } from '../model/expiring';

export type StorageArea = 'session' | 'local';

/**
 * Every access is guarded: storage may be disabled (Safari private mode,
 * sandboxed frames, blocked third-party storage), full, or hold a value some
 * other script corrupted. None of that may throw into a widget.
 */
function area(which: StorageArea): Storage | null {
  // A server drawing a first paint has no storage: the page's values are the client's to read, after hydration.
  if (typeof window === 'undefined') return null;
  try {
    return which === 'session' ? window.sessionStorage : window.localStorage;
  } catch (error) {
    logErrorOnce(`storage-unavailable:${which}`, `${which}Storage is unavailable; values will not be kept`, error);
    return null;
  }
}

export function readRaw(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch (error) {
    logErrorOnce(`storage-read:${which}:${key}`, `${which}Storage "${key}" could not be read`, error);
    return null;
  }
}

export function remove(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Unavailable storage has nothing to remove.
  }
}

/** Reads a JSON value. A corrupt value is logged, removed, and read as null. */
export function readJson<T = unknown>(which: StorageArea, key: string): T | null {
  const raw = readRaw(which, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch (error) {
    logErrorOnce(
      `storage-corrupt:${which}:${key}`,
      `${which}Storage "${key}" held invalid JSON; it was cleared`,
      error,
    );
    remove(which, key);
    return null;
  }
}

/** Writes a plain string (keys other scripts read as text, such as guestUser.*); false (and logged) when not kept. */
export function writeRaw(which: StorageArea, key: string, value: string): boolean {
  const storage = area(which);
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch (error) {
    logErrorOnce(`storage-write:${which}:${key}`, `${which}Storage "${key}" could not be written`, error);
    return false;
  }
}

/** Writes a JSON value; returns false (and logs) when it could not be kept. */
export function writeJson(which: StorageArea, key: string, value: unknown): boolean {
  const storage = area(which);
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    // QuotaExceededError, or a value that cannot be serialised.
    logErrorOnce(`storage-write:${which}:${key}`, `${which}Storage "${key}" could not be written`, error);
    return false;
  }
}

/** Reads an expiring value; an expired or malformed entry is removed and read as null. */
export function readExpiring<T>(which: StorageArea, key: string, now = Date.now()): T | null {
  const data = readJson(which, key);
  if (data === null) return null;
  if (!isExpiring(data)) {
    logErrorOnce(
      `storage-shape:${which}:${key}`,
      `${which}Storage "${key}" is not { value, expiryTime }; it was cleared`,
    );
    remove(which, key);
    return null;
  }
  if (data.expiryTime <= now) {
    remove(which, key);
    return null;
  }
  return data.value as T;
}

export function writeExpiring(
  which: StorageArea,
  key: string,
  value: unknown,
  ttlMs: number,
  now = Date.now(),
): boolean {
  const entry: Expiring<unknown> = { value, expiryTime: now + ttlMs };
  return writeJson(which, key, entry);
}
