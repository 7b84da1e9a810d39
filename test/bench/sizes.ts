import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ChunkManifest } from '../../scripts/chunks';

export interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
}

/**
 * The initial JS budget (docs/PERFORMANCE.md): the loader, React's runtime, the entry and their static chunks, gzip -9.
 * 95 KB with every element defined, the header included.
 */
export const INITIAL_BUDGET_GZIP = 95 * 1024;

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** dist/nm-widgets.chunks.json, written by `npm run build` from esbuild's metafile. */
export function readChunkManifest(dist: string): ChunkManifest {
  return JSON.parse(readFileSync(join(dist, 'nm-widgets.chunks.json'), 'utf8')) as ChunkManifest;
}

/**
 * The initial JS is the classic loader plus the two ES modules it imports
 * (React's runtime and the entry) and everything they import statically; every other chunk in dist/esm is lazy. Paths are relative to dist/.
 */
export function bundleSizes(dist: string): { initial: ChunkSize[]; lazy: ChunkSize[] } {
  const manifest = readChunkManifest(dist);
  const size = (file: string): ChunkSize => ({
    file,
    bytes: readFileSync(join(dist, file)).length,
    gzip: gzipSize(join(dist, file)),
  });
  const initial = [
    'nm-widgets.js',
    ...[manifest.runtime, manifest.entry, ...manifest.initial, ...manifest.runtimeInitial].map((f) => `esm/${f}`),
  ].map(size);
  const lazy = manifest.lazy.map((f) => size(`esm/${f}`));
  return { initial, lazy };
}
