import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STORY_NOW } from '@nm/core/storybook';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { launchChromium, settle, watchPage, type PageWatch } from '../support/browser';
import { serveFolder } from '../support/staticServer';
import {
  baselinesWithoutStory,
  clearDiffs,
  comparePngs,
  screenshotDifference,
  screenshotFonts,
  storyClockScript,
  UPDATING,
} from '../support/visual';

/**
 * The designers' catalogue, checked as the a11y addon would: every story of
 * the built Storybook renders in Chromium and axe finds nothing, nothing of
 * it is drawn past the canvas's edge, and it logs no error a designer would
 * see in the console. (The addon
 * itself only fails a run under Storybook's own test runner, which would
 * download a browser; this runs the same axe rules in ours.) In the same
 * pass, each story's screenshot is compared with its committed baseline
 * (test/support/visual.ts, docs/QUALITY.md "Visual regression").
 */
const built = fileURLToPath(new URL('../../storybook-static', import.meta.url));
if (!existsSync(`${built}/index.json`))
  throw new Error('storybook-static/ is missing: npm test builds it before the tests (npm run build-storybook:test)');
const index = JSON.parse(readFileSync(`${built}/index.json`, 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string; tags?: string[] }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/**
 * Stories are checked two at a time (STORY_LANES, which is also the e2e project's
 * maxConcurrency in vitest.config.ts, so no started test waits for a lane with its
 * timeout running): most of a story's time is Chromium laying out the preview
 * and running axe, which overlaps well on two cores. npm test, whose other
 * streams keep both cores busy, checks them one at a time (scripts/test.ts).
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
 * The width and height of the viewport each story pins (`globals: { viewport: { value } }`, one of its
 * `parameters.viewport.options`), by story id, null where it pins none. The viewport addon sizes the preview only
 * inside Storybook's UI; a preview loaded on its own renders at the window's size, so the check sets it before
 * loading the story. Read once for every story from the preview's story store (`extract()` loads every CSF file and
 * renders nothing): asked of each story after its render, a pinned one had to be loaded and played a second time.
 */
const PINNED_VIEWPORTS = `(async () => {
  const preview = window.__STORYBOOK_PREVIEW__;
  const stories = await preview.extract();
  const sizes = {};
  for (const [id, story] of Object.entries(stories)) {
    const value = story.storyGlobals?.viewport?.value;
    const styles = value && story.parameters?.viewport?.options?.[value]?.styles;
    sizes[id] = styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : null;
  }
  return sizes;
})()`;

/** The viewport the rendered story pins, as PINNED_VIEWPORTS reads it: that the size it was loaded at is its own. */
const STORY_VIEWPORT = `(() => {
  const story = window.__STORYBOOK_PREVIEW__?.currentRender?.story;
  const value = story?.storyGlobals?.viewport?.value;
  const styles = value && story.parameters?.viewport?.options?.[value]?.styles;
  return styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : null;
})()`;

/**
 * The story's render is over, its play function included (Storybook's render phases: `finished` after the play
 * function and afterEach, `errored` when either threw).
 */
const STORY_PHASE = `(() => {
  const phase = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
  return phase === 'finished' || phase === 'errored' || phase === 'aborted' ? phase : null;
})()`;

/**
 * Waits until every picture that has arrived is decoded (they are `decoding="async"`: one that is not could be
 * missing from the frame the screenshot takes), shadow roots included.
 */
const PICTURES_DECODED = `(async () => {
  const pictures = [];
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot);
      if (el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0) pictures.push(el);
    }
  };
  visit(document);
  await Promise.all(pictures.map((picture) => picture.decode().catch(() => {})));
})()`;

/**
 * The story's viewport as a designer sees it, still: once the page is quiet (no request in flight: pictures, MSW's
 * answers) and its pictures decoded. Frozen for the picture: every CSS animation and transition is finished or,
 * when endless (a skeleton's shimmer), cancelled (`animations: 'disabled'`, shadow roots included); the caret is
 * transparent (`caret: 'hide'`); the context asks for reduced motion as well.
 */
async function stillScreenshot(page: Page): Promise<Buffer> {
  await settle(page);
  await page.evaluate(PICTURES_DECODED);
  return page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
}

/** Between two looks at a story: long enough for a late render on a loaded machine, short for a failing run. */
const LOOK_AGAIN_MS = 500;

/**
 * The story's screenshot against its baseline, after its play function (a story marks what it waits for:
 * @nm/core/storybook). A story that reaches its state late (a lazy part on a loaded machine) gets a second look
 * before it fails. Making baselines, a screenshot is kept only once two in a row agree, so that no baseline is a
 * state on its way to another.
 */
async function screenshotCheck(page: Page, id: string): Promise<string | null> {
  const phase = await (await page.waitForFunction<string>(STORY_PHASE)).jsonValue();
  if (phase !== 'finished')
    throw new Error(`the story's render ended ${phase}, not finished (its play function or afterEach threw?)`);
  let screenshot = await stillScreenshot(page);
  if (UPDATING) {
    for (let look = 0; look < 4; look += 1) {
      await page.waitForTimeout(LOOK_AGAIN_MS);
      const next = await stillScreenshot(page);
      if (comparePngs(screenshot, next).differing === 0) return screenshotDifference(id, next);
      screenshot = next;
    }
    throw new Error('the story does not hold still: five screenshots half a second apart all differ');
  }
  const difference = screenshotDifference(id, screenshot);
  if (difference === null) return null;
  await page.waitForTimeout(LOOK_AGAIN_MS);
  return screenshotDifference(id, await stillScreenshot(page));
}

/**
 * A console error the page's own code logged. The browser's "Failed to load resource" lines are left out: a story
 * of a failed call or a missing picture makes one on purpose, and what the widget does about it is what it logs.
 */
const loggedByThePage = (text: string) => !text.startsWith('Failed to load resource');

/** The story has drawn its element; one that opens a panel marks itself data-story-pending until it has. */
async function storyRendered(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.querySelector('#storybook-root');
    const host = root?.querySelector('*');
    return Boolean(host && (!host.localName.includes('-') || host.shadowRoot?.childElementCount));
  });
  await page.waitForFunction(() => !document.querySelector('#storybook-root [data-story-pending]'));
}

