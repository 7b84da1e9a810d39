/**
 * Screenshots of <nm-abandon-cart-modal> on the demo host into screenshots/ (gitignored), for people to look at:
 * 12 products (first and second slide), 3 products, the reminder without a carousel (2 products), at
 * 1440x900 and 1024x768, and the sister brand. `npm run build && npx tsx test/bench/abandon-cart-screenshots.mts`.
 */
import type { Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { startTestHost } from '../support/demoHost';

const host = await startTestHost();
const browser = await launchChromium();

async function shown(count: number, width: number, height: number, query = ''): Promise<Page> {
  await fetch(`${host.url}/demo/api/reset`, { method: 'POST' });
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  const setup = await context.newPage();
  await setup.goto(`${host.url}/demo/abandon-cart?count=${count}&idle=600000&return=/demo/`);
  await setup.close();
  const page = await context.newPage();
  const watcher = page.waitForResponse((r) => /\/Watcher-[^/]+\.js$/.test(r.url()));
  await page.goto(`${host.url}/${query}`);
  await watcher;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  await page.mouse.move(700, 300);
  await page.mouse.move(700, -20, { steps: 5 });
  await page.waitForFunction(
    () => document.querySelector('nm-abandon-cart-modal')?.shadowRoot?.querySelector('dialog[open]'),
    null,
    { timeout: 10_000 },
  );
  // The dialog's fade and the pictures.
  await page.waitForTimeout(800);
  return page;
}

async function shot(page: Page, name: string) {
  const file = `screenshots/abandon-cart-${name}.png`;
  await page.screenshot({ path: file });
  console.log(file);
}

try {
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    const page = await shown(12, width, height);
    await shot(page, `12-${width}`);
    await page.locator('nm-abandon-cart-modal .carousel__button').last().click();
    await page.waitForTimeout(600);
    await shot(page, `12-${width}-next`);
    await page.context().close();
  }
  let page = await shown(3, 1440, 900);
  await shot(page, '3-1440');
  await page.context().close();
  page = await shown(2, 1440, 900);
  await shot(page, 'reminder-1440');
  await page.context().close();
  page = await shown(12, 1440, 900, '?brand=HC');
  await shot(page, 'hc-1440');
  await page.context().close();
} finally {
  await browser.close();
  await host.close();
}
