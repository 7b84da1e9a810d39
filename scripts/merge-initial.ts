/**
 * One file for the first script. esbuild's code splitting puts every module
 * shared by the entry and a lazy chunk into a shared chunk of its own, so the
 * entry arrives with ten or so small static chunks that the browser finds only
 * after it has downloaded and parsed the entry: one more request wave, and
 * more requests competing with the page's images for the six connections of
 * HTTP/1.1. Everything the entry imports statically runs on every page anyway,
 * so this second esbuild pass folds those chunks into the entry, and points the
 * lazy chunks' imports of them at the entry instead. Same modules, same single
 * instance of each (one React, one set of stores); the first script becomes
 * the loader plus one ES module. Measured against preloading the chunks in
 * docs/PERFORMANCE.md ("Issue 7").
 */
import { build, type Metafile as EsbuildMetafile, type Plugin } from 'esbuild';
import { mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BROWSER_TARGET } from './browser-target';
import { chunkManifest, type ChunkManifest, type Metafile } from './chunks';

type MetafileWithExports = Metafile & { outputs: Record<string, { exports?: string[] }> };

const ROOT_FILE = '.initial-root.js';
const STUBS = 'nm-initial-chunk';
/** The name the merged entry exports a chunk's binding under: `c{index}_{binding}`. */
const alias = (index: number, name: string) => `c${index}_${name}`;

/**
 * Folds the entry's static chunks into the entry, in dist/esm/ in place, and
 * returns the chunk manifest of the result (no initial chunks left).
 * `metafile` is the ESM build's, with paths relative to `cwd`.
 */
export async function mergeInitialChunks(esmDir: string, metafile: MetafileWithExports, cwd: string): Promise<ChunkManifest> {
  const before = chunkManifest(metafile);
  if (before.initial.length === 0) return before;
  const exportsOf = (file: string) => Object.entries(metafile.outputs).find(([path]) => path.endsWith(`/${file}`))?.[1].exports ?? [];
  const index = new Map(before.initial.map((file, i) => [file, i]));
  const lazy = new Set(before.lazy);

  // The merged entry: the old entry (which imports its chunks), and every binding of those chunks, re-exported
  // under a name of its own for the lazy chunks to import.
  const root = [`import "./${before.entry}";`];
  for (const [file, i] of index) {
    const names = exportsOf(file);
    if (names.length) root.push(`export { ${names.map((name) => `${name} as ${alias(i, name)}`).join(', ')} } from "./${file}";`);
  }
  writeFileSync(join(esmDir, ROOT_FILE), `${root.join('\n')}\n`);

  /**
   * Lazy chunks stay files of their own. In the lazy chunks' pass, an initial chunk becomes a re-export of the
   * merged entry, which esbuild flattens into a direct import of the entry.
   */
  const links = (stubInitialChunks: boolean): Plugin => ({
    name: 'nm-initial-chunks',
    setup(b) {
      b.onResolve({ filter: /^\.\/[^/]+$/ }, (args) => {
        const file = args.path.slice(2);
        if (lazy.has(file) || (args.namespace === STUBS && file === before.entry)) return { path: args.path, external: true };
        if (stubInitialChunks && index.has(file)) return { path: file, namespace: STUBS };
        return undefined;
      });
      b.onLoad({ filter: /.*/, namespace: STUBS }, (args) => {
        const i = index.get(args.path)!;
        const names = exportsOf(args.path);
        return {
          contents: names.length ? `export { ${names.map((name) => `${alias(i, name)} as ${name}`).join(', ')} } from "./${before.entry}";\n` : '',
          loader: 'js',
          resolveDir: esmDir,
        };
      });
    },
  });

  const out = mkdtempSync(join(esmDir, '..', '.merge-'));
  const common = {
    bundle: true, format: 'esm', splitting: false, minify: true, sourcemap: true, target: BROWSER_TARGET,
    platform: 'browser', metafile: true, logLevel: 'warning', absWorkingDir: cwd,
  } as const;
  try {
    const entry = await build({ ...common, entryPoints: { [before.entry.replace(/\.js$/, '')]: join(esmDir, ROOT_FILE) }, outdir: out, plugins: [links(false)] });
    const lazyBuild = before.lazy.length
      ? await build({ ...common, entryPoints: before.lazy.map((file) => join(esmDir, file)), outdir: out, plugins: [links(true)] })
      : { metafile: { inputs: {}, outputs: {} } };
    for (const file of [ROOT_FILE, ...before.initial.flatMap((f) => [f, `${f}.map`])]) rmSync(join(esmDir, file), { force: true });
    for (const file of readdirSync(out)) renameSync(join(out, file), join(esmDir, file));
    // The result's import graph, with the outputs under their final names.
    const outputs: EsbuildMetafile['outputs'] = {};
    for (const [path, output] of Object.entries({ ...entry.metafile.outputs, ...lazyBuild.metafile.outputs })) {
      const final = (p: string) => relative(cwd, join(esmDir, p.slice(p.lastIndexOf('/') + 1)));
      outputs[final(path)] = { ...output, imports: output.imports.map((imp) => ({ ...imp, path: imp.external ? final(imp.path) : imp.path, external: false })) };
    }
    const after = chunkManifest({ outputs });
    if (after.initial.length) throw new Error(`the merged entry still imports ${after.initial.join(', ')}`);
    return after;
  } finally {
    rmSync(out, { recursive: true, force: true });
    rmSync(join(esmDir, ROOT_FILE), { force: true });
  }
}
