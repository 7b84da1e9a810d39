import { $cart, $config, $count, $session, closeMiniCart, openMiniCart } from '@nm/core';
import { axeClean, deepActive, jsonResponse, shadowOf, until, writable } from '@nm/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { $bagStatus } from './state/bag';
import {
  badge,
  bagPagePerTest,
  dialog,
  drawerOpen,
  link,
  mount,
  mountAndClickIcon,
  openedByClick,
  services,
  signIn,
} from './testing/elementPage';
import { cartOf, rawItem, threeItems } from './storybook/fixtures';

/** <nm-minicart> in real Chromium: the drawer while loading and after a failure, its summary, widths, motion and line images. The page and its fake services: testing/elementPage.ts. */
bagPagePerTest();

describe('review findings: skeletons, a failed load, the summary, widths and motion (minicart.md §2, §8)', () => {
  beforeEach(() => {
    signIn('Alexandra');
  });
  const summary = (el: HTMLElement) => shadowOf(el).querySelector<HTMLElement>('.summary');

  it('while loading: exactly one skeleton row per counted item (7 draws 7), none for a count of 0', async () => {
    writable($count).set(7);
    services.route = (request) =>
      /getCart|merge/.test(new URL(request.url).pathname) ? new Promise(() => {}) : { products: [] };
    const el = await mountAndClickIcon('<nm-minicart></nm-minicart>');
    await until(() => expect(shadowOf(el).querySelectorAll('.line--loading')).toHaveLength(7));
    closeMiniCart('bridge');
    writable($count).set(0);
    openMiniCart('bridge');
    await until(() => expect(summary(el)?.dataset.state).toBe('loading'));
    expect(shadowOf(el).querySelectorAll('.line--loading')).toHaveLength(0);
  });

  it('a failed cart load shows the fallback ("3 items", the text, View shopping bag, Try again); Try again loads it; axe clean', async () => {
    writable($count).set(3);
    let failing = true;
    services.route = (request) =>
      /getCart|merge/.test(new URL(request.url).pathname)
        ? failing
          ? jsonResponse({ message: 'down' }, 500)
          : { sessionItems: null, additionalItems: threeItems() }
        : { products: [] };
    const el = await mountAndClickIcon('<nm-minicart show-zero-value></nm-minicart>');
    await until(() => expect(summary(el)?.dataset.state).toBe('unavailable'));
    expect($bagStatus.get()).toBe('error');
    expect(shadowOf(el).querySelector('.summary__line')?.textContent).toBe('3 items');
    expect(shadowOf(el).querySelector('.summary')?.textContent).not.toContain('0 items');
    expect(shadowOf(el).querySelector('.summary__total')).toBeNull();
    expect(shadowOf(el).querySelector('.bag-fallback__text')?.textContent).toBe(
      'To review your items, please visit your shopping bag.',
    );
    const link = [...shadowOf(el).querySelectorAll<HTMLAnchorElement>('.summary__actions a')];
    expect(link.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['View shopping bag', '/cart/']]);
    expect(badge(el)?.textContent).toBe('3');
    await axeClean(el);
    failing = false;
    const retry = [...shadowOf(el).querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    retry.click();
    await until(() => expect(shadowOf(el).querySelectorAll('.line:not(.line--loading)')).toHaveLength(3));
    expect(summary(el)?.dataset.state).toBe('ready');
    // Focus stayed in the drawer (on the summary heading), not on the page behind it.
    expect(dialog(el)!.contains(deepActive())).toBe(true);
  });

  it('a failed load after an earlier cart still shows the fallback, not the earlier lines', async () => {
    writable($count).set(3);
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    closeMiniCart('bridge');
    await until(() => expect(drawerOpen(el)).toBe(false));
    // A body that is not a cart (the api/ decoder refuses it) fails the same way as a 500.
    services.route = (request) =>
      /getCart|merge/.test(new URL(request.url).pathname) ? jsonResponse({ message: 'down' }, 500) : { products: [] };
    openMiniCart('bridge');
    await until(() => expect(summary(el)?.dataset.state).toBe('unavailable'));
    expect(shadowOf(el).querySelectorAll('.line')).toHaveLength(0);
    expect(shadowOf(el).querySelector('.recs')).toBeNull();
  });

  it('the not-reserved note, and the checkout call to action carries total items, total price and the guest flag', async () => {
    writable($count).set(3);
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    expect(shadowOf(el).querySelector('.summary__note')?.textContent).toBe(
      'Items and promotional pricing are not reserved until checkout is complete',
    );
    const checkout = shadowOf(el).querySelector<HTMLAnchorElement>('.checkout__button')!;
    expect([
      checkout.dataset.totalItems,
      checkout.dataset.totalPrice,
      checkout.dataset.guest,
      checkout.getAttribute('href'),
    ]).toEqual(['3', '1485', 'false', '/checkout']);
    closeMiniCart('bridge');
    await until(() => expect(drawerOpen(el)).toBe(false));
    // A guest (the bridge opens it for them too): the flag says so, and Checkout goes to the bag.
    writable($session).set({ customer: { isLoggedin: false, isGuest: true, customerId: 'g1' }, profile: {} });
    openMiniCart('bridge');
    await until(() =>
      expect(shadowOf(el).querySelector<HTMLAnchorElement>('.checkout__button')?.dataset.guest).toBe('true'),
    );
    expect(shadowOf(el).querySelector('.checkout__button')?.getAttribute('href')).toBe('/cart/');
  });

  it("the page's legacyRoutes switch (header.md §2 legacy routes): the icon, Checkout and View Bag go to the legacy pages", async () => {
    writable($config).set({ ...$config.get(), legacyRoutes: true });
    writable($count).set(3);
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    const hrefs = () =>
      [
        link(el),
        shadowOf(el).querySelector('.checkout__button'),
        shadowOf(el).querySelector('.summary__actions .nm-button--secondary'),
      ].map((a) => a?.getAttribute('href'));
    expect(hrefs()).toEqual([
      '/checkout/cart.jsp?perCatId=&catqo=&co=true',
      '/checkout.jsp',
      '/checkout/cart.jsp?perCatId=&catqo=&co=true',
    ]);
    // A guest's Checkout goes to the legacy cart.
    writable($session).set({ customer: { isLoggedin: false, isGuest: true, customerId: 'g1' }, profile: {} });
    await until(() =>
      expect(shadowOf(el).querySelector('.checkout__button')?.getAttribute('href')).toBe(
        '/checkout/cart.jsp?perCatId=&catqo=&co=true',
      ),
    );
  });

  it('the drawer is 375 px wide, and 320 px at a 767 px viewport', async () => {
    writable($count).set(3);
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    expect(Math.round(dialog(el)!.getBoundingClientRect().width)).toBe(375);
    try {
      await page.viewport(767, 800);
      await until(() => expect(Math.round(dialog(el)!.getBoundingClientRect().width)).toBe(320));
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it('under prefers-reduced-motion the dialog has no transition', async () => {
    writable($count).set(3);
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    // The adopted sheet's reduced-motion rule turns the dialog's fade off.
    const mediaRules = el
      .shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])
      .filter(
        (rule): rule is CSSMediaRule =>
          rule instanceof CSSMediaRule && rule.conditionText.replace(/\s/g, '') === '(prefers-reduced-motion:reduce)',
      );
    const dialogRule = mediaRules
      .flatMap((rule) => [...rule.cssRules])
      .find(
        (rule): rule is CSSStyleRule =>
          rule instanceof CSSStyleRule &&
          rule.selectorText
            .split(',')
            .map((s) => s.trim())
            .includes('.nm-dialog'),
      );
    expect(dialogRule?.style.transitionProperty).toBe('none');
    // Without reduced motion (this browser's default) the fade is there.
    expect(getComputedStyle(dialog(el)!).transitionDuration).not.toBe('0s');
  });

  it('the flyout fallback offers "View shopping bag" once', async () => {
    writable($count).set(3);
    const base = services.route;
    services.route = (request) =>
      new URL(request.url).pathname === '/dt/api/minicart' ? jsonResponse({}, 500) : base(request);
    const el = mount('<nm-minicart presentation="flyout"></nm-minicart>');
    const button = () => shadowOf(el).querySelector<HTMLButtonElement>('.flyout-button');
    await until(() => expect(button()).not.toBeNull());
    button()!.click();
    const panel = () => shadowOf(el).querySelector<HTMLElement>('.flyout');
    await until(() => expect(panel()?.querySelector('.flyout__fallback')).not.toBeNull());
    expect([...panel()!.querySelectorAll('a')].filter((a) => a.textContent === 'View shopping bag')).toHaveLength(1);
  });
});

describe('minicart.md §9 image rules on the line images', () => {
  it('the 100x125 line image asks for wid=100, 150 and 200 at 1x, 1.5x and 2x', async () => {
    signIn('Alexandra');
    const imageCart = cartOf([rawItem({ dt_itemId: 'img', imageUrl: '/images/coat.svg' })]);
    // The services answer the same bag: a merge answered after the $cart write below would otherwise replace it.
    const base = services.route;
    services.route = (request) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/dt/api/getCart')) return imageCart;
      if (path.endsWith('/cart/merge')) return { sessionItems: null, additionalItems: imageCart };
      return base(request);
    };
    const el = mount('<nm-minicart></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    writable($cart).set({ cart: imageCart, setFromOutside: true });
    writable($count).set(1);
    openMiniCart('bridge');
    await until(() =>
      expect(
        shadowOf(el).querySelector('.line img'),
        shadowOf(el).querySelector('.line')?.outerHTML ?? shadowOf(el).innerHTML.slice(0, 400),
      ).not.toBeNull(),
    );
    const img = shadowOf(el).querySelector<HTMLImageElement>('.line img')!;
    expect(img.getAttribute('src')).toBe('/images/coat.svg?wid=100');
    expect(img.getAttribute('srcset')).toBe(
      '/images/coat.svg?wid=100 1x, /images/coat.svg?wid=150 1.5x, /images/coat.svg?wid=200 2x',
    );
    expect([img.width, img.height]).toEqual([100, 125]);
  });
});
