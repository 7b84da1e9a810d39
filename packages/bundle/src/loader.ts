/**
 * dist/nm-widgets.js: the one classic script a page includes. esbuild can
 * split only ES modules, so this loader imports the ESM entry next to it;
 * the lazy chunks come from there, after the first render. The build folds
 * everything the entry imports statically into the entry itself
 * (scripts/merge-initial.ts), so the first script is two requests in two
 * waves: this file, then the entry, which this import starts at once.
 * Loaded twice, the second loader stands down with one warning.
 */
const LOADED = '__nmWidgetsLoader';
/**
 * The entry, relative to this file: `./esm/nm-widgets.entry.js` in a build and in each release's own folder; a
 * major version's loader (scripts/release.ts) points into the release it currently stands for instead.
 */
declare const __NM_ENTRY__: string;
type LoaderWindow = Window & { [LOADED]?: string };
const page = window as LoaderWindow;
const script = document.currentScript as HTMLScriptElement | null;

if (page[LOADED]) {
  console.warn(`[nm-widgets] the script is included more than once (${script?.src ?? 'inline'}); the first copy (${page[LOADED]}) stays in charge`);
} else {
  const base = script?.src || location.href;
  page[LOADED] = base;
  const entry = new URL(__NM_ENTRY__, base).href;
  import(/* @vite-ignore */ entry).catch((error: unknown) => {
    console.error(`[nm-widgets] could not load ${entry}; the widgets will not render`, error);
  });
}
