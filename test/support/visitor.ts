import type { BrowserContext } from 'playwright-core';

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

/** Makes the context the visitor's device: for `returning`, its storage holds the fingerprint before any script runs. */
export async function asDevice(context: BrowserContext, visitor: Visitor): Promise<void> {
  if (visitor === 'returning') await context.addInitScript(RETURNING_DEVICE_SCRIPT);
}
