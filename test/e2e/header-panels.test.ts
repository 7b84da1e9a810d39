import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settle, waitForWidget, watchPage, type PageWatch } from '../support/browser';
import { headerPageRequest, useDemoSuite } from '../support/suite';

/**
 * On the demo host: the notification badge and the special offers
 * tooltip of `<nm-header>` against the demo host's stand-ins
 * (demo-host/src/header-api.ts), with a customer who signs in to the local
 * Cognito (so the calls carry the customer's bearer token and UCA id).
 *
 * The stand-ins' data for alexandra@example.com (uca-alexandra, demo-user-1):
 * special offers SHOES_HANDBAGS_GC_450 (New, 1 day old), MENS_GC_175 (New, 6
 * days), SPRING_BEAUTY_EVENT (New, 12 days) and FREE_SHIPPING_EVERYDAY
 * (Evergreen); PROMO gift cards GC-7301-4410 and GC-7301-5528; one POINT card
 * PC-1188-0042. header.md §3, §4, §7: the count is the new offers (Evergreen
 * excluded; a fresh browser has never visited the offers page, so all three
 * are new) plus the gift cards plus the loyalty cards: 3 + 2 + 1 = 6.
 */
const suite = useDemoSuite({ header: 'element', cognito: true });
const EMAIL = 'alexandra@example.com';
const PASSWORD = 'Northmoor-Demo-1';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const NOTIFICATIONS = ['PROMO_NOTIFICATIONS', 'GIFT_CARD_NOTIFICATIONS', 'INCIRCLE_NOTIFICATIONS'];

interface Opened {
  context: BrowserContext;
  page: Page;
  watch: PageWatch;
}

/**
 * A fresh browser as a guest (`?guest=1`), with the demo panel's settings in
 * its cookie (the toggles on, <nm-header> pages) and, if given, the fault
 * switch's cookie for this browser only.
 */
async function openAsGuest(
  toggles: string[],
  { faults, viewport = DESKTOP }: { faults?: string; viewport?: typeof DESKTOP } = {},
): Promise<Opened> {
  const { page, watch } = await suite.page(headerPageRequest(suite.host.url, { viewport, toggles, faults }));
  await page.goto(`${suite.host.url}/?guest=1`);
  await waitForWidget(page, 'nm-header');
  await expect.poll(() => sessionState(page), { timeout: 15_000 }).toMatchObject({ resolved: true, signedIn: false });
  return { context: page.context(), page, watch };
}

const sessionState = (page: Page) => page.evaluate(() => window.nmSession?.getState());

/**
 * The customer's next page in the same browser: the session is read back
 * from storage at start-up, and the header's calls go out once it is known.
 */
async function nextPage(
  context: BrowserContext,
  path = '/',
): Promise<{ page: Page; watch: PageWatch; asked: string[] }> {
  const page = await context.newPage();
  const watch = await watchPage(page);
  const asked = notificationCalls(page);
  await page.goto(`${suite.host.url}${path}`);
  await waitForWidget(page, 'nm-header');
  await expect
    .poll(() => sessionState(page), { timeout: 15_000 })
    .toEqual({ resolved: true, signedIn: true, firstName: 'Alexandra' });
  return { page, watch, asked };
}

/** Records the header's notification calls a page makes: path, and the card class for giv-cards. */
function notificationCalls(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/special-offers/') || pathname.endsWith('/giv-cards'))
      asked.push(`${pathname} ${request.headers()['x-nmg-card-class'] ?? ''}`.trim());
  });
  return asked;
}

async function signIn(page: Page): Promise<void> {
  const outcome = await page.evaluate(
    ([email, password]) => window.nmSession!.signIn(email!, password!),
    [EMAIL, PASSWORD],
  );
  expect(outcome).toEqual({ ok: true });
  await expect
    .poll(() => sessionState(page), { timeout: 15_000 })
    .toEqual({ resolved: true, signedIn: true, firstName: 'Alexandra' });
}

/** The header's account button, what it shows and its accessible name (its aria-label), read through its shadow root. */
const account = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('nm-header')!.shadowRoot!;
    const button = root.querySelector('.account__button');
    return {
      label: root.querySelector('.account__label')?.textContent ?? null,
      badge: root.querySelector('.account__badge')?.textContent ?? null,
      name: button?.getAttribute('aria-label') ?? null,
    };
  });

