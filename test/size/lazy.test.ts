import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readLazyGraph } from '../../scripts/fold-lazy';
import { planLazyFolds } from '../../scripts/lazy-folds';
import { readChunkManifest } from '../bench/sizes';

/**
 * The lazy side of the built dist/ (`npm test` builds first): esbuild's small
 * shared chunks are folded into the lazy files that load them anyway
 * (scripts/lazy-folds.ts), so a page asks for fewer files.
 */
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const built = existsSync(`${dist}nm-widgets.chunks.json`);

describe('the lazy files', () => {
  it('are built: run `npm run build` before this test', () => {
    expect(built, 'dist/nm-widgets.chunks.json is missing: run `npm run build`').toBe(true);
  });

  it.runIf(built)('leave no chunk the fold could still take: the build folded all it allows', () => {
    const manifest = readChunkManifest(dist);
    const folds = planLazyFolds(readLazyGraph(`${dist}esm`), new Set([manifest.runtime, manifest.entry]));
    expect(Object.fromEntries(folds)).toEqual({});
  });

  it.runIf(built)('are every other script of dist/esm/, as the manifest lists them', () => {
    const manifest = readChunkManifest(dist);
    const scripts = readdirSync(`${dist}esm`).filter((file) => file.endsWith('.js'));
    expect([manifest.runtime, manifest.entry, ...manifest.lazy].sort()).toEqual(scripts.sort());
  });
});
