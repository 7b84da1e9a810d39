import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdRequests, settle, watchPage, type PageWatch } from '../support/browser';
import { headerPageContext, useDemoSuite } from '../support/suite';

/**
 * docs/first-paint.md: the demo host draws every widget with the bundle's own
 * server renderer; the elements hydrate those nodes in place.
 */
const suite = useDemoSuite({ header: 'element' });

/** Marks every node of the header's first paint, so the test can tell after hydration whether they are the same objects. */
async function markDrawnNodes(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.querySelector('nm-header')!.shadowRoot!;
    const marked = new WeakSet<Node>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
    let count = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      marked.add(node);
      count += 1;
    }
    (window as unknown as { __drawn: WeakSet<Node> }).__drawn = marked;
    return count;
  });
}

/** Loads a page with the script held back until the test releases it: what the shopper has before the bundle runs. */
async function openWithHeldScript(
  context: BrowserContext,
  path: string,
): Promise<{ page: Page; watch: PageWatch; release(): void }> {
  const page = await context.newPage();
  const watch = await watchPage(page);
  const release = await holdRequests(page, '**/static/esm/nm-widgets.entry.js');
  await page.goto(`${suite.host.url}${path}`, { waitUntil: 'domcontentloaded' });
  return { page, watch, release };
}

/** The header's root has hydrated: the element is defined and its drawing has let go of the server's snapshot. */
async function headerHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const wrapper = document.querySelector('nm-header')?.shadowRoot?.querySelector('[data-nm-first-paint]');
    return Boolean(customElements.get('nm-header') && wrapper && !wrapper.hasAttribute('data-nm-snapshot'));
  });
}

/** Hydrated, and the page quiet after it. */
async function hydrated(page: Page): Promise<void> {
  await headerHydrated(page);
  await settle(page);
}

