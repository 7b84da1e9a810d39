import { afterAll, vi } from 'vitest';
import * as core from '@nm/core';
import { setPageLocation } from '@nm/core';
import { clearCookies, resetStores } from '@nm/core/testing';

/**
 * Set up before every file of the `unit` project, whose files share a worker's
 * module graph and happy-dom window (isolate: false, vitest.config.ts): what a
 * file may leave behind on the page is put back after it, so the next file
 * starts with real timers and globals, the page's own location, no cookies and empty storage.
 *
 * Core's shared stores go back to the values they were created with
 * (resetStores: an atom keeps its first value as `init`, so it does not matter
 * which file first imported core). Reset before the cookies and storage are
 * cleared: a store's listeners may write to them.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  setPageLocation(null);
  if (typeof document === 'undefined') return;
  resetStores(core);
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
});
