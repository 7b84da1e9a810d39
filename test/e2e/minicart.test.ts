import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { listProducts } from '../../demo-host/src/catalogue';
import { axeViolations } from '../support/axe';
import { holdRequests, settle, waitForWidget, type PageWatch } from '../support/browser';
import { useDemoSuite } from '../support/suite';

/** End to end: the shopping bag as a shopper uses it on the demo storefront. */
const suite = useDemoSuite();

beforeEach(async () => {
  await fetch(`${suite.host.url}/demo/api/reset`, { method: 'POST' });
  await fetch(`${suite.host.url}/demo/api/faults`, { method: 'DELETE' });
});

interface Options {
  faults?: string;
  viewport?: { width: number; height: number };
  /** Requests for these URLs wait until the test calls `release` (a slow network for one chunk). */
  hold?: RegExp;
}

async function open(
  path: string,
  { faults, viewport = { width: 1280, height: 800 }, hold }: Options = {},
): Promise<{ page: Page; watch: PageWatch; release(): void }> {
  // A held chunk needs a page of its own: a kept page may have it in its memory cache, and then nothing is held.
  const { page, watch } = await suite.page({
    viewport,
    cookies: faults ? [{ name: 'demo_faults', value: faults, url: suite.host.url }] : [],
    fresh: Boolean(hold),
  });
  const release = hold ? await holdRequests(page, hold) : () => {};
  await page.goto(`${suite.host.url}${path}`);
  await waitForWidget(page, 'nm-minicart');
  return { page, watch, release };
}

const bag = (page: Page) => page.locator('nm-minicart dialog.bag-drawer');
/**
 * Waits until the badge reads `text`. The badge shows nothing until the count is known and a
 * first visit learns it from the count call 1 s after load: a condition to wait on, never a time (expect.poll's
 * 1 s default lost that race one run in two: "expected '0' to be '3'").
 */
const badgeReads = (page: Page, text: string) =>
  page
    .locator('nm-minicart .badge', { hasText: new RegExp(`^${text}$`) })
    .first()
    .waitFor({ timeout: 15_000 });
/** Waits until the count is known to the bag (the bridge answers it), for tests that open the bag at once. */
/** Waits until the element's transitions (the 300 ms fades) have finished: axe then measures what is painted. */
const settled = (page: Page) =>
  page.evaluate(async () => {
    const root = document.querySelector('nm-minicart')?.shadowRoot;
    await Promise.all((root?.getAnimations() ?? []).map((a) => a.finished.catch(() => undefined)));
  });
const countKnown = (page: Page, count: number) =>
  page.waitForFunction(
    (n) => (window as unknown as { minicart: { getCount(): number } }).minicart.getCount() === n,
    count,
    { timeout: 15_000 },
  );
const names = (page: Page) => bag(page).locator('.line:not(.line--loading) .line__name').allTextContents();
const subtotal = (page: Page) => bag(page).locator('.summary__line').textContent();

