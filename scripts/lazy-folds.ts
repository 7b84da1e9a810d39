/**
 * Which small lazy chunks to fold into which other lazy file. esbuild's code
 * splitting gives every set of lazy parts that share a module a chunk of its
 * own, however small: a page with every part of the header and the bag asked
 * for 54 lazy files, 25 of them under 2 KB, each one more request, module
 * fetch and evaluation for the browser. esbuild has no minimum chunk size;
 * this is Rollup's `experimentalMinChunkSize` rule, planned on the build's
 * own import graph:
 *
 * - only a chunk that runs nothing when loaded (declarations only: fold-lazy.ts
 *   reads it) and is not itself the target of an `import()` is folded;
 * - it goes into a file that every lazy part needing the chunk loads anyway,
 *   so no part waits for a file it did not wait for before, and a part that
 *   did not need the chunk gets its few bytes and nothing that runs;
 * - a chunk already loaded when a part's `import()` runs (its importer has it)
 *   is not counted as that part's need;
 * - no fold may make the graph circular;
 * - among the allowed homes, the one that adds the fewest bytes to parts that
 *   did not need them wins (then the name, so builds are reproducible).
 *
 * Pure: the graph in, the folds out (folded file → the file it goes into).
 */
export interface LazyFile {
  bytes: number;
  /** Files it imports statically (names relative to the same folder). */
  imports: string[];
  /** Files it loads with `import()`. */
  dynamicImports: string[];
  /** Runs nothing when loaded: its top level only declares and exports. */
  declarationsOnly: boolean;
}

export type LazyGraph = Record<string, LazyFile>;

/**
 * Chunks of this size or more stay files of their own: beside their parse, a file's own request and evaluation
 * matter less. Below it the rule decides, not the size: it folds 18 of the build's 68 lazy files, all that it allows.
 */
export const FOLD_BELOW_BYTES = 8 * 1024;

/** `from` and every file it imports statically, directly or through others. */
function staticClosure(graph: LazyGraph, from: string): Set<string> {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length) {
    for (const next of graph[queue.pop()!]?.imports ?? []) {
      if (seen.has(next) || !graph[next]) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/** Which files import each lazy part with `import()`; `INITIAL` stands for the first script's files. */
const INITIAL = '';
function importersOfParts(graph: LazyGraph, partsOfInitial: string[]): Map<string, string[]> {
  const importers = new Map<string, string[]>();
  const add = (part: string, file: string) => {
    if (graph[part]) importers.set(part, [...(importers.get(part) ?? []), file]);
  };
  for (const part of partsOfInitial) add(part, INITIAL);
  for (const [file, node] of Object.entries(graph)) for (const part of node.dynamicImports) add(part, file);
  return importers;
}

/**
 * For each lazy file, the lazy parts (`import()` targets) whose load brings it: a file counts for a part when the
 * part's static closure has it and it was not already loaded by every importer of the part (an initial file
 * brings nothing lazy with it).
 */
function partsNeeding(graph: LazyGraph, dynamicImporters: Map<string, string[]>): Map<string, Set<string>> {
  const needing = new Map(Object.keys(graph).map((file) => [file, new Set<string>()]));
  for (const [part, importers] of dynamicImporters) {
    const loadedBefore = importers.some((file) => !graph[file])
      ? new Set<string>()
      : importers
          .map((file) => staticClosure(graph, file))
          .reduce((common, closure) => new Set([...common].filter((file) => closure.has(file))));
    for (const file of staticClosure(graph, part))
      if (file === part || !loadedBefore.has(file)) needing.get(file)?.add(part);
  }
  return needing;
}

/**
 * Whether folding `chunk` into `home` would make the imports circular: afterwards the home imports what the chunk
 * imported, and whatever imported the chunk imports the home.
 */
function foldWouldCircle(graph: LazyGraph, chunk: string, home: string): boolean {
  const after = (file: string) =>
    file === home
      ? [...graph[home]!.imports, ...graph[chunk]!.imports].filter((f) => f !== chunk && f !== home)
      : graph[file]!.imports.map((f) => (f === chunk ? home : f));
  const seen = new Set<string>();
  const queue = after(home);
  while (queue.length) {
    const file = queue.pop()!;
    if (file === home) return true;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...after(file));
  }
  return false;
}

/**
 * The folds (folded file → the file it goes into), in the order they were chosen. `initial` names the files every
 * page has already (the entry and React's runtime): never folded, never a home, and an `import()` from one of them
 * finds nothing else loaded.
 */
export function planLazyFolds(
  input: LazyGraph,
  initial: ReadonlySet<string>,
  foldBelow = FOLD_BELOW_BYTES,
): Map<string, string> {
  // A working copy of the lazy files: folding a chunk into its home merges their imports and sizes.
  const graph: LazyGraph = Object.fromEntries(
    Object.entries(input)
      .filter(([file]) => !initial.has(file))
      .map(([file, node]) => [file, { ...node, imports: node.imports.filter((f) => input[f] && !initial.has(f)) }]),
  );
  const partsOfInitial = [...initial].flatMap((file) => input[file]?.dynamicImports ?? []);
  const folds = new Map<string, string>();
  for (;;) {
    // Read again after each fold: a home brings more with it, so more is already loaded when a part is asked for.
    const dynamicImporters = importersOfParts(graph, partsOfInitial);
    const needing = partsNeeding(graph, dynamicImporters);
    let best: { extra: number; chunk: string; home: string } | null = null;
    for (const [chunk, node] of Object.entries(graph)) {
      if (dynamicImporters.has(chunk) || !node.declarationsOnly || node.bytes >= foldBelow) continue;
      const needs = needing.get(chunk)!;
      for (const home of Object.keys(graph)) {
        const homeNeeds = needing.get(home)!;
        if (home === chunk || ![...needs].every((part) => homeNeeds.has(part))) continue;
        if (foldWouldCircle(graph, chunk, home)) continue;
        const extra = node.bytes * (homeNeeds.size - needs.size);
        if (!best || extra < best.extra || (extra === best.extra && `${chunk} ${home}` < `${best.chunk} ${best.home}`))
          best = { extra, chunk, home };
      }
    }
    if (!best) return folds;
    const { chunk, home } = best;
    const folded = graph[chunk]!;
    const into = graph[home]!;
    for (const [file, node] of Object.entries(graph)) {
      if (!node.imports.includes(chunk)) continue;
      node.imports = node.imports.filter((f) => f !== chunk);
      if (file !== home && !node.imports.includes(home)) node.imports.push(home);
    }
    into.imports = [...new Set([...into.imports, ...folded.imports])].filter((f) => f !== home);
    into.dynamicImports = [...new Set([...into.dynamicImports, ...folded.dynamicImports])];
    into.bytes += folded.bytes;
    delete graph[chunk];
    // What was folded into the chunk goes with it.
    for (const [done, target] of folds) if (target === chunk) folds.set(done, home);
    folds.set(chunk, home);
  }
}
