import { afterAll, vi } from 'vitest';

/**
 * Set up before every file of the `unit` project, whose files share a worker's
 * module graph and happy-dom window (isolate: false, vitest.config.ts): what a
 * file may leave behind on the page is put back after it, so the next file
 * starts with real timers and globals, no cookies and empty storage.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (typeof document === 'undefined') return;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
});
