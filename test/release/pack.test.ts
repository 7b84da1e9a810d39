import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The package other teams take, as they take it: `npm pack -w @nm/widgets`
 * (after `npm run build`, which npm test runs first), unpacked into a
 * folder outside this repository where only React's types are installed
 * beside it. A React 19 page (test/release/fixtures/react-page) type-checks
 * against the tarball's types, not the sources: page.tsx as it is, and
 * mistakes.tsx only while every mistake in it is an error.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const built = existsSync(`${root}dist/version.json`);
const scratch = { dir: '', app: '', packageDir: '' };

beforeAll(() => {
  if (!built) return;
  scratch.dir = mkdtempSync(join(tmpdir(), 'nm-widgets-pack-'));
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '-w', '@nm/widgets', '--pack-destination', scratch.dir, '--json'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  ) as Array<{ filename: string }>;
  scratch.app = join(scratch.dir, 'app');
  scratch.packageDir = join(scratch.app, 'node_modules/@nm/widgets');
  mkdirSync(scratch.packageDir, { recursive: true });
  mkdirSync(join(scratch.app, 'node_modules/@types'));
  execFileSync('tar', [
    '-xzf',
    join(scratch.dir, packed[0]!.filename),
    '-C',
    scratch.packageDir,
    '--strip-components=1',
  ]);
  symlinkSync(`${root}node_modules/@types/react`, join(scratch.app, 'node_modules/@types/react'), 'dir');
  cpSync(`${root}test/release/fixtures/react-page`, scratch.app, { recursive: true });
}, 120_000);

afterAll(() => {
  if (scratch.dir) rmSync(scratch.dir, { recursive: true, force: true });
});

/** Every file an `exports` entry names, whatever its conditions. */
function exportTargets(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports];
  if (exports && typeof exports === 'object') return Object.values(exports).flatMap(exportTargets);
  return [];
}

describe('npm pack -w @nm/widgets', () => {
  it('has a build to pack: run `npm run build` before this test', () => {
    expect(built, 'dist/version.json is missing: run `npm run build`').toBe(true);
  });

  it.runIf(built)('holds every file its exports, types and manifest name, and nothing from the sources', () => {
    const manifest = JSON.parse(readFileSync(join(scratch.packageDir, 'package.json'), 'utf8')) as {
      exports: unknown;
      types: string;
      customElements: string;
    };
    const named = [...exportTargets(manifest.exports), manifest.types, manifest.customElements];
    expect(named.filter((file) => !existsSync(join(scratch.packageDir, file)))).toEqual([]);
    expect(Object.keys(manifest.exports as object)).toEqual([
      '.',
      './react',
      './custom-elements.json',
      './nm-widgets.css',
      './server/first-paint',
      './package.json',
    ]);
    const top = execFileSync('ls', ['-A', scratch.packageDir], { encoding: 'utf8' }).split('\n').filter(Boolean).sort();
    expect(top).toEqual(['CHANGELOG.md', 'README.md', 'custom-elements.json', 'dist', 'package.json']);
  });

  it.runIf(built)(
    'types a React 19 page: the elements\' JSX, the nm: events, window.minicart; a typo or presentation="sideways" fails',
    () => {
      const tsc = spawnSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', scratch.app], {
        encoding: 'utf8',
      });
      expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
      expect(tsc.status).toBe(0);
    },
    120_000,
  );

  it.runIf(built)(
    "runs its first-paint server module in Node, imported by the package's name",
    () => {
      const script =
        "import { renderFirstPaint } from '@nm/widgets/server/first-paint'; process.stdout.write(renderFirstPaint('nm-minicart', { 'show-zero-value': true }));";
      const node = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: scratch.app,
        encoding: 'utf8',
      });
      expect(node.stderr).toBe('');
      expect(node.stdout).toMatch(/^<template shadowrootmode="open"><style data-nm-tokens>/);
    },
    60_000,
  );

  it.runIf(built)('leaves no copy of the bundle in packages/widgets', () => {
    expect(existsSync(`${root}packages/widgets/dist`)).toBe(false);
    expect(existsSync(`${root}packages/widgets/custom-elements.json`)).toBe(false);
  });
});
