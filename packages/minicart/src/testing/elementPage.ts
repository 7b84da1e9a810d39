import {
  $auth,
  $cart,
  $config,
  $count,
  dismissMobileMiniCart,
  $session,
  closeMiniCart,
  defineElement,
  forgetCount,
  mergeConfig,
  resetLogOnce,
} from '@nm/core';
import { startOutboundEvents } from '@nm/core/boot';
import { answerFetch, placeHtml, shadowOf, until, writable } from '@nm/core/testing';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { miniCartElement } from '../element';
import { $bagStatus } from '../state/bag';
import { $recommendations } from '../state/recommendations';
import { $removals } from '../state/remove';
import { threeItems } from '../storybook/fixtures';

/**
 * The page every `element.*.browser.test.ts` of <nm-minicart> runs on, and
 * the helpers they share: a desktop viewport, a first visit (no count known),
 * a signed-out shopper, and a fake of every service the bag calls.
 */

export const link = (el: HTMLElement) => shadowOf(el).querySelector<HTMLAnchorElement>('a.cart-icon');
export const badge = (el: HTMLElement) => shadowOf(el).querySelector('.badge');
export const dialog = (el: HTMLElement) => shadowOf(el).querySelector<HTMLDialogElement>('dialog.bag-drawer');
/**
 * Whether the drawer is open. A dialog already unmounted is shut too: an instance that no longer owns the page's one
 * panel drops it, which a loaded machine may do before a poll sees the closed dialog.
 */
export const drawerOpen = (el: HTMLElement) => dialog(el)?.open ?? false;

export const mount = (html: string): HTMLElement => placeHtml(html, 'nm-minicart');

/** Mounts the element and clicks its cart icon once the icon is there (a signed-in shopper's click opens the drawer). */
export async function mountAndClickIcon(html: string): Promise<HTMLElement> {
  const el = mount(html);
  await until(() => expect(link(el)).not.toBeNull());
  link(el)!.click();
  return el;
}

/** Opens the drawer from the icon and waits for the three lines of the default cart. */
export async function openedByClick(el: HTMLElement) {
  await until(() => expect(link(el)).not.toBeNull());
  link(el)!.click();
  await until(() => expect(dialog(el)?.open).toBe(true));
  await until(() => expect(shadowOf(el).querySelectorAll('.line:not(.line--loading)')).toHaveLength(3));
}

export function signIn(firstName = '') {
  writable($session).set({ customer: { isLoggedin: true, isGuest: false, customerId: 'u1' }, profile: { firstName } });
}

/** A Response, or a body to answer as JSON (sync or async). */
type Route = (request: Request) => unknown;

const defaultRoute: Route = (request) => {
  const path = new URL(request.url).pathname;
  if (path.startsWith('/dt/api/getCart')) return threeItems();
  // A signed-in shopper with a first name gets the merge flow (minicart.md §4).
  if (path.endsWith('/cart/merge')) return { sessionItems: null, additionalItems: threeItems() };
  if (path === '/master-api') return { products: [] };
  return new Response('{}', { status: 404 });
};

/** The fake services: a test replaces `route` (keeping the old one as its fallback); `requests` lists every call as `METHOD path`. */
let fetched: { readonly routes: string[] } | undefined;
export const services: { route: Route; readonly requests: readonly string[] } = {
  route: defaultRoute,
  get requests() {
    return fetched?.routes ?? [];
  },
};

/** Registers the page's hooks in the calling file. */
export function bagPagePerTest(): void {
  const realFetch = window.fetch;
  beforeAll(async () => {
    defineElement(miniCartElement);
    startOutboundEvents();
    // Desktop unless a test says otherwise: vitest's frame starts phone-sized.
    await page.viewport(1280, 800);
  });
  beforeEach(() => {
    resetLogOnce();
    // Each test starts as a first visit: no count known until the test (or a cart) gives one.
    forgetCount();
    writable($config).set(
      mergeConfig('localhost', { hosts: { api: '', recs: '', stores: '' }, miniCartApiUrl: '/dt/api/minicart' }),
    );
    writable($auth).set({});
    services.route = defaultRoute;
    fetched = answerFetch((request) => services.route(request));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    closeMiniCart('bridge');
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.fetch = realFetch;
    writable($count).set(0);
    writable($cart).set({ cart: null, setFromOutside: false });
    $bagStatus.set('idle');
    $removals.set({});
    $recommendations.set(null);
    dismissMobileMiniCart();
    writable($session).set({ customer: { isLoggedin: false, isGuest: true }, profile: {} });
  });
}
