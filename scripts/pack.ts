/**
 * `npm pack -w @nm/widgets` runs this twice: before packing (`prepare`), it
 * copies the built dist/ and custom-elements.json into packages/widgets/;
 * after (`clean`), it removes them again, so the lint, the type check and the
 * import check never see a second copy of the bundle. It never builds: a build
 * deletes dist/ under whatever reads it meanwhile (npm test's e2e files).
 */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { PACKAGE_DIR, ROOT, readWidgetsPackage } from './widgets-package';

/** What the package's `exports` and the README promise, relative to the repository. */
const REQUIRED = [
  'dist/nm-widgets.js',
  'dist/esm/nm-widgets.entry.js',
  'dist/nm-widgets.css',
  'dist/nm-widgets.d.ts',
  'dist/react.d.ts',
  'dist/server/first-paint.js',
  'dist/server/first-paint.d.ts',
  'dist/first-paint/index.json',
  'dist/version.json',
  'custom-elements.json',
];

function preparePackage(root = ROOT, packageDir = PACKAGE_DIR): void {
  const missing = REQUIRED.filter((file) => !existsSync(`${root}${file}`));
  if (missing.length > 0) throw new Error(`@nm/widgets: ${missing.join(', ')} missing: run \`npm run build\` first`);
  const { version } = readWidgetsPackage(packageDir);
  const built = (JSON.parse(readFileSync(`${root}dist/version.json`, 'utf8')) as { version: string }).version;
  if (built !== version)
    throw new Error(`@nm/widgets: dist/ was built as ${built}, the package is ${version}: run \`npm run build\` first`);
  cleanPackage(packageDir);
  cpSync(`${root}dist`, `${packageDir}dist`, { recursive: true });
  cpSync(`${root}custom-elements.json`, `${packageDir}custom-elements.json`);
}

function cleanPackage(packageDir = PACKAGE_DIR): void {
  rmSync(`${packageDir}dist`, { recursive: true, force: true });
  rmSync(`${packageDir}custom-elements.json`, { force: true });
}

const step = process.argv[2];
if (step === 'prepare') preparePackage();
else if (step === 'clean') cleanPackage();
else throw new Error(`scripts/pack.ts: prepare or clean, not ${String(step)}`);
