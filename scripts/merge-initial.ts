/**
 * One file for the first script. esbuild's code splitting puts every module
 * shared by the entry and a lazy chunk into a shared chunk of its own, so the
 * entry arrives with ten or so small static chunks that the browser finds only
 * after it has downloaded and parsed the entry: one more request wave, and
 * more requests competing with the page's images for the six connections of
 * HTTP/1.1. Everything the entry imports statically runs on every page anyway,
 * so this second esbuild pass folds those chunks into the two entries (React's
 * runtime, and ours, which imports it), and points the lazy chunks' imports of
 * them at those files instead. Same modules, same single instance of each (one
 * React, one set of stores); the first script becomes the loader plus two ES
 * modules that it requests at once. Measured against preloading the chunks in
 * docs/PERFORMANCE.md (the first script's waterfall).
 */
import { build, type Metafile as EsbuildMetafile, type Plugin } from 'esbuild';
import { mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chunkManifest, type ChunkManifest, type Metafile } from './chunks';
import { rebundleOptions } from './rebundle';

type MetafileWithExports = Metafile & { outputs: Record<string, { exports?: string[] }> };

const STUBS = 'nm-initial-chunk';
/**
 * V8's explicit compile hint (Chrome 136 on; elsewhere a comment): compile
 * every function of the file on the thread that parses it while it
 * downloads, rather than on the main thread the first time each is called.
 * Only for the two files of the first script: nearly all of React's runtime
 * and of the entry runs when they hydrate, and the rest would be compiled on
 * the main thread during the first interaction. Measured in Chromium at a 4x
 * slowdown (docs/PERFORMANCE.md): React's module evaluation 226 → 141 ms and
 * React's work after it 88 → 43 ms (medians of nine loads each). The lazy
 * chunks are left to V8's own heuristics: most of their functions never run.
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The name a merged file exports a chunk's binding under: `c{index}_{binding}`. */
const alias = (index: number, name: string) => `c${index}_${name}`;

/**
 * Folds the static chunks into the two entries, in dist/esm/ in place, and
 * returns the chunk manifest of the result (no initial chunks left). Each
 * chunk goes into the runtime (React's, reactRuntime.ts) when the runtime
 * imports it, else into the entry; the entry then imports the runtime, and a
 * lazy chunk imports whichever holds what it needs. `metafile` is the ESM
 * build's, with paths relative to `cwd`.
 */
export async function mergeInitialChunks(
  esmDir: string,
  metafile: MetafileWithExports,
  cwd: string,
): Promise<ChunkManifest> {
  const before = chunkManifest(metafile);
  const exportsOf = (file: string) =>
    Object.entries(metafile.outputs).find(([path]) => path.endsWith(`/${file}`))?.[1].exports ?? [];
  const initial = [...new Set([...before.initial, ...before.runtimeInitial])];
  const index = new Map(initial.map((file, i) => [file, i]));
  /** The file each initial chunk is folded into. */
  const home = new Map(
    initial.map((file) => [file, before.runtimeInitial.includes(file) ? before.runtime : before.entry]),
  );
  const merged = new Set([before.runtime, before.entry]);
  const lazy = new Set(before.lazy);

  /** The merged file: the old one (which imports its chunks), and every binding of the chunks folded into it, re-exported under a name of its own. */
  const rootOf = (file: string) => {
    const root = [`import "./${file}";`];
    for (const [chunk, i] of index) {
      const names = exportsOf(chunk);
      if (home.get(chunk) === file && names.length)
        root.push(`export { ${names.map((name) => `${name} as ${alias(i, name)}`).join(', ')} } from "./${chunk}";`);
    }
    return `${root.join('\n')}\n`;
  };

  /**
   * Lazy chunks stay files of their own. A chunk folded into another file than the one being built becomes a
   * re-export of that file, which esbuild flattens into a direct import of it.
   */
  const links = (foldedInto: string | null): Plugin => ({
    name: 'nm-initial-chunks',
    setup(b) {
      b.onResolve({ filter: /^\.\/[^/]+$/ }, (args) => {
        const file = args.path.slice(2);
        if (lazy.has(file) || (args.namespace === STUBS && merged.has(file)))
          return { path: args.path, external: true };
        if (index.has(file) && home.get(file) !== foldedInto) return { path: file, namespace: STUBS };
        return undefined;
      });
      b.onLoad({ filter: /.*/, namespace: STUBS }, (args) => {
        const i = index.get(args.path)!;
        const names = exportsOf(args.path);
        return {
          contents: names.length
            ? `export { ${names.map((name) => `${alias(i, name)} as ${name}`).join(', ')} } from "./${home.get(args.path)}";\n`
            : '',
          loader: 'js',
          resolveDir: esmDir,
        };
      });
    },
  });

  const out = mkdtempSync(join(esmDir, '..', '.merge-'));
  const common = { ...rebundleOptions(cwd), metafile: true } as const;
  const roots: string[] = [];
  try {
    const results: Array<{ metafile: EsbuildMetafile }> = [];
    for (const file of merged) {
      const root = join(esmDir, `.root-${file}`);
      writeFileSync(root, rootOf(file));
      roots.push(root);
      results.push(
        await build({
          ...common,
          entryPoints: { [file.replace(/\.js$/, '')]: root },
          banner: { js: EAGER_COMPILE_HINT },
          outdir: out,
          plugins: [links(file)],
        }),
      );
    }
    if (before.lazy.length)
      results.push(
        await build({
          ...common,
          entryPoints: before.lazy.map((file) => join(esmDir, file)),
          outdir: out,
          plugins: [links(null)],
        }),
      );
    for (const file of [...roots, ...initial.flatMap((f) => [f, `${f}.map`])])
      rmSync(join(esmDir, file), { force: true });
    for (const file of readdirSync(out)) renameSync(join(out, file), join(esmDir, file));
    // The result's import graph, with the outputs under their final names.
    const outputs: EsbuildMetafile['outputs'] = {};
    for (const result of results) {
      for (const [path, output] of Object.entries(result.metafile.outputs)) {
        const final = (p: string) => relative(cwd, join(esmDir, p.slice(p.lastIndexOf('/') + 1)));
        outputs[final(path)] = {
          ...output,
          imports: output.imports.map((imp) => ({
            ...imp,
            path: imp.external ? final(imp.path) : imp.path,
            external: false,
          })),
        };
      }
    }
    const after = chunkManifest({ outputs });
    if (after.initial.length || after.runtimeInitial.length)
      throw new Error(`the merged entries still import ${[...after.initial, ...after.runtimeInitial].join(', ')}`);
    return after;
  } finally {
    rmSync(out, { recursive: true, force: true });
    for (const root of roots) rmSync(root, { force: true });
  }
}
