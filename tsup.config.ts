import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { BROWSER_TARGET } from './scripts/browser-target';
import { minifyCssTemplatesPlugin } from './scripts/minify-css';

// The version of the one package other teams take (packages/widgets, versioned by Changesets: docs/RELEASING.md).
const { version } = JSON.parse(readFileSync(new URL('./packages/widgets/package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const shared = {
  minify: true,
  sourcemap: true,
  target: BROWSER_TARGET,
  platform: 'browser' as const,
  // Node-isms some dependencies test for; amazon-cognito-identity-js needs `global`.
  define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis', __NM_VERSION__: JSON.stringify(version) },
  // Everything is bundled: the page gets one React and one copy of the stores.
  noExternal: [/.*/],
  tsconfig: 'tsconfig.json',
  // The css`…` templates' layout and comments would ship as they are written.
  esbuildPlugins: [minifyCssTemplatesPlugin],
  // React's licence notices go in a file beside each script (`x.js.LEGAL.txt`), named by a one-line comment in the
  // script, as webpack's extractComments does: the notice ships with the code, and no shopper downloads it. Kept
  // inline they were 239 B gzip of the first script (five copies of the same notice).
  esbuildOptions(options: { legalComments?: string }) {
    options.legalComments = 'linked';
  },
};

/**
 * The classic script pages include; it imports React's runtime and the ESM entry from `esmDir`, relative to itself:
 * beside it in a build, and in the release it stands for in a major version's loader (scripts/release.ts builds
 * that one).
 */
export function loaderBuild(esmDir: string, outDir: string) {
  return {
    ...shared,
    entry: { 'nm-widgets': 'packages/bundle/src/loader.ts' },
    define: { ...shared.define, __NM_ESM__: JSON.stringify(esmDir) },
    outDir,
    format: ['iife' as const],
    outExtension: () => ({ js: '.js' }),
  };
}

export default defineConfig([
  {
    // The ES modules: the entry plus shared and lazy chunks. scripts/build.ts then folds the entry's static
    // chunks into it (scripts/merge-initial.ts), from the import graph esbuild's metafile gives.
    ...shared,
    // Two entries: ours, and React's runtime (reactRuntime.ts), which the loader evaluates first, in a task of its own.
    entry: {
      'nm-widgets.entry': 'packages/bundle/src/entry.ts',
      'nm-widgets.react': 'packages/bundle/src/reactRuntime.ts',
    },
    outDir: 'dist/esm',
    format: ['esm'],
    splitting: true,
    clean: true,
    metafile: true,
    outExtension: () => ({ js: '.js' }),
  },
  loaderBuild('./esm/', 'dist'),
]);
