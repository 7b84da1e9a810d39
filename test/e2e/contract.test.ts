import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { waitForWidget, withConfigBlock, type PageWatch } from '../support/browser';
import { useDemoSuite } from '../support/suite';

/** The integration contract, as another team's page uses it on the demo storefront. */
const suite = useDemoSuite();

type Bridge = {
  getCount(): number;
  setCount(n: unknown): void;
  fetchCount(): Promise<number>;
  fetchCart(): Promise<{ shoppingCart: { totalQuantity: number } }>;
  subscribe(fn: (s: { count: number }) => void): () => void;
  q: { push(call: unknown[]): unknown };
};
const bridge = (page: Page) => page.evaluateHandle(() => (window as unknown as { minicart: Bridge }).minicart);
const count = (page: Page) => page.evaluate(() => (window as unknown as { minicart: Bridge }).minicart.getCount());
const badge = (page: Page) => page.locator('nm-minicart .badge').first().textContent();

beforeEach(async () => {
  await fetch(`${suite.host.url}/demo/api/reset`, { method: 'POST' });
});

async function open(path: string, before?: () => void): Promise<{ page: Page; watch: PageWatch }> {
  const { page, watch } = await suite.page({ viewport: { width: 1280, height: 800 }, before });
  await page.goto(`${suite.host.url}${path}`);
  await waitForWidget(page, 'nm-minicart');
  return { page, watch };
}

describe('window.minicart bridge', () => {
  it('replays calls queued before load in order, then calls straight through', async () => {
    const { page, watch } = await open('/with-widgets', () => {
      const w = window as unknown as { minicart?: { q: unknown[][] } };
      (w.minicart = w.minicart || { q: [] }).q.push(['setCount', 3]);
      (w.minicart = w.minicart || { q: [] }).q.push(['setCount', 4]);
    });
    expect(await count(page)).toBe(4);
    await expect.poll(() => badge(page)).toBe('4');
    await page.evaluate(() => {
      const w = window as unknown as { minicart?: { q: { push(c: unknown[]): unknown } } };
      (w.minicart = w.minicart || { q: [] as unknown[][] }).q.push(['setCount', 9]);
    });
    expect(await count(page)).toBe(9);
    await expect.poll(() => badge(page)).toBe('9');
    expect(watch.errors).toEqual([]);
  });

  it('fetches the count and the cart from the cart services', async () => {
    const { page } = await open('/with-widgets');
    const b = await bridge(page);
    expect(await b.evaluate((m) => m.fetchCount())).toBe(3);
    expect(await b.evaluate((m) => m.fetchCart().then((cart) => cart.shoppingCart.totalQuantity))).toBe(3);
    expect(await count(page)).toBe(3);
  });

  it('refuses a bad call with one clear error and changes nothing', async () => {
    const { page, watch } = await open('/with-widgets');
    await page.evaluate(() => {
      const m = (window as unknown as { minicart: Bridge }).minicart;
      m.setCount(2);
      m.setCount('lots');
      m.q.push(['explode']);
    });
    expect(await count(page)).toBe(2);
    expect(watch.consoleErrors).toHaveLength(2);
    expect(watch.consoleErrors[0]).toContain('setCount');
    expect(watch.consoleErrors[1]).toContain('"explode"');
  });

  it('tells subscribers about every change', async () => {
    const { page } = await open('/with-widgets');
    const seen = await page.evaluate(() => {
      const m = (window as unknown as { minicart: Bridge }).minicart;
      const counts: number[] = [];
      const off = m.subscribe((s) => counts.push(s.count));
      m.setCount(5);
      off();
      m.setCount(6);
      return counts;
    });
    expect(seen.at(-1)).toBe(5);
    expect(seen).not.toContain(6);
  });
});

describe('bad input through the bridge', () => {
  it('setCount("3") and updateMiniCartItemCountEvent "4" are read alike, as counts', async () => {
    const { page, watch } = await open('/with-widgets');
    await page.evaluate(() => (window as unknown as { minicart: Bridge }).minicart.setCount('3'));
    expect(await count(page)).toBe(3);
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('updateMiniCartItemCountEvent', { detail: '4' })));
    expect(await count(page)).toBe(4);
    await expect.poll(() => badge(page)).toBe('4');
    expect(watch.consoleErrors).toEqual([]);
  });

  it('a subscriber that throws gets its unsubscribe; later setCount calls are not reported as refused', async () => {
    const { page, watch } = await open('/with-widgets');
    const unsubscribeType = await page.evaluate(() => {
      const m = (window as unknown as { minicart: Bridge }).minicart;
      const off = m.subscribe(() => {
        throw new Error('page bug');
      });
      m.setCount(5);
      m.setCount(6);
      const type = typeof off;
      off();
      return type;
    });
    expect(unsubscribeType).toBe('function');
    expect(await count(page)).toBe(6);
    expect(watch.consoleErrors.filter((m) => m.includes('refused'))).toEqual([]);
    expect(watch.consoleErrors.filter((m) => m.includes('subscribe() listener threw'))).toHaveLength(1);
  });

  it.each<[string, string]>([
    ['{}', '{}'],
    ['{"shoppingCart":null}', '{"shoppingCart":null}'],
    ['totalQuantity -5', '{"shoppingCart":{"totalQuantity":-5}}'],
  ])('setCart(%s) is refused: the count stays, one error names the cause', async (_label, body) => {
    const { page, watch } = await open('/with-widgets');
    await page.evaluate((json) => {
      const m = (window as unknown as { minicart: Bridge & { setCart(c: unknown): void } }).minicart;
      m.setCount(2);
      m.setCart(JSON.parse(json));
    }, body);
    expect(await count(page)).toBe(2);
    await expect.poll(() => badge(page)).toBe('2');
    expect(watch.consoleErrors).toHaveLength(1);
    expect(watch.consoleErrors[0]).toContain('window.minicart.setCart() was refused');
  });
});

