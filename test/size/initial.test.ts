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

describe('the first script (issue 7)', () => {
  it('is built: run `npm run build` before this test', () => {
    expect(built, 'dist/nm-widgets.chunks.json is missing: run `npm run build`').toBe(true);
  });

  it.runIf(built)(`stays within the initial JS budget of ${kb(INITIAL_BUDGET_GZIP)} gzip (loader + entry + static chunks)`, () => {
    const { initial } = bundleSizes(dist);
    const total = initial.reduce((sum, chunk) => sum + chunk.gzip, 0);
    const detail = initial.map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`).join(', ');
    expect(total, `initial JS is ${kb(total)} gzip: ${detail}`).toBeLessThanOrEqual(INITIAL_BUDGET_GZIP);
  });

  it.runIf(built)('is the loader and one ES module: the entry imports no other file statically', () => {
    const manifest = readChunkManifest(dist);
    expect(manifest.initial).toEqual([]);
    const entry = readFileSync(`${dist}esm/${manifest.entry}`, 'utf8');
    // `import{a}from"./x.js"` or `import"./x.js"` would be another request found only after the entry is parsed;
    // `import("./x.js")` is a lazy chunk and fine.
    expect(entry.match(/(?:^|[;}\s])import\s*(?:[\w${},\s*]+from\s*)?["']\.\/[^"']+["']/g) ?? []).toEqual([]);
  });

  it.runIf(built)('lists every file of dist/esm/ in the chunk manifest, and nothing that is not there', () => {
    const manifest = readChunkManifest(dist);
    const onDisk = readdirSync(`${dist}esm`).filter((file) => file.endsWith('.js')).sort();
    expect([manifest.entry, ...manifest.initial, ...manifest.lazy].sort()).toEqual(onDisk);
  });
});
