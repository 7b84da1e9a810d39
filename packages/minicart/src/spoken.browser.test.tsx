import {
  $auth,
  $cart,
  $config,
  $count,
  $session,
  closeMiniCart,
  defineElement,
  forgetCount,
  mergeConfig,
  openMiniCart,
  resetLogOnce,
} from '@nm/core';
import { answerFetch, jsonResponse, placeHtml, shadowOf, until, writable } from '@nm/core/testing';
import { listenTo, stopListening, type Listener } from '@nm/core/testing/screenReader';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { miniCartElement } from './element';
import { $bagStatus } from './state/bag';
import { $removals } from './state/remove';
import { startMiniCart } from './state/start';
import { cartOf, rawItem, threeItems } from './storybook/fixtures';

/**
 * What a screen reader says in the bag's journeys (docs/QUALITY.md "What a
 * screen reader says"): the icon and its count, the drawer's name and count,
 * an add to bag, a removal and its error. The phrases are minicart.md §2 and
 * §8's words and docs/minicart.md's decisions, written out; the role and
 * state words ("link", "has popup dialog", "polite:") are the reader's.
 */
const icon = (el: HTMLElement) => shadowOf(el).querySelector<HTMLAnchorElement>('a.cart-icon');
const drawer = (el: HTMLElement) => shadowOf(el).querySelector<HTMLDialogElement>('dialog.bag-drawer');
const lines = (el: HTMLElement) => shadowOf(el).querySelectorAll('.line:not(.line--loading)');

const mount = (html = '<nm-minicart></nm-minicart>'): HTMLElement => placeHtml(html, 'nm-minicart');

async function mounted(html?: string): Promise<HTMLElement> {
  const el = mount(html);
  await until(() => expect(icon(el)).not.toBeNull());
  return el;
}

/** The page's own live region, where the bag's count and adds are said (core `announce`, in the document). */
const pageRegion = () => listenTo(document.body);

/** The bag's page-wide duties, the count's announcement among them, as the bundle starts them once per page. */
let stopBagDuties = () => {};
function startBagDuties() {
  stopBagDuties = startMiniCart(window);
}

/** Reads on until `last` is said; returns what was said from the first phrase matching `from`. */
async function readFrom(listener: Listener, from: RegExp, last: string): Promise<string[]> {
  const said: string[] = [];
  for (let step = 0; step < 80 && said.at(-1) !== last; step += 1) said.push(await listener.next());
  return said.slice(said.findIndex((phrase) => from.test(phrase)));
}

type Route = (request: Request) => unknown;
let route: Route;

function signIn(firstName = '') {
  writable($session).set({ customer: { isLoggedin: true, isGuest: false, customerId: 'u1' }, profile: { firstName } });
}

beforeAll(async () => {
  defineElement(miniCartElement);
  await page.viewport(1280, 800);
});
beforeEach(() => {
  resetLogOnce();
  forgetCount();
  writable($config).set(mergeConfig('localhost', { hosts: { api: '', recs: '', stores: '' } }));
  writable($auth).set({});
  route = (request) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/dt/api/getCart')) return threeItems();
    if (path.endsWith('/cart/merge')) return { sessionItems: null, additionalItems: threeItems() };
    if (path === '/master-api') return { products: [] };
    return jsonResponse({}, 404);
  };
  answerFetch((request) => route(request));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await stopListening();
  // Before the count is reset below, which it would announce into the next test.
  stopBagDuties();
  stopBagDuties = () => {};
  closeMiniCart('bridge');
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  writable($count).set(0);
  writable($cart).set({ cart: null, setFromOutside: false });
  $bagStatus.set('idle');
  $removals.set({});
  writable($session).set({ customer: { isLoggedin: false, isGuest: true }, profile: {} });
});

describe('the bag icon and its count (minicart.md §2)', () => {
  it('says "Shopping Bag" until the count is known, then the count; a signed-in shopper\'s icon opens a dialog', async () => {
    const el = await mounted();
    expect(await (await listenTo(icon(el)!)).spoken()).toEqual(['link, Shopping Bag']);
    writable($count).set(3);
    await until(async () =>
      expect(await (await listenTo(icon(el)!)).spoken()).toEqual(['link, Shopping Bag, 3 items']),
    );
    signIn();
    await until(async () =>
      expect(await (await listenTo(icon(el)!)).spoken()).toEqual(['link, Shopping Bag, 3 items, has popup dialog']),
    );
  });

  it.each([
    [1, 'Shopping Bag, 1 item'],
    [120, 'Shopping Bag, 99+ items'],
  ])('a count of %i reads "%s", as the badge shows it', async (count, name) => {
    writable($count).set(count);
    const el = await mounted();
    await until(async () => expect(await (await listenTo(icon(el)!)).spoken()).toEqual([`link, ${name}`]));
  });

  it("each change of the count is said once in the page's live region, however many bags the page shows", async () => {
    startBagDuties();
    await mounted('<nm-minicart></nm-minicart><nm-minicart show-zero-value></nm-minicart>');
    const region = await pageRegion();
    writable($count).set(3);
    await until(async () => expect(await region.announced()).toEqual(['polite: Shopping Bag, 3 items']));
    // A second change, made after the first was heard: a repeat of the first would have come before it.
    writable($count).set(1);
    await until(async () =>
      expect(await region.announced()).toEqual(['polite: Shopping Bag, 3 items', 'polite: Shopping Bag, 1 item']),
    );
  });
});

