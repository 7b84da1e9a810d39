import { readdirSync, readFileSync } from 'node:fs';

/** Every unit file (happy-dom, or node where a file says so). */
export const UNIT_FILES = ['packages/**/*.test.{ts,tsx}', 'demo-host/**/*.test.ts', 'test/integration/**/*.test.ts'];

/**
 * The unit files that run isolated (their own module graph and happy-dom
 * window), in the `unit-isolated` project; every other unit file shares its
 * worker's (the `unit` project, `isolate: false`), so such a file must leave
 * the shared stores, cookies and storage as it found them or be one of these.
 *
 * Found, not listed by hand, so a new file cannot be forgotten:
 * - a file that replaces modules (`vi.mock`, `vi.doMock`, `vi.resetModules`):
 *   in a shared graph the real module is already imported by an earlier file;
 * - a file that asks for it with the comment `// unit: isolated` (it reads a
 *   module's state as on a fresh page: the first value of a store, a listener
 *   installed once, cookies no other file has written).
 */
const NEEDS_ISOLATION = /vi\.(?:mock|doMock|resetModules)\(|\/\/ unit: isolated/;

/**
 * Files seen failing after another file in a shared worker (runs with the
 * files shuffled): they read cookies, stores or the demo host's module state
 * as a fresh page has them. Isolated rather than rewritten, for now.
 */
const SEEN_LEAKING = [
  'demo-host/src/identity/cognitoLocal.test.ts',
  'packages/core/src/http/http.test.ts',
  'packages/core/src/session/signedInCookies.test.ts',
  'packages/core/src/storage/cookies.test.ts',
  'packages/core/src/storeList/selectedStore.test.ts',
  'packages/header/src/state/storesGender.test.ts',
  'packages/minicart/src/state/controllers.test.ts',
  'packages/minicart/src/state/lookups.test.ts',
  'packages/minicart/src/state/shopperChange.test.ts',
  'packages/session/src/fingerprint/api.test.ts',
  'packages/session/src/state/guest.test.ts',
  'test/integration/userPool.test.ts',
];
const UNIT_FILE = /\.test\.tsx?$/;
const ROOTS = ['packages', 'demo-host', 'test/integration'];

let found: string[] | null = null;
export function isolatedUnitFiles(): string[] {
  found ??= ROOTS.flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => `${root}/${file}`))
    .filter((file) => UNIT_FILE.test(file) && !file.includes('node_modules') && !file.includes('.browser.test.'))
    .filter((file) => SEEN_LEAKING.includes(file) || NEEDS_ISOLATION.test(readFileSync(file, 'utf8')))
    .sort();
  return found;
}
