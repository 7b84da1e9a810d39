import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

/**
 * The designers' catalogue (ARCHITECTURE.md "Tests, by layer"). Storybook 10
 * is ESM-only: this file is an ES module (the root package is "type": "module").
 * Everything it needs is installed locally; nothing is fetched at build time.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // The MSW service worker (public/mockServiceWorker.js, from `npx msw init .storybook/public`):
  // stories answer API calls through msw-storybook-addon (preview.ts).
  staticDirs: ['./public'],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // Same compile-time constants as tsup.config.ts gives the bundle.
      define: {
        __NM_VERSION__: JSON.stringify('storybook'),
        global: 'globalThis',
      },
      // Rollup splits the stories into about 90 modules, most of them a few hundred bytes, and a story's document
      // asks for 50 to 75 of them, each through MSW's service worker. Chunks under 20 KB that run nothing when
      // loaded (only definitions) are merged into a chunk loaded with them: 41 files, 20 to 32 requests a story.
      // The stories' check, which loads every story in a new document, costs about 12 s of CPU less (cpuacct
      // cgroup: 152.0 and 140.8 s before, 139.3 and 127.5 s after, alternating).
      build: { rollupOptions: { output: { experimentalMinChunkSize: 20_000 } } },
    });
  },
};

export default config;
