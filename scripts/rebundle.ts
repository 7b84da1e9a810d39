import { BROWSER_TARGET } from './browser-target';

/**
 * What every second esbuild pass over dist/esm/ shares (merge-initial.ts, fold-lazy.ts): one ES module per entry,
 * bundled and minified at the scripts' language level, its source map chained through the first pass's to the
 * sources. `cwd`: the working directory the passes resolve from.
 */
export const rebundleOptions = (cwd: string) =>
  ({
    bundle: true,
    format: 'esm',
    splitting: false,
    minify: true,
    sourcemap: true,
    target: BROWSER_TARGET,
    platform: 'browser',
    logLevel: 'warning',
    absWorkingDir: cwd,
  }) as const;