describe('add to bag → badge → drawer → remove (minicart.md §2, §4)', () => {
  it('a signed-in shopper adds on the product page, sees the bag with prices and notes, and removes an item', async () => {
    const product = listProducts({ brand: 'NM' }).find(
      (p) =>
        !p.dropShip &&
        !p.preOrder &&
        !p.backOrder &&
        p.salePrice === undefined &&
        p.percentOff === undefined &&
        p.dollarOff === undefined,
    )!;
    const { page, watch } = await open(product.canonicalUrl);
    await badgeReads(page, '3');

    await page.locator('#add-to-bag').click();
    // The page hands over the cart and asks the bag to show itself (event + bridge), as another team's page would.
    await badgeReads(page, '4');
    await expect.poll(() => bag(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await expect.poll(() => names(page)).toHaveLength(4);
    expect((await names(page))[0]).toBe(product.displayName);
    // The line just added is marked, and it is the one added.
    expect(await bag(page).locator('.line--added .line__name').allTextContents()).toEqual([product.displayName]);
    expect(await bag(page).locator('.nm-dialog__title').textContent()).toBe("Alexandra's Shopping Bag");
    expect(await subtotal(page)).toMatch(/^Subtotal \(4 items\) \$[\d,]+\.\d\d$/);

    const text = await bag(page).textContent();
    expect(text).toMatch(/Pre-Order:Expected to ship no later than \d\d\/\d\d\/\d{4}/);
    expect(text).toMatch(/Expected to Ship: \d\d\/\d\d\/\d{4}/);
    // The marked-down line: retail struck through, with words for screen readers.
    expect(await bag(page).locator('.nm-price__original').first().textContent()).toMatch(
      /^Original price: \$[\d,]+\.\d\d$/,
    );

    const before = await subtotal(page);
    await page.evaluate(() => {
      const w = window as unknown as { __events: unknown[] };
      w.__events = [];
      for (const name of ['nm:item-removed', 'nm:cart-changed'])
        document.addEventListener(name, (e) => w.__events.push({ name, detail: (e as CustomEvent).detail }));
    });
    await bag(page)
      .getByRole('button', { name: `Remove ${product.displayName}` })
      .click();
    await expect.poll(() => names(page)).toHaveLength(3);
    await badgeReads(page, '3');
    expect(await subtotal(page)).not.toBe(before);
    expect(await subtotal(page)).toMatch(/^Subtotal \(3 items\)/);
    const events = await page.evaluate(
      () => (window as unknown as { __events: Array<{ name: string; detail: Record<string, unknown> }> }).__events,
    );
    expect(events.find((e) => e.name === 'nm:item-removed')?.detail).toMatchObject({
      productId: product.id,
      origin: 'warehouse',
      deliveryReceived: 'customer',
      brand: 'NM',
      v: 1,
    });
    expect(events.filter((e) => e.name === 'nm:cart-changed').at(-1)?.detail).toMatchObject({ count: 3, v: 1 });
    expect(watch.errors).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });

  it('the icon opens the drawer for a signed-in shopper; axe finds nothing; Escape returns focus to the icon', async () => {
    const { page } = await open('/with-widgets');
    await badgeReads(page, '3');
    await page.locator('nm-minicart a.cart-icon').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => names(page)).toHaveLength(3);
    await settled(page); // the 300 ms fade, so axe measures contrast on what is painted
    expect(await axeViolations(page, 'nm-minicart')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => bag(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await page.evaluate(() => document.querySelector('nm-minicart')!.shadowRoot!.activeElement?.className)).toBe(
      'cart-icon',
    );
  });

  it('page events and the bridge: miniCartCloseEvent closes, fetchCart() loads the cart the next opening shows', async () => {
    const { page, watch } = await open('/with-widgets');
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('showMiniCartEvent')));
    await expect.poll(() => names(page)).toHaveLength(3);
    await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('miniCartCloseEvent')));
    await expect.poll(() => bag(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    const count = await page.evaluate(async () => {
      const cart = await (
        window as unknown as { minicart: { fetchCart(): Promise<{ shoppingCart: { totalQuantity: number } }> } }
      ).minicart.fetchCart();
      return cart.shoppingCart.totalQuantity;
    });
    expect(count).toBe(3);
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('updateMiniCartItemCountEvent', { detail: { noOfItemsInCart: 7 } })),
    );
    await badgeReads(page, '7');
    expect(watch.errors).toEqual([]);
  });

  it('a guest: the icon goes to /cart/', async () => {
    const { page } = await open('/with-widgets?guest=1');
    await badgeReads(page, '13');
    await page.locator('nm-minicart a.cart-icon').click();
    await page.waitForURL('**/cart/');
  });

  it('a failing remove shows the message in red above the link', async () => {
    const { page, watch } = await open('/with-widgets', { faults: 'remove:fail' });
    await page.evaluate(() => (window as unknown as { minicart: { open(): void } }).minicart.open());
    await expect.poll(() => names(page)).toHaveLength(3);
    await bag(page).locator('.line__remove').first().click();
    await expect
      .poll(() => bag(page).locator('.line__error:not(:empty)').textContent())
      .toBe('We are having difficulties removing this item, please try again.');
    expect(await names(page)).toHaveLength(3);
    expect(watch.errors).toEqual([]);
  });
});

