import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoSuite } from '../support/suite';

/**
 * The kept page (test/support/keptPages.ts) a test gets from suite.page() is the one the file's previous test used,
 * taken back to a fresh page's state. These tests run in order: the first leaves behind everything a test can add,
 * the next checks none of it is there. On the demo's page without the widgets (`/plain`), which sets nothing itself.
 */
const suite = useDemoSuite();
const DESKTOP = { width: 1280, height: 800 };

describe('a kept page between two tests', () => {
  let left: { page: Page; secondTab: Page; freshPage: Page };

  it('a test adds to its page and its context what it likes', async () => {
    const { page } = await suite.page({
      viewport: DESKTOP,
      cookies: [{ name: 'asked_for', value: '1', url: suite.host.url }],
      before: () => ((window as unknown as { __before: boolean }).__before = true),
    });
    const routed = { contentType: 'text/html', body: '<p>routed</p>' };
    await page.route('**/plain', (route) => route.fulfill(routed));
    await page.context().route('**/plain', (route) => route.fulfill(routed));
    await page
      .context()
      .addInitScript(() => ((window as unknown as { __contextScript: boolean }).__contextScript = true));
    await page.exposeFunction('__exposed', () => 1);
    page.on('console', () => {
      throw new Error('a listener of the previous test');
    });
    await page.goto(`${suite.host.url}/plain`);
    expect(await page.textContent('body')).toBe('routed');
    await page.evaluate(() => {
      document.cookie = 'set_by_page=1; path=/';
      localStorage.setItem('left', '1');
      sessionStorage.setItem('left', '1');
    });
    await page.context().grantPermissions(['geolocation']);
    await page.context().addCookies([{ name: 'elsewhere', value: '1', url: 'http://hc.localhost/' }]);
    const secondTab = await page.context().newPage();
    const { page: freshPage } = await suite.page({ viewport: DESKTOP, fresh: true });
    left = { page, secondTab, freshPage };
  });

  it('the next test gets the same page as a fresh one, at the viewport it asks for', async () => {
    const { page } = await suite.page({ viewport: { width: 390, height: 844 } });
    expect(page).toBe(left.page);
    expect(left.secondTab.isClosed()).toBe(true);
    expect(left.freshPage.isClosed()).toBe(true);
    expect(page.url()).toBe('about:blank');
    const stateAt = async (at: Page) => {
      await at.goto(`${suite.host.url}/plain`);
      return at.evaluate(() => ({
        routed: document.body.textContent === 'routed',
        before: '__before' in window,
        contextScript: '__contextScript' in window,
        exposed: '__exposed' in window,
        cookies: document.cookie.split('; ').sort(),
        local: Object.entries(localStorage).filter(([key]) => key !== 'fpStoredDate'),
        session: Object.entries(sessionStorage),
        width: innerWidth,
      }));
    };
    const kept = await stateAt(page);
    const fresh = (await suite.page({ viewport: { width: 390, height: 844 }, fresh: true })).page;
    expect(kept.cookies.join()).not.toMatch(/asked_for|set_by_page/);
    expect(kept).toEqual(await stateAt(fresh));
    // Every domain's, those the page never went to included.
    const cookieNames = async (at: Page) => (await at.context().cookies()).map((cookie) => cookie.name).sort();
    expect(await cookieNames(page)).toEqual(await cookieNames(fresh));
    const geolocation = await page.evaluate(
      async () => (await navigator.permissions.query({ name: 'geolocation' })).state,
    );
    expect(geolocation).not.toBe('granted');
    // A listener left from the last test would throw in the test process, which fails the run.
    await page.evaluate(() => console.log('no listener of the last test hears this'));
  });

  it("a second page with the same options in one test is a context of its own, not the kept page's", async () => {
    const first = await suite.page({ viewport: DESKTOP });
    const second = await suite.page({ viewport: DESKTOP });
    expect(second.page.context()).not.toBe(first.page.context());
    await first.page.goto(`${suite.host.url}/plain`);
    await first.page.evaluate(() => localStorage.setItem('first', '1'));
    await second.page.goto(`${suite.host.url}/plain`);
    expect(await second.page.evaluate(() => localStorage.getItem('first'))).toBeNull();
  });
});
