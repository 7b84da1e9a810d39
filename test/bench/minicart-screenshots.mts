/**
 * Screenshots of the mini-cart's panels on the demo host (drawer, flyout,
 * mobile add-to-bag modal) at desktop and phone widths, into screenshots/
 * (gitignored), for people to look at:  npx tsx test/bench/minicart-screenshots.mts
 */
import type { Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { startTestHost } from '../support/demoHost';

const host = await startTestHost();
const browser = await launchChromium();
const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } };

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(700);
  const file = `screenshots/minicart-${name}.png`;
  await page.screenshot({ path: file });
  console.log(file);
}

try {
  for (const [width, viewport] of Object.entries(widths)) {
    for (const who of ['signed-in', 'guest']) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto(`${host.url}/with-widgets${who === 'guest' ? '?guest=1' : ''}`);
      await page.waitForFunction(() => document.querySelector('nm-minicart')?.shadowRoot?.childElementCount);
      await page.evaluate(() => (window as unknown as { minicart: { open(): void } }).minicart.open());
      await page.locator('nm-minicart .line').first().waitFor();
      await shot(page, `drawer-${who}-${width}`);
      if (who === 'guest') {
        await page.locator('nm-minicart .bag-drawer .nm-dialog__body').evaluate((el) => el.scrollTo(0, 900));
        await shot(page, `drawer-${who}-${width}-scrolled`);
      }
      await context.close();
    }
    // The flyout presentation: the page's element switched to presentation="flyout".
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${host.url}/with-widgets?guest=1`);
    await page.waitForFunction(() => document.querySelector('nm-minicart')?.shadowRoot?.childElementCount);
    // The count refresh (1 s after load) brings the guest's seeded bag count.
    await page.waitForFunction(() => (window as unknown as { minicart: { getCount(): number } }).minicart.getCount() > 0);
    await page.evaluate(() => document.querySelector('nm-minicart')!.setAttribute('presentation', 'flyout'));
    if (width === 'desktop') {
      await page.locator('nm-minicart .flyout-button').click();
      await page.locator('nm-minicart .flyout__items li').first().waitFor();
      await shot(page, `flyout-${width}`);
    }
    await page.evaluate(() => {
      document.querySelector('nm-minicart')!.setAttribute('presentation', 'drawer');
      (window as unknown as { minicart: { close(): void } }).minicart.close();
    });
    await page.evaluate(async () => {
      const cart = await (await fetch('/dt/api/getCart/guest-abc', { method: 'POST' })).json();
      const items = cart.shoppingCart.commerceItems.shipments[0].items.slice(0, 1);
      window.dispatchEvent(new CustomEvent('openMobileMiniCart', { detail: items }));
    });
    if (width === 'phone') {
      await page.locator('nm-minicart .added').waitFor();
      await shot(page, `mobile-modal-${width}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await host.close();
}
