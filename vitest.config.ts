import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { UNIT_FILES, isolatedUnitFiles } from './test/support/isolatedUnitFiles';
import { CHROMIUM_ARGS, chromiumPath } from './test/support/chromium';
import LongestE2eFirst from './test/support/sequencer';
import { modulesCachedForTheRun } from './test/support/moduleCache';

/** End-to-end files run at once (E2E_WORKERS overrides): see the e2e project. */
const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** Stories checked at once by test/e2e/stories.test.ts (which reads the same variable). */
const STORY_LANES = Number(process.env.STORY_LANES ?? 2);

/**
 * Three layers (ARCHITECTURE.md "Tests, by layer"):
 * - unit: rules and services in happy-dom, fast;
 * - browser: elements in real Chromium (layout, focus, top layer, axe);
 * - e2e: playwright-core driving Chromium against the demo host;
 * - size: the built dist/ against the initial JS budget (deterministic, unlike timings);
 * - release: the built dist/ as other teams take it (the packed package, the CDN layout).
 */
export default defineConfig({
  plugins: [react()],
  define: { __NM_VERSION__: JSON.stringify('test') },
  // One React for the page, as in the bundle: pre-bundle the dependencies up
  // front so Vite never re-optimises mid-run and hands a test a second copy.
  resolve: { dedupe: ['react', 'react-dom'] },
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'nanostores',
      '@nanostores/react',
      '@r2wc/core',
      'ky',
      'dompurify',
      'date-fns',
      'axe-core',
      // The session's libraries: discovered mid-run, Vite would re-optimise and reload a browser test's page.
      '@fingerprintjs/fingerprintjs',
      '@smithy/signature-v4',
      '@aws-crypto/sha256-js',
      // The abandon-cart modal's, likewise.
      'react-idle-timer',
      'embla-carousel-react',
      // The spoken-phrase tests' screen reader (core testing/screenReader.ts).
      '@guidepup/virtual-screen-reader',
    ],
  },
  test: {
    globals: true,
    // The e2e files start longest first even on a clean clone, which has no durations cached (test/support/sequencer.ts).
    sequence: { sequencer: LongestE2eFirst },
    projects: [
      {
        extends: true,
        test: {
          // test/support/isolatedUnitFiles.ts: the unit files share one module graph and one happy-dom window per
          // worker (isolate: false). A fresh window and fresh imports for each of ~140 files cost about 0.7 s of
          // CPU a file, 100 s of a run's 117 s; the tests themselves take 13 s (npm test aims at under 4 min).
          name: 'unit',
          environment: 'happy-dom',
          include: UNIT_FILES,
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**', ...isolatedUnitFiles()],
          isolate: false,
          setupFiles: ['test/support/unitFileReset.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The files that mock modules or need a page of their own: each still gets a fresh graph and window.
          // In a VM context of one worker thread rather than a process of its own each: the 12 files' tests take
          // about 2 s, a fresh process for each cost 22 s of CPU, a fresh context 13 s (cpuacct cgroup, quiet machine).
          name: 'unit-isolated',
          environment: 'happy-dom',
          pool: 'vmThreads',
          include: isolatedUnitFiles(),
          // Each file's modules fresh, whatever the worker ran before it (test/support/freshModules.ts).
          setupFiles: ['test/support/freshModules.ts'],
        },
      },
      {
        extends: true,
        // Each file's iframe takes the modules an earlier file loaded from Chromium's cache (moduleCache.ts): the
        // browser files' CPU went from 104 to 83-89 s (cpuacct cgroup, alternating runs).
        plugins: [modulesCachedForTheRun()],
        test: {
          name: 'browser',
          // One file at a time: every file's iframe shares the page's one pointer and focus, so a file that moves the
          // mouse (hover intent, pointer paths) or focuses reaches into another's (a hovered box loading its part).
          fileParallelism: false,
          include: ['packages/**/*.browser.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
      {
        extends: true,
        test: {
          // Reads the built dist/ (npm test builds first): the initial JS budget.
          name: 'size',
          environment: 'node',
          // Run beside the e2e files (scripts/test.ts), in their group: Vitest wants one worker count per group,
          // so these two projects come after the unit files (their own count) when a run has all of them.
          maxWorkers: E2E_WORKERS,
          sequence: { groupOrder: 1 },
          include: ['test/size/**/*.test.ts'],
          // test/size/lazy.test.ts parses every built script: 1.6 s alone, past Vitest's 5 s default beside the
          // other streams of npm test (a clean-clone run at load 15 timed out on it).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Reads the built dist/ too: the package other teams take (npm pack, its types under a React 19 page) and
          // the CDN layout `npm run release` writes.
          name: 'release',
          environment: 'node',
          maxWorkers: E2E_WORKERS,
          sequence: { groupOrder: 1 },
          include: ['test/release/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // test/e2e/README.md: two files at a time, each in its own worker with its own demo host on a free
          // port, in the worker's Chromium; the run's one cognito-local comes from the global setup. Most of an
          // e2e file's time is waiting (Chromium, the demo host's timers, typing delays), so two overlap well
          // even on two cores.
          name: 'e2e',
          environment: 'node',
          // Each file still runs its own module and host; its worker keeps the modules they share
          // (playwright-core, the demo host, Fastify) instead of importing them again: 21 s of CPU less over the
          // e2e files, measured in a cpuacct cgroup. No file mocks modules; the one state
          // kept across a worker's files is its Chromium (test/support/suite.ts).
          isolate: false,
          include: ['test/e2e/**/*.test.ts'],
          maxWorkers: E2E_WORKERS,
          sequence: { groupOrder: 1 },
          globalSetup: ['test/support/e2eGlobalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // How long expect.poll() waits for its condition (Vitest's default, 1 s, is short when these files share
          // two cores with the unit tests and a build): a wait, never what is asserted.
          expect: { poll: { timeout: 10_000 } },
          // stories.test.ts checks STORY_LANES stories at a time, one browser context each: a story test started
          // beyond that would wait for a context with its 60 s running, and time out on a loaded machine.
          maxConcurrency: STORY_LANES,
        },
      },
    ],
  },
});
