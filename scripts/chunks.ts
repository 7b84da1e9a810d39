/**
 * The entry's static import graph, from esbuild's metafile: which files of
 * dist/esm/ a page needs before the widgets can run (the initial chunks) and
 * which arrive later with import() (the lazy ones). The build folds the
 * initial chunks into the entry (merge-initial.ts) and writes the result to
 * dist/nm-widgets.chunks.json, which the bench and the tests read.
 */
export const ENTRY_FILE = 'nm-widgets.entry.js';

/** What the build writes to dist/nm-widgets.chunks.json. Paths are relative to dist/esm/. */
export interface ChunkManifest {
  entry: string;
  /**
   * Chunks the entry imports statically, directly or through each other, largest first; the entry itself is not
   * listed. Empty once merge-initial.ts has folded them into the entry.
   */
  initial: string[];
  /** Every other JavaScript file of dist/esm/: loaded with import() after the first render. */
  lazy: string[];
}

/** The part of esbuild's metafile this needs. */
export interface Metafile {
  outputs: Record<string, { bytes: number; imports: Array<{ path: string; kind: string; external?: boolean }> }>;
}

const base = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export function chunkManifest(metafile: Metafile): ChunkManifest {
  const outputs = Object.keys(metafile.outputs).filter((path) => path.endsWith('.js'));
  const entryPath = outputs.find((path) => base(path) === ENTRY_FILE);
  if (!entryPath) throw new Error(`the metafile has no output named ${ENTRY_FILE}`);
  // Imports in the metafile are paths relative to the working directory, like the output keys.
  const seen = new Set<string>([entryPath]);
  const queue = [entryPath];
  while (queue.length) {
    for (const imported of metafile.outputs[queue.pop()!]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external || seen.has(imported.path)) continue;
      seen.add(imported.path);
      queue.push(imported.path);
    }
  }
  seen.delete(entryPath);
  const bySize = (a: string, b: string) => metafile.outputs[b]!.bytes - metafile.outputs[a]!.bytes || a.localeCompare(b);
  const initial = outputs.filter((path) => seen.has(path)).sort(bySize).map(base);
  const lazy = outputs.filter((path) => path !== entryPath && !seen.has(path)).map(base).sort();
  return { entry: ENTRY_FILE, initial, lazy };
}
