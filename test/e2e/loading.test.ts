import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChunkManifest } from '../../scripts/chunks';
import { watchPage } from '../support/browser';
import { useDemoSuite } from '../support/suite';

/**
 * The first script must not arrive as a waterfall. The loader is
 * one request; everything the widgets need before they render is requested
 * at once after it (today: the entry, with its static chunks folded in by the
 * build). Structural checks only: which files, in which order relative to
 * each other, never how long anything took. What the build writes (one
 * module, the budget) is checked in test/size/.
 */
const suite = useDemoSuite();
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}nm-widgets.chunks.json`, 'utf8')) as ChunkManifest;
const ENTRY = `esm/${manifest.entry}`;

/** `afterLoad`: requested after the page's load event, as the parts that wait for it are (the session's quiet moment). */
interface Fetched {
  file: string;
  startMs: number;
  endMs: number;
  afterLoad: boolean;
}

/**
 * Records, in the first animation frame in which both widgets show their UI
 * (the search box's input, the bag icon), every file of /static/ the page has
 * asked for so far. A string: tsx would wrap named functions in a helper the page does not have.
 */
const AT_RENDER = `
  window.__atRender = null;
  const tick = () => {
    const search = document.querySelector('nm-search')?.shadowRoot?.querySelector('input, button');
    const bag = document.querySelector('nm-minicart')?.shadowRoot?.querySelector('.cart-icon, .flyout-button');
    if (!search || !bag) { requestAnimationFrame(tick); return; }
    const loadedAt = performance.getEntriesByType('navigation')[0]?.loadEventStart || Infinity;
    window.__atRender = performance.getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/static/') && e.name.endsWith('.js'))
      .map((e) => ({ file: new URL(e.name).pathname.slice('/static/'.length), startMs: e.startTime, endMs: e.responseEnd, afterLoad: e.startTime >= loadedAt }));
  };
  requestAnimationFrame(tick);
`;

async function openRecorded(path: string): Promise<{ page: Page; requests: string[] }> {
  const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/static/') && url.pathname.endsWith('.js'))
      requests.push(url.pathname.slice('/static/'.length));
  });
  await page.addInitScript(AT_RENDER);
  await page.goto(`${suite.host.url}${path}`);
  await page.waitForFunction(() => (window as unknown as { __atRender: unknown }).__atRender !== null);
  return { page, requests };
}

const atRender = (page: Page) => page.evaluate(() => (window as unknown as { __atRender: Fetched[] }).__atRender);

describe('loading the first script', () => {
  it('fetches the loader, then everything the widgets need at once, and nothing else before they render', async () => {
    // A page rendered on the client (no first paint): a first-paint page shows the widgets before any script.
    const { page } = await openRecorded('/with-widgets?first-paint=0');
    // On a slow machine the page's load event can come before the first render; what waits for it is not ours to
    // count here, but it must be a lazy chunk.
    const all = await atRender(page);
    const fetched = all.filter((f) => !f.afterLoad);
    for (const late of all.filter((f) => f.afterLoad))
      expect(manifest.lazy, late.file).toContain(late.file.replace(/^esm\//, ''));
    const expected = ['nm-widgets.js', `esm/${manifest.runtime}`, ENTRY];
    expect(fetched.map((f) => f.file).sort()).toEqual([...expected].sort());
    // Two waves: every ES module was requested after the loader arrived and before any other module had arrived
    // (none was found by parsing another one).
    const loader = fetched.find((f) => f.file === 'nm-widgets.js')!;
    const modules = fetched.filter((f) => f !== loader);
    const firstArrival = Math.min(...modules.map((f) => f.endMs));
    for (const module of modules) {
      expect(module.startMs, module.file).toBeGreaterThanOrEqual(loader.endMs);
      expect(module.startMs, module.file).toBeLessThanOrEqual(firstArrival);
    }
    await page.close();
  });

  it('requests the entry once when the script is included twice, and the lazy chunks import it rather than copies', async () => {
    const { page, requests } = await openRecorded('/hostile');
    const watch = await watchPage(page);
    // The interactive search is a lazy chunk importing the entry's modules: focusing the box loads it.
    await page.locator('nm-search input').first().focus();
    await page.locator('nm-search input[role="combobox"]').first().waitFor();
    expect(requests.filter((file) => file === ENTRY)).toHaveLength(1);
    expect(requests.filter((file) => file === `esm/${manifest.runtime}`)).toHaveLength(1);
    expect(
      requests
        .filter((file) => file.startsWith('esm/'))
        .every((file) => [manifest.runtime, manifest.entry, ...manifest.lazy].includes(file.slice(4))),
    ).toBe(true);
    expect(new Set(requests.filter((file) => file.startsWith('esm/'))).size).toBe(
      requests.filter((file) => file.startsWith('esm/')).length,
    );
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});
