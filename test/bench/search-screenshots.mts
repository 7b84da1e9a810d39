/** Screenshots of <nm-search> on the demo host (desktop 1280, phone 375) into screenshots/ (gitignored), for people to look at. */
import type { Page } from 'playwright-core';
import { launchChromium, withConfigBlock } from '../support/browser';
import { startTestHost } from '../support/demoHost';

const host = await startTestHost();
const browser = await launchChromium();
const box = 'nm-search input[role="combobox"]';

async function shot(page: Page, name: string) {
  await page.waitForTimeout(250);
  const file = `screenshots/search-${name}.png`;
  await page.screenshot({ path: file });
  console.log(file);
}

async function newPage(width: number, height: number, config?: object): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  if (config) await withConfigBlock(page, '/', JSON.stringify(config));
  await page.goto(`${host.url}/`);
  return page;
}

try {
  // Desktop: suggestions and products, with the gender tabs on.
  let page = await newPage(1280, 800, { brand: 'NM', hosts: { typeahead: '' }, toggles: { TYPEAHEAD: true, GENDER_TYPEAHEAD: true } });
  await page.locator(box).click();
  await page.keyboard.type('maison', { delay: 20 });
  await page.locator('nm-search .option--product').first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await shot(page, 'desktop-suggestions');
  // Submit, come back: recent searches.
  await Promise.all([page.waitForURL(/\/s\//), page.keyboard.press('Enter')]);
  await shot(page, 'desktop-results-page');
  await page.goto(`${host.url}/`);
  await page.locator(box).click();
  await page.locator('nm-search .option--recent').first().waitFor();
  await shot(page, 'desktop-recent');
  await page.keyboard.type('zzqxv');
  await page.locator('nm-search .no-results').waitFor();
  await shot(page, 'desktop-no-results');
  await page.close();

  // Phone: the header with the box, then the full-screen modal.
  page = await newPage(375, 740);
  await page.locator('nm-search input[aria-haspopup="dialog"]').waitFor();
  await shot(page, 'phone-header');
  await page.locator('nm-search input').click();
  await page.locator('nm-search dialog[open]').waitFor();
  await shot(page, 'phone-modal-empty');
  await page.keyboard.type('handbags', { delay: 20 });
  await page.locator('nm-search dialog .option--product').first().waitFor();
  await shot(page, 'phone-modal-suggestions');
  await page.close();

  page = await newPage(1280, 800, { brand: 'NM', hosts: { typeahead: '' }, toggles: { TYPEAHEAD: true, COLLAPSED_SEARCH_BAR: true } });
  await page.locator('nm-search button.collapsed-trigger').click();
  await page.locator('nm-search dialog[open] input[role="combobox"]').waitFor();
  await page.waitForTimeout(200);
  await page.keyboard.type('shoes', { delay: 20 });
  await page.locator('nm-search dialog .option--product').first().waitFor();
  await shot(page, 'desktop-collapsed-modal');
  await page.close();
  // The hostile page: global CSS, strict CSP.
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  await page.goto(`${host.url}/hostile`);
  await page.locator(box).first().click();
  await page.keyboard.type('castellani', { delay: 20 });
  await page.locator('nm-search .option--product').first().waitFor();
  await shot(page, 'desktop-hostile');
  await page.close();
} finally {
  await browser.close();
  await host.close();
}
