import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { launchChromium, watchPage, type PageWatch } from '../support/browser';
import { serveFolder } from '../support/staticServer';

/**
 * The designers' catalogue, checked as the a11y addon would: every story of
 * the built Storybook renders in Chromium and axe finds nothing, and nothing
 * of it is drawn past the canvas's edge. (The addon
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
 * timeout running): most of a story's time is Chromium laying out the preview
 * and running axe, which overlaps well on two cores.
 *
 * Each lane is one browser context with one page, kept for its stories: every
 * story is a fresh navigation of that page (new document, new modules, as a
 * designer's reload), with the context's cookies cleared before it and both
 * storages emptied before any of its scripts run. Reusing the page keeps the
 * renderer process, its memory cache and compiled code, less than half the
 * CPU of a new page per story (docs/QUALITY.md "How long `npm test` takes"). A lane whose story failed gets
 * a new page, so a broken story cannot leave the next one a broken page.
 */
const LANES = Number(process.env.STORY_LANES ?? 2);
/** Each lane's window, a desktop's; a story pinned to another viewport gets its own for its check. */
const LANE_VIEWPORT = { width: 1280, height: 800 };

/**
 * `a11y.manual`: the a11y addon does not run axe by itself after each
 * render (it only shows results in the Storybook UI). Ours is the run that
 * counts, and it no longer waits for the addon's, nor competes with it.
 */
const PREVIEW_GLOBALS = 'a11y.manual:!true';

/**
 * What a designer would find cut off at the canvas's edge: every element drawn (2 px or more, visible) that
 * reaches past the left or right edge of the page, unless an ancestor clips or scrolls it sideways (a carousel,
 * the silo bar) and is not left behind by a top-layer or fixed box on the way up. Found this way: the flyout
 * stories hung their panel off the left edge, the bag button ran past its element. A string, so that nothing the
 * test's compiler adds to functions reaches the page.
 */
const DRAWN_OFF_CANVAS = `(() => {
  const found = [];
  const parentOf = (el) => el.parentElement || (el.getRootNode() instanceof ShadowRoot ? el.getRootNode().host : null);
  // Drawn in the top layer or fixed to the viewport, an element is clipped by nothing around it.
  const outOfFlow = (el) => el.matches(':popover-open, :modal') || getComputedStyle(el).position === 'fixed';
  const clipped = (el) => {
    if (outOfFlow(el)) return false;
    for (let up = parentOf(el); up; up = parentOf(up)) {
      if (getComputedStyle(up).overflowX !== 'visible') return true;
      if (outOfFlow(up)) return false;
    }
    return false;
  };
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot);
      const box = el.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || (box.left >= -1 && box.right <= innerWidth + 1)) continue;
      if (getComputedStyle(el).visibility === 'hidden' || clipped(el)) continue;
      found.push(el.localName + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + ' from ' + Math.round(box.left) + ' to ' + Math.round(box.right) + ' px');
    }
  };
  visit(document.body);
  return found;
})()`;

/**
 * The width and height of the viewport the story pins (`globals: { viewport: { value } }`, one of its
 * `parameters.viewport.options`), or null. The viewport addon sizes the preview only inside Storybook's UI; a
 * preview loaded on its own renders at the window's size, so the check sets it.
 */
const STORY_VIEWPORT = `(() => {
  const story = window.__STORYBOOK_PREVIEW__?.currentRender?.story;
  const value = story?.storyGlobals?.viewport?.value;
  const styles = value && story.parameters?.viewport?.options?.[value]?.styles;
  return styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : null;
})()`;

/** The story has drawn its element; one that opens a panel marks itself data-story-pending until it has. */
async function storyRendered(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.querySelector('#storybook-root');
    const host = root?.querySelector('*');
    return Boolean(host && (!host.localName.includes('-') || host.shadowRoot?.childElementCount));
  });
  await page.waitForFunction(() => !document.querySelector('#storybook-root [data-story-pending]'));
}

interface Lane { context: BrowserContext; page: Page; watch: PageWatch }

let server: Awaited<ReturnType<typeof serveFolder>>;
let browser: Browser;
const idle: Lane[] = [];
const waiting: Array<(lane: Lane) => void> = [];

async function openLanePage(context: BrowserContext): Promise<Lane> {
  const page = await context.newPage();
  // Every document the lane loads starts with empty storage, as a new page of a fresh context would.
  await page.addInitScript(() => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch { /* an opaque origin has none */ }
  });
  return { context, page, watch: await watchPage(page) };
}

