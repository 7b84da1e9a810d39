import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settle, waitForWidget, type PageWatch } from '../support/browser';
import { useDemoSuite } from '../support/suite';

/**
 * A page served with a strict CSP and Trusted Types, aggressive
 * global CSS, a top-z-index banner, our script twice, a pre-filled
 * window.minicart queue, an element moved by page script, and a
 * non-bubbling count event on an element.
 */
const suite = useDemoSuite({ visitor: 'first' });

/** Computed styles of the parts a shopper sees, read through the shadow root. */
function widgetStyles(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('nm-minicart')!.shadowRoot!;
    const pick = (el: Element | null) => {
      if (!el) return null;
      const s = getComputedStyle(el);
      return {
        display: s.display,
        fontFamily: s.fontFamily,
        fontSize: s.fontSize,
        fontWeight: s.fontWeight,
        color: s.color,
        backgroundColor: s.backgroundColor,
        borderTopStyle: s.borderTopStyle,
        width: s.width,
        height: s.height,
        boxSizing: s.boxSizing,
        lineHeight: s.lineHeight,
      };
    };
    return {
      link: pick(root.querySelector('.cart-icon')),
      icon: pick(root.querySelector('svg')),
      badge: pick(root.querySelector('.badge')),
    };
  });
}

async function open(path: string): Promise<{ page: Page; watch: PageWatch }> {
  const { page, watch } = await suite.page({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${suite.host.url}${path}`);
  await waitForWidget(page, 'nm-minicart');
  return { page, watch };
}

describe('hostile page', () => {
  it('serves the strict CSP the test is about', async () => {
    const response = await fetch(`${suite.host.url}/hostile`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    const html = await response.text();
    expect(html.match(/nm-widgets\.js/g)?.length).toBe(2);
  });

  it('renders with no uncaught error, no CSP violation, one stand-down warning, and the queued count', async () => {
    const { page, watch } = await open('/hostile');
    expect(
      await page.evaluate(() => (window as unknown as { minicart: { getCount(): number } }).minicart.getCount()),
    ).toBe(3);
    const badge = page.locator('nm-minicart .badge');
    await expect.poll(() => badge.first().textContent()).toBe('3');
    expect(watch.errors).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
    expect(watch.externalRequests).toEqual([]);
    expect(watch.warnings.filter((w) => w.includes('[nm-widgets]'))).toHaveLength(1);
    // One definition, one running copy.
    expect(
      await page.evaluate(
        () => Object.getOwnPropertySymbols(window).filter((s) => s.description === 'nm-widgets.owner').length,
      ),
    ).toBe(1);
  });

  it('keeps the element working after page script moves it', async () => {
    const { page, watch } = await open('/hostile');
    await page.evaluate(() => (window as unknown as { hostile: { moveMinicart(): void } }).hostile.moveMinicart());
    await page.waitForFunction(() => document.querySelector('#slot-b nm-minicart') !== null);
    await settle(page);
    const badge = page.locator('#slot-b nm-minicart .badge');
    expect(await badge.textContent()).toBe('3');
    expect(watch.errors).toEqual([]);
  });

  it('hears a non-bubbling updateMiniCartItemCountEvent dispatched on a nested element', async () => {
    const { page, watch } = await open('/hostile');
    await page.evaluate(() =>
      (window as unknown as { hostile: { dispatchCount(n: number): void } }).hostile.dispatchCount(5),
    );
    expect(
      await page.evaluate(() => (window as unknown as { minicart: { getCount(): number } }).minicart.getCount()),
    ).toBe(5);
    await expect.poll(() => page.locator('nm-minicart .badge').first().textContent()).toBe('5');
    expect(watch.errors).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
  });

  it('looks exactly as it does on a well-behaved page', async () => {
    const calm = await open('/with-widgets');
    const hostile = await open('/hostile');
    await calm.page.evaluate(() =>
      (window as unknown as { minicart: { setCount(n: number): void } }).minicart.setCount(3),
    );
    await expect.poll(() => calm.page.locator('nm-minicart .badge').first().textContent()).toBe('3');
    const expected = await widgetStyles(calm.page);
    expect(expected.badge).not.toBeNull();
    // The hostile page's own queued count (3) is applied once our script has run, which on a page with a first
    // paint is after its load event: compared before then, it would have no badge yet.
    await expect.poll(() => hostile.page.locator('nm-minicart .badge').first().textContent()).toBe('3');
    expect(await widgetStyles(hostile.page)).toEqual(expected);
  });
});

/** The bridge, broken by the page before the bundle runs. */
describe('a window.minicart the page broke before the bundle loaded', () => {
  async function openWith(before: () => void): Promise<{ page: Page; watch: PageWatch }> {
    const { page, watch } = await suite.page({ viewport: { width: 1280, height: 800 }, before });
    await page.goto(`${suite.host.url}/with-widgets`);
    await waitForWidget(page, 'nm-minicart');
    return { page, watch };
  }
  const ours = (watch: PageWatch) => watch.consoleErrors.filter((m) => m.includes('window.minicart'));

  it.each<[string, () => void]>([
    [
      'a getter that throws (not configurable)',
      () => {
        Object.defineProperty(window, 'minicart', {
          get() {
            throw new Error('page getter');
          },
          configurable: false,
        });
      },
    ],
    [
      'a non-writable, non-configurable frozen object',
      () => {
        Object.defineProperty(window, 'minicart', {
          value: Object.freeze({ q: Object.freeze([['setCount', 2]]) }),
          writable: false,
          configurable: false,
        });
      },
    ],
  ])('%s: every element is still defined and renders; the cause is logged', async (_label, before) => {
    const { page, watch } = await openWith(before);
    expect(
      await page.evaluate(() => ['nm-minicart', 'nm-search'].map((tag) => Boolean(customElements.get(tag)))),
    ).toEqual([true, true]);
    await page.locator('nm-search input').first().waitFor();
    expect(watch.errors.filter((e) => e.includes('nm-widgets'))).toEqual([]);
    // One line per cause at most (a read that threw, a write that could not happen); none repeated.
    const lines = ours(watch);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((m) => /could not be read|cannot be written/.test(m))).toBe(true);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('cookies and storage that throw when touched: every element is still defined and renders', async () => {
    const { page, watch } = await openWith(() => {
      Object.defineProperty(Document.prototype, 'cookie', {
        get() {
          throw new Error('no cookies');
        },
        set() {
          throw new Error('no cookies');
        },
        configurable: true,
      });
      for (const name of ['sessionStorage', 'localStorage'])
        Object.defineProperty(window, name, {
          get() {
            throw new Error(`no ${name}`);
          },
          configurable: true,
        });
    });
    expect(
      await page.evaluate(() => ['nm-minicart', 'nm-search'].map((tag) => Boolean(customElements.get(tag)))),
    ).toEqual([true, true]);
    await page.locator('nm-search input').first().waitFor();
    expect(watch.errors.filter((e) => e.includes('nm-widgets'))).toEqual([]);
  });

  it('a frozen object on a writable property is simply replaced: the queued count applies, nothing is logged', async () => {
    const { page, watch } = await openWith(() => {
      (window as unknown as { minicart: unknown }).minicart = Object.freeze({ q: Object.freeze([['setCount', 2]]) });
    });
    await expect.poll(() => page.locator('nm-minicart .badge').first().textContent()).toBe('2');
    expect(ours(watch)).toEqual([]);
  });
});

/**
 * The banner with an inline handler, on the strict-CSP page, in
 * every spelling a text filter let through. It is discarded (never shown with
 * the handler stripped), nothing runs, and the text gate in front of
 * DOMPurify means no script-src-attr report is filed for these spellings.
 */
describe('a banner carrying an inline handler, on the strict-CSP page', () => {
  it.each([
    '<svg/onload=alert(1)>',
    '<img src="x"onerror="alert(1)">',
    "<img src='x'onerror='alert(1)'>",
    '<svg///onload=alert(1)>',
    '<details/open/ontoggle=alert(1)>',
    '<img alt=">" onerror=alert(1) src=x>',
  ])('%s: discarded, nothing runs, no CSP report', async (markup) => {
    const { page, watch } = await suite.page({ viewport: { width: 1280, height: 800 } });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.route('**/category/checkout/easycart/minicart_banner.html', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: `<p>Complimentary shipping</p>${markup}` }),
    );
    await page.goto(`${suite.host.url}/hostile`);
    await waitForWidget(page, 'nm-minicart');
    await page.evaluate(() => {
      document.querySelector('nm-minicart')!.setAttribute('presentation', 'flyout');
      (window as unknown as { minicart: { open(): void } }).minicart.open();
    });
    await page.locator('nm-minicart .flyout').first().waitFor({ state: 'visible' });
    await expect.poll(() => watch.consoleErrors.some((m) => m.includes('Mini-cart banner discarded'))).toBe(true);
    expect(await page.locator('nm-minicart .flyout__banner').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});

/** One URL policy for every line's link and picture. */
describe('service URLs the policy refuses, on the strict-CSP page', () => {
  it('a line whose canonicalUrl and imageUrl are hostile shows without the link and the picture; one error per URL', async () => {
    const { page, watch } = await suite.page({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${suite.host.url}/hostile`);
    await waitForWidget(page, 'nm-minicart');
    const urls = await page.evaluate(async () => {
      const w = window as unknown as { minicart: { setCart(c: unknown): void; open(): void } };
      const cart = await (await fetch('/dt/api/getCart/demo-user-1', { method: 'POST' })).json();
      const items = cart.shoppingCart.commerceItems.shipments.flatMap((s: { items: unknown[] }) => s.items) as Array<{
        imageUrl: string;
        productDetails: Record<string, unknown>;
      }>;
      const hostile = ['javascript:alert(1)', '//elsewhere.example/p', '/\\elsewhere.example/p'];
      items.slice(0, hostile.length).forEach((item, i) => {
        item.productDetails.canonicalUrl = hostile[i];
        item.productDetails.displayName = `Hostile ${i}`;
        item.imageUrl = i % 2 ? 'data:image/svg+xml;base64,PHN2Zy8+' : 'vbscript:msgbox(1)';
      });
      w.minicart.setCart(cart);
      w.minicart.open();
      return hostile;
    });
    const names = page.locator('nm-minicart .line__name');
    await expect
      .poll(() => names.allTextContents())
      .toEqual(expect.arrayContaining(['Hostile 0', 'Hostile 1', 'Hostile 2']));
    const hrefs = await page
      .locator('nm-minicart a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.filter((href) => !href.startsWith(new URL(page.url()).origin))).toEqual([]);
    const srcs = await page
      .locator('nm-minicart img[src]')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
    expect(srcs.filter((src) => /^(data|vbscript|javascript):/i.test(src))).toEqual([]);
    for (const url of urls)
      expect(watch.consoleErrors.filter((m) => m.includes(JSON.stringify(url.slice(0, 80))))).toHaveLength(1);
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});
