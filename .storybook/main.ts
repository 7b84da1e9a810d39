import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

/**
 * The designers' catalogue (ARCHITECTURE.md "Tests, by layer"). Storybook 10
 * is ESM-only: this file is an ES module (the root package is "type": "module").
 * Everything it needs is installed locally; nothing is fetched at build time.
 */
/** The one code-splitting group (viteFinal below); Rolldown names its chunks `group~<entry>~<entry>…`. */
const GROUP = 'group';
/** A group chunk's file name: its one entry's (axe, a story file), or "shared"; null for a chunk of no group. */
function groupFileName(chunkName: string): string | null {
  const [group, entry, ...more] = chunkName.split('~');
  if (group !== GROUP || !entry) return null;
  return more.length > 0 ? 'shared' : entry;
}

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
      // The bundler splits the stories into about 120 modules, most of them a few hundred bytes, and a story's
      // document would ask for most of them, each through MSW's service worker. Rolldown groups the modules by the
      // entries (the preview, each story file) that import them, and merges a group under 20 KB into its closest
      // neighbour: about 30 files. The stories' check, which loads every story in a new document, costs about as
      // much as with Rollup's merged chunks (docs/QUALITY.md); with Rolldown's own splitting, 122 files, about 11 s
      // of CPU more. File names: groupFileName.
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: GROUP, entriesAware: true, entriesAwareMergeThreshold: 20_000 }] },
            chunkFileNames: ({ name }: { name: string }) => `assets/${groupFileName(name) ?? '[name]'}-[hash].js`,
          },
        },
      },
    });
  },
};

export default config;
