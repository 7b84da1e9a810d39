import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { holdRequests, settle, waitForWidget, type PageWatch } from '../support/browser';
import { headerPageRequest, useDemoSuite } from '../support/suite';

/**
 * On the demo host: `<nm-header>`'s navigation against the
 * navigation stand-in (demo-host/src/navigation-api.ts) and its fault switch.
 *
 * The demo pages opt into the header's navigation as a page does
 * (docs/navigation.md "The page's nav and ours"): their category links are a
 * `<ul slot="navigation">` inside `<nm-header>`, which the silo bar replaces.
 */
const suite = useDemoSuite({ header: 'element' });
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** header.md §2 "Fallback navigation menus": the women's 12, in order. */
const WOMEN_FALLBACK = [
  'New & Now',
  'Designers',
  'Clothing',
  'Shoes',
  'Handbags',
  'Jewelry & Accessories',
  'Beauty',
  'Kids',
  'Home',
  'Gifts',
  'Magazine',
  'Sale',
];

interface Opened {
  page: Page;
  watch: PageWatch;
}

async function open(
  path: string,
  {
    viewport = DESKTOP,
    toggles = [] as string[],
    faults,
    fresh,
  }: { viewport?: typeof DESKTOP; toggles?: string[]; faults?: string; fresh?: boolean } = {},
): Promise<Opened> {
  const { page, watch } = await suite.page({
    ...headerPageRequest(suite.host.url, { viewport, toggles, faults }),
    fresh,
  });
  await page.goto(`${suite.host.url}${path}`);
  await waitForWidget(page, 'nm-header');
  return { page, watch };
}

const siloNames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelector('nm-header')!.shadowRoot!.querySelectorAll('.silo__link, .silo__button')].map(
      (a) => a.childNodes[0]!.textContent,
    ),
  );
const siloLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelector('nm-header')!.shadowRoot!.querySelectorAll<HTMLAnchorElement>('.silo__link')].map((a) =>
      a.getAttribute('href'),
    ),
  );
const shadow = 'document.querySelector("nm-header").shadowRoot';
const menuHeading = (page: Page) =>
  page.evaluate(`${shadow}.querySelector('.nav-level__heading')?.textContent ?? null`);
const menuOpen = (page: Page) => page.evaluate(`${shadow}.querySelector('dialog[open]') !== null`);

/** The phone menu opened with the hamburger, its gender switched to Men (its root then reads "All Men"). */
async function switchToMenInMenu(page: Page): Promise<void> {
  await page.evaluate(`${shadow}.querySelector('.menu-button').click()`);
  await expect.poll(() => menuHeading(page), { timeout: 10_000 }).toBe('All Women');
  await page.getByRole('button', { name: 'Men', exact: true }).click();
  await expect.poll(() => menuHeading(page)).toBe('All Men');
}

/** Navigations of the page's main frame from now on (a reload included). */
function countNavigations(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.count += 1;
  });
  return seen;
}

const jsonLd = (page: Page) =>
  page.evaluate(() => {
    const script = document.querySelector<HTMLScriptElement>(
      'head > script#nm-site-navigation[type="application/ld+json"]',
    );
    return script
      ? (JSON.parse(script.text) as { itemListElement: Array<{ name: string; url: string }> }).itemListElement
      : null;
  });

