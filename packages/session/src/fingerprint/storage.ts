/**
 * header.md §3: `fpid`, `fpStoredDate` (seconds), `fingerprintExpiration`
 * (seconds) in local storage. They are kept as plain text (the id as it is,
 * the numbers as digits), the way other scripts on the page read them, not as
 * JSON: `localStorage.getItem('fpid')` gives the id. Every access goes through
 * core's guarded webStorage: storage may be disabled, full or tampered with.
 */
import { webStorage } from '@nm/core';
import { FP_EXPIRATION_KEY, FP_STORED_DATE_KEY, FPID_KEY, type StoredFingerprint } from './model';

export function readStoredFingerprint(): StoredFingerprint {
  return {
    fpid: webStorage.readRaw('local', FPID_KEY),
    fpStoredDate: webStorage.readRaw('local', FP_STORED_DATE_KEY),
    fingerprintExpiration: webStorage.readRaw('local', FP_EXPIRATION_KEY),
  };
}

/** The raw `fpid`, what the fraud device signal carries. */
export function readStoredFpid(): string | null {
  return webStorage.readRaw('local', FPID_KEY);
}

/**
 * Keeps the three values (a refusal is logged once by webStorage). The date
 * is written last: a partial write reads as invalid and is computed again.
 */
export function writeStoredFingerprint(fpid: string, storedDateSeconds: number, expirationSeconds: number): boolean {
  return (
    webStorage.writeRaw('local', FPID_KEY, fpid) &&
    webStorage.writeRaw('local', FP_EXPIRATION_KEY, String(expirationSeconds)) &&
    webStorage.writeRaw('local', FP_STORED_DATE_KEY, String(storedDateSeconds))
  );
}
