import { readFileSync } from 'node:fs';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, this file's folder's parent: whatever the caller's working directory. */
const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * A package.json script run as `npm run` runs it (its command in a shell, the project's node_modules/.bin first on
 * the PATH), without starting npm for it: about half a second of CPU a call, which npm test's steps paid several
 * times over. No script here reads the npm_* variables npm would add.
 */
const SCRIPTS = (JSON.parse(readFileSync(root('package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The PATH a script runs with: the project's binaries first, as under npm run and npx. */
export const SCRIPT_PATH = [root('node_modules/.bin'), process.env.PATH].filter(Boolean).join(delimiter);

/** The command line that runs the script: `['sh', '-c', <its command>]`, to spawn with SCRIPT_PATH as the PATH. */
export function packageScript(name: string): string[] {
  const command = SCRIPTS[name];
  if (!command) throw new Error(`package.json has no script "${name}"`);
  return ['sh', '-c', command];
}
