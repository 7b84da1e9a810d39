import { chooseGender, defineElement, setCount } from '@nm/core';
import { answerFetch, axeClean, placeHtml, shadowOf, until } from '@nm/core/testing';
import { miniCartElement } from '@nm/minicart';
import { searchElement } from '@nm/search';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { headerElement } from './element';
import {
  answer,
  asCustomer,
  configure,
  freshHeaderPage,
  leaveHeaderPage,
  NOTIFICATION_TOGGLES,
} from './testing/services';

/**
 * The COMPOSED `<nm-header>` in real Chromium with each of
 * its panels open (the account menu for a guest and for a customer, the
 * special offers tooltip for both, the Our Stores dialog, the bag's flyout
 * on desktop and its drawer on a phone), at 1440 and at 390 px: each panel
 * is really open (its state and its box on screen, on top of the rest of the
 * header and inside the viewport) and axe finds nothing in the whole element.
 * The calls the header makes are answered by a stand-in fetch, so the counts
 * and the tooltip's message come through the header's real code.
 */
const realFetch = window.fetch;

const DESKTOP = [1440, 900] as const;
const PHONE = [390, 844] as const;
const WIDTHS = [
  ['1440', DESKTOP],
  ['390', PHONE],
] as const;

/** Every call the header made in this test, as `METHOD path`. */
let fetched: { readonly routes: string[] };

/** Straight into <body>, as a page writes it, with the page's own content under it. */
function mount(attributes = ''): HTMLElement {
  return placeHtml(
    `<nm-header ${attributes}></nm-header><main style="height: 1200px; padding: 24px">Page content</main>`,
    'nm-header',
    document.body,
  );
}
const $ = <T extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  shadowOf(el).querySelector<T>(selector);

async function rendered(el: HTMLElement) {
  await until(() => expect($(el, '.header .logo')).not.toBeNull(), { timeout: 8000 });
}

/**
 * The panel is on screen where the shopper looks: inside the viewport
 * (8 px of slack at a phone's edge is the panel's own margin) and on top of
 * the rest of the header at its centre (nothing of the bar or the search
 * row paints over it).
 */
function expectOnTop(el: HTMLElement, panel: HTMLElement) {
  const box = panel.getBoundingClientRect();
  expect(box.width).toBeGreaterThan(0);
  expect(box.height).toBeGreaterThan(0);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  const hit = shadowOf(el).elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 40));
  expect(
    hit !== null && panel.contains(hit),
    `what is painted at the panel's centre: ${hit?.outerHTML.slice(0, 80)}`,
  ).toBe(true);
}

/**
 * header.md §2 "Special offers tooltip near the account area": it hangs under
 * the account button (its arrow, 20 px in from its right edge, points at the
 * button), not under whatever is at the header's far edge.
 */
function expectUnderAccount(el: HTMLElement, tooltip: HTMLElement) {
  const button = $(el, '.account__button')!.getBoundingClientRect();
  const box = tooltip.getBoundingClientRect();
  const arrowX = box.right - 26;
  expect(
    arrowX,
    `the arrow (at ${arrowX}) points at the account button (${button.left} to ${button.right})`,
  ).toBeGreaterThanOrEqual(button.left);
  expect(arrowX).toBeLessThanOrEqual(button.right);
  expect(box.top).toBeGreaterThanOrEqual(button.bottom);
  expect(box.top - button.bottom).toBeLessThanOrEqual(24);
}

async function openAccountMenu(el: HTMLElement): Promise<HTMLElement> {
  await until(() => expect($(el, '.account__button')).not.toBeNull(), { timeout: 8000 });
  // A real press: the offers tooltip's dismissal hears pointerdown, which a scripted click() does not send.
  await userEvent.click($(el, '.account__button')!);
  await until(
    () => {
      expect($(el, '.account__button')!.getAttribute('aria-expanded')).toBe('true');
      expect($(el, '.account__panel')!.hidden).toBe(false);
    },
    { timeout: 8000 },
  );
  const panel = $(el, '.account__panel')!;
  expect(panel.id).toBe($(el, '.account__button')!.getAttribute('aria-controls'));
  return panel;
}

