import { existsSync } from 'node:fs';

/** TOOLCHAIN.md: Debian's Chromium, never a downloaded browser. */
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

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
