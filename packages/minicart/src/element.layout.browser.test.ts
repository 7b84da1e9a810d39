import { $cart, $count, showMobileMiniCart, closeMiniCart, openMiniCart } from '@nm/core';
import { axeClean, shadowOf, until, writable } from '@nm/core/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { bagPagePerTest, dialog, drawerOpen, link, mount, services, signIn } from './testing/elementPage';
import { cartOf, rawItem, threeItems } from './storybook/fixtures';

/** <nm-minicart> in real Chromium: what a shopper and a designer see: the mobile add-to-bag modal, no sideways scroll, a long bag, the newest line. The page and its fake services: testing/elementPage.ts. */
bagPagePerTest();

describe('mobile add-to-bag modal (header.md §2)', () => {
  it('at phone widths: "Added to your shopping bag", the items, "N items in your bag", Checkout and Continue Shopping', async () => {
    await page.viewport(375, 740);
    try {
      writable($count).set(4);
      const el = mount('<nm-minicart></nm-minicart>');
      await until(() => expect(link(el)).not.toBeNull());
      window.dispatchEvent(
        new CustomEvent('openMobileMiniCart', { detail: [rawItem({}, {}, { displayName: 'Added Coat' })] }),
      );
      showMobileMiniCart([rawItem({}, {}, { displayName: 'Added Coat' })], Date.now());
      const modal = () => shadowOf(el).querySelector<HTMLDialogElement>('dialog.added-modal');
      await until(() => expect(modal()?.open, shadowOf(el).innerHTML.slice(0, 300)).toBe(true));
      expect(modal()!.querySelector('.nm-dialog__title')?.textContent).toBe('Added to your shopping bag');
      expect(modal()!.querySelector('.line__name')?.textContent).toBe('Added Coat');
      expect(modal()!.querySelector('.added__count')?.textContent).toBe('4 items in your bag');
      await axeClean(el);
      [...modal()!.querySelectorAll('button')].find((b) => b.textContent === 'Continue Shopping')!.click();
      await until(() => expect(modal()?.open ?? false).toBe(false));
    } finally {
      await page.viewport(1280, 800);
    }
  });
});

