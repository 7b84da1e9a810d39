import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INITIAL_BUDGET_GZIP, bundleSizes, readChunkManifest } from '../bench/sizes';

/**
 * The first script's budget (docs/PERFORMANCE.md), checked on the built
 * dist/ (`npm test` builds first). Sizes are deterministic for a given tree,
 * so this can fail a change; timings never are, and live in `npm run bench`.
 */
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const built = existsSync(`${dist}nm-widgets.chunks.json`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('the first script', () => {
  it('is built: run `npm run build` before this test', () => {
    expect(built, 'dist/nm-widgets.chunks.json is missing: run `npm run build`').toBe(true);
  });

  it.runIf(built)(
    `stays within the initial JS budget of ${kb(INITIAL_BUDGET_GZIP)} gzip (loader + entry + static chunks)`,
    () => {
      const { initial } = bundleSizes(dist);
      const total = initial.reduce((sum, chunk) => sum + chunk.gzip, 0);
      const detail = initial.map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`).join(', ');
      expect(total, `initial JS is ${kb(total)} gzip: ${detail}`).toBeLessThanOrEqual(INITIAL_BUDGET_GZIP);
    },
  );

  it.runIf(built)(
    "is the loader and two ES modules: React's runtime imports no other file, the entry only the runtime",
    () => {
      const manifest = readChunkManifest(dist);
      expect(manifest.runtime).toBe('nm-widgets.react.js');
      expect(manifest.initial).toEqual([]);
      expect(manifest.runtimeInitial).toEqual([]);
      // `import{a}from"./x.js"` or `import"./x.js"` would be another request found only after the module is parsed;
      // `import("./x.js")` is a lazy chunk and fine.
      const staticImports = (file: string) =>
        [
          ...readFileSync(`${dist}esm/${file}`, 'utf8').matchAll(
            /(?:^|[;}\s])import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+)["']/g,
          ),
        ].map((m) => m[1]);
      expect(staticImports(manifest.runtime)).toEqual([]);
      expect(new Set(staticImports(manifest.entry))).toEqual(new Set(['nm-widgets.react.js']));
    },
  );

  it.runIf(built)(
    "holds React DOM in React's runtime, not in the entry: the two are evaluated in tasks of their own",
    () => {
      const manifest = readChunkManifest(dist);
      // A string React DOM's client carries in production builds (its hydration mismatch error's page).
      const reactDomMarker = 'https://react.dev/errors/';
      expect(readFileSync(`${dist}esm/${manifest.runtime}`, 'utf8')).toContain(reactDomMarker);
      expect(readFileSync(`${dist}esm/${manifest.entry}`, 'utf8')).not.toContain(reactDomMarker);
    },
  );

  it.runIf(built)("asks V8 to compile the first script's two modules while they download, and only those", () => {
    const manifest = readChunkManifest(dist);
    // V8's explicit compile hint: the file's first line, exactly (Chrome 136 on).
    const firstLine = (file: string) => readFileSync(`${dist}esm/${file}`, 'utf8').split('\n', 1)[0] ?? '';
    expect(firstLine(manifest.runtime)).toBe('//# allFunctionsCalledOnLoad');
    expect(firstLine(manifest.entry)).toBe('//# allFunctionsCalledOnLoad');
    const hinted = manifest.lazy.filter((file) => firstLine(file).includes('allFunctionsCalledOnLoad'));
    expect(hinted).toEqual([]);
  });

  it.runIf(built)('lists every file of dist/esm/ in the chunk manifest, and nothing that is not there', () => {
    const manifest = readChunkManifest(dist);
    const onDisk = readdirSync(`${dist}esm`)
      .filter((file) => file.endsWith('.js'))
      .sort();
    expect(
      [manifest.runtime, manifest.entry, ...manifest.initial, ...manifest.runtimeInitial, ...manifest.lazy].sort(),
    ).toEqual(onDisk);
  });
});