beforeAll(() => {
  for (const definition of [searchElement, miniCartElement, headerElement]) {
    if (!customElements.get(definition.tag)) defineElement(definition as never);
  }
});

beforeEach(() => {
  freshHeaderPage();
  fetched = answerFetch(answer);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  leaveHeaderPage();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.fetch = realFetch;
  await page.viewport(...DESKTOP);
});

describe.each(WIDTHS)(
  '<nm-header> with a panel open, at %s px: the panel shows and axe is clean',
  (_width, viewport) => {
    beforeEach(async () => {
      await page.viewport(viewport[0], viewport[1]);
    });

    it('the account menu of a guest: "Sign In", the inline sign-in form and the account links', async () => {
      const el = mount();
      await rendered(el);
      const panel = await openAccountMenu(el);
      await until(() => expect(panel.querySelector('form.sign-in input[name="email"]')).not.toBeNull(), {
        timeout: 8000,
      });
      expect($(el, '.account__button')!.textContent).toContain('Sign In');
      expect(panel.querySelector('input[name="password"]')).not.toBeNull();
      expect(panel.querySelector('.sign-in__submit')?.textContent).toBe('SIGN IN & CHECKOUT');
      expect(panel.querySelector('.account__signout')).toBeNull();
      expectOnTop(el, panel);
      await axeClean(el, 'animations');
    });

    it('the account menu of a customer: "Hello, Alexandra", the count from the services in the button\'s name, "Not Alexandra? Sign Out"', async () => {
      configure({ toggles: NOTIFICATION_TOGGLES });
      asCustomer();
      const el = mount();
      await rendered(el);
      // 2 new offers (the Evergreen one left out) + 1 PROMO gift card + 0 POINT cards.
      await until(() => expect($(el, '.account__badge')?.textContent).toBe('3'), { timeout: 8000 });
      expect($(el, '.account__button')!.getAttribute('aria-label')).toContain('3 notifications');
      expect(fetched.routes).toEqual(
        expect.arrayContaining([
          'GET /promotions/v1/profiles/uca-test/special-offers/cached',
          'GET /customer-data/v1/u1/giv-cards',
        ]),
      );
      const panel = await openAccountMenu(el);
      expect(panel.querySelector('.account__hello')?.textContent).toBe('Hello, Alexandra');
      expect(panel.querySelector('.account__signout')?.textContent).toBe('Not Alexandra? Sign Out');
      expect(panel.querySelector('form.sign-in')).toBeNull();
      expectOnTop(el, panel);
      await axeClean(el, 'animations');
    });

    it('the special offers tooltip for a guest: prompted to sign in, a non-modal group beside the account button', async () => {
      configure({ toggles: { SPECIAL_OFFERS_PROMPT: true } });
      const el = mount();
      await rendered(el);
      await until(() => expect($(el, '.offers-tooltip')).not.toBeNull(), { timeout: 8000 });
      const tooltip = $(el, '.offers-tooltip')!;
      expect(tooltip.getAttribute('role')).toBe('group');
      expect(tooltip.getAttribute('aria-label')).toBe('Special offers');
      expect(tooltip.textContent).toContain('Sign in to see special offers just for you.');
      expect(tooltip.querySelector('a')?.getAttribute('href')).toBe('/login?navpath=specialOffers');
      expect(shadowOf(el).querySelector('[aria-modal="true"], dialog[open]')).toBeNull();
      expectOnTop(el, tooltip);
      expectUnderAccount(el, tooltip);
      await axeClean(el, 'animations');
    });

    it("the special offers tooltip for a customer: the newest offer's message, from the offers service", async () => {
      configure({ toggles: { SPECIAL_OFFERS_PROMPT: true, ...NOTIFICATION_TOGGLES } });
      asCustomer();
      const el = mount();
      await rendered(el);
      await until(
        () =>
          expect($(el, '.offers-tooltip__message')?.textContent).toBe(
            'Get a $450 gift card with your shoes and handbags purchase',
          ),
        { timeout: 8000 },
      );
      const tooltip = $(el, '.offers-tooltip')!;
      expect(tooltip.querySelector('a')?.getAttribute('href')).toBe('/specialoffers');
      expect($(el, '.account__badge')?.textContent).toBe('3');
      expectOnTop(el, tooltip);
      expectUnderAccount(el, tooltip);
      await axeClean(el, 'animations');
    });

    it("the bag open: the flyout (desktop) or the drawer (phone) with the customer's items", async () => {
      asCustomer();
      setCount(3, 'page');
      const el = mount();
      await rendered(el);
      if (viewport[0] === DESKTOP[0]) {
        await until(() => expect($(el, '.flyout-button')?.textContent).toBe('Checkout 3'), { timeout: 8000 });
        $(el, '.flyout-button')!.click();
        await until(() => expect($(el, '.flyout')?.matches(':popover-open')).toBe(true), { timeout: 8000 });
        const flyout = $(el, '.flyout')!;
        await until(() => expect(flyout.querySelector('.flyout__items strong')?.textContent).toBe('Beatrix Lowell'), {
          timeout: 8000,
        });
        expect($(el, '.flyout-button')!.getAttribute('aria-expanded')).toBe('true');
        expect(flyout.querySelectorAll('.checkout__button')).toHaveLength(2);
        expectOnTop(el, flyout);
      } else {
        await until(() => expect($(el, '.cart-icon')).not.toBeNull(), { timeout: 8000 });
        expect($(el, '.flyout-button')).toBeNull();
        $(el, '.cart-icon')!.click();
        await until(() => expect($<HTMLDialogElement>(el, 'dialog.bag-drawer')?.open).toBe(true), { timeout: 8000 });
        const drawer = $<HTMLDialogElement>(el, 'dialog.bag-drawer')!;
        expect(drawer.matches(':modal')).toBe(true);
        await until(() => expect(drawer.querySelectorAll('.line__name')).toHaveLength(3), { timeout: 8000 });
        expectOnTop(el, drawer);
      }
      await axeClean(el, 'animations');
    });
  },
);

