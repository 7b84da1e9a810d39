import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { launchChromium, watchPage } from '../support/browser';
import { serveFolder } from '../support/staticServer';

/**
 * The designers' catalogue, checked as the a11y addon would: every story of
 * the built Storybook renders in Chromium and axe finds nothing. (The addon
 * itself only fails a run under Storybook's own test runner, which would
 * download a browser; this runs the same axe rules in ours.)
 */
const built = fileURLToPath(new URL('../../storybook-static', import.meta.url));
if (!existsSync(`${built}/index.json`)) throw new Error('storybook-static/ is missing: npm test builds it before the tests (npm run build-storybook)');
const index = JSON.parse(readFileSync(`${built}/index.json`, 'utf8')) as { entries: Record<string, { id: string; type: string; title: string; name: string; tags?: string[] }> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

let server: Awaited<ReturnType<typeof serveFolder>>;
let browser: Browser;
beforeAll(async () => {
  server = await serveFolder(built);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * The a11y addon runs axe in the preview after each render; axe refuses a
 * second run while one is going ("Axe is already running"), so wait it out.
 */
async function axeOnceFree<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('Axe is already running')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe('Storybook stories are axe clean in Chromium', () => {
  it('has stories to check', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories.map((story) => [`${story.title} / ${story.name}`, story.id] as const))('%s', async (_name, id) => {
    // Reduced motion: a 300 ms fade in progress would read to axe as low contrast.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const watch = await watchPage(page);
    await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
    await page.waitForFunction(() => {
      const root = document.querySelector('#storybook-root');
      const host = root?.querySelector('*');
      return Boolean(host && (!host.localName.includes('-') || host.shadowRoot?.childElementCount));
    });
    // A story that opens a panel marks itself data-story-pending until the panel has rendered.
    await page.waitForFunction(() => !document.querySelector('#storybook-root [data-story-pending]'));
    expect(await axeOnceFree(() => axeViolations(page, '#storybook-root'))).toEqual([]);
    expect(watch.externalRequests).toEqual([]);
    await context.close();
  });
});
