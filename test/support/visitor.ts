import type { Browser, BrowserContext } from 'playwright-core';

/**
 * Who a page's device is to the fingerprint flow (header.md §3 `fpid`,
 * `fpStoredDate`, `fingerprintExpiration`; §4 "Fingerprint caching"):
 * - `returning`: the fingerprint was stored a minute ago and is valid for a
 *   day, as on every visit but a device's first of the day, so FingerprintJS
 *   is not even downloaded and the stored id is signalled;
 * - `first`: nothing stored, so the page computes the fingerprint.
 *
 * The computation costs a fresh context about 0.45 s of the machine's CPU
 * (its WebGL context in the GPU process, the font probes), a quarter of a
 * widget page's load (docs/QUALITY.md). The suites that test the flow, or
 * the strict page it must not break, ask for `first`.
 */
export type Visitor = 'returning' | 'first';

/** The returning device's storage, written before any of the page's scripts run. */
export const RETURNING_DEVICE_SCRIPT = `localStorage.setItem('fpid', 'returning-device');
  localStorage.setItem('fpStoredDate', String(Math.floor(Date.now() / 1000) - 60));
  localStorage.setItem('fingerprintExpiration', '86400');`;

/**
 * The browser, with `prepare` run on every context it creates (newContext,
 * newPage) before the context's first request.
 */
export function preparingContexts(browser: Browser, prepare: (context: BrowserContext) => Promise<void>): Browser {
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property === 'newContext') {
        return async (...args: Parameters<Browser['newContext']>) => {
          const context = await target.newContext(...args);
          await prepare(context);
          return context;
        };
      }
      if (property === 'newPage') {
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          await prepare(page.context());
          return page;
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Every context the browser creates is the given visitor's device. */
export function asVisitor(browser: Browser, visitor: Visitor): Browser {
  if (visitor === 'first') return browser;
  return preparingContexts(browser, async (context) => {
    await context.addInitScript(RETURNING_DEVICE_SCRIPT);
  });
}
