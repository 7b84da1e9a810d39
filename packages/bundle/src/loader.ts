import { holdClicksUntilHydrated } from '@nm/core';
import { recordEarlyInboundEvents } from '@nm/core/boot';
import { firstPaintRoots, whenToLoad } from './loadWhen';

/**
 * dist/nm-widgets.js: the one classic script a page includes. esbuild can
 * split only ES modules, so this loader imports the ES modules next to it:
 * React's runtime, then the entry; the lazy chunks come from there, after the
 * first render. The build folds everything the entry imports statically into
 * the entry itself, and React's into a module of its own
 * (scripts/merge-initial.ts). On a page
 * with the widgets' first paint they wait for the page's load event
 * (loadWhen.ts); the page's events and the clicks on our buttons are kept
 * from now on, for the entry to act on.
 * Loaded twice, the second loader stands down with one warning.
 */
const LOADED = '__nmWidgetsLoader';
/**
 * The folder of the ES modules, relative to this file: `./esm/` in a build and in each release's own folder; a
 * major version's loader (scripts/release.ts) points into the release it currently stands for instead.
 */
declare const __NM_ESM__: string;
type LoaderWindow = Window & { [LOADED]?: string };
const page = window as LoaderWindow;
const script = document.currentScript as HTMLScriptElement | null;

if (page[LOADED]) {
  console.warn(
    `[nm-widgets] the script is included more than once (${script?.src ?? 'inline'}); the first copy (${page[LOADED]}) stays in charge`,
  );
} else {
  const base = script?.src || location.href;
  page[LOADED] = base;
  recordEarlyInboundEvents(window);
  const drawn = firstPaintRoots(document);
  for (const root of drawn) holdClicksUntilHydrated(root);
  const runtime = new URL(`${__NM_ESM__}nm-widgets.react.js`, base).href;
  const entry = new URL(`${__NM_ESM__}nm-widgets.entry.js`, base).href;
  whenToLoad(window, drawn.length > 0, () => {
    // Both requests go out at once; React's runtime is evaluated first, and the entry (which imports it) in a later
    // task, so that neither evaluation is one long task (reactRuntime.ts).
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = entry;
    document.head.append(preload);
    import(/* @vite-ignore */ runtime)
      .then(() => new Promise((resolve) => setTimeout(resolve)))
      .then(() => import(/* @vite-ignore */ entry))
      .catch((error: unknown) => {
        console.error(`[nm-widgets] could not load ${runtime} or ${entry}; the widgets will not render`, error);
      });
  });
}
