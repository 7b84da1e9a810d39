/**
 * The entries' static import graphs, from esbuild's metafile: which files of
 * dist/esm/ a page needs before the widgets can run (the initial chunks) and
 * which arrive later with import() (the lazy ones). The build folds the
 * initial chunks into the two entries (merge-initial.ts) and writes the result
 * to dist/nm-widgets.chunks.json, which the bench and the tests read.
 */
export const ENTRY_FILE = 'nm-widgets.entry.js';
/** React, React DOM and the scheduler (packages/bundle/src/reactRuntime.ts): the loader evaluates it before the entry. */
export const RUNTIME_FILE = 'nm-widgets.react.js';

/** What the build writes to dist/nm-widgets.chunks.json. Paths are relative to dist/esm/. */
export interface ChunkManifest {
  /** Evaluated first, in a task of its own; the entry imports it. */
  runtime: string;
  entry: string;
  /**
   * Chunks the entry imports statically, directly or through each other, largest first; neither entry is listed.
   * Empty once merge-initial.ts has folded them into the two entries.
   */
  initial: string[];
  /** The part of `initial` the runtime imports (it holds nothing of ours): merge-initial.ts folds these into it. */
  runtimeInitial: string[];
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
  const pathOf = (file: string) => {
    const path = outputs.find((p) => base(p) === file);
    if (!path) throw new Error(`the metafile has no output named ${file}`);
    return path;
  };
  const entryPath = pathOf(ENTRY_FILE);
  const runtimePath = pathOf(RUNTIME_FILE);
  const entryGraph = staticImports(metafile, entryPath);
  const runtimeGraph = staticImports(metafile, runtimePath);
  entryGraph.delete(runtimePath);
  const bySize = (a: string, b: string) =>
    metafile.outputs[b]!.bytes - metafile.outputs[a]!.bytes || a.localeCompare(b);
  const initial = outputs
    .filter((path) => entryGraph.has(path))
    .sort(bySize)
    .map(base);
  const runtimeInitial = outputs
    .filter((path) => runtimeGraph.has(path))
    .sort(bySize)
    .map(base);
  const notInitial = (path: string) =>
    path !== entryPath && path !== runtimePath && !entryGraph.has(path) && !runtimeGraph.has(path);
  const lazy = outputs.filter(notInitial).map(base).sort();
  return { runtime: RUNTIME_FILE, entry: ENTRY_FILE, initial, runtimeInitial, lazy };
}

/** The outputs `from` imports statically, directly or through each other; `from` itself is not included. */
function staticImports(metafile: Metafile, from: string): Set<string> {
  // Imports in the metafile are paths relative to the working directory, like the output keys.
  const seen = new Set<string>([from]);
  const queue = [from];
  while (queue.length) {
    for (const imported of metafile.outputs[queue.pop()!]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external || seen.has(imported.path)) continue;
      seen.add(imported.path);
      queue.push(imported.path);
    }
  }
  seen.delete(from);
  return seen;
}
