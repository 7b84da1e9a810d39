import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe's default rules plus label-in-name (WCAG 2.5.3), which axe marks
 * experimental and leaves off, but which Storybook's a11y addon reports and
 * a voice-control shopper depends on. Returns one line per violation.
 */
export async function axeViolations(page: Page, include: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(include)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