describe('what a shopper and a designer see', () => {
  beforeEach(() => {
    signIn('Alexandra');
  });
  const body = (el: HTMLElement) => dialog(el)!.querySelector<HTMLElement>('.nm-dialog__body')!;
  const longBag = (n: number) =>
    cartOf(
      Array.from({ length: n }, (_, i) =>
        rawItem(
          { dt_itemId: `l${i}`, lastUpdatedTimestamp: 1000 - i },
          { sizeName: 'XXS-Petite-Extended-Long-Size-Name', colorName: 'Heather-Grey-Melange-Without-Spaces' },
          {
            designerName: 'Maison Extraordinairement Longue',
            displayName: `Superlongunbreakablewordproductname${i} Overcoat`,
          },
        ),
      ),
    );
  /** A signed-in shopper's 20-line bag, opened from the icon and scrolled to its last line. */
  async function openLongBagScrolledToBottom(): Promise<HTMLElement> {
    services.route = (request) =>
      /getCart|merge/.test(new URL(request.url).pathname)
        ? { sessionItems: null, additionalItems: longBag(20) }
        : { products: [] };
    const el = mount('<nm-minicart></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    link(el)!.click();
    await until(() => expect(shadowOf(el).querySelectorAll('.line:not(.line--loading)')).toHaveLength(20));
    body(el).scrollTop = body(el).scrollHeight;
    await until(() => expect(body(el).scrollTop).toBeGreaterThan(1000));
    return el;
  }
  const longRecs = {
    products: [1, 2, 3, 4].map((n) => ({
      prodId: `r${n}`,
      title: `Shearling-Lined-Extraordinarily-Long-Unbreakable-Title-${n}`,
      brand: 'Maison Extraordinairement Longue',
      price: { regularPrice: 12895, displayPrice: 10596.7 },
      canonicalUrl: `/p/r${n}`,
      imageUrl: '',
    })),
  };
  /** Every box inside the element a shopper could scroll sideways, with its widths. */
  const sideways = (el: HTMLElement) =>
    [...shadowOf(el).querySelectorAll<HTMLElement>('*')]
      .filter(
        (node) =>
          ['auto', 'scroll'].includes(getComputedStyle(node).overflowX) &&
          node.clientWidth > 0 &&
          node.scrollWidth > node.clientWidth,
      )
      .map((node) => `${node.className}: ${node.scrollWidth} > ${node.clientWidth}`);

  it('nothing in the drawer scrolls sideways from 320 to 1440 px, with long names and recommendations', async () => {
    writable($count).set(6);
    services.route = (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/master-api') return longRecs;
      return /getCart|merge/.test(path)
        ? { sessionItems: null, additionalItems: longBag(6) }
        : new Response('{}', { status: 404 });
    };
    const el = mount('<nm-minicart></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    link(el)!.click();
    await until(() => expect(shadowOf(el).querySelectorAll('.recs__item')).toHaveLength(4));
    try {
      for (const width of [320, 390, 600, 767, 768, 1024, 1440]) {
        await page.viewport(width, 800);
        await until(() => expect(sideways(el), `at ${width} px`).toEqual([]));
        expect(body(el).scrollWidth, `at ${width} px`).toBeLessThanOrEqual(body(el).clientWidth);
      }
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it('with a long bag the title, the subtotal, Checkout and View Bag stay in view while the list scrolls', async () => {
    writable($count).set(20);
    const el = await openLongBagScrolledToBottom();
    const view = body(el).getBoundingClientRect();
    for (const selector of ['.summary__line', '.checkout__button', '.summary__actions .nm-button--secondary']) {
      const box = shadowOf(el).querySelector(selector)!.getBoundingClientRect();
      expect(box.top, selector).toBeGreaterThanOrEqual(view.top);
      expect(box.bottom, selector).toBeLessThanOrEqual(view.bottom);
    }
    expect(dialog(el)!.querySelector('.nm-dialog__title')!.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      view.top,
    );
    // The spec's order stays: title, summary, list.
    const order = ['.nm-dialog__title', '.summary', '.lines'].map((selector) => dialog(el)!.querySelector(selector)!);
    expect(order[0]!.compareDocumentPosition(order[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(order[1]!.compareDocumentPosition(order[2]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('an opening by showMiniCartEvent after the count rose marks the newest line, says so once, and keeps it in view', async () => {
    writable($count).set(2); // known before the add
    const el = mount('<nm-minicart></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    // The page adds to bag: it hands the cart over, the count rises, then it asks the bag to show itself.
    writable($cart).set({ cart: threeItems(), setFromOutside: true });
    writable($count).set(3);
    window.dispatchEvent(new CustomEvent('showMiniCartEvent'));
    openMiniCart('event'); // what the bundle's listener does for that event
    await until(() => expect(shadowOf(el).querySelectorAll('.line--added')).toHaveLength(1));
    const added = shadowOf(el).querySelector<HTMLElement>('.line--added')!;
    expect(added.querySelector('.line__name')?.textContent).toBe('Newest Coat');
    expect(added.querySelector('.line__added')?.textContent).toBe('Just added');
    await until(() =>
      expect(document.querySelector('[data-nm-live-region]')?.textContent).toBe(
        'Added to your shopping bag: Beatrix Lowell Newest Coat. 3 items in your bag',
      ),
    );
    const view = body(el).getBoundingClientRect();
    expect(added.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.bottom);
    await axeClean(el);
    // The shopper's own click later is not "after an add": nothing marked.
    closeMiniCart('bridge');
    await until(() => expect(drawerOpen(el)).toBe(false));
    link(el)!.click();
    await until(() => expect(shadowOf(el).querySelectorAll('.line:not(.line--loading)')).toHaveLength(3));
    expect(shadowOf(el).querySelectorAll('.line--added')).toHaveLength(0);
  });

  it('the drawer left scrolled to the bottom of a long bag comes back to the added line', async () => {
    writable($count).set(20);
    const el = await openLongBagScrolledToBottom();
    closeMiniCart('bridge');
    await until(() => expect(drawerOpen(el)).toBe(false));
    // An add: the page hands over a cart with a new newest line and the count rises; window.minicart.open() shows it.
    const cart = longBag(21);
    const list = cart.shoppingCart!.commerceItems!.shipments![0]!.items as Array<Record<string, unknown>>;
    list[20]!.lastUpdatedTimestamp = 5000;
    writable($cart).set({ cart, setFromOutside: true });
    writable($count).set(21);
    openMiniCart('bridge');
    await until(() => expect(shadowOf(el).querySelectorAll('.line--added')).toHaveLength(1));
    const added = shadowOf(el).querySelector<HTMLElement>('.line--added')!;
    expect(added.dataset.itemId).toBe('l20');
    const summaryBottom = shadowOf(el).querySelector('.summary')!.getBoundingClientRect().bottom;
    const view = body(el).getBoundingClientRect();
    await until(() => expect(added.getBoundingClientRect().top).toBeGreaterThanOrEqual(summaryBottom - 1));
    expect(added.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.bottom);
  });

  it('a failing mobile modal never takes the icon with it: a detail whose getter throws is logged once, the modal still confirms, the next event shows its items', async () => {
    await page.viewport(375, 740);
    try {
      writable($count).set(4);
      const el = mount('<nm-minicart></nm-minicart>');
      await until(() => expect(link(el)).not.toBeNull());
      const hostile = Object.defineProperty({}, 'items', {
        get() {
          throw new Error('hostile getter');
        },
        enumerable: true,
      });
      showMobileMiniCart(hostile, 1);
      const modal = () => shadowOf(el).querySelector<HTMLDialogElement>('dialog.added-modal');
      await until(() => expect(modal()?.open).toBe(true));
      expect(modal()!.querySelector('.added__count')?.textContent).toBe('4 items in your bag');
      expect(link(el)).not.toBeNull();
      expect(shadowOf(el).textContent).not.toContain('Sorry.. there was an error');
      const logged = vi.mocked(console.error).mock.calls.map((call) => String(call[0]));
      expect(logged.filter((line) => line.includes('openMobileMiniCart'))).toHaveLength(1);
      showMobileMiniCart([rawItem({}, {}, { displayName: 'Added Coat' })], 2);
      await until(() => expect(modal()?.querySelector('.line__name')?.textContent).toBe('Added Coat'));
      [...modal()!.querySelectorAll('button')].find((b) => b.textContent === 'Continue Shopping')!.click();
      await until(() => expect(modal()?.open ?? false).toBe(false));
    } finally {
      await page.viewport(1280, 800);
    }
  });
});