describe('the drawer (minicart.md §2)', () => {
  it('opening it says its name, "{name}\'s Shopping Bag"; its headings are the title and the subtotal with the count', async () => {
    signIn('Alexandra');
    writable($count).set(3);
    const el = await mounted();
    icon(el)!.focus();
    await userEvent.keyboard('{Enter}');
    await until(() => expect(lines(el)).toHaveLength(3));
    const bag = await listenTo(drawer(el)!);
    expect(await bag.spoken()).toEqual(["dialog, Alexandra's Shopping Bag"]);
    expect(await bag.nextHeading()).toBe("heading, Alexandra's Shopping Bag, level 2");
    expect(await bag.nextHeading()).toBe('heading, Subtotal (3 items) $1,485.00, level 3');
  });

  it('without a first name it is "Your Shopping Bag"', async () => {
    signIn();
    writable($count).set(3);
    const el = await mounted();
    icon(el)!.click();
    await until(() => expect(lines(el)).toHaveLength(3));
    expect(await (await listenTo(drawer(el)!)).spoken()).toEqual(['dialog, Your Shopping Bag']);
  });
});

describe('an add to bag (docs/minicart.md "What was added")', () => {
  it('the page\'s live region says the count, then once what was added; the line reads "Just added" before its designer and name', async () => {
    signIn();
    writable($count).set(2);
    startBagDuties();
    const el = await mounted();
    const region = await pageRegion();
    // The page adds to bag: it hands the cart over, the count rises, and it asks the bag to show itself.
    writable($cart).set({ cart: threeItems(), setFromOutside: true });
    writable($count).set(3);
    openMiniCart('event');
    await until(() => expect(shadowOf(el).querySelectorAll('.line--added')).toHaveLength(1));
    await until(async () =>
      expect(await region.announced()).toEqual([
        'polite: Shopping Bag, 3 items',
        'polite: Added to your shopping bag: Beatrix Lowell Newest Coat. 3 items in your bag',
      ]),
    );
    const bag = await listenTo(drawer(el)!);
    expect(await readFrom(bag, /^listitem/, 'link, Newest Coat')).toEqual([
      'listitem, level 1, position 1, set size 3',
      'paragraph',
      'Just added',
      'end of paragraph',
      'paragraph',
      'Beatrix Lowell',
      'end of paragraph',
      'link, Newest Coat',
    ]);
    await bag.stop();

    // The shopper's own opening later is not after an add: nothing more is said. It loads the cart again (the one
    // handed over is forgotten on closing); its count, 3, is the same, and says nothing either.
    let loads = 0;
    const base = route;
    route = (request) => {
      if (new URL(request.url).pathname.startsWith('/dt/api/getCart')) loads += 1;
      return base(request);
    };
    closeMiniCart('bridge');
    await until(() => expect(drawer(el)?.open).toBe(false));
    icon(el)!.click();
    await until(() => expect([loads, $bagStatus.get()]).toEqual([1, 'ready']));
    await until(() => expect(lines(el)).toHaveLength(3));
    expect(shadowOf(el).querySelectorAll('.line--added')).toHaveLength(0);
    writable($count).set(4);
    await until(async () => expect((await region.announced()).at(-1)).toBe('polite: Shopping Bag, 4 items'));
    expect(await region.announced()).toHaveLength(3);
  });
});

describe('a removal and its error (minicart.md §4, §8)', () => {
  beforeEach(() => {
    signIn();
    writable($count).set(3);
  });

  async function openedBag(): Promise<{ el: HTMLElement; bag: Listener }> {
    const el = await mounted();
    icon(el)!.click();
    await until(() => expect(lines(el)).toHaveLength(3));
    const bag = await listenTo(drawer(el)!);
    await bag.clear();
    return { el, bag };
  }

  const removeButton = (el: HTMLElement, index: number) =>
    shadowOf(el).querySelectorAll<HTMLButtonElement>('.line__remove')[index]!;

  it('removing a line says the new count, and focus on the line that took its place says its name', async () => {
    startBagDuties();
    const base = route;
    route = (request) =>
      request.method === 'DELETE'
        ? cartOf([
            rawItem({ dt_itemId: 'a' }, {}, { displayName: 'Newest Coat' }),
            rawItem({ dt_itemId: 'c' }, {}, { displayName: 'Oldest Boot' }),
          ])
        : base(request);
    const { el, bag } = await openedBag();
    const region = await pageRegion();
    removeButton(el, 1).focus();
    await userEvent.keyboard('{Enter}');
    await until(async () => expect(await bag.spoken()).toEqual(['button, Remove Middle Scarf', 'link, Oldest Boot']));
    await until(async () => expect(await region.announced()).toEqual(['polite: Shopping Bag, 2 items']));
  });

  it('a failed removal says the error at once, and again when the next try fails too', async () => {
    const base = route;
    route = (request) => (request.method === 'DELETE' ? jsonResponse({ message: 'down' }, 500) : base(request));
    const { el, bag } = await openedBag();
    removeButton(el, 0).focus();
    await userEvent.keyboard('{Enter}');
    const error = 'assertive: We are having difficulties removing this item, please try again.';
    await until(async () => expect(await bag.announced()).toEqual([error]));
    await userEvent.keyboard('{Enter}');
    await until(async () => expect(await bag.announced()).toEqual([error, error]));
    expect((await bag.spoken())[0]).toBe('button, Remove Newest Coat');
  });
});
