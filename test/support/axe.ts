import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * @axe-core/playwright's own axe-core (the root's, 4.14, since it asks for ~4.14.0), so a page checked by our path
 * and one checked by AxeBuilder get the same rules.
 */
const axeCorePath = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
  'axe-core/axe.min.js',
);
/** Configured as AxeBuilder's legacy mode configures it: frames of the page's own origin only. */
const AXE_WITH_CONFIG = `${readFileSync(axeCorePath, 'utf8')}\n;axe.configure({ allowedOrigins: ['<same_origin>'] });`;
const AXE_VERSION = (
  JSON.parse(readFileSync(axeCorePath.replace(/axe\.min\.js$/, 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * `resultTypes`: only violations are read, so axe details no other kind of result (for the others it keeps one node
 * per rule). The violations are the same.
 */
const RUN_OPTIONS: RunOptions = {
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/** True when every frame of the page is of the page's origin (or has none: about:blank, srcdoc). */
function sameOriginFrames(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const url = frame.url();
    return !url.startsWith('http') || new URL(url).origin === origin;
  });
}

/**
 * Puts that axe-core in the frame unless it is there already, and configures it as AxeBuilder's legacy mode does:
 * frames of the page's own origin only. Once per document, where AxeBuilder's legacy mode evaluates its 550 KB twice
 * per check (about 0.14 s of CPU each). A page's axe of another version is replaced. (Storybook's test build has no
 * `window.axe`: the a11y addon loads it only to run, and the stories' check runs it manually. Loading it in each
 * story's document as a cached script instead of this evaluation measured no cheaper: 125.6 and 114.6 s of CPU
 * for the stories' check against 120.1 s.)
 */
async function injectAxe(frame: Frame): Promise<void> {
  const configured = await frame.evaluate((version) => {
    const { axe } = window as { axe?: { version?: string; configure(spec: object): void } };
    if (axe?.version !== version) return false;
    axe.configure({ allowedOrigins: ['<same_origin>'] });
    return true;
  }, AXE_VERSION);
  if (!configured) await frame.evaluate(AXE_WITH_CONFIG);
}

/**
 * axe's default rules plus label-in-name (WCAG 2.5.3), which axe marks
 * experimental and leaves off, but which Storybook's a11y addon reports and
 * a voice-control shopper depends on. Returns one line per violation.
 *
 * On a page without cross-origin frames (all of ours) axe runs in the page
 * itself, as @axe-core/playwright's legacy mode does (axe.run), injected once
 * per document by injectAxe. Legacy mode gave the same results as the default
 * mode over 30 stories (violations, passes, incomplete and inapplicable
 * alike), and this path the same violations as legacy mode on a probe page
 * (image-alt, frame-title, label-in-name). The default mode exists for
 * cross-origin frames: it runs axe.runPartial in each frame and finishes in a
 * blank page it opens for the purpose, injecting axe-core (550 KB) twice and
 * starting a page per check, about 0.14 s of CPU more per story.
 * A page with a cross-origin frame still gets the default mode.
 */
export async function axeViolations(page: Page, include: string): Promise<string[]> {
  const violations = sameOriginFrames(page)
    ? await axeInPage(page, include)
    : (await new AxeBuilder({ page }).include(include).options(RUN_OPTIONS).analyze()).violations;
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * axe.run in the page over `include`, with axe in every frame (a frame that cannot take it is left out, as AxeBuilder
 * does). The violations come back as one JSON string: as an object, every node of axe's answer (up to 400 KB for a
 * story with the designers' drawer open) was serialized and checked field by field by Playwright's protocol, about
 * 3 s of the stories' check's CPU.
 */
async function axeInPage(page: Page, include: string): Promise<AxeResults['violations']> {
  await injectAxe(page.mainFrame());
  for (const frame of page.frames().filter((f) => f !== page.mainFrame()))
    await injectAxe(frame).catch(() => undefined);
  const violations = await page.evaluate(
    async ({ selector, options }) =>
      JSON.stringify(
        (
          await (window as unknown as { axe: { run(context: object, options: object): Promise<AxeResults> } }).axe.run(
            { include: [selector], exclude: [] },
            options,
          )
        ).violations,
      ),
    { selector: include, options: RUN_OPTIONS },
  );
  return JSON.parse(violations) as AxeResults['violations'];
}
