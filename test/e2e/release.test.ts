import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCdnLayout } from '../../scripts/release';
import { majorOf, readWidgetsPackage } from '../../scripts/widgets-package';
import { waitForWidget, watchPage } from '../support/browser';
import { useDemoSuite } from '../support/suite';

/**
 * A page on the CDN, as docs/RELEASING.md lays it out: the demo host serves
 * the layout `npm run release` writes (here written from the build into a
 * folder of this file's own, so a developer's release/ is never touched) at
 * /cdn/, and `?bundle=cdn` makes a page include the major version's loader
 * instead of /static/. Registered before the suite's, so the layout is
 * there when the host starts.
 */
const cdnDir = mkdtempSync(join(tmpdir(), 'nm-widgets-cdn-'));
const { version } = readWidgetsPackage();
const major = majorOf(version);
beforeAll(async () => {
  await writeCdnLayout({ out: cdnDir, version });
}, 60_000);
afterAll(() => rmSync(cdnDir, { recursive: true, force: true }));

const suite = useDemoSuite({ cdnDir });

/** Every script and stylesheet the page fetched, with the cache header it came with. */
function recordAssets(page: Page): Array<{ path: string; cacheControl: string }> {
  const assets: Array<{ path: string; cacheControl: string }> = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.(?:js|css)$/.test(pathname) && !pathname.startsWith('/site/'))
      assets.push({ path: pathname, cacheControl: response.headers()['cache-control'] ?? '' });
  });
  return assets;
}

describe('a page that takes the bundle from the CDN (npm run release)', () => {
  it("includes the major version's loader, which loads its release: the widgets render, and the release runs the page", async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const watch = await watchPage(page);
    const assets = recordAssets(page);
    await page.goto(`${suite.host.url}/with-widgets?bundle=cdn`);
    await waitForWidget(page, 'nm-search');
    await waitForWidget(page, 'nm-minicart');

    expect(assets.filter((asset) => asset.path.startsWith('/static/'))).toEqual([]);
    expect(assets).toContainEqual({
      path: `/cdn/nm-widgets/v${major}/nm-widgets.css`,
      cacheControl: 'public, max-age=300',
    });
    expect(assets).toContainEqual({
      path: `/cdn/nm-widgets/v${major}/nm-widgets.js`,
      cacheControl: 'public, max-age=300',
    });
    expect(assets).toContainEqual({
      path: `/cdn/nm-widgets/${version}/esm/nm-widgets.entry.js`,
      cacheControl: 'public, max-age=31536000, immutable',
    });
    // Every module, the lazy chunks included, comes from the release's own folder.
    const modules = assets.filter((asset) => asset.path.includes('/esm/'));
    expect(modules.filter((asset) => !asset.path.startsWith(`/cdn/nm-widgets/${version}/esm/`))).toEqual([]);

    await page.evaluate(() => (window as unknown as { minicart: { setCount(n: number): void } }).minicart.setCount(4));
    await expect.poll(() => page.locator('nm-minicart .badge').first().textContent()).toBe('4');
    expect(watch.errors).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
    await page.close();
  });

  it("draws <nm-header> from it too, hydrating the page's first paint", async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const watch = await watchPage(page);
    await page.goto(`${suite.host.url}/with-widgets?bundle=cdn&header=element`);
    // Hydrated: the server's wrapper is kept, and the element drops the snapshot it hydrated against.
    await page.waitForFunction(() => {
      const wrapper = document.querySelector('nm-header')?.shadowRoot?.querySelector('[data-nm-first-paint]');
      return Boolean(customElements.get('nm-header') && wrapper && !wrapper.hasAttribute('data-nm-snapshot'));
    });
    expect(watch.errors).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
    await page.close();
  });
});
