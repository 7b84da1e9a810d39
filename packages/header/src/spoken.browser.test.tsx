import { defineElement, setCount } from '@nm/core';
import { answerFetch, placeHtml, until } from '@nm/core/testing';
import { listenTo, stopListening } from '@nm/core/testing/screenReader';
import { miniCartElement, startMiniCart } from '@nm/minicart';
import { searchElement } from '@nm/search';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
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
 * What a screen reader says of the header (docs/QUALITY.md "What a screen
 * reader says"): the account button with its notification count (header.md
 * §2 "Your account panel button", its name docs/header.md's; the count from
 * the services as testing/services.ts answers them), and the bag the header
 * shows, whose count is said once in the page's live region however many
 * bags the page has. Listened to on the header's banner, in its shadow root.
 * The role and state words ("button", "1 control", "not expanded",
 * "polite:") are the reader's.
 */
const realFetch = window.fetch;

const mount = (html = '<nm-header></nm-header>'): HTMLElement => placeHtml(html, 'nm-header', document.body);
const $ = <T extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector);
const rendered = (el: HTMLElement) => until(() => expect($(el, '.header .logo')).not.toBeNull(), { timeout: 8000 });
const banner = (el: HTMLElement) => listenTo($(el, 'header')!);
/** The account menu's region, which the button controls (aria-controls), is drawn once its part has loaded. */
const accountReady = (el: HTMLElement) =>
  until(() => expect($(el, '.account__panel')).not.toBeNull(), { timeout: 8000 });

let stopBagDuties = () => {};

beforeAll(() => {
  for (const definition of [searchElement, miniCartElement, headerElement]) {
    if (!customElements.get(definition.tag)) defineElement(definition as never);
  }
});
beforeEach(async () => {
  await page.viewport(1440, 900);
  freshHeaderPage();
  answerFetch(answer);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await stopListening();
  stopBagDuties();
  stopBagDuties = () => {};
  leaveHeaderPage();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.fetch = realFetch;
  await page.viewport(1440, 900);
});

describe('the account button (header.md §2, docs/header.md)', () => {
  it('a customer\'s says "Welcome, Alexandra" and the notification count when focus reaches it', async () => {
    configure({ toggles: NOTIFICATION_TOGGLES });
    asCustomer();
    const el = mount();
    await rendered(el);
    await until(() => expect($(el, '.account__badge')?.textContent).toBe('3'), { timeout: 8000 });
    await accountReady(el);
    const header = await banner(el);
    $(el, '.account__button')!.focus();
    await until(
      async () =>
        expect(await header.spoken()).toEqual([
          'banner, Site header',
          'button, Welcome, Alexandra, 3 notifications, 1 control, not expanded',
        ]),
      { timeout: 8000 },
    );
  });

  it('a guest\'s says "Sign In", with no count', async () => {
    configure({ toggles: NOTIFICATION_TOGGLES });
    const el = mount();
    await rendered(el);
    await accountReady(el);
    const header = await banner(el);
    $(el, '.account__button')!.focus();
    await until(async () => expect((await header.spoken()).at(-1)).toBe('button, Sign In, 1 control, not expanded'), {
      timeout: 8000,
    });
  });
});

describe("the header's bag (header.md §2)", () => {
  it('on the desktop the button says "Shopping Bag", then "Checkout 3" once the bag has 3', async () => {
    const el = mount();
    await rendered(el);
    const button = () => $(el, '.flyout-button')!;
    // The panel it controls is drawn (hidden) in the first idle moment; from then on the reader counts it as the
    // button's "1 control". Read once it is there, so the phrase does not depend on how soon the browser was idle.
    await until(() => expect(el.shadowRoot!.getElementById(button().getAttribute('aria-controls')!)).not.toBeNull(), {
      timeout: 8000,
    });
    const header = await banner(el);
    button().focus();
    await until(
      async () => expect((await header.spoken()).at(-1)).toBe('button, Shopping Bag, 1 control, not expanded'),
      { timeout: 8000 },
    );
    setCount(3, 'page');
    await until(() => expect(button().textContent).toBe('Checkout 3'), { timeout: 8000 });
    button().blur();
    button().focus();
    await until(
      async () => expect((await header.spoken()).at(-1)).toBe('button, Checkout 3, 1 control, not expanded'),
      {
        timeout: 8000,
      },
    );
  });

  it('on a phone the icon says "Shopping Bag, 3 items"; the count is said once in the page\'s live region with the header and a bag of the page\'s own', async () => {
    await page.viewport(390, 844);
    stopBagDuties = startMiniCart(window);
    const el = mount('<nm-header></nm-header><nm-minicart></nm-minicart>');
    await rendered(el);
    await until(() => expect($(el, 'a.cart-icon')).not.toBeNull(), { timeout: 8000 });
    const region = await listenTo(document.body);
    setCount(3, 'page');
    await until(async () => expect(await region.announced()).toEqual(['polite: Shopping Bag, 3 items']), {
      timeout: 8000,
    });
    expect(await (await listenTo($(el, 'a.cart-icon')!)).spoken()).toEqual(['link, Shopping Bag, 3 items']);
    // A second change, made after the first was heard: a repeat of the first would have come before it.
    setCount(4, 'page');
    await until(
      async () =>
        expect(await region.announced()).toEqual(['polite: Shopping Bag, 3 items', 'polite: Shopping Bag, 4 items']),
      { timeout: 8000 },
    );
  });
});