/** The tooltip as the shopper meets it: its message, its link, and its place (under the account button). */
const tooltip = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('nm-header')!.shadowRoot!;
    const group = root.querySelector<HTMLElement>('.offers-tooltip');
    if (!group) return null;
    const box = group.getBoundingClientRect();
    const button = root.querySelector('.account__button')!.getBoundingClientRect();
    return {
      role: group.getAttribute('role'),
      name: group.getAttribute('aria-label'),
      message: group.querySelector('.offers-tooltip__message')?.textContent ?? null,
      link: group.querySelector('a')?.textContent ?? null,
      href: group.querySelector('a')?.getAttribute('href') ?? null,
      visible:
        group.checkVisibility() && box.width > 0 && box.left >= 0 && box.right <= document.documentElement.clientWidth,
      underAccount: box.top >= button.bottom && box.right - 26 >= button.left && box.right - 26 <= button.right,
    };
  });

describe('the notification badge of a signed-in customer (header.md §4 "Notifications", §7)', () => {
  it.each([
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const)(
    "at %s px: 6 (3 new offers + 2 gift cards + 1 point card), in the button's name too; signing out zeroes it",
    async (_width, viewport) => {
      const guest = await openAsGuest(NOTIFICATIONS, { viewport });
      // A guest has no notifications (§6: offers and cards are the customer's profile data).
      await settle(guest.page);
      expect((await account(guest.page)).badge).toBeNull();
      await signIn(guest.page);

      const { page, watch, asked } = await nextPage(guest.context);
      await expect.poll(async () => (await account(page)).badge, { timeout: 10_000 }).toBe('6');
      expect((await account(page)).name).toContain('6 notifications');
      // The number is in the button's accessible name, not only in the badge, which is hidden from it.
      expect(await page.getByRole('button', { name: 'Welcome, Alexandra, 6 notifications', exact: true }).count()).toBe(
        1,
      );
      // What the page asked for, once its count is in: each source once.
      expect(asked.sort()).toEqual([
        '/customer-data/v1/demo-user-1/giv-cards POINT',
        '/customer-data/v1/demo-user-1/giv-cards PROMO',
        '/promotions/v1/profiles/uca-alexandra/special-offers/cached',
      ]);

      // Sign-out zeroes the count with PROMO_NOTIFICATIONS on (§4): no badge, "Sign In" again.
      await page.evaluate(() => window.nmSession!.signOut());
      await expect.poll(() => account(page)).toEqual({ label: 'Sign In', badge: null, name: 'Sign In' });
      expect([...watch.errors, ...watch.consoleErrors]).toEqual([]);
    },
  );

  it('each source behind its own toggle: without INCIRCLE_NOTIFICATIONS the point card is not asked for, and the badge reads 5', async () => {
    const guest = await openAsGuest(['PROMO_NOTIFICATIONS', 'GIFT_CARD_NOTIFICATIONS']);
    await signIn(guest.page);
    const { page, watch, asked } = await nextPage(guest.context);
    await expect.poll(async () => (await account(page)).badge, { timeout: 15_000 }).toBe('5');
    expect(asked.sort()).toEqual([
      '/customer-data/v1/demo-user-1/giv-cards PROMO',
      '/promotions/v1/profiles/uca-alexandra/special-offers/cached',
    ]);
    expect([...watch.errors, ...watch.consoleErrors]).toEqual([]);
  });

  // header.md §4 "Sign-in refreshes the notification count": the session turns the shopper signed in (cookies)
  // before $auth holds the customer; the header follows whom the count is for, so it asks once, with the customer's ids.
  it('the count follows a sign-in on the same page, without a reload', async () => {
    const { page, watch } = await openAsGuest(NOTIFICATIONS);
    await signIn(page);
    await expect.poll(async () => (await account(page)).badge, { timeout: 8_000 }).toBe('6');
    expect([...watch.errors, ...watch.consoleErrors]).toEqual([]);
  });
});

describe('the special offers tooltip (header.md §4 "Special offers tooltip", SPECIAL_OFFERS_PROMPT)', () => {
  it.each([
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const)(
    "at %s px: a guest is prompted to sign in; once signed in the customer sees the newest offer's message",
    async (_width, viewport) => {
      const { context, page, watch } = await openAsGuest(['SPECIAL_OFFERS_PROMPT', ...NOTIFICATIONS], { viewport });
      await expect
        .poll(() => tooltip(page), { timeout: 10_000 })
        .toEqual({
          role: 'group',
          name: 'Special offers',
          message: 'Sign in to see special offers just for you.',
          link: 'Sign In',
          href: '/login?navpath=specialOffers',
          visible: true,
          underAccount: true,
        });

      expect([...watch.errors, ...watch.consoleErrors]).toEqual([]);

      await signIn(page);
      const next = await nextPage(context);
      // The newest new offer, SHOES_HANDBAGS_GC_450 (a day old): the spec's $450 shoes-and-handbags gift card.
      await expect
        .poll(() => tooltip(next.page), { timeout: 10_000 })
        .toEqual({
          role: 'group',
          name: 'Special offers',
          message: 'Get a $450 gift card with your shoes and handbags purchase',
          link: 'View Offers',
          href: '/specialoffers',
          visible: true,
          underAccount: true,
        });
      expect([...next.watch.errors, ...next.watch.consoleErrors]).toEqual([]);
    },
  );

  it('any click dismisses it, and it stays dismissed for the session (session storage specialOffers); a new session shows it again', async () => {
    const { context, page } = await openAsGuest(['SPECIAL_OFFERS_PROMPT']);
    await expect
      .poll(async () => (await tooltip(page))?.message, { timeout: 10_000 })
      .toBe('Sign in to see special offers just for you.');
    // A click anywhere on the page, not on the tooltip: the promo bar's plain text.
    await page.locator('.promo-bar__text').click();
    await expect.poll(() => tooltip(page)).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('specialOffers'))).not.toBeNull();
    await page.reload();
    await waitForWidget(page, 'nm-header');
    await expect.poll(() => sessionState(page), { timeout: 15_000 }).toMatchObject({ resolved: true });
    // The session known and the page quiet: the tooltip would have shown by now.
    await settle(page);
    expect(await tooltip(page)).toBeNull();

    const next = await context.newPage();
    await next.goto(`${suite.host.url}/`);
    await waitForWidget(next, 'nm-header');
    await expect
      .poll(async () => (await tooltip(next))?.message, { timeout: 10_000 })
      .toBe('Sign in to see special offers just for you.');
  });
});

