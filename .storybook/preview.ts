import type { Decorator, Preview } from '@storybook/react-vite';
import { $config, BRANDS, type Brand } from '@nm/core';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createElement, Fragment } from 'react';
import { freshDocumentPerStory } from './freshDocument';
import { writable } from '@nm/core/storybook';

/**
 * API answers in stories come from MSW, through msw-storybook-addon 3
 * (its CSF 3 loader; `initialize()` of version 2 became this setup function):
 * the worker is .storybook/public/mockServiceWorker.js (staticDirs in
 * main.ts), a story lists its handlers in `parameters.msw.handlers`, and a
 * request no handler matches goes on to the network.
 */
const startMsw = async () => {
  const worker = setupWorker();
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
};

const mswStories = mswLoader(startMsw);

/** Whether a story's `parameters.msw` names any handler (a list, or `{ handlers }` as a list or by name). */
function hasHandlers(msw: unknown): boolean {
  if (Array.isArray(msw)) return msw.length > 0;
  const handlers = (msw as { handlers?: unknown } | undefined)?.handlers;
  if (handlers == null) return false;
  return (Array.isArray(handlers) ? handlers : Object.values(handlers)).flat().some(Boolean);
}

const isBrand = (value: unknown): value is Brand => BRANDS.includes(value as Brand);

/**
 * The brand a story renders in: the toolbar's "Brand" global, which a story
 * can pin with `globals: { brand: 'HC' }`.
 */
function brandOf(globals: Record<string, unknown>): Brand {
  return isBrand(globals.brand) ? globals.brand : 'NM';
}

/**
 * An element adopts its brand's sheet when it is constructed (defineElement.tsx),
 * as on a host page where the config is read once before the elements are
 * defined. So when the brand changes, the story is remounted (key) and every
 * element is created anew under the new brand.
 */
const withBrand: Decorator = (Story, context) =>
  createElement(Fragment, { key: brandOf(context.globals) }, createElement(Story));

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand the widgets render in ($config.brand)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'NM', title: 'NM' },
          { value: 'HC', title: 'HC' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: 'NM',
  },
  // Runs before every render (first render, args or globals changes), so the
  // config store holds the brand before any element is created.
  beforeEach: ({ globals }) => {
    const brand = brandOf(globals);
    if ($config.get().brand !== brand) writable($config).set({ ...$config.get(), brand });
  },
  decorators: [withBrand],
  // Storybook runs a preview's loaders side by side: chained, a story about to get a document of its own starts
  // nothing in this one (freshDocumentPerStory never settles there).
  loaders: [
    async (context) => {
      await freshDocumentPerStory(context);
      // A story without handlers of its own gets the network either way (`onUnhandledRequest: 'bypass'`), so its
      // document does not start the worker: about a third of the stories.
      return hasHandlers(context.parameters.msw) ? mswStories(context) : {};
    },
  ],
  parameters: {
    layout: 'centered',
    controls: { expanded: true },
    a11y: {
      // Violations fail the story's test run (test runner / vitest addon) and
      // show as errors in the Accessibility panel.
      test: 'error',
    },
    viewport: {
      options: {
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        phone: { name: 'Phone (375)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
      },
    },
  },
};

export default preview;
