/**
 * The public types: dist/nm-widgets.d.ts (what a page's TypeScript sees, the
 * global event maps included) and dist/server/first-paint.d.ts (the first
 * paint's server module), each one file with everything it names inlined.
 *
 * Two steps. TypeScript 7's compiler (`tsgo`, @typescript/native-preview)
 * checks the two entries and everything they import and writes their
 * declarations; rollup-plugin-dts then bundles each entry's from those files,
 * parsing declarations only. tsup's `dts` did both with TypeScript 5 in two
 * programs of its own: 16.7 s of CPU, against about 2.5 s here (docs/QUALITY.md).
 * Each entry is bundled apart: bundled together they share their common types
 * through a third file whose name is a hash.
 *
 * The repository's type check (`npm run typecheck`, ESLint's types) stays on
 * TypeScript 5, which typescript-eslint needs; this step only emits.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

/** TypeScript 7's compiler, from its package (its bin beside its package.json): this step's, and the scaffold test's. */
const require = createRequire(import.meta.url);
export const TSGO = join(dirname(require.resolve('@typescript/native-preview/package.json')), 'bin/tsgo');

/** The bundled file (under dist/) and the module it declares, relative to the repository. */
const ENTRIES = [
  { out: 'nm-widgets.d.ts', source: 'packages/bundle/src/public.ts' },
  { out: 'server/first-paint.d.ts', source: 'packages/bundle/src/server/public.ts' },
];

export async function writeDeclarations(root: string): Promise<void> {
  // Inside the repository, so that the declarations' imports of React, nanostores and DOMPurify find node_modules.
  const emitted = join(root, 'dist/.declarations');
  const config = join(root, 'dist/.declarations.tsconfig.json');
  rmSync(emitted, { recursive: true, force: true });
  writeFileSync(
    config,
    JSON.stringify({
      extends: '../tsconfig.json',
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        outDir: './.declarations',
        rootDir: '..',
        // The entries' own imports only: not the test globals the repository's program declares.
        types: [],
      },
      include: [],
      files: ENTRIES.map(({ source }) => `../${source}`),
    }),
  );
  try {
    execFileSync(process.execPath, [TSGO, '-p', config], { cwd: root, stdio: 'inherit' });
    for (const { out, source } of ENTRIES) {
      const bundle = await rollup({
        input: join(emitted, source.replace(/\.tsx?$/, '.d.ts')),
        plugins: [
          dts({
            compilerOptions: {
              // The workspace packages as declared, not as their sources (which would need a program again).
              baseUrl: emitted,
              paths: { '@nm/*': ['packages/*/src/index.d.ts'] },
            },
          }),
        ],
        // React, nanostores and DOMPurify stay imports: a page's own copies.
        external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('@nm/'),
      });
      const { output } = await bundle.generate({ format: 'es' });
      await bundle.close();
      mkdirSync(join(root, 'dist', out, '..'), { recursive: true });
      writeFileSync(join(root, 'dist', out), output[0].code);
    }
  } finally {
    rmSync(emitted, { recursive: true, force: true });
    rmSync(config, { force: true });
  }
}
