import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** True when every frame of the page is of the page's origin (or has none: about:blank, srcdoc). */
function sameOriginFrames(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const url = frame.url();
    return !url.startsWith('http') || new URL(url).origin === origin;
  });
}

/**
 * axe's default rules plus label-in-name (WCAG 2.5.3), which axe marks
 * experimental and leaves off, but which Storybook's a11y addon reports and
 * a voice-control shopper depends on. Returns one line per violation.
 *
 * On a page without cross-origin frames (all of ours) axe runs in the page
 * itself (axe.run, @axe-core/playwright's legacy mode): the same rules over the
 * same elements, with the same results (compared over 30 stories: violations,
 * passes, incomplete and inapplicable alike). The default mode exists for
 * cross-origin frames: it runs axe.runPartial in each frame and finishes in a
 * blank page it opens for the purpose, injecting axe-core (550 KB) twice and
 * starting a page per check, about 0.14 s of CPU more per story (issue 8).
 * A page with a cross-origin frame still gets the default mode.
 */
export async function axeViolations(page: Page, include: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(include)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .setLegacyMode(sameOriginFrames(page))
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
