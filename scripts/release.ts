/**
 * `npm run release` (the build, then this): the CDN layout of the package's
 * version under release/cdn/nm-widgets/, and its npm tarball in release/npm/.
 * Nothing is uploaded or published; docs/RELEASING.md says what a CDN does
 * with these folders and the cache headers it sends for each.
 *
 *   release/cdn/nm-widgets/
 *     1.4.2/                  immutable: the whole build (nm-widgets.js, esm/…, nm-widgets.css,
 *                             server/first-paint.js, first-paint/…, the types, custom-elements.json)
 *     v1/nm-widgets.js        short-lived: the loader of the newest 1.x release here, importing
 *                             ../1.4.2/esm/nm-widgets.entry.js
 *     v1/nm-widgets.css       short-lived: that release's reservation CSS
 *
 * A version's folder is never rewritten: written again with other files
 * (code changed and the version did not), the release fails.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'tsup';
import { loaderBuild } from '../tsup.config';
import { ROOT, majorOf, readWidgetsPackage } from './widgets-package';

/** The CDN's folder for this bundle, under a release's output. */
export const CDN_PREFIX = 'nm-widgets';
const RELEASE_VERSION = /^\d+\.\d+\.\d+$/;

/** Every file under `dir`, relative to it, with its content's hash: what makes two releases of one version the same. */
function tree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(dir);
  return files;
}

function sameTree(a: string, b: string): boolean {
  const [left, right] = [tree(a), tree(b)];
  return left.size === right.size && [...left].every(([file, hash]) => right.get(file) === hash);
}

const byVersion = (a: string, b: string) => {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  return x!.map((part, at) => part - y![at]!).find((difference) => difference !== 0) ?? 0;
};

export interface CdnLayout {
  /** release/cdn/nm-widgets/{version}/ */
  versionDir: string;
  /** release/cdn/nm-widgets/v{major}/ */
  majorDir: string;
  /** The release the major version's loader now points to. */
  current: string;
}

/**
 * Writes `version`'s folder from the build under `root` (dist/ and
 * custom-elements.json) into `out`/nm-widgets/, then points its major
 * version's loader at the newest release of that major version in `out`.
 * A prerelease (1.5.0-rc.1) gets its folder and leaves the loader alone.
 */
export async function writeCdnLayout({
  root = ROOT,
  out,
  version,
}: {
  root?: string;
  out: string;
  version: string;
}): Promise<CdnLayout> {
  const cdn = join(out, CDN_PREFIX);
  const versionDir = join(cdn, version);
  const staged = mkdtempSync(join(tmpdir(), 'nm-widgets-release-'));
  try {
    cpSync(join(root, 'dist'), staged, { recursive: true });
    cpSync(join(root, 'custom-elements.json'), join(staged, 'custom-elements.json'));
    const built = (JSON.parse(readFileSync(join(staged, 'version.json'), 'utf8')) as { version: string }).version;
    if (built !== version)
      throw new Error(`dist/ was built as ${built}, not ${version}: run \`npm run release\`, which builds first`);
    if (existsSync(versionDir)) {
      if (!sameTree(staged, versionDir)) {
        throw new Error(
          `${version} was released already with other files, and a release is immutable: add a changeset and \`npm run version-packages\` (docs/RELEASING.md)`,
        );
      }
    } else {
      mkdirSync(cdn, { recursive: true });
      cpSync(staged, versionDir, { recursive: true });
    }
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }

  const major = majorOf(version);
  const majorDir = join(cdn, `v${major}`);
  const releases = readdirSync(cdn)
    .filter((name) => RELEASE_VERSION.test(name) && majorOf(name) === major)
    .sort(byVersion);
  const current = releases.at(-1) ?? version;
  if (RELEASE_VERSION.test(version)) {
    mkdirSync(majorDir, { recursive: true });
    await build({ ...loaderBuild(`../${current}/esm/`, majorDir), config: false, silent: true });
    cpSync(join(cdn, current, 'nm-widgets.css'), join(majorDir, 'nm-widgets.css'));
  }
  return { versionDir, majorDir, current };
}

async function main(): Promise<void> {
  const { version } = readWidgetsPackage();
  const out = join(ROOT, 'release');
  const layout = await writeCdnLayout({ out: join(out, 'cdn'), version });
  mkdirSync(join(out, 'npm'), { recursive: true });
  execFileSync('npm', ['pack', '-w', '@nm/widgets', '--pack-destination', join(out, 'npm'), '--silent'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(
    `release/cdn/${CDN_PREFIX}/${version}/ (immutable), release/cdn/${CDN_PREFIX}/v${majorOf(version)}/ (now ${layout.current}), release/npm/`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