interface Lane {
  context: BrowserContext;
  page: Page;
  watch: PageWatch;
}

let server: Awaited<ReturnType<typeof serveFolder>>;
let browser: Browser;
let fonts: ReturnType<typeof screenshotFonts>;
type Size = { width: number; height: number };
let pinned: Record<string, Size | null>;
const idle: Lane[] = [];
const waiting: Array<(lane: Lane) => void> = [];

async function openLanePage(context: BrowserContext): Promise<Lane> {
  const page = await context.newPage();
  // Every document the lane loads starts with empty storage, as a new page of a fresh context would.
  await page.addInitScript(() => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      /* an opaque origin has none */
    }
  });
  return { context, page, watch: await watchPage(page) };
}

/**
 * Every lane renders as every machine does: the stories' fonts only, their fixed moment on the page's clock, in
 * New York's time zone and American English (the dates a story shows).
 */
beforeAll(async () => {
  clearDiffs();
  server = await serveFolder(built);
  fonts = screenshotFonts();
  browser = await launchChromium({ env: fonts.env });
  for (let lane = 0; lane < LANES; lane += 1) {
    // Reduced motion: a 300 ms fade in progress would read to axe as low contrast.
    const context = await browser.newContext({
      viewport: LANE_VIEWPORT,
      reducedMotion: 'reduce',
      timezoneId: 'America/New_York',
      locale: 'en-US',
    });
    await context.addInitScript(storyClockScript(STORY_NOW));
    idle.push(await openLanePage(context));
  }
  const [first] = stories;
  const { page } = idle[0]!;
  await page.goto(
    `${server.url}/iframe.html?id=${encodeURIComponent(first!.id)}&viewMode=story&globals=${PREVIEW_GLOBALS}`,
  );
  await page.waitForFunction(() =>
    Boolean(
      (window as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__?.storyStoreValue,
    ),
  );
  pinned = await page.evaluate<Record<string, Size | null>>(PINNED_VIEWPORTS);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  fonts?.remove();
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

describe('Storybook stories are axe clean in Chromium and look as their baselines', () => {
  it('has stories to check', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it('has no baseline left of a story that is gone (npm run visual:update deletes them)', () => {
    expect(baselinesWithoutStory(stories.map((story) => story.id))).toEqual([]);
  });

  it.concurrent.for(stories.map((story) => [`${story.title} / ${story.name}`, story.id] as const))(
    '%s',
    async ([, id], { expect }) => {
      await inLane(async ({ page, watch }) => {
        const requestsBefore = watch.externalRequests.length;
        const errorsBefore = watch.errors.length;
        const consoleErrorsBefore = watch.consoleErrors.length;
        // A story pinned to a viewport (a phone) is what a designer sees at that size: loaded at it.
        const size = pinned[id] ?? null;
        const resized = size !== null && size.width !== LANE_VIEWPORT.width;
        if (resized) await page.setViewportSize(size);
        await page.goto(
          `${server.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${PREVIEW_GLOBALS}`,
        );
        await storyRendered(page);
        try {
          expect(await page.evaluate<Size | null>(STORY_VIEWPORT), 'the viewport the story pins').toEqual(size);
          // Soft: a story that moved and also fails below is told both.
          expect.soft(await screenshotCheck(page, id), 'its screenshot against its baseline').toBeNull();
          expect(await axeViolations(page, '#storybook-root')).toEqual([]);
          expect(await page.evaluate(DRAWN_OFF_CANVAS), "drawn past the canvas's edge").toEqual([]);
          expect(watch.externalRequests.slice(requestsBefore)).toEqual([]);
          expect(
            [
              ...watch.errors.slice(errorsBefore),
              ...watch.consoleErrors.slice(consoleErrorsBefore).filter(loggedByThePage),
            ],
            'errors the story logged (one that shows a failure keeps its expected line out: silenceExpectedErrors)',
          ).toEqual([]);
        } finally {
          if (resized) await page.setViewportSize(LANE_VIEWPORT);
        }
      });
    },
  );
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