describe('the Our Stores dialog (header.md §2 "Our Stores"): a desktop part; phones reach it from the mobile menu', () => {
  it('at 1440 px it opens as a modal dialog over the header, searches near the stored ZIP, and axe is clean', async () => {
    await page.viewport(...DESKTOP);
    document.cookie = 'dt_selected_zipcode=10001; path=/';
    const el = mount();
    await rendered(el);
    await until(() => expect($(el, '.stores-button')).not.toBeNull(), { timeout: 8000 });
    $(el, '.stores-button')!.click();
    await until(() => expect($<HTMLDialogElement>(el, 'dialog.stores-dialog')?.open).toBe(true), { timeout: 8000 });
    const dialog = $<HTMLDialogElement>(el, 'dialog.stores-dialog')!;
    expect(dialog.matches(':modal')).toBe(true);
    await until(() => expect(dialog.querySelectorAll('.store')).toHaveLength(2), { timeout: 8000 });
    expect(fetched.routes.some((r) => r.startsWith('GET /dt/api/storeList/storesByAddressOrCoordinates'))).toBe(true);
    expect([...dialog.querySelectorAll('.store__name')].map((n) => n.textContent)).toEqual([
      'Northmoor Marlowe Hudson Yards',
      'Northmoor Marlowe Dallas NorthPark',
    ]);
    expectOnTop(el, dialog);
    await axeClean(el, 'animations');
  });

  it.each([
    [320, 640],
    [390, 844],
    [767, 1024],
  ])(
    "at %i px the bar has no Our Stores button; the mobile menu's Our Stores opens the same dialog, usable",
    async (width, height) => {
      await page.viewport(width, height);
      const el = mount();
      await rendered(el);
      await until(() => expect($(el, '.cart-icon')).not.toBeNull(), { timeout: 8000 });
      expect($(el, '.stores-button')?.checkVisibility() ?? false).toBe(false);
      expect($(el, 'dialog.stores-dialog')).toBeNull();
      $<HTMLButtonElement>(el, 'button.menu-button')!.click();
      await until(() => expect($<HTMLButtonElement>(el, '.nav-menu__stores')?.checkVisibility()).toBe(true), {
        timeout: 8000,
      });
      expect($(el, '.nav-menu__stores')!.textContent).toBe('Our Stores');
      $<HTMLButtonElement>(el, '.nav-menu__stores')!.click();
      await until(() => expect($<HTMLDialogElement>(el, 'dialog.stores-dialog')?.open).toBe(true), { timeout: 8000 });
      const dialog = $<HTMLDialogElement>(el, 'dialog.stores-dialog')!;
      expect(dialog.matches(':modal')).toBe(true);
      expect($<HTMLDialogElement>(el, 'dialog.nav-menu')?.open ?? false).toBe(false);
      const input = dialog.querySelector<HTMLInputElement>('.stores-search__input')!;
      await until(() => expect(input.checkVisibility()).toBe(true), { timeout: 8000 });
      input.focus();
      await userEvent.keyboard('10001{Enter}');
      await until(() => expect(dialog.querySelectorAll('.store')).toHaveLength(2), { timeout: 8000 });
      const box = dialog.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
      await axeClean(el, 'animations');
      // Closed, focus goes back where the shopper came from: the menu is gone, so its hamburger.
      await userEvent.keyboard('{Escape}');
      await until(() => expect($<HTMLDialogElement>(el, 'dialog.stores-dialog')?.open ?? false).toBe(false), {
        timeout: 8000,
      });
      await until(() => expect(el.shadowRoot!.activeElement).toBe($(el, 'button.menu-button')), { timeout: 8000 });
    },
  );
});

