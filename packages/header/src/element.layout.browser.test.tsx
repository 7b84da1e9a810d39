import {
  $auth,
  $authPhase,
  $config,
  $count,
  $session,
  defineElement,
  forgetCount,
  mergeConfig,
  resetLogOnce,
  setCount,
} from '@nm/core';
import { answerFetch, SAME_ORIGIN_HOSTS, until, writable } from '@nm/core/testing';
import { miniCartElement } from '@nm/minicart';
import { searchElement } from '@nm/search';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { headerElement } from './element';
import { resetNotifications } from './state/notifications';
import { followSelectedStore, resetStores } from './state/stores';

/**
 * The desktop bar with every part a customer can see in it (the gender
 * nav, Our Stores, the gift finder, "Welcome, {name}" with its badge,
 * "Checkout {n}"): at the common desktop widths nothing overlaps, nothing
 * leaves the bar, and an 11-character first name (header.md §5, the longest
 * shown) is not cut. The bar used to split what was left beside the search
 * in two equal halves, so the right half (with most of the parts) ran out of
 * room below about 1440 px and its parts were drawn over each other.
 */
const realFetch = window.fetch;

beforeAll(() => {
  for (const definition of [searchElement, miniCartElement, headerElement]) {
    if (!customElements.get(definition.tag)) defineElement(definition as never);
  }
});