describe('navigation on the demo host', () => {
  it("draws the service's silos in place of the page's slotted nav, writes the structured data, and opens a drawer on hover", async () => {
    const { page, watch } = await open('/');
    await expect.poll(() => siloNames(page), { timeout: 10_000 }).toHaveLength(12);
    expect(
      await page.evaluate(() => (document.querySelector('nm-header .site-nav') as HTMLElement).checkVisibility()),
    ).toBe(false);
    expect((await jsonLd(page))?.map((i) => i.name)).toEqual(await siloNames(page));
    const box = await page.evaluate(() => {
      const r = document
        .querySelector('nm-header')!
        .shadowRoot!.querySelectorAll('.silo__link')[2]!
        .getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    await page.mouse.move(box.x, box.y);
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector('nm-header')!.shadowRoot!.querySelectorAll('.drawer a').length),
      )
      .toBeGreaterThan(5);
    await settle(page);
    expect(watch.errors).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });

  it("a drawer opened while its chunk is on its way: the toggle's aria-controls names an element of the page from the first frame", async () => {
    // A page of its own: a kept page may have the drawers' chunk in its memory cache, and then nothing is held.
    const { page, watch } = await open('/', { fresh: true });
    await expect.poll(() => siloNames(page), { timeout: 10_000 }).toHaveLength(12);
    // The drawers' chunk held back, as on a slow network: the first open waits for it.
    const release = await holdRequests(page, /\/esm\/Drawer-[^/]+\.js$/);
    const toggle = page.getByRole('button', { name: 'Shoes menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const controlled = await toggle.getAttribute('aria-controls');
    const target = () =>
      page.evaluate((id) => {
        const element = document.querySelector('nm-header')!.shadowRoot!.getElementById(id!);
        return element ? { hidden: element.hidden, links: element.querySelectorAll('a').length } : null;
      }, controlled);
    expect(await target()).toEqual({ hidden: true, links: 0 });
    expect(await axeViolations(page, 'nm-header')).toEqual([]);
    release();
    await expect.poll(async () => (await target())?.links ?? 0, { timeout: 10_000 }).toBeGreaterThan(5);
    expect((await target())?.hidden).toBe(false);
    expect(watch.errors).toEqual([]);
  });

  it('the navigation service failing: "Navigation API Failed" logged once and the bundled women\'s menu, on the bar and in the phone menu', async () => {
    const { page, watch } = await open('/', { faults: 'navigation:fail' });
    await expect.poll(() => siloNames(page), { timeout: 10_000 }).toEqual(WOMEN_FALLBACK);
    const links = await siloLinks(page);
    expect(links[1]).toBe('/c/designers-cat000730?navpath=cat000000_cat000730');
    expect(links[2]).toMatch(/^\/c\/womens-clothing-cat\d+\?navpath=cat000000_cat\d+$/);
    for (const link of links) expect(link).toMatch(/^\/c\/[a-z0-9-]+-(cat\d+)\?navpath=cat000000_\1$/);
    await settle(page);
    expect(watch.consoleErrors.filter((line) => line.includes('Navigation API Failed'))).toHaveLength(1);
    // A fallback link reaches a real page.
    const response = await page.request.get(`${suite.host.url}${links[3]!}`);
    expect(response.status()).toBe(200);

    const phone = await open('/', { viewport: PHONE, faults: 'navigation:malformed' });
    await phone.page.evaluate(() =>
      (document.querySelector('nm-header')!.shadowRoot!.querySelector('.menu-button') as HTMLElement).click(),
    );
    await expect
      .poll(
        () =>
          phone.page.evaluate(() =>
            [...document.querySelector('nm-header')!.shadowRoot!.querySelectorAll('.nav-level__entry')].map(
              (e) => e.textContent,
            ),
          ),
        { timeout: 10_000 },
      )
      .toEqual(WOMEN_FALLBACK);
  });

  it("a gender switch in the phone menu: the men's menu shows, and closing the menu goes to /mens", async () => {
    const { page } = await open('/', { viewport: PHONE, toggles: ['HP_GENDER'] });
    await page.evaluate(() =>
      (document.querySelector('nm-header')!.shadowRoot!.querySelector('.menu-button') as HTMLElement).click(),
    );
    const entries = () =>
      page.evaluate(() =>
        [...document.querySelector('nm-header')!.shadowRoot!.querySelectorAll('.nav-level__entry')].map(
          (e) => e.textContent,
        ),
      );
    await expect.poll(entries, { timeout: 10_000 }).toContain('Handbags');
    await page.getByRole('button', { name: 'Men', exact: true }).click();
    await expect
      .poll(() =>
        page.evaluate(
          () => document.querySelector('nm-header')!.shadowRoot!.querySelector('.nav-level__heading')?.textContent,
        ),
      )
      .toBe('All Men');
    expect(await entries()).not.toContain('Handbags');
    expect(page.url()).toBe(`${suite.host.url}/`);
    await Promise.all([page.waitForURL(`${suite.host.url}/mens`), page.getByRole('button', { name: 'Close' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/mens');
  });

  it('on the search results page, a gender switch in the phone menu reloads the same search on close (header.md §4 "Mobile menu")', async () => {
    const path = '/s/?from=brSearch&responsive=true&request_type=search&search_type=keyword&q=coat&l=coat';
    const { page } = await open(path, { viewport: PHONE, toggles: ['SRP_GENDER'] });
    const navigations = countNavigations(page);
    await switchToMenInMenu(page);
    expect(navigations.count).toBe(0);
    const reload = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.frame() === page.mainFrame(),
    );
    await page.getByRole('button', { name: 'Close' }).click();
    // Every parameter kept: the same address, asked for again.
    expect((await reload).url()).toBe(`${suite.host.url}${path}`);
    await page.waitForLoadState('load');
    expect(page.url()).toBe(`${suite.host.url}${path}`);
    // The results page reads the gender the menu stored (dt_gender): the search is the men's now.
    expect(await page.locator('.search-header__count').textContent()).toMatch(/ in Men$/);
  });

  it.each([
    ['/assistance', 'NMASSISTANCE'],
    ['/stores', 'STORES'],
  ])(
    '%s (page %s) with the collapsed search bar: closing the phone menu after a gender switch stays on the page (header.md §4 "Mobile menu")',
    async (path, pageId) => {
      const { page, watch } = await open(path, { viewport: PHONE, toggles: ['HP_GENDER', 'COLLAPSED_SEARCH_BAR'] });
      expect(await page.locator('nm-header').getAttribute('page-id')).toBe(pageId);
      const navigations = countNavigations(page);
      await switchToMenInMenu(page);
      await page.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => menuOpen(page)).toBe(false);
      await settle(page);
      expect(navigations.count).toBe(0);
      expect(page.url()).toBe(`${suite.host.url}${path}`);
      expect(watch.errors).toEqual([]);
    },
  );

  it('the same stores page without the collapsed search bar: closing goes to /mens', async () => {
    const { page } = await open('/stores', { viewport: PHONE, toggles: ['HP_GENDER'] });
    await switchToMenInMenu(page);
    await Promise.all([page.waitForURL(`${suite.host.url}/mens`), page.getByRole('button', { name: 'Close' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/mens');
  });

  it('the hostile page (strict CSP, Trusted Types): the structured data goes in through our policy with no violation', async () => {
    const { page, watch } = await open('/hostile');
    await expect.poll(() => jsonLd(page), { timeout: 10_000 }).not.toBeNull();
    expect((await jsonLd(page))!.length).toBe(12);
    expect((await jsonLd(page))![0]!.url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/c\/new-now-cat\d+\?navpath=cat000000_cat\d+$/,
    );
    await settle(page);
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
    // The page does enforce Trusted Types on a script's text: a plain string is refused (and reported), ours was not.
    const plain = await page.evaluate(() => {
      try {
        document.createElement('script').text = '{}';
        return 'accepted';
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(plain).toBe('TypeError');
  });

  it('no structured data on the product page', async () => {
    const { page } = await open('/');
    const product = await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('a[href^="/p/"]')?.getAttribute('href'),
    );
    expect(product).toBeTruthy();
    const pdp = await open(product!);
    await expect.poll(() => siloNames(pdp.page), { timeout: 10_000 }).toHaveLength(12);
    expect(await jsonLd(pdp.page)).toBeNull();
  });
});
