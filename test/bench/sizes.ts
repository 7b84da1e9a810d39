import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize { file: string; bytes: number; gzip: number }

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Files an ES module imports statically: what the browser must fetch before it runs. */
function staticImports(path: string): string[] {
  const code = readFileSync(path, 'utf8');
  return [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},\s*]+from\s*)?["'](\.\/[^"']+)["']/g)].map((m) => m[1]!);
}

/**
 * The initial JS is the classic loader plus the ESM entry and everything it
 * imports statically; every other chunk in dist/esm is lazy.
 */
export function bundleSizes(dist: string): { initial: ChunkSize[]; lazy: ChunkSize[] } {
  const esm = join(dist, 'esm');
  const initialFiles = new Set<string>(['nm-widgets.entry.js']);
  const queue = ['nm-widgets.entry.js'];
  while (queue.length) {
    for (const dep of staticImports(join(esm, queue.pop()!))) {
      const name = dep.replace(/^\.\//, '');
      if (!initialFiles.has(name)) { initialFiles.add(name); queue.push(name); }
    }
  }
  const size = (file: string, path: string): ChunkSize => ({ file, bytes: readFileSync(path).length, gzip: gzipSize(path) });
  const initial = [size('nm-widgets.js', join(dist, 'nm-widgets.js')), ...[...initialFiles].map((f) => size(`esm/${f}`, join(esm, f)))];
  const lazy = readdirSync(esm).filter((f) => f.endsWith('.js') && !initialFiles.has(f)).map((f) => size(`esm/${f}`, join(esm, f)));
  return { initial, lazy };
}