beforeAll(async () => {
  server = await serveFolder(built);
  browser = await launchChromium();
  for (let lane = 0; lane < LANES; lane += 1) {
    // Reduced motion: a 300 ms fade in progress would read to axe as low contrast.
    idle.push(await openLanePage(await browser.newContext({ viewport: LANE_VIEWPORT, reducedMotion: 'reduce' })));
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function inLane(run: (lane: Lane) => Promise<void>): Promise<void> {
  let lane = idle.pop() ?? (await new Promise<Lane>((resolve) => waiting.push(resolve)));
  try {
    await lane.context.clearCookies();
    await run(lane);
  } catch (error) {
    await lane.page.close();
    lane = await openLanePage(lane.context);
    throw error;
  } finally {
    const next = waiting.shift();
    if (next) next(lane);
    else idle.push(lane);
  }
}

describe('Storybook stories are axe clean in Chromium', () => {
  it('has stories to check', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.concurrent.for(stories.map((story) => [`${story.title} / ${story.name}`, story.id] as const))('%s', async ([, id], { expect }) => {
    await inLane(async ({ context, page, watch }) => {
      const requestsBefore = watch.externalRequests.length;
      await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${PREVIEW_GLOBALS}`);
      await storyRendered(page);
      // A story pinned to a viewport (a phone) is what a designer sees at that size: loaded again at it.
      const size = await page.evaluate<{ width: number; height: number } | null>(STORY_VIEWPORT);
      const resized = size !== null && size.width !== LANE_VIEWPORT.width;
      if (resized) {
        await page.setViewportSize(size);
        await context.clearCookies();
        await page.reload();
        await storyRendered(page);
      }
      try {
        expect(await axeViolations(page, '#storybook-root')).toEqual([]);
        expect(await page.evaluate(DRAWN_OFF_CANVAS), 'drawn past the canvas\'s edge').toEqual([]);
        expect(watch.externalRequests.slice(requestsBefore)).toEqual([]);
      } finally {
        if (resized) await page.setViewportSize(LANE_VIEWPORT);
      }
    });
  });
});

/**
 * .storybook/freshDocument.ts: a designer moving to another story in Storybook gets it in a document of its own,
 * as the check above loads every story; the toolbar's brand goes along; new globals and new args keep the document.
 */
describe('Storybook: moving to another story starts a fresh document', () => {
  const SIGNED_IN = 'widgets-header-states--signed-in';
  const SHELL = 'widgets-header-shell--desktop';
  const SHELL_CART = 'widgets-header-shell--cart-page';
  /** What the manager sends the preview when the designer clicks (Storybook's channel events). */
  const emit = (page: Page, event: string, payload: unknown) =>
    page.evaluate(`window.__STORYBOOK_ADDONS_CHANNEL__.emit(${JSON.stringify(event)}, ${JSON.stringify(payload)})`);
  const mark = (page: Page) => page.evaluate('window.__documentMark = true');
  const marked = (page: Page) => page.evaluate('window.__documentMark === true');
  const logoClass = (page: Page) => page.locator('nm-header .logo').getAttribute('class');
  /** Moves to the story and waits for its document: the mark set in the document before is gone (or never goes). */
  const moveTo = async (page: Page, storyId: string) => {
    await mark(page);
    await emit(page, 'setCurrentStory', { storyId, viewMode: 'story' });
    await expect.poll(() => marked(page)).toBe(false);
    expect(new URL(page.url()).searchParams.get('id')).toBe(storyId);
    await expect.poll(() => page.locator('nm-header .logo').count()).toBe(1);
  };

  it('a signed-in story, then the Shell: the Shell greets no one; the brand chosen in the toolbar stays for the next story', async () => {
    const context = await browser.newContext({ viewport: LANE_VIEWPORT, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/iframe.html?id=${SIGNED_IN}&viewMode=story&globals=${PREVIEW_GLOBALS}`);
      await expect.poll(() => page.getByText('Welcome, Alexandra').count()).toBe(1);

      await moveTo(page, SHELL);
      expect(await page.getByText('Welcome, Alexandra').count()).toBe(0);
      expect(await page.getByText('Sign In').count()).toBeGreaterThan(0);
      expect(await logoClass(page)).toContain('logo--nm');

      // The toolbar's brand re-renders the story in the same document.
      await mark(page);
      await emit(page, 'updateGlobals', { globals: { brand: 'HC' } });
      await expect.poll(() => logoClass(page)).toContain('logo--hc');
      expect(await marked(page)).toBe(true);

      // New args, likewise.
      await emit(page, 'updateStoryArgs', { storyId: SHELL, updatedArgs: { pageId: 'CART' } });
      await expect.poll(() => page.locator('nm-header').getAttribute('page-id')).toBe('CART');
      expect(await marked(page)).toBe(true);

      await moveTo(page, SHELL_CART);
      expect(await logoClass(page)).toContain('logo--hc');
    } finally {
      await context.close();
    }
  });
});