describe.each(WIDTHS)("men's dark mode (MEN_DARKMODE) with panels open, at %s px", (_width, viewport) => {
  it('the account menu and the offers tooltip keep their contrast on the dark header', async () => {
    await page.viewport(viewport[0], viewport[1]);
    configure({ toggles: { MEN_DARKMODE: true, SPECIAL_OFFERS_PROMPT: true, ...NOTIFICATION_TOGGLES } });
    chooseGender('M');
    asCustomer();
    const el = mount();
    await rendered(el);
    expect($(el, '.header')!.getAttribute('data-theme')).toBe('dark');
    await until(() => expect($(el, '.offers-tooltip')).not.toBeNull(), { timeout: 8000 });
    await axeClean(el, 'animations');
    // Any click dismisses the tooltip (header.md §4), the one on the account button too.
    const panel = await openAccountMenu(el);
    await until(() => expect($(el, '.offers-tooltip')).toBeNull(), { timeout: 8000 });
    expect(getComputedStyle(panel).backgroundColor).toBe('rgb(17, 17, 17)');
    expectOnTop(el, panel);
    await axeClean(el, 'animations');
  });
});

describe('header.md §9 special-offer prompts: the page\'s offerMessages (README "Config")', () => {
  it("a promo key the page maps shows the page's message in the tooltip", async () => {
    await page.viewport(1440, 900);
    configure({
      toggles: { SPECIAL_OFFERS_PROMPT: true, ...NOTIFICATION_TOGGLES },
      offerMessages: { shoes_handbags_gc_450: 'Your $450 gift card awaits: shoes and handbags' },
    });
    asCustomer();
    const el = mount();
    await rendered(el);
    await until(
      () =>
        expect($(el, '.offers-tooltip__message')?.textContent).toBe('Your $450 gift card awaits: shoes and handbags'),
      { timeout: 8000 },
    );
  });
});