describe('the spec read line by line', () => {
  it('minicart.md §3 "also prices.mdseTotalAmt in the flyout": the flyout\'s subtotal is mdseTotalAmt, not the order total', async () => {
    const { page } = await open('/with-widgets?guest=1');
    await page.route('**/dt/api/getCart/**', async (route) => {
      const response = await route.fetch();
      const cart = await response.json();
      cart.prices.orderTotalWithoutTaxAndShipmentCharge = 1250;
      cart.prices.mdseTotalAmt = 1195.5;
      await route.fulfill({ response, json: cart });
    });
    await page.evaluate(() => document.querySelector('nm-minicart')!.setAttribute('presentation', 'flyout'));
    await page.evaluate(() => (window as unknown as { minicart: { open(): void } }).minicart.open());
    await expect.poll(() => page.locator('nm-minicart .flyout__subtotal').first().textContent()).toContain('$1,195.50');
  });
});

describe('inbound events and outbound events (§3c)', () => {
  it('hears updateMiniCartItemCountEvent on window, document and elements, and announces nm:cart-changed', async () => {
    const { page } = await open('/with-widgets');
    const details = await page.evaluate(() => {
      const seen: unknown[] = [];
      document.addEventListener('nm:cart-changed', (e) => seen.push((e as CustomEvent).detail));
      window.dispatchEvent(new CustomEvent('updateMiniCartItemCountEvent', { detail: { noOfItemsInCart: 1 } }));
      document.dispatchEvent(new CustomEvent('updateMiniCartItemCountEvent', { detail: 2 }));
      document
        .querySelector('main')!
        .dispatchEvent(new CustomEvent('updateMiniCartItemCountEvent', { detail: { noOfItemsInCart: 6 } }));
      return seen;
    });
    expect(details).toEqual([
      { v: 1, count: 1, subtotal: null },
      { v: 1, count: 2, subtotal: null },
      { v: 1, count: 6, subtotal: null },
    ]);
    await expect.poll(() => badge(page)).toBe('6');
  });

  it('reports what opened and closed the bag', async () => {
    const { page } = await open('/with-widgets');
    const events = await page.evaluate(() => {
      const seen: string[] = [];
      for (const name of ['nm:minicart-opened', 'nm:minicart-closed']) {
        document.addEventListener(name, (e) => seen.push(`${e.type}:${(e as CustomEvent).detail.trigger}`));
      }
      document.dispatchEvent(new CustomEvent('showMiniCartEvent'));
      document.body.dispatchEvent(new CustomEvent('miniCartCloseEvent'));
      (window as unknown as { minicart: { open(): void; close(): void } }).minicart.open();
      (window as unknown as { minicart: { open(): void; close(): void } }).minicart.close();
      return seen;
    });
    expect(events).toEqual([
      'nm:minicart-opened:event',
      'nm:minicart-closed:event',
      'nm:minicart-opened:bridge',
      'nm:minicart-closed:bridge',
    ]);
  });

  it("follows the product page's Add to bag, as another team's script reports it", async () => {
    const { page, watch } = await open('/');
    await page.locator('a[href^="/p/"]').first().click();
    await waitForWidget(page, 'nm-minicart');
    await page.getByRole('button', { name: /add to bag/i }).click();
    await expect.poll(() => count(page)).toBe(4);
    await expect.poll(() => badge(page)).toBe('4');
    expect(watch.errors).toEqual([]);
    expect(watch.externalRequests).toEqual([]);
  });
});

describe('config', () => {
  it('logs one error naming a broken config block and still renders', async () => {
    const { page, watch } = await suite.page();
    await withConfigBlock(page, '/with-widgets', '{"brand": "NM", "toggles": [');
    await page.goto(`${suite.host.url}/with-widgets`);
    await waitForWidget(page, 'nm-minicart');
    expect(watch.consoleErrors).toHaveLength(1);
    expect(watch.consoleErrors[0]).toContain('nm-widgets-config');
  });

  it('logs one error naming a wrong-typed key and keeps the rest', async () => {
    const { page, watch } = await suite.page();
    await withConfigBlock(page, '/with-widgets', '{"brand": "HC", "toggles": {"TYPEAHEAD": "yes"}}');
    await page.goto(`${suite.host.url}/with-widgets`);
    await waitForWidget(page, 'nm-minicart');
    expect(watch.consoleErrors).toHaveLength(1);
    expect(watch.consoleErrors[0]).toContain('toggles.TYPEAHEAD');
    // brand HC was kept: its badge colour is the HC token.
    await page.evaluate(() => (window as unknown as { minicart: Bridge }).minicart.setCount(1));
    const colour = await page
      .locator('nm-minicart .badge')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(colour).toBe('rgb(90, 62, 43)');
  });
});

describe('accessibility of what exists so far', () => {
  it('is axe clean in Chromium', async () => {
    const { page } = await open('/with-widgets');
    await page.evaluate(() => (window as unknown as { minicart: Bridge }).minicart.setCount(3));
    expect(await axeViolations(page, 'nm-minicart')).toEqual([]);
  });
});