describe('the first paint', () => {
  it('is in the HTML: the header is drawn and styled before any script of ours runs', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, release } = await openWithHeldScript(context, '/?guest=1&first-paint=1');
    const before = await page.evaluate(() => {
      const root = document.querySelector('nm-header')!.shadowRoot;
      const logo = root?.querySelector('.logo');
      return {
        defined: Boolean(customElements.get('nm-header')),
        logoHref: logo?.getAttribute('href'),
        logoHeight: logo?.getBoundingClientRect().height,
        search: root?.querySelector('form[role=search]')?.getAttribute('action'),
      };
    });
    expect(before).toMatchObject({ defined: false, logoHref: '/', search: '/search.jsp' });
    expect(before.logoHeight).toBeGreaterThan(0);
    release();
    await context.close();
  });

  it('is hydrated in place: the same nodes, no hydration error, nothing logged, no CSP violation on the hostile page', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, watch, release } = await openWithHeldScript(context, '/hostile?signin=1&first-paint=1');
    const drawn = await markDrawnNodes(page);
    release();
    await hydrated(page);
    const kept = await page.evaluate(() => {
      const root = document.querySelector('nm-header')!.shadowRoot!;
      const marked = (window as unknown as { __drawn: WeakSet<Node> }).__drawn;
      const header = root.querySelector('header')!;
      return {
        headerKept: marked.has(header),
        styles: root.querySelectorAll('style').length,
        sheets: root.adoptedStyleSheets.length,
      };
    });
    expect(drawn).toBeGreaterThan(20);
    expect(kept).toMatchObject({ headerKept: true, styles: 0 });
    expect(kept.sheets).toBeGreaterThan(3);
    expect(watch.errors).toEqual([]);
    expect(watch.consoleErrors.filter((text) => /hydrat|first paint|Minified React error/i.test(text))).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
    await context.close();
  });

  it('keeps what the shopper typed before hydration, and the type-ahead runs for it', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, watch, release } = await openWithHeldScript(context, '/?guest=1&first-paint=1');
    const box = page.locator('nm-header input[name=q]:visible');
    await box.click();
    await box.pressSequentially('cashm');
    release();
    await hydrated(page);
    await expect.poll(() => box.inputValue()).toBe('cashm');
    await page.locator('nm-header [role=listbox] [role=option]').first().waitFor();
    expect(await box.inputValue()).toBe('cashm');
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('moves nothing: no layout shift from the first paint through hydration, at a desktop and a phone width', async () => {
    for (const width of [1440, 390]) {
      const context = await suite.browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await watchPage(page);
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${suite.host.url}/?guest=1&first-paint=1`);
      await hydrated(page);
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
      await context.close();
    }
  });

  it('a phone\'s search box is drawn as the interactive one that replaces it: the magnifier and the word "Search" stay where they were', async () => {
    // Where the magnifier and the first letter of "Search" are (the input's text starts at its padding; the
    // trigger's label at its own box).
    const marks = (page: Page) =>
      page.evaluate(() => {
        const root = document.querySelector('nm-header')!.shadowRoot!;
        const visible = (selector: string) =>
          [...root.querySelectorAll<HTMLElement>(selector)].find((el) => el.checkVisibility());
        const icon = visible('.bar__search .search-icon')!.getBoundingClientRect();
        const text = visible('.bar__search .input, .bar__search .phone-trigger__label')!;
        const start = text.getBoundingClientRect().left + parseFloat(getComputedStyle(text).paddingLeft);
        return { icon: [Math.round(icon.left), Math.round(icon.top)], text: Math.round(start) };
      });
    const drawn = await suite.browser.newContext({ viewport: { width: 390, height: 800 } });
    const first = await drawn.newPage();
    await first.route('**/static/**/*.js', (route) => route.abort());
    await first.goto(`${suite.host.url}/?guest=1`);
    const before = await marks(first);
    const live = await suite.browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await live.newPage();
    await page.goto(`${suite.host.url}/?guest=1`);
    await page.locator('nm-header button.phone-trigger').waitFor();
    expect(await marks(page)).toEqual(before);
    await drawn.close();
    await live.close();
  });

  it('without JavaScript, is a working basic header: the logo links home and the search is a GET form to /search.jsp', async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 1440, height: 900 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${suite.host.url}/cart/?guest=1&first-paint=1`);
    await page.locator('nm-header input[name=q]:visible').fill('boots');
    await Promise.all([page.waitForURL(/[?&]q=boots/), page.locator('nm-header input[name=q]:visible').press('Enter')]);
    await page.goto(`${suite.host.url}/cart/?guest=1&first-paint=1`);
    await Promise.all([page.waitForURL(`${suite.host.url}/`), page.locator('nm-header .logo:visible').click()]);
    await context.close();
  });

  it("without JavaScript, the desktop bag links to /cart/, the account to /login, and the page's slotted links show", async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 1440, height: 900 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${suite.host.url}/?guest=1&first-paint=1`);
    // The buttons that need script are not drawn; their links are, with the same words.
    expect(await page.locator('nm-header button.flyout-button:visible').count()).toBe(0);
    expect(await page.locator('nm-header button.account__button:visible').count()).toBe(0);
    const bag = page.locator('nm-header a.flyout-button:visible');
    expect(await bag.getAttribute('href')).toBe('/cart/');
    expect(await bag.textContent()).toBe('Shopping Bag');
    const account = page.locator('nm-header a.account__plain:visible');
    expect(await account.getAttribute('href')).toBe('/login');
    expect(await account.textContent()).toBe('Sign In');
    // The navigation landmark holds the page's own links (a server cannot see them, so it draws the landmark):
    // they are drawn only if it is, as they are slotted into it.
    const slotted = page.locator('nm-header > [slot="navigation"] a:visible');
    expect(await slotted.count()).toBeGreaterThan(3);
    expect(
      await page
        .locator('nm-header > [slot="navigation"]')
        .evaluate((list) => list.assignedSlot?.closest('nav')?.getAttribute('aria-label')),
    ).toBe('Main');
    await Promise.all([page.waitForURL(`${suite.host.url}/cart/`), bag.click()]);
    await page.goBack();
    await Promise.all([page.waitForURL(/\/login$/), page.locator('nm-header a.account__plain:visible').click()]);
    await context.close();
  });

  it("hydrates a phone guest's header with the offers prompt on, and a first paint drawn for another brand ends in the page's, without a mismatch", async () => {
    const context = await headerPageContext(suite.browser, suite.host.url, {
      viewport: { width: 390, height: 844 },
      toggles: ['SPECIAL_OFFERS_PROMPT'],
    });
    const page = await context.newPage();
    const watch = await watchPage(page);
    // The server is told NM (the demo's config); the page's own block says HC, as a page that changed its config
    // without its fragment service knowing would.
    await page.route('**/?guest=1&first-paint=1', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/("brand":)"NM"/, '$1"HC"');
      await route.fulfill({ response, body });
    });
    await page.goto(`${suite.host.url}/?guest=1&first-paint=1`);
    await hydrated(page);
    const accent = await page.evaluate(() =>
      getComputedStyle(document.querySelector('nm-header')!).getPropertyValue('--_nm-color-accent').trim(),
    );
    expect(accent).toBe('#5a3e2b');
    expect(watch.errors).toEqual([]);
    expect(watch.consoleErrors.filter((text) => /hydrat|first paint|Minified React error/i.test(text))).toEqual([]);
    await context.close();
  });

  it("loads our script after the page's load event, and acts on the page's events of the meantime, in order", async () => {
    const context = await headerPageContext(suite.browser, suite.host.url, { viewport: { width: 1440, height: 900 } });
    const { page, watch, release } = await openWithHeldScript(context, '/?guest=1');
    await page.waitForFunction(() => document.readyState === 'complete');
    // Dispatched after the loader ran and before the entry has: two counts, the later one wins.
    await page.evaluate(() => {
      document.dispatchEvent(new CustomEvent('updateMiniCartItemCountEvent', { detail: { noOfItemsInCart: 4 } }));
      window.dispatchEvent(new CustomEvent('updateMiniCartItemCountEvent', { detail: 7 }));
    });
    release();
    await hydrated(page);
    const requested = await page.evaluate(() => {
      const loadStart = performance.getEntriesByType('navigation')[0]!.toJSON().loadEventStart as number;
      return performance
        .getEntriesByType('resource')
        .filter((e) => /\/nm-widgets\.(react|entry)\.js$/.test(e.name))
        .map((e) => ({ file: e.name.split('/').pop()!, afterLoad: e.startTime >= loadStart }));
    });
    expect(requested.map(({ file }) => file).sort()).toEqual(['nm-widgets.entry.js', 'nm-widgets.react.js']);
    expect(
      requested.every(({ afterLoad }) => afterLoad),
      JSON.stringify(requested),
    ).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { minicart: { getCount(): number } }).minicart.getCount()),
    ).toBe(7);
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('acts on a click on the account button made before our script was loaded', async () => {
    const context = await headerPageContext(suite.browser, suite.host.url, { viewport: { width: 1440, height: 900 } });
    const { page, watch, release } = await openWithHeldScript(context, '/?guest=1');
    await page.waitForFunction(() => document.readyState === 'complete');
    const account = page.locator('nm-header .account__button:visible');
    await account.click();
    expect(await page.evaluate(() => customElements.get('nm-header'))).toBeUndefined();
    release();
    await expect.poll(() => account.getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('true');
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it("opens a phone's menu tapped while the silo bar's part is on its way; that part then hydrates without a mismatch", async () => {
    const context = await headerPageContext(suite.browser, suite.host.url, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    const release = await holdRequests(page, /\/static\/esm\/SiloBar-[^/]+\.js$/);
    await page.goto(`${suite.host.url}/?guest=1`, { waitUntil: 'domcontentloaded' });
    // Not hydrated(): the held chunk keeps the page from going quiet.
    await headerHydrated(page);
    const menuButton = page.locator('nm-header .menu-button');
    await menuButton.click();
    // Opening the menu asks for the silos: the menus store changes while the bar's drawing still waits for its part.
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('nm-header .nav-menu__favorites').count()).toBe(1);
    release();
    await settle(page);
    expect([...watch.errors, ...watch.consoleErrors]).toEqual([]);
    await context.close();
  });

  it("acts on a click on the account button made before its part has hydrated (a phone's CPU, 6x slower)", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(`${suite.host.url}/?guest=1&first-paint=1`, { waitUntil: 'domcontentloaded' });
    // As soon as the element is defined: its account part's chunk has not arrived, so React cannot act on it yet.
    await page.waitForFunction(() => customElements.get('nm-header'), undefined, { polling: 5 });
    const account = page.locator('nm-header .account__button:visible');
    await account.click();
    await expect.poll(() => account.getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('true');
    await context.close();
  });
});