describe('bad answers from the cart service (minicart.md §7, §8)', () => {
  it('a 502-once cart answer still renders after the retry', async () => {
    const { page, watch } = await open('/with-widgets?guest=1', { faults: 'getCart:502once' });
    await page.evaluate(() => (window as unknown as { minicart: { open(): void } }).minicart.open());
    await expect.poll(() => names(page), { timeout: 8000 }).toHaveLength(13);
    // Only the browser's own line about the 502 resource; nothing logged by the widgets.
    expect(watch.consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    // The guest's seeded bag: the curbside line's store (stores + pickup rule), the other notes, recommendations.
    await expect.poll(() => bag(page).textContent()).toContain('Pickup: Northmoor Marlowe Hudson Yards');
    const text = await bag(page).textContent();
    for (const note of [
      'Back Order:Expected to ship no later than',
      'Delivery Date : ',
      'Final Sale',
      'Monogramming charge: $',
      'replenish every ',
    ])
      expect(text).toContain(note);
    await expect.poll(() => bag(page).locator('.recs__title').textContent()).toBe('Complete The Look');
  });

  it('a malformed cart answer leaves the page working: logged once, the fallback with a retry, the panel still closes, the badge still counts', async () => {
    const { page, watch } = await open('/with-widgets?guest=1', { faults: 'getCart:malformed' });
    await countKnown(page, 13);
    await page.evaluate(() => (window as unknown as { minicart: { open(): void } }).minicart.open());
    await bag(page).locator('.summary[data-state="unavailable"]').waitFor();
    expect(await bag(page).locator('.summary__line').textContent()).toBe('13 items');
    expect(await bag(page).locator('.bag-fallback__text').textContent()).toBe(
      'To review your items, please visit your shopping bag.',
    );
    expect(await bag(page).getByRole('link', { name: 'View shopping bag' }).getAttribute('href')).toBe('/cart/');
    await expect.poll(() => watch.consoleErrors.filter((e) => e.includes('POST /dt/api/getCart'))).toHaveLength(1);
    // Try again, with the fault gone: the bag loads.
    await page.context().clearCookies({ name: 'demo_faults' });
    await bag(page).getByRole('button', { name: 'Try again' }).click();
    await bag(page).locator('.line:not(.line--loading)').first().waitFor();
    expect(await names(page)).toHaveLength(13);
    await page.keyboard.press('Escape');
    await expect.poll(() => bag(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    await page.evaluate(() => (window as unknown as { minicart: { setCount(n: number): void } }).minicart.setCount(5));
    await badgeReads(page, '5');
    expect(watch.errors).toEqual([]);
  });
});

describe('hostile page (strict CSP, Trusted Types)', () => {
  it('a product named <img src=x onerror=alert(1)> never runs, and nothing violates the CSP', async () => {
    const { page, watch } = await open('/hostile');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.evaluate(async () => {
      const w = window as unknown as { minicart: { setCart(c: unknown): void; open(): void } };
      const cart = await (await fetch('/dt/api/getCart/demo-user-1', { method: 'POST' })).json();
      const item = cart.shoppingCart.commerceItems.shipments[0].items[0];
      item.productDetails.designerName = '<img src=x onerror=alert(1)>';
      item.productDetails.displayName = '<img src=x onerror=alert(2)>Evening Gown';
      w.minicart.setCart(cart);
      w.minicart.open();
    });
    await expect.poll(() => names(page)).toContain('Evening Gown');
    // The flyout too: its HTML and the banner go through the sanitiser.
    await page.evaluate(() => {
      const w = window as unknown as { minicart: { close(): void; open(): void } };
      w.minicart.close();
      document.querySelector('nm-minicart')!.setAttribute('presentation', 'flyout');
      w.minicart.open();
    });
    await expect.poll(() => page.locator('nm-minicart .flyout__items li').count()).toBeGreaterThan(0);
    await settle(page);
    expect(dialogs).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});

describe('flyout presentation on the storefront (header.md §2)', () => {
  it('"Checkout {n}" opens the flyout with the mini-cart API items, the banner and axe clean', async () => {
    const { page } = await open('/with-widgets?guest=1');
    await page.evaluate(() => document.querySelector('nm-minicart')!.setAttribute('presentation', 'flyout'));
    const button = page.locator('nm-minicart .flyout-button');
    await page.locator('nm-minicart .flyout-button', { hasText: /^Checkout 13$/ }).waitFor({ timeout: 15_000 });
    await button.click();
    await expect.poll(() => page.locator('nm-minicart .flyout__items li').count()).toBe(13);
    await expect
      .poll(() => page.locator('nm-minicart .flyout__banner').textContent())
      .toContain('Complimentary shipping');
    expect(await page.locator('nm-minicart .flyout').textContent()).toContain('replenish every');
    await settled(page);
    expect(await axeViolations(page, 'nm-minicart')).toEqual([]);
  });

  it("opened while the panels' chunk is still loading, the expanded button controls a place that exists", async () => {
    const { page, watch, release } = await open('/with-widgets?guest=1', { hold: /\/esm\/Panels-[^/]+\.js$/ });
    await page.evaluate(() => document.querySelector('nm-minicart')!.setAttribute('presentation', 'flyout'));
    const button = page.locator('nm-minicart button.flyout-button');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const controlled = await page.evaluate(() => {
      const host = document.querySelector('nm-minicart')!;
      const id = host.shadowRoot!.querySelector('button.flyout-button')!.getAttribute('aria-controls')!;
      const element = host.shadowRoot!.getElementById(id);
      return element && { hidden: element.hidden, text: element.textContent };
    });
    expect(controlled).toEqual({ hidden: true, text: '' });
    expect(await axeViolations(page, 'nm-minicart')).toEqual([]);
    release();
    await expect.poll(() => page.locator('nm-minicart .flyout__items li').count(), { timeout: 10_000 }).toBe(13);
    expect(watch.errors).toEqual([]);
  });

  it('a failed mini-cart API still opens the flyout, with the fallback panel', async () => {
    const { page } = await open('/with-widgets?guest=1', { faults: 'minicart:fail' });
    await page.evaluate(() => document.querySelector('nm-minicart')!.setAttribute('presentation', 'flyout'));
    await page.locator('nm-minicart .flyout-button').click();
    await expect
      .poll(() => page.locator('nm-minicart .flyout__fallback').textContent())
      .toContain('To review your items, please visit your shopping bag.');
  });
});

describe('mobile add-to-bag modal (header.md §2)', () => {
  it('openMobileMiniCart at phone width shows the added item and the count', async () => {
    const { page } = await open('/with-widgets', { viewport: { width: 375, height: 740 } });
    await badgeReads(page, '3');
    await page.evaluate(async () => {
      const cart = await (await fetch('/dt/api/getCart/demo-user-1', { method: 'POST' })).json();
      window.dispatchEvent(
        new CustomEvent('openMobileMiniCart', {
          detail: cart.shoppingCart.commerceItems.shipments[0].items.slice(0, 1),
        }),
      );
    });
    const modal = page.locator('nm-minicart dialog.added-modal');
    await expect.poll(() => modal.locator('.added__count').textContent()).toBe('3 items in your bag');
    expect(await modal.locator('.nm-dialog__title').textContent()).toBe('Added to your shopping bag');
    await settled(page);
    expect(await axeViolations(page, 'nm-minicart')).toEqual([]);
    await modal.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect.poll(() => modal.count()).toBe(0);
  });
});
