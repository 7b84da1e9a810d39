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
    });
  },
};

export default config;