describe('the offers service failing (the demo fault switch, header.md §8)', () => {
  it('the header keeps working, with no badge and no tooltip for the customer, and one log line', async () => {
    const guest = await openAsGuest(['SPECIAL_OFFERS_PROMPT', 'PROMO_NOTIFICATIONS'], { faults: 'offers:fail' });
    await signIn(guest.page);
    const page = await guest.context.newPage();
    const watch = await watchPage(page);
    const answered: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('/special-offers/cached')) answered.push(response.status());
    });
    await page.goto(`${suite.host.url}/`);
    await waitForWidget(page, 'nm-header');
    await expect.poll(() => answered, { timeout: 15_000 }).toEqual([500]);
    // Logged once the failure has been handled: the count is worked out (0 from a failed source, §8) by then.
    await expect.poll(() => watch.consoleErrors.filter((line) => line.includes('special-offers')).length).toBe(1);
    await settle(page);
    expect(await account(page)).toEqual({ label: 'Welcome, Alexandra', badge: null, name: 'Welcome, Alexandra' });
    expect(await tooltip(page)).toBeNull();

    // Still working: the account menu opens with the customer's greeting, the search takes text, the bag counts.
    await page.locator('nm-header .account__button').click();
    await expect.poll(() => page.locator('nm-header .account__hello').textContent()).toBe('Hello, Alexandra');
    await page.locator('nm-header .bar__search input[name="q"]').fill('silk');
    expect(await page.locator('nm-header .bar__search input[name="q"]').inputValue()).toBe('silk');
    await expect.poll(() => page.locator('nm-header .flyout-button').textContent()).toMatch(/^Checkout \d+$/);

    // One line from the header, beside the browser's own about the 500; nothing thrown.
    const ours = watch.consoleErrors.filter((line) => !line.startsWith('Failed to load resource'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain('[nm-widgets] Header: GET special-offers/cached failed');
    expect(watch.errors).toEqual([]);
  });
});
