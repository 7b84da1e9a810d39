/**
 * Screenshots of the mini-cart's panels on the demo host, for people to look
 * at (into screenshots/, gitignored):  npx tsx test/bench/minicart-screenshots.mts
 *
 * At 1440x900, 390x844 and 320x640: the drawer (short bag, long bag scrolled,
 * the line an add to bag just put in, a failed load), the flyout (desktop),
 * and the mobile add-to-bag modal (phones). Each shot also reports any scroll
 * container inside the element that scrolls sideways (none
 * may), and the script exits 1 when one does.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { listProducts } from '../../demo-host/src/catalogue';
import { launchChromium } from '../support/browser';
import { startTestHost } from '../support/demoHost';

const host = await startTestHost();
const browser = await launchChromium();
const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
  narrow: { width: 320, height: 640 },
};
type Width = keyof typeof viewports;
const overflows: string[] = [];

/** Every element in the mini-cart's shadow root (and the top layer it opens) that scrolls sideways. */
async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('nm-minicart')?.shadowRoot;
    if (!root) return [];
    return [...root.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        // A box the shopper can scroll sideways: overflow-x auto or scroll (overflow-y: auto makes a visible x auto).
        const scrolls = ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
        return scrolls && el.clientWidth > 0 && el.scrollWidth > el.clientWidth;
      })
      .map(
        (el) =>
          `${el.localName}.${[...el.classList].join('.')} scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`,
      );
  });
}

async function shot(page: Page, name: string): Promise<void> {
  // The 300 ms fades and the images: wait for both to settle on the page, not for a time.
  await page.evaluate(async () => {
    const root = document.querySelector('nm-minicart')?.shadowRoot;
    await Promise.all((root?.getAnimations() ?? []).map((a) => a.finished.catch(() => undefined)));
    // Lazy images load once near the viewport: wait for the ones on screen only.
    const onScreen = [...(root?.querySelectorAll('img') ?? [])].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    await Promise.all(
      onScreen.map((img) =>
        img.complete
          ? Promise.resolve()
          : new Promise((r) => {
              img.addEventListener('load', r);
              img.addEventListener('error', r);
            }),
      ),
    );
  });
  const wide = await sidewaysScrollers(page);
  for (const line of wide) overflows.push(`${name}: ${line}`);
  const file = `screenshots/minicart-${name}.png`;
  await page.screenshot({ path: file });
  console.log(file, wide.length ? `SIDEWAYS: ${wide.join('; ')}` : '');
}

async function open(viewport: Width, path: string, faults?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  if (faults) await context.addCookies([{ name: 'demo_faults', value: faults, url: host.url }]);
  const page = await context.newPage();
  await page.goto(`${host.url}${path}`);
  await page.waitForFunction(() => document.querySelector('nm-minicart')?.shadowRoot?.childElementCount);
  // The count is known (stored, or the count call 1 s after load): the badge shows.
  await page.locator('nm-minicart .badge').first().waitFor();
  return { context, page };
}

const bridgeOpen = (page: Page) =>
  page.evaluate(() => (window as unknown as { minicart: { open(): void } }).minicart.open());
const lines = (page: Page) => page.locator('nm-minicart .line:not(.line--loading)').first().waitFor();

try {
  const product = listProducts({ brand: 'NM' }).find((p) => !p.dropShip && !p.preOrder && !p.backOrder)!;
  for (const width of Object.keys(viewports) as Width[]) {
    await fetch(`${host.url}/demo/api/reset`, { method: 'POST' });
    // Short bag (signed in, 3 lines).
    {
      const { context, page } = await open(width, '/with-widgets');
      await bridgeOpen(page);
      await lines(page);
      await shot(page, `drawer-short-${width}`);
      await context.close();
    }
    // Long bag (the guest's 13 lines), scrolled: the summary stays in view.
    {
      const { context, page } = await open(width, '/with-widgets?guest=1');
      await bridgeOpen(page);
      await lines(page);
      await shot(page, `drawer-long-${width}`);
      await page.locator('nm-minicart .bag-drawer .nm-dialog__body').evaluate((el) => el.scrollTo(0, 1400));
      await shot(page, `drawer-long-${width}-scrolled`);
      await page.locator('nm-minicart .bag-drawer .nm-dialog__body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await page.locator('nm-minicart .recs__item').first().waitFor();
      await shot(page, `drawer-long-${width}-bottom`);
      await context.close();
    }
    // An add to bag on the product page: the page hands the cart over and shows the bag.
    {
      const { context, page } = await open(width, product.canonicalUrl);
      await page.locator('#add-to-bag').click();
      await page.locator('nm-minicart .line--added').first().waitFor();
      await shot(page, `drawer-added-${width}`);
      await context.close();
    }
    // A failed cart load: the fallback and the retry.
    {
      const { context, page } = await open(width, '/with-widgets', 'getCart:fail,merge:fail');
      await bridgeOpen(page);
      await page.locator('nm-minicart .summary[data-state="unavailable"]').waitFor();
      await shot(page, `drawer-failed-${width}`);
      await context.close();
    }
    if (width === 'desktop') {
      const { context, page } = await open(width, '/with-widgets?guest=1');
      await page.evaluate(() => document.querySelector('nm-minicart')!.setAttribute('presentation', 'flyout'));
      await page.locator('nm-minicart .flyout-button').click();
      await page.locator('nm-minicart .flyout__items li').first().waitFor();
      await shot(page, `flyout-${width}`);
      await page.locator('nm-minicart .flyout').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await shot(page, `flyout-${width}-bottom`);
      await context.close();
    } else {
      const { context, page } = await open(width, '/with-widgets?guest=1');
      await page.evaluate(async () => {
        const cart = (await (await fetch('/dt/api/getCart/guest-abc', { method: 'POST' })).json()) as {
          shoppingCart: { commerceItems: { shipments: Array<{ items: unknown[] }> } };
        };
        window.dispatchEvent(
          new CustomEvent('openMobileMiniCart', {
            detail: cart.shoppingCart.commerceItems.shipments[0]!.items.slice(0, 1),
          }),
        );
      });
      await page.locator('nm-minicart .added .line').first().waitFor();
      await shot(page, `mobile-modal-${width}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await host.close();
}
if (overflows.length) {
  console.error(`Sideways scrolling in the mini-cart:\n${overflows.join('\n')}`);
  process.exitCode = 1;
}
