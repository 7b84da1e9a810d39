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
 *   installed once, cookies no other file has written). Prefer the fix: a
 *   file that reads a store, a cookie or storage sets it in its own beforeEach.
 */
const NEEDS_ISOLATION = /vi\.(?:mock|doMock|resetModules)\(|\/\/ unit: isolated/;

const UNIT_FILE = /\.test\.tsx?$/;
const ROOTS = ['packages', 'demo-host', 'test/integration'];

let found: string[] | null = null;
export function isolatedUnitFiles(): string[] {
  found ??= ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => `${root}/${file}`),
  )
    .filter((file) => UNIT_FILE.test(file) && !file.includes('node_modules') && !file.includes('.browser.test.'))
    .filter((file) => NEEDS_ISOLATION.test(readFileSync(file, 'utf8')))
    .sort();
  return found;
}
