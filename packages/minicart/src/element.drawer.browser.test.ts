import { $count, $miniCartPanel, openMiniCart } from '@nm/core';
import { axeClean, deepActive, jsonResponse, shadowOf, until, writable } from '@nm/core/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
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
import { cartOf, rawItem } from './storybook/fixtures';

/** <nm-minicart> in real Chromium: the drawer: opening, closing, auto-close, removing a line, recommendations. The page and its fake services: testing/elementPage.ts. */
bagPagePerTest();

describe('drawer: open and close (minicart.md §2)', () => {
  beforeEach(() => {
    signIn('Alexandra');
    writable($count).set(3);
  });

  it('click opens it; title, summary, items newest first; one panel for two instances', async () => {
    const el = mount('<nm-minicart></nm-minicart>');
    mount('<nm-minicart></nm-minicart>');
    const opened: unknown[] = [];
    document.addEventListener('nm:minicart-opened', (e) => opened.push((e as CustomEvent).detail), { once: true });
    await openedByClick(el);
    expect(shadowOf(el).querySelector('.nm-dialog__title')?.textContent).toBe("Alexandra's Shopping Bag");
    expect(shadowOf(el).querySelector('.summary__line')?.textContent).toContain('Subtotal (3 items)');
    expect([...shadowOf(el).querySelectorAll('.line__name')].map((n) => n.textContent)).toEqual([
      'Newest Coat',
      'Middle Scarf',
      'Oldest Boot',
    ]);
    expect(shadowOf(el).querySelector('.checkout__button')?.getAttribute('href')).toBe('/checkout');
    expect(opened).toEqual([{ trigger: 'icon', v: 1 }]);
    expect(document.querySelectorAll('nm-minicart')[1]!.shadowRoot!.querySelector('dialog')).toBeNull();
    // Signed in with a first name: the merge flow, once, for both instances.
    expect(services.requests.filter((r) => r.includes('/cart/merge'))).toEqual([
      'GET /oco-cart-items/v3/u1/cart/merge',
    ]);
  });

  it('Enter opens it (keyboard); Escape closes it and focus returns to the icon', async () => {
    const el = mount('<nm-minicart></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    link(el)!.focus();
    const opened: unknown[] = [];
    document.addEventListener('nm:minicart-opened', (e) => opened.push((e as CustomEvent).detail), { once: true });
    await userEvent.keyboard('{Enter}');
    await until(() => expect(dialog(el)?.open).toBe(true));
    expect(opened).toEqual([{ trigger: 'keyboard', v: 1 }]);
    await until(() => expect(shadowOf(el).querySelector('dialog')?.contains(deepActive())).toBe(true));
    await userEvent.keyboard('{Escape}');
    await until(() => expect(drawerOpen(el)).toBe(false));
    expect(deepActive()).toBe(link(el));
    expect($miniCartPanel.get()).toEqual({ open: false, trigger: 'escape' });
  });

  it('focus stays inside while open: the page behind is inert', async () => {
    const outside = document.createElement('button');
    outside.textContent = 'Page button';
    document.body.append(outside);
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    outside.focus();
    expect(document.activeElement).not.toBe(outside);
    for (let i = 0; i < 12; i += 1) {
      await userEvent.keyboard('{Tab}');
      const active = deepActive();
      expect(active === null || active === document.body || dialog(el)!.contains(active)).toBe(true);
    }
  });

  it('a click on the overlay closes it; the close button too', async () => {
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    dialog(el)!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await until(() => expect(drawerOpen(el)).toBe(false));
    expect($miniCartPanel.get().trigger).toBe('overlay');
    openMiniCart('bridge');
    await until(() => expect(dialog(el)?.open).toBe(true));
    shadowOf(el).querySelector<HTMLButtonElement>('.nm-dialog__close')!.click();
    await until(() => expect(drawerOpen(el)).toBe(false));
    expect($miniCartPanel.get().trigger).toBe('close-button');
  });

  it('axe finds nothing with the drawer open', async () => {
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    await axeClean(el);
  });

  it('while loading: one skeleton row per counted item; an empty bag shows "0 items" and only View Bag', async () => {
    // A signed-in shopper with a first name loads through the merge call and the cart call: every one held is
    // answered at the release, and any made after it at once (holding only the last made left the other pending).
    const held: Array<(value: unknown) => void> = [];
    let answer: unknown = null;
    services.route = (request) =>
      /getCart|merge/.test(new URL(request.url).pathname)
        ? (answer ?? new Promise((resolve) => held.push(resolve)))
        : { products: [] };
    const el = await mountAndClickIcon('<nm-minicart></nm-minicart>');
    await until(() => expect(shadowOf(el).querySelectorAll('.line--loading')).toHaveLength(3));
    answer = { sessionItems: null, additionalItems: cartOf([]) };
    for (const release of held) release(answer);
    await until(() => expect(shadowOf(el).querySelector('.summary__line')?.textContent).toBe('0 items'));
    expect([...shadowOf(el).querySelectorAll('.summary__actions a')].map((a) => a.textContent)).toEqual(['View Bag']);
  });
});

describe('drawer: auto-close on desktop (minicart.md §2)', () => {
  beforeEach(() => {
    signIn();
    writable($count).set(3);
  });

  it('closes itself after 10000 ms, paused while the pointer is over it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const el = await mountAndClickIcon('<nm-minicart></nm-minicart>');
    await until(() => expect(dialog(el)?.open).toBe(true));
    vi.advanceTimersByTime(9_000);
    expect(dialog(el)!.open).toBe(true);
    const panel = dialog(el)!.querySelector('.nm-dialog__panel')!;
    panel.dispatchEvent(new PointerEvent('pointerenter'));
    vi.advanceTimersByTime(60_000);
    expect(dialog(el)!.open).toBe(true);
    panel.dispatchEvent(new PointerEvent('pointerleave'));
    vi.advanceTimersByTime(999);
    expect(dialog(el)!.open).toBe(true);
    vi.advanceTimersByTime(1);
    await until(() => expect(drawerOpen(el)).toBe(false));
    expect($miniCartPanel.get().trigger).toBe('timer');
  });

  it('auto-close-ms changes the delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const el = await mountAndClickIcon('<nm-minicart auto-close-ms="2000"></nm-minicart>');
    await until(() => expect(dialog(el)?.open).toBe(true));
    vi.advanceTimersByTime(2_000);
    await until(() => expect(drawerOpen(el)).toBe(false));
  });
});

