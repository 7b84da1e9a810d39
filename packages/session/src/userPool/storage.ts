import { logErrorOnce } from '@nm/core';
import type { ICognitoStorage } from 'amazon-cognito-identity-js';

/** What this page wrote (a value) or removed (null), kept over what local storage holds. */
type Overlay = Map<string, string | null>;

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The user pool's storage (amazon-cognito-identity-js's `Storage` option).
 * The library's own helper probes local storage with a test write and, when
 * that throws (a full quota, a page that broke `setItem`), falls back to an
 * empty in-memory store: a shopper whose session is stored, readable and
 * valid would then resolve as signed out. This one reads local storage, and
 * keeps what it writes or removes in memory too, so a write or removal that
 * throws (or that a read-only storage silently drops) still holds for this
 * page: refreshed tokens are used, and a sign-out is not undone by a
 * removal that failed. A failed write or removal is logged once.
 */
export function createUserPoolStorage(storage: () => Storage | null = local): ICognitoStorage {
  const overlay: Overlay = new Map();
  const failed = (what: string, error: unknown) =>
    logErrorOnce(
      'user-pool-storage',
      `localStorage refused to ${what} the signed-in session (full, blocked or read-only); it is kept for this page only`,
      error,
    );
  return {
    getItem(key) {
      if (overlay.has(key)) return overlay.get(key) ?? null;
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      overlay.set(key, value);
      try {
        storage()?.setItem(key, value);
      } catch (error) {
        failed('keep', error);
      }
    },
    removeItem(key) {
      overlay.set(key, null);
      try {
        storage()?.removeItem(key);
      } catch (error) {
        failed('forget', error);
      }
    },
    /** Forgets this page's overlay only: the page's storage holds other scripts' keys. */
    clear() {
      overlay.clear();
    },
  };
}
