import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The unit project alone, for `npm run mutate` (stryker.config.json; why and
 * what is mutated: docs/QUALITY.md).
 * StrykerJS's vitest runner has no option to pick one project of a workspace
 * config, and the browser project starts Chromium per run (far too slow for
 * thousands of mutants), so this mirrors the `unit` project of
 * vitest.config.ts: keep the two in step.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  plugins: [react()],
  define: { __NM_VERSION__: JSON.stringify('test') },
  resolve: {
    dedupe: ['react', 'react-dom'],
    // The workspaces by path, not through node_modules/@nm/* (symlinks to the
    // checkout): in Stryker's sandbox a minicart test must import the sandbox's
    // (mutated) core, or core's mutants could only be killed by core's tests.
    // Exact names (a plain '@nm/core' key would also rewrite '@nm/core/testing' to '…/index.ts/testing').
    alias: [
      { find: /^@nm\/core$/, replacement: fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url)) },
      {
        find: /^@nm\/core\/boot$/,
        replacement: fileURLToPath(new URL('../../packages/core/src/boot/index.ts', import.meta.url)),
      },
      {
        find: /^@nm\/core\/testing$/,
        replacement: fileURLToPath(new URL('../../packages/core/src/testing/index.ts', import.meta.url)),
      },
      {
        find: /^@nm\/core\/storybook$/,
        replacement: fileURLToPath(new URL('../../packages/core/src/storybook/index.ts', import.meta.url)),
      },
      {
        find: /^@nm\/minicart$/,
        replacement: fileURLToPath(new URL('../../packages/minicart/src/index.ts', import.meta.url)),
      },
      {
        find: /^@nm\/search$/,
        replacement: fileURLToPath(new URL('../../packages/search/src/index.ts', import.meta.url)),
      },
      {
        find: /^@nm\/header$/,
        replacement: fileURLToPath(new URL('../../packages/header/src/index.ts', import.meta.url)),
      },
      {
        find: /^@nm\/navigation$/,
        replacement: fileURLToPath(new URL('../../packages/navigation/src/index.ts', import.meta.url)),
      },
      {
        find: /^@nm\/abandon-cart$/,
        replacement: fileURLToPath(new URL('../../packages/abandon-cart/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    globals: true,
    name: 'unit',
    environment: 'happy-dom',
    include: ['packages/**/*.test.{ts,tsx}'],
    exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
  },
});
