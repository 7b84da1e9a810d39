import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCdnLayout } from '../../scripts/release';
import { majorOf, readWidgetsPackage } from '../../scripts/widgets-package';

/**
 * The CDN layout `npm run release` writes (scripts/release.ts,
 * docs/RELEASING.md "The CDN layout"), written from the build (npm test
 * builds first) into a folder of this file's own.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const built = existsSync(`${root}dist/version.json`);
const { version } = readWidgetsPackage();
const major = majorOf(version);
const out = mkdtempSync(join(tmpdir(), 'nm-widgets-layout-'));
const cdn = join(out, 'nm-widgets');

beforeAll(async () => {
  if (built) await writeCdnLayout({ out, version });
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('npm run release: the CDN layout', () => {
  it('has a build to lay out: run `npm run build` before this test', () => {
    expect(built, 'dist/version.json is missing: run `npm run build`').toBe(true);
  });

  it.runIf(built)("puts the whole build in the version's own folder", () => {
    for (const file of [
      'nm-widgets.js',
      'esm/nm-widgets.entry.js',
      'nm-widgets.css',
      'server/first-paint.js',
      'first-paint/index.json',
      'first-paint/NM/nm-header.PLP.html',
      'nm-widgets.d.ts',
      'react.d.ts',
      'custom-elements.json',
    ]) {
      expect(existsSync(join(cdn, version, file)), file).toBe(true);
    }
    expect(readdirSync(join(cdn, version, 'esm')).sort()).toEqual(readdirSync(`${root}dist/esm`).sort());
  });

  it.runIf(built)(
    "gives the major version one loader, which imports the release it stands for, and that release's stylesheet",
    () => {
      expect(readdirSync(join(cdn, `v${major}`)).sort()).toEqual([
        'nm-widgets.css',
        'nm-widgets.js',
        'nm-widgets.js.map',
      ]);
      const loader = readFileSync(join(cdn, `v${major}`, 'nm-widgets.js'), 'utf8');
      expect(loader).toContain(`"../${version}/esm/nm-widgets.entry.js"`);
      expect(loader).not.toContain('"./esm/nm-widgets.entry.js"');
      expect(readFileSync(join(cdn, `v${major}`, 'nm-widgets.css'), 'utf8')).toBe(
        readFileSync(`${root}dist/nm-widgets.css`, 'utf8'),
      );
    },
  );

  it.runIf(built)(
    'lays the same build out again without complaint, and refuses other files under a released version',
    async () => {
      await expect(writeCdnLayout({ out, version })).resolves.toMatchObject({ current: version });
      const css = join(cdn, version, 'nm-widgets.css');
      const kept = readFileSync(css, 'utf8');
      writeFileSync(css, `${kept}/* changed */\n`);
      await expect(writeCdnLayout({ out, version })).rejects.toThrow(
        `${version} was released already with other files`,
      );
      writeFileSync(css, kept);
    },
  );

  it.runIf(built)("points the major version's loader at the newest release of that major version", async () => {
    const newer = `${major}.999.0`;
    cpSync(join(cdn, version), join(cdn, newer), { recursive: true });
    await expect(writeCdnLayout({ out, version })).resolves.toMatchObject({ current: newer });
    expect(readFileSync(join(cdn, `v${major}`, 'nm-widgets.js'), 'utf8')).toContain(
      `"../${newer}/esm/nm-widgets.entry.js"`,
    );
  });
});
