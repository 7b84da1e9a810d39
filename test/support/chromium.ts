import { existsSync } from 'node:fs';

/**
 * TOOLCHAIN.md: Debian's Chromium, never a downloaded browser. The first
 * choice is Debian's `chromium-headless-shell`: the same Chromium (Blink, V8
 * and version as the `chromium` package) built as the headless shell that
 * Playwright itself launches for headless runs, without the full browser's
 * services around each page, which cost most of a page's CPU (docs/QUALITY.md
 * "How long `npm test` takes" has the measures). The full `chromium` is the
 * fallback. scripts/ensure-chromium.ts installs them.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_CANDIDATES = [HEADLESS_SHELL, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path));
}

/**
 * Flags that work as root on a closed network: without the
 * background-networking ones Chromium floods it with refused connections.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
