import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
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

/**
 * Stories are checked two at a time (STORY_LANES, which is also the e2e project's
 * maxConcurrency in vitest.config.ts, so no started test waits for a lane with its
 * timeout running): most of a story's time is Chromium
 * loading and laying out the preview, which overlaps well on two cores.
 * Each lane is one browser context, kept for its stories, so the preview's
 * scripts come from the context's HTTP cache and the MSW service worker
 * stays registered; every story still gets a page of its own (new session
 * storage) whose local storage is emptied before any script runs, and the
 * lane's cookies are cleared, so a story starts as in a fresh context.
 */
const LANES = Number(process.env.STORY_LANES ?? 2);

/**
 * `a11y.manual`: the a11y addon does not run axe by itself after each
 * render (it only shows results in the Storybook UI). Ours is the run that
 * counts, and it no longer waits for the addon's, nor competes with it.
 */
const PREVIEW_GLOBALS = 'a11y.manual:!true';

let server: Awaited<ReturnType<typeof serveFolder>>;
let browser: Browser;
const idle: BrowserContext[] = [];
const waiting: Array<(context: BrowserContext) => void> = [];

beforeAll(async () => {
  server = await serveFolder(built);
  browser = await launchChromium();
  // Reduced motion: a 300 ms fade in progress would read to axe as low contrast.
  for (let lane = 0; lane < LANES; lane += 1) {
    idle.push(await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' }));
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function inLane<T>(run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = idle.pop() ?? (await new Promise<BrowserContext>((resolve) => waiting.push(resolve)));
  try {
    await context.clearCookies();
    return await run(context);
  } finally {
    const next = waiting.shift();
    if (next) next(context);
    else idle.push(context);
  }
}

describe('Storybook stories are axe clean in Chromium', () => {
  it('has stories to check', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.concurrent.for(stories.map((story) => [`${story.title} / ${story.name}`, story.id] as const))('%s', async ([, id], { expect }) => {
    await inLane(async (context) => {
      const page = await context.newPage();
      try {
        await page.addInitScript(() => { try { localStorage.clear(); } catch { /* an opaque origin has none */ } });
        const watch = await watchPage(page);
        await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${PREVIEW_GLOBALS}`);
        await page.waitForFunction(() => {
          const root = document.querySelector('#storybook-root');
          const host = root?.querySelector('*');
          return Boolean(host && (!host.localName.includes('-') || host.shadowRoot?.childElementCount));
        });
        // A story that opens a panel marks itself data-story-pending until the panel has rendered.
        await page.waitForFunction(() => !document.querySelector('#storybook-root [data-story-pending]'));
        expect(await axeViolations(page, '#storybook-root')).toEqual([]);
        expect(watch.externalRequests).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
});
