/**
 * Screenshots of <nm-search> on the demo host into screenshots/ (gitignored), for people to look at:
 * the panel with suggestions and products, products only, suggestions only, loading, recent searches with their
 * remove buttons, the collapsed-bar modal, and the phone header and modal, at 1440x900, 390x844 and 320 wide.
 * Each shot also reports whether anything in the page scrolls sideways.
 */
import type { Page } from 'playwright-core';
import { launchChromium, withConfigBlock } from '../support/browser';
import { startTestHost } from '../support/demoHost';

const host = await startTestHost();
const browser = await launchChromium();
const box = 'nm-search input[role="combobox"]';
const TYPEAHEAD = { brand: 'NM', hosts: { typeahead: '' }, toggles: { TYPEAHEAD: true, GENDER_TYPEAHEAD: true } };

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300);
  const file = `screenshots/search-${name}.png`;
  await page.screenshot({ path: file });
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  console.log(file, sideways ? '(the page scrolls sideways!)' : '');
}

async function newPage(
  width: number,
  height: number,
  config: object = TYPEAHEAD,
  recent: string[] = [],
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await withConfigBlock(page, '/', JSON.stringify(config));
  await page.addInitScript((list) => localStorage.setItem('SRP_SEARCH_RECENT_KEYWORDS', JSON.stringify(list)), recent);
  await page.goto(`${host.url}/`);
  return page;
}

async function typeAndWait(page: Page, term: string, selector: string) {
  await page.keyboard.type(term, { delay: 20 });
  await page.locator(selector).first().waitFor();
}

try {
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    const page = await newPage(width, height, TYPEAHEAD, ['maison verlaine', 'red shoes', 'cashmere coat']);
    await page.locator(box).click();
    await page.locator('nm-search .option--recent').first().waitFor();
    await shot(page, `${width}-recent`);
    await typeAndWait(page, 'maison', 'nm-search .option--product');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await shot(page, `${width}-both`);
    await page.keyboard.press('Escape');
    await page.locator(box).fill('');
    await page.locator(box).click();
    await typeAndWait(page, 'dress', 'nm-search .option--product');
    await shot(page, `${width}-products-only`);
    await page.close();
  }

  // Suggestions only: the HC brand's auto-suggest.
  let page = await newPage(1440, 900, { brand: 'HC', hosts: { lambda: '' }, toggles: { TYPEAHEAD: true } });
  await page.locator(box).click();
  await typeAndWait(page, 'bed', 'nm-search .option--suggestion');
  await shot(page, '1440-suggestions-only-hc');
  await page.close();

  // Loading (a slow service): the answer's layout, drawn in grey.
  await fetch(`${host.url}/demo/api/search/latency`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ next: [5000] }),
  });
  page = await newPage(1440, 900);
  await page.locator(box).click();
  await typeAndWait(page, 'coat', 'nm-search .loading');
  await shot(page, '1440-loading');
  await page.close();
  await fetch(`${host.url}/demo/api/search/latency`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });

  page = await newPage(1440, 900, { ...TYPEAHEAD, toggles: { TYPEAHEAD: true, COLLAPSED_SEARCH_BAR: true } }, [
    'maison verlaine',
    'red shoes',
  ]);
  await page.locator('nm-search button.collapsed-trigger').click();
  await page.locator('nm-search dialog[open] input[role="combobox"]').waitFor();
  await shot(page, '1440-collapsed-modal-recent');
  await typeAndWait(page, 'shoes', 'nm-search dialog .option--product');
  await shot(page, '1440-collapsed-modal-both');
  await page.locator('nm-search dialog input[role="combobox"]').fill('');
  await typeAndWait(page, 'silk', 'nm-search dialog .option--product');
  await shot(page, '1440-collapsed-modal-products-only');
  await page.close();

  // Phone: the header's trigger, then the full-screen modal.
  for (const [width, height] of [
    [390, 844],
    [320, 640],
  ] as const) {
    page = await newPage(width, height, TYPEAHEAD, ['maison verlaine', 'red shoes']);
    await page.locator('nm-search button.phone-trigger').waitFor();
    await shot(page, `${width}-header`);
    await page.locator('nm-search button.phone-trigger').click();
    await page.locator('nm-search dialog[open]').waitFor();
    await shot(page, `${width}-modal-recent`);
    await typeAndWait(page, 'handbags', 'nm-search dialog .option--product');
    await shot(page, `${width}-modal-both`);
    await page.locator('nm-search dialog .option--product').last().scrollIntoViewIfNeeded();
    await shot(page, `${width}-modal-both-scrolled`);
    await page.close();
  }

  // The hostile page: global CSS, strict CSP.
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  await page.goto(`${host.url}/hostile`);
  await page.locator(box).first().click();
  await typeAndWait(page, 'castellani', 'nm-search .option--product');
  await shot(page, '1440-hostile');
  await page.close();
} finally {
  await browser.close();
  await host.close();
}