beforeEach(() => {
  resetLogOnce();
  resetNotifications();
  writable($config).set(
    mergeConfig('localhost', {
      hosts: SAME_ORIGIN_HOSTS,
      toggles: { HP_GENDER: true, GIFT_FINDER_ICON: true, GIFT_CARD_NOTIFICATIONS: true },
      profile: { countryPreference: 'US' },
    }),
  );
  writable($authPhase).set('none');
  // The longest first name shown: 11 characters (header.md §5), with two gift cards to count.
  writable($auth).set({ token: 't', jwtToken: 't', userId: 'u1', ucaId: 'uca-1', firstName: 'MAXIMILIANA' });
  writable($session).set({
    customer: { isLoggedin: true, isGuest: false, customerId: 'u1' },
    profile: { securityStatus: 'Authenticated', firstName: 'MAXIMILIANA' },
  });
  answerFetch((request) =>
    new URL(request.url).pathname.endsWith('/giv-cards') && request.headers.get('X-NMG-Card-Class') === 'PROMO'
      ? [{ ki: 'GC-1' }, { ki: 'GC-2' }]
      : [],
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setCount(12, 'page');
});

afterEach(async () => {
  document.body.replaceChildren();
  resetNotifications();
  forgetCount();
  writable($count).set(0);
  writable($auth).set({});
  writable($session).set({ customer: { isLoggedin: false, isGuest: true }, profile: {} });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.fetch = realFetch;
  await page.viewport(1440, 900);
});

type Box = { name: string; left: number; right: number; top: number; bottom: number };

describe('the desktop bar has room for its parts', () => {
  it.each([1440, 1280, 1024, 1000, 800, 768])(
    'at %i px: logo, search, gender, stores, gift finder, account and bag side by side, none over another',
    async (width) => {
      await page.viewport(width, 900);
      const el = document.createElement('nm-header');
      document.body.append(el);
      const root = () => el.shadowRoot!;
      await until(
        () => {
          expect(root().querySelector('.gender-nav')).not.toBeNull();
          expect(root().querySelector('.account__badge')?.textContent).toBe('2');
          expect(root().querySelector('.flyout-button')?.textContent).toBe('Checkout 12');
        },
        { timeout: 8000 },
      );
      const boxOf = (name: string, selector: string): Box => {
        const r = root().querySelector(selector)!.getBoundingClientRect();
        return { name, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      };
      const parts = [
        boxOf('logo', 'a.logo'),
        boxOf('search', '.bar__search form'),
        boxOf('gender', '.gender-nav'),
        boxOf('stores', '.stores-button'),
        boxOf('gift finder', 'a.gift-finder'),
        boxOf('account', '.account__button'),
        boxOf('bag', '.flyout-button'),
      ];
      // In this order from left to right, each ending before the next begins, all within the page.
      for (let i = 1; i < parts.length; i += 1) {
        expect(
          parts[i]!.left,
          `${parts[i - 1]!.name} (ends at ${parts[i - 1]!.right}) and ${parts[i]!.name} (starts at ${parts[i]!.left})`,
        ).toBeGreaterThanOrEqual(parts[i - 1]!.right);
      }
      expect(parts[0]!.left).toBeGreaterThanOrEqual(0);
      expect(parts.at(-1)!.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
      // Each part shows all of itself: nothing of it is cut or drawn outside its box.
      for (const selector of ['.stores-button', '.account__button', '.flyout-button', 'a.logo']) {
        const part = root().querySelector<HTMLElement>(selector)!;
        expect(part.scrollWidth, selector).toBeLessThanOrEqual(Math.ceil(part.getBoundingClientRect().width));
      }
      // The search keeps a usable width: what is left beside every part (about 420 px at 1440, 260 at 1280, since Our
      // Stores keeps a 10 em box for a chosen store's name, 30 px more than "Our Stores" takes); on a narrow desktop
      // (768 to 1023 px) room for the placeholder and a term, not the 41 px it was squeezed to at 768.
      expect(parts[1]!.right - parts[1]!.left).toBeGreaterThanOrEqual(
        { 1440: 410, 1280: 250, 1024: 200, 1000: 200, 800: 160, 768: 150 }[width]!,
      );
      if (width >= 1280) {
        const label = root().querySelector<HTMLElement>('.account__label')!;
        expect(label.textContent).toBe('Welcome, Maximiliana');
        expect(label.scrollWidth, 'the greeting is shown whole').toBeLessThanOrEqual(label.clientWidth);
      }
    },
  );
});

describe('a chosen store\'s name arriving moves nothing in the bar (header.md §2 "Our Stores", docs/header.md)', () => {
  const LONG = 'Northmoor Marlowe at The Shops at Hudson Yards, New York City';
  afterEach(() => {
    document.cookie = 'dt_selected_store=; max-age=0; path=/';
    localStorage.removeItem('nm_selected_store_name');
    resetStores();
  });

  it.each([1440, 1280, 1200])(
    'at %i px: the search and every part keep their boxes; a long name is cut, its button named in full',
    async (width) => {
      await page.viewport(width, 900);
      resetStores();
      const el = document.createElement('nm-header');
      document.body.append(el);
      const root = () => el.shadowRoot!;
      const button = () => root().querySelector<HTMLElement>('.stores-button')!;
      await until(
        () => {
          expect(root().querySelector('.flyout-button')?.textContent).toBe('Checkout 12');
          expect(button().getAttribute('aria-haspopup')).toBe('dialog');
          expect(root().querySelector('.account__badge')?.textContent).toBe('2');
        },
        { timeout: 8000 },
      );
      const boxes = () =>
        [
          '.bar__search form',
          '.gender-nav',
          '.stores-button',
          'a.gift-finder',
          '.account__button',
          '.flyout-button',
        ].map((selector) => {
          const r = root().querySelector(selector)!.getBoundingClientRect();
          return { selector, left: r.left, width: r.width };
        });
      const before = boxes();
      expect(button().textContent).toBe('Our Stores');
      // The name comes as it does on a page after the one it was chosen on: the cookie's id and the name kept for it.
      document.cookie = 'dt_selected_store=01; path=/';
      localStorage.setItem('nm_selected_store_name', JSON.stringify({ id: '01', name: LONG }));
      resetStores();
      await followSelectedStore();
      await until(() => expect(button().textContent).toBe(LONG), { timeout: 8000 });
      expect(boxes()).toEqual(before);
      expect(button().getAttribute('aria-label')).toBe(`Our Stores, ${LONG}`);
      const label = button().querySelector('span')!;
      expect(label.scrollWidth, 'the long name is cut').toBeGreaterThan(label.clientWidth);
      expect(getComputedStyle(label).textOverflow).toBe('ellipsis');
    },
  );
});

describe('the phone bar on the cart and checkout pages (header.md §2: the account is a plain link there)', () => {
  it.each(['CART', 'CHECKOUT'])(
    "at 390 px on %s a customer's link sits between the logo and the bag, its name kept",
    async (pageId) => {
      await page.viewport(390, 844);
      const el = document.createElement('nm-header');
      el.setAttribute('page-id', pageId);
      document.body.append(el);
      const root = () => el.shadowRoot!;
      await until(() => expect(root().querySelector('a.account__plain')).not.toBeNull(), { timeout: 8000 });
      const link = root().querySelector<HTMLAnchorElement>('a.account__plain')!;
      // Its name is the greeting (shown or visually hidden), as the panel button's is elsewhere.
      expect(link.textContent).toBe('Welcome, Maximiliana');
      const box = (selector: string) => root().querySelector(selector)!.getBoundingClientRect();
      const order = [box('a.logo'), box('a.gift-finder'), link.getBoundingClientRect(), box('.bag-host')];
      for (let i = 1; i < order.length; i += 1) expect(order[i]!.left).toBeGreaterThanOrEqual(order[i - 1]!.right);
      expect(order.at(-1)!.right).toBeLessThanOrEqual(390);
      expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    },
  );
});

describe('the phone bar has room for its parts, the gift finder on (320 to 414 px)', () => {
  const boxes = (root: ShadowRoot, selectors: Array<[string, string]>): Box[] =>
    selectors.flatMap(([name, selector]) =>
      [...root.querySelectorAll(selector)].map((el, i) => {
        const r = el.getBoundingClientRect();
        return { name: `${name} ${i + 1}`, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
    );

  it.each([
    [320, 'NM'],
    [360, 'NM'],
    [375, 'NM'],
    [390, 'NM'],
    [414, 'NM'],
    [320, 'HC'],
    [360, 'HC'],
    [375, 'HC'],
    [390, 'HC'],
    [414, 'HC'],
  ] as const)(
    'at %i px, %s: menu button, logo, gift finder, account and bag side by side, none over another',
    async (width, brand) => {
      await page.viewport(width, 800);
      const el = document.createElement('nm-header');
      el.setAttribute('brand', brand);
      document.body.append(el);
      const root = el.shadowRoot!;
      const account = brand === 'HC' ? 'a.account__hc-link' : '.account__button';
      await until(
        () => {
          expect(root.querySelector('.menu-button')).not.toBeNull();
          expect(root.querySelectorAll(account)).toHaveLength(brand === 'HC' ? 2 : 1);
          expect(root.querySelector('a.gift-finder')).not.toBeNull();
          expect(root.querySelector('.bag-host .badge')?.textContent).toBe('12');
          // NM's account button with its badge (two gift cards), the widest it gets; HC's links have none.
          if (brand === 'NM') expect(root.querySelector('.account__badge')?.textContent).toBe('2');
        },
        { timeout: 8000 },
      );
      const parts = boxes(root, [
        ['menu', '.menu-button'],
        ['logo', 'a.logo'],
        ['gift finder', 'a.gift-finder'],
        ['account', account],
        ['bag', '.bag-host'],
      ]);
      for (let i = 1; i < parts.length; i += 1) {
        expect(
          parts[i]!.left,
          `${parts[i - 1]!.name} (ends at ${parts[i - 1]!.right}) and ${parts[i]!.name} (starts at ${parts[i]!.left})`,
        ).toBeGreaterThanOrEqual(parts[i - 1]!.right);
      }
      expect(parts[0]!.left).toBeGreaterThanOrEqual(0);
      expect(parts.at(-1)!.right).toBeLessThanOrEqual(width);
      // The wordmark is whole and readable: at 12 px or more (NM's words on two lines if they must), at its full size
      // (17 px NM, 21 px HC) from 414 px, where the bar has room for it even with a notification badge.
      const logo = root.querySelector<HTMLElement>('a.logo')!;
      expect(logo.scrollWidth).toBeLessThanOrEqual(Math.ceil(logo.getBoundingClientRect().width));
      const size = parseFloat(getComputedStyle(root.querySelector('.logo__wordmark')!).fontSize);
      expect(size).toBeGreaterThanOrEqual(12);
      if (width >= 414) expect(size).toBe(brand === 'HC' ? 21 : 17);
      expect(logo.getBoundingClientRect().bottom).toBeLessThanOrEqual(56);
      if (brand === 'HC') {
        // header.md §2 "Sister-brand header variant": the links keep their words as their names, on 44 px targets.
        const links = [...root.querySelectorAll<HTMLAnchorElement>('a.account__hc-link')];
        expect(links.map((link) => link.textContent)).toEqual(['ASSISTANCE', 'YOUR ACCOUNT']);
        for (const link of links) {
          const r = link.getBoundingClientRect();
          expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(44);
        }
      }
    },
  );
});