describe('drawer: remove (minicart.md §4, §8)', () => {
  beforeEach(() => {
    signIn();
    writable($count).set(3);
  });

  it('removes once however often it is clicked; the count and list update; focus goes to the next line', async () => {
    let release: () => void = () => {};
    const base = services.route;
    services.route = (request) => {
      if (request.method !== 'DELETE') return base(request);
      return new Promise((resolve) => {
        release = () =>
          resolve(
            cartOf([
              rawItem({ dt_itemId: 'a' }, {}, { displayName: 'Newest Coat' }),
              rawItem({ dt_itemId: 'c' }, {}, { displayName: 'Oldest Boot' }),
            ]),
          );
      });
    };
    const removed: unknown[] = [];
    document.addEventListener('nm:item-removed', (e) => removed.push((e as CustomEvent).detail), { once: true });
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    const remove = shadowOf(el).querySelectorAll<HTMLButtonElement>('.line__remove')[1]!;
    remove.click();
    remove.click();
    await until(() =>
      expect(services.requests.filter((r) => r.startsWith('DELETE'))).toEqual([
        'DELETE /oco-cart-items/v3/u1/cart/item/b',
      ]),
    );
    release();
    await until(() => expect(shadowOf(el).querySelectorAll('.line')).toHaveLength(2));
    expect($count.get()).toBe(2);
    await until(() => expect(deepActive()?.textContent).toBe('Oldest Boot'));
    expect(removed).toMatchObject([
      { itemId: 'b', origin: 'warehouse', deliveryReceived: 'customer', brand: 'NM', v: 1 },
    ]);
  });

  it('a failed removal shows the error in red above the link, and axe finds nothing', async () => {
    const base = services.route;
    services.route = (request) =>
      request.method === 'DELETE' ? jsonResponse({ message: 'down' }, 500) : base(request);
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    shadowOf(el).querySelector<HTMLButtonElement>('.line__remove')!.click();
    await until(() =>
      expect(shadowOf(el).querySelector('.line__error')?.textContent).toBe(
        'We are having difficulties removing this item, please try again.',
      ),
    );
    const error = shadowOf(el).querySelector('.line__error')!;
    expect(error.nextElementSibling?.classList.contains('line__remove')).toBe(true);
    expect(getComputedStyle(error).color).toBe('rgb(196, 0, 26)');
    expect(shadowOf(el).querySelectorAll('.line')).toHaveLength(3);
    await axeClean(el);
  });
});

describe('recommendations (minicart.md §2)', () => {
  it('"Complete The Look" below the items, 75x94 images', async () => {
    signIn();
    writable($count).set(3);
    const base = services.route;
    services.route = (request) =>
      new URL(request.url).pathname === '/master-api'
        ? {
            products: [1, 2, 3, 4].map((n) => ({
              prodId: `r${n}`,
              title: `Tote ${n}`,
              brand: 'Studio',
              price: { regularPrice: 200, displayPrice: 150 },
              canonicalUrl: `/p/r${n}`,
              imageUrl: '',
            })),
          }
        : base(request);
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    await until(() => expect(shadowOf(el).querySelector('.recs__title')?.textContent).toBe('Complete The Look'));
    expect(shadowOf(el).querySelectorAll('.recs__item')).toHaveLength(4);
    await axeClean(el);
  });
});
