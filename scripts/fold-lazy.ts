/**
 * Folds the small lazy chunks of dist/esm/ into the lazy files that load them
 * anyway (the plan and its rule: lazy-folds.ts), after merge-initial.ts has
 * made the first script one file. Like that pass, a second esbuild build:
 * each home is rebuilt with its folded chunks bundled in and their bindings
 * exported under names of their own (`f{n}_{binding}`); every other file that
 * imported a folded chunk imports those names from its home instead. Same
 * modules, one instance of each.
 */
import { parse, type ImportExpression } from 'acorn';
import { simple } from 'acorn-walk';
import { build, type Plugin } from 'esbuild';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { planLazyFolds, type LazyFile } from './lazy-folds';
import { rebundleOptions } from './rebundle';

/** A relative import of a file beside this one, as esbuild writes them: `./name.js`. */
const sibling = (source: unknown): string | null =>
  typeof source === 'string' && /^\.\/[^/]+\.js$/.test(source) ? source.slice(2) : null;

interface Node {
  type: string;
  [key: string]: unknown;
}

/** Statements a top level may hold and still run nothing when loaded. */
const DECLARING = new Set(['ImportDeclaration', 'FunctionDeclaration', 'ClassDeclaration', 'VariableDeclaration']);

/**
 * One built file as the plan sees it. "Runs nothing" is read from its top level: only imports, declarations and
 * `export { … }` lists. A declaration's initial value may call something (esbuild's `__toESM(require_react())`,
 * a store's `atom()`): that builds the binding, and the folds only ever move a file's evaluation into a load that
 * brought it before, or add it to a load that did not need it; a top-level call statement, an `if`, a loop or a
 * static block is what would act on the page, and keeps the file where it is.
 */
export function readLazyFile(source: string): LazyFile & { exports: string[] } {
  const program = parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const imports: string[] = [];
  const exports: string[] = [];
  let declarationsOnly = true;
  for (const statement of program.body as unknown as Node[]) {
    const from = sibling((statement.source as Node | null | undefined)?.value);
    if (from) imports.push(from);
    if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      for (const specifier of statement.specifiers as Array<{ exported: { name?: string; value?: string } }>)
        exports.push(specifier.exported.name ?? String(specifier.exported.value));
    } else if (!DECLARING.has(statement.type) || hasStaticBlock(statement)) declarationsOnly = false;
  }
  // From the syntax tree, wherever they are nested: text that only looks like one, in a string or a comment, is not.
  const dynamicImports: string[] = [];
  simple(program, {
    ImportExpression({ source: specifier }: ImportExpression) {
      const from = specifier.type === 'Literal' ? sibling(specifier.value) : null;
      if (from) dynamicImports.push(from);
    },
  });
  return { bytes: Buffer.byteLength(source), imports, dynamicImports, declarationsOnly, exports };
}

function hasStaticBlock(statement: Node): boolean {
  if (statement.type !== 'ClassDeclaration') return false;
  const body = (statement.body as { body: Node[] }).body;
  return body.some((member) => member.type === 'StaticBlock' || (member.static === true && member.value != null));
}

/** Every JavaScript file of `esmDir`, read for the plan. */
export function readLazyGraph(esmDir: string): Record<string, LazyFile & { exports: string[] }> {
  return Object.fromEntries(
    readdirSync(esmDir)
      .filter((file) => file.endsWith('.js') && statSync(join(esmDir, file)).isFile())
      .map((file) => [file, readLazyFile(readFileSync(join(esmDir, file), 'utf8'))]),
  );
}

const STUBS = 'nm-folded-chunk';
/** The module a home is built from, beside it in dist/esm/ while the pass runs. */
const rootFile = (home: string) => `.fold-root-${home}`;

/**
 * Folds in place; returns the folds made (folded file → home). `initial` names the first script's files, which
 * stay as they are. `cwd`: the working directory esbuild resolves from.
 */
export async function foldLazyChunks(
  esmDir: string,
  initial: ReadonlySet<string>,
  cwd: string,
): Promise<Map<string, string>> {
  const graph = readLazyGraph(esmDir);
  const folds = planLazyFolds(graph, initial);
  if (folds.size === 0) return folds;
  const number = new Map([...folds.keys()].map((file, n) => [file, n]));
  const alias = (file: string, name: string) => `f${number.get(file)!}_${name}`;
  const homes = new Set(folds.values());
  /** Files whose bytes change: the homes, and whatever imported a folded chunk. */
  const rebuilt = Object.keys(graph).filter(
    (file) => !folds.has(file) && (homes.has(file) || graph[file]!.imports.some((f) => folds.has(f))),
  );

  /** The home's module: itself, and the bindings of every chunk folded into it under their own names. */
  const rootOf = (home: string) => {
    const own = graph[home]!.exports;
    const lines = own.length ? [`export { ${own.join(', ')} } from "./${home}";`] : [`import "./${home}";`];
    for (const [chunk, into] of folds) {
      const names = graph[chunk]!.exports;
      if (into === home && names.length)
        lines.push(
          `export { ${names.map((name) => `${name} as ${alias(chunk, name)}`).join(', ')} } from "./${chunk}";`,
        );
    }
    return `${lines.join('\n')}\n`;
  };

  /** In `building`'s build: its folded chunks are bundled in; another home's are its re-exports; the rest stays apart. */
  const links = (building: string): Plugin => ({
    name: 'nm-folded-chunks',
    setup(b) {
      b.onResolve({ filter: /^\.\/[^/]+\.js$/ }, (args) => {
        const file = args.path.slice(2);
        const home = folds.get(file);
        if (home === building && args.namespace !== STUBS) return undefined;
        if (home) return { path: file, namespace: STUBS };
        if (file === building && args.importer.endsWith(rootFile(building))) return undefined;
        return { path: args.path, external: true };
      });
      b.onLoad({ filter: /.*/, namespace: STUBS }, (args) => {
        const names = graph[args.path]!.exports;
        return {
          contents: names.length
            ? `export { ${names.map((name) => `${alias(args.path, name)} as ${name}`).join(', ')} } from "./${folds.get(args.path)!}";\n`
            : '',
          loader: 'js',
          resolveDir: esmDir,
        };
      });
    },
  });

  const out = mkdtempSync(join(esmDir, '..', '.fold-'));
  const roots: string[] = [];
  try {
    for (const file of rebuilt) {
      // A home is built from a module that adds its chunks' exports; any other file from itself.
      let entry = join(esmDir, file);
      if (homes.has(file)) {
        entry = join(esmDir, rootFile(file));
        writeFileSync(entry, rootOf(file));
        roots.push(entry);
      }
      await build({
        ...rebundleOptions(cwd),
        entryPoints: { [file.replace(/\.js$/, '')]: entry },
        outdir: out,
        plugins: [links(file)],
      });
    }
    for (const file of [...folds.keys(), ...rebuilt]) {
      rmSync(join(esmDir, file), { force: true });
      rmSync(join(esmDir, `${file}.map`), { force: true });
    }
    for (const file of readdirSync(out)) renameSync(join(out, file), join(esmDir, file));
    return folds;
  } finally {
    rmSync(out, { recursive: true, force: true });
    for (const root of roots) rmSync(root, { force: true });
  }
}
