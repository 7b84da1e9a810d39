import {
  $auth, $cart, $config, $count, $miniCartPanel, dismissMobileMiniCart, showMobileMiniCart, $session, closeMiniCart, defineElement, forgetCount,
  mergeConfig, openMiniCart, resetLogOnce,
} from '@nm/core';
import { startOutboundEvents } from '@nm/core/boot';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { miniCartElement } from './element';
import { $bagStatus } from './state/bag';
import { startFlyoutPersistence } from './state/flyoutStore';
import { $flyoutLoading } from './state/openPanel';
import { $recommendations } from './state/recommendations';
import { $removals } from './state/remove';
import { cartOf, rawItem, threeItems } from './storybook/fixtures';
import { writable } from '@nm/core/testing';

/** React renders in scheduler tasks that a loaded machine may spread out: poll for what must appear. */
const until = (check: () => void | Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 10 });
const shadow = (el: HTMLElement) => el.shadowRoot!;
const link = (el: HTMLElement) => shadow(el).querySelector<HTMLAnchorElement>('a.cart-icon');
const badge = (el: HTMLElement) => shadow(el).querySelector('.badge');
const dialog = (el: HTMLElement) => shadow(el).querySelector<HTMLDialogElement>('dialog.bag-drawer');
const deepActive = (): Element | null => {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};

function mount(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.querySelector('nm-minicart')!;
}

/** Mounts the element and clicks its cart icon once the icon is there (a signed-in shopper's click opens the drawer). */
async function mountAndClickIcon(html: string): Promise<HTMLElement> {
  const el = mount(html);
  await until(() => expect(link(el)).not.toBeNull());
  link(el)!.click();
  return el;
}

/** A Response, or a body to answer as JSON (sync or async). */
type Route = (request: Request) => unknown;
let route: Route = () => new Response('{}', { status: 404 });
const requests: string[] = [];
const realFetch = window.fetch;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function signIn(firstName = '') {
  writable($session).set({ customer: { isLoggedin: true, isGuest: false, customerId: 'u1' }, profile: { firstName } });
}

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
  writable($config).set(mergeConfig('localhost', { hosts: { api: '', recs: '', stores: '' }, miniCartApiUrl: '/dt/api/minicart' }));
  writable($auth).set({});
  requests.length = 0;
  route = (request) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/dt/api/getCart')) return threeItems();
    // A signed-in shopper with a first name gets the merge flow (minicart.md §4).
    if (path.endsWith('/cart/merge')) return { sessionItems: null, additionalItems: threeItems() };
    if (path === '/master-api') return { products: [] };
    return new Response('{}', { status: 404 });
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    const answer = await route(request);
    return answer instanceof Response ? answer : json(answer);
  });
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

async function axeClean(el: HTMLElement) {
  // Let the 300 ms fades finish: axe measures contrast on what is painted.
  await Promise.all(el.shadowRoot!.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined)));
  const result = await axe.run(el, { rules: { 'label-content-name-mismatch': { enabled: true } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openedByClick(el: HTMLElement) {
  await until(() => expect(link(el)).not.toBeNull());
  link(el)!.click();
  await until(() => expect(dialog(el)?.open).toBe(true));
  await until(() => expect(shadow(el).querySelectorAll('.line:not(.line--loading)')).toHaveLength(3));
}

describe('<nm-minicart> icon and count (minicart.md §2)', () => {
  it('hides a zero badge unless show-zero-value is present, and follows the attribute', async () => {
    writable($count).set(0);
    const el = mount('<nm-minicart></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    expect(badge(el)).toBeNull();
    el.setAttribute('show-zero-value', '');
    await until(() => expect(badge(el)?.textContent).toBe('0'));
    el.removeAttribute('show-zero-value');
    await until(() => expect(badge(el)).toBeNull());
  });

  it('no badge at all until the count is known, even with show-zero-value; then the count', async () => {
    const el = mount('<nm-minicart show-zero-value></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    expect(badge(el)).toBeNull();
    expect(link(el)!.getAttribute('aria-label')).toBe('Shopping Bag');
    writable($count).set(4); // the 1 s count refresh answers
    await until(() => expect(badge(el)?.textContent).toBe('4'));
    expect(link(el)!.getAttribute('aria-label')).toBe('Shopping Bag, 4 items');
  });

  it('keeps every instance in sync with the shared count, with the count in the accessible name', async () => {
    const a = mount('<nm-minicart></nm-minicart>');
    const b = mount('<nm-minicart></nm-minicart>');
    writable($count).set(3);
    await until(() => expect([badge(a)?.textContent, badge(b)?.textContent]).toEqual(['3', '3']));
    for (const el of [a, b]) expect(link(el)?.getAttribute('aria-label')).toBe('Shopping Bag, 3 items');
  });

  it('reserves its 44px box so the header does not shift', async () => {
    const el = mount('<nm-minicart></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    const box = el.getBoundingClientRect();
    expect([box.width, box.height]).toEqual([44, 44]);
  });

  it.each<[string, boolean, number]>([
    ['a guest with items', false, 3],
    ['a signed-in shopper with an empty bag', true, 0],
  ])('%s: the click is left to the link (/cart/)', async (_label, loggedIn, count) => {
    if (loggedIn) signIn();
    writable($count).set(count);
    const el = mount('<nm-minicart></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    // Last in line (window, bubbling): note whether the element kept the browser on the page, then keep the test frame here.
    let prevented: boolean | null = null;
    const keep = (event: Event) => { prevented = event.defaultPrevented; event.preventDefault(); };
    window.addEventListener('click', keep);
    link(el)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    window.removeEventListener('click', keep);
    expect(prevented).toBe(false);
    expect(link(el)!.getAttribute('href')).toBe('/cart/');
    expect($miniCartPanel.get().open).toBe(false);
  });
});

describe('drawer: open and close (minicart.md §2)', () => {
  beforeEach(() => { signIn('Alexandra'); writable($count).set(3); });

  it('click opens it; title, summary, items newest first; one panel for two instances', async () => {
    const el = mount('<nm-minicart></nm-minicart>');
    mount('<nm-minicart></nm-minicart>');
    const opened: unknown[] = [];
    document.addEventListener('nm:minicart-opened', (e) => opened.push((e as CustomEvent).detail), { once: true });
    await openedByClick(el);
    expect(shadow(el).querySelector('.nm-dialog__title')?.textContent).toBe("Alexandra's Shopping Bag");
    expect(shadow(el).querySelector('.summary__line')?.textContent).toContain('Subtotal (3 items)');
    expect([...shadow(el).querySelectorAll('.line__name')].map((n) => n.textContent)).toEqual(['Newest Coat', 'Middle Scarf', 'Oldest Boot']);
    expect(shadow(el).querySelector('.checkout__button')?.getAttribute('href')).toBe('/checkout');
    expect(opened).toEqual([{ trigger: 'icon', v: 1 }]);
    expect(document.querySelectorAll('nm-minicart')[1]!.shadowRoot!.querySelector('dialog')).toBeNull();
    // Signed in with a first name: the merge flow, once, for both instances.
    expect(requests.filter((r) => r.includes('/cart/merge'))).toEqual(['GET /oco-cart-items/v3/u1/cart/merge']);
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
    await until(() => expect(shadow(el).querySelector('dialog')?.contains(deepActive())).toBe(true));
    await userEvent.keyboard('{Escape}');
    await until(() => expect(dialog(el)?.open).toBe(false));
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
    await until(() => expect(dialog(el)?.open).toBe(false));
    expect($miniCartPanel.get().trigger).toBe('overlay');
    openMiniCart('bridge');
    await until(() => expect(dialog(el)?.open).toBe(true));
    shadow(el).querySelector<HTMLButtonElement>('.nm-dialog__close')!.click();
    await until(() => expect(dialog(el)?.open).toBe(false));
    expect($miniCartPanel.get().trigger).toBe('close-button');
  });

  it('axe finds nothing with the drawer open', async () => {
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    await axeClean(el);
  });

  it('while loading: one skeleton row per counted item; an empty bag shows "0 items" and only View Bag', async () => {
    let release: (value: unknown) => void = () => {};
    route = (request) => (/getCart|merge/.test(new URL(request.url).pathname) ? new Promise((resolve) => { release = resolve; }) : { products: [] });
    const el = await mountAndClickIcon('<nm-minicart></nm-minicart>');
    await until(() => expect(shadow(el).querySelectorAll('.line--loading')).toHaveLength(3));
    release({ sessionItems: null, additionalItems: cartOf([]) });
    await until(() => expect(shadow(el).querySelector('.summary__line')?.textContent).toBe('0 items'));
    expect([...shadow(el).querySelectorAll('.summary__actions a')].map((a) => a.textContent)).toEqual(['View Bag']);
  });
});

describe('drawer: auto-close on desktop (minicart.md §2)', () => {
  beforeEach(() => { signIn(); writable($count).set(3); });

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
    await until(() => expect(dialog(el)?.open).toBe(false));
    expect($miniCartPanel.get().trigger).toBe('timer');
  });

  it('auto-close-ms changes the delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const el = await mountAndClickIcon('<nm-minicart auto-close-ms="2000"></nm-minicart>');
    await until(() => expect(dialog(el)?.open).toBe(true));
    vi.advanceTimersByTime(2_000);
    await until(() => expect(dialog(el)?.open).toBe(false));
  });
});

describe('drawer: remove (minicart.md §4, §8)', () => {
  beforeEach(() => { signIn(); writable($count).set(3); });

  it('removes once however often it is clicked; the count and list update; focus goes to the next line', async () => {
    let release: () => void = () => {};
    const base = route;
    route = (request) => {
      if (request.method !== 'DELETE') return base(request);
      return new Promise((resolve) => { release = () => resolve(cartOf([rawItem({ dt_itemId: 'a' }, {}, { displayName: 'Newest Coat' }), rawItem({ dt_itemId: 'c' }, {}, { displayName: 'Oldest Boot' })])); });
    };
    const removed: unknown[] = [];
    document.addEventListener('nm:item-removed', (e) => removed.push((e as CustomEvent).detail), { once: true });
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    const remove = shadow(el).querySelectorAll<HTMLButtonElement>('.line__remove')[1]!;
    remove.click();
    remove.click();
    await until(() => expect(requests.filter((r) => r.startsWith('DELETE'))).toEqual(['DELETE /oco-cart-items/v3/u1/cart/item/b']));
    release();
    await until(() => expect(shadow(el).querySelectorAll('.line')).toHaveLength(2));
    expect($count.get()).toBe(2);
    await until(() => expect(deepActive()?.textContent).toBe('Oldest Boot'));
    expect(removed).toMatchObject([{ itemId: 'b', origin: 'warehouse', deliveryReceived: 'customer', brand: 'NM', v: 1 }]);
  });

  it('a failed removal shows the error in red above the link, and axe finds nothing', async () => {
    const base = route;
    route = (request) => (request.method === 'DELETE' ? json({ message: 'down' }, 500) : base(request));
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    shadow(el).querySelector<HTMLButtonElement>('.line__remove')!.click();
    await until(() => expect(shadow(el).querySelector('.line__error')?.textContent).toBe('We are having difficulties removing this item, please try again.'));
    const error = shadow(el).querySelector('.line__error')!;
    expect(error.nextElementSibling?.classList.contains('line__remove')).toBe(true);
    expect(getComputedStyle(error).color).toBe('rgb(196, 0, 26)');
    expect(shadow(el).querySelectorAll('.line')).toHaveLength(3);
    await axeClean(el);
  });
});

describe('recommendations (minicart.md §2)', () => {
  it('"Complete The Look" below the items, 75x94 images', async () => {
    signIn(); writable($count).set(3);
    const base = route;
    route = (request) => (new URL(request.url).pathname === '/master-api'
      ? { products: [1, 2, 3, 4].map((n) => ({ prodId: `r${n}`, title: `Tote ${n}`, brand: 'Studio', price: { regularPrice: 200, displayPrice: 150 }, canonicalUrl: `/p/r${n}`, imageUrl: '' })) }
      : base(request));
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    await until(() => expect(shadow(el).querySelector('.recs__title')?.textContent).toBe('Complete The Look'));
    expect(shadow(el).querySelectorAll('.recs__item')).toHaveLength(4);
    await axeClean(el);
  });
});

describe('flyout presentation (header.md §2, §4)', () => {
  beforeEach(() => {
    writable($count).set(3);
    const base = route;
    route = (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/dt/api/minicart') return { data: { MiniCartResp: { html: '<ul><li><img src="" alt=""><p><strong>Beatrix Lowell</strong></p><p><a href="/p/x">Coat</a></p><p>replenish every 30 days</p></li></ul><script>window.__hacked=1</script>' } } };
      if (path.endsWith('minicart_banner.html')) return new Response('<p><strong>Free shipping</strong> every day</p>', { headers: { 'Content-Type': 'text/html' } });
      return base(request);
    };
  });
  // React derives onPointerEnter/Leave from pointerover/pointerout with a relatedTarget.
  const enter = (target: Element) => target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, relatedTarget: document.body }));
  const leave = (target: Element) => target.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, composed: true, relatedTarget: document.body }));
  const button = (el: HTMLElement) => shadow(el).querySelector<HTMLButtonElement>('.flyout-button');
  const flyout = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('.flyout');

  it('the button reads "Checkout {n}" and opens the flyout with the sanitised mini-cart HTML, the banner, Checkout twice', async () => {
    const el = mount('<nm-minicart presentation="flyout"></nm-minicart>');
    await until(() => expect(button(el)?.textContent).toBe('Checkout 3'));
    button(el)!.click();
    await until(() => expect(flyout(el)?.matches(':popover-open')).toBe(true));
    await until(() => expect(flyout(el)!.querySelector('.flyout__items strong')?.textContent).toBe('Beatrix Lowell'));
    expect(flyout(el)!.innerHTML).not.toContain('onerror');
    expect((window as unknown as { __hacked?: number }).__hacked).toBeUndefined();
    await until(() => expect(flyout(el)!.querySelector('.flyout__banner')?.textContent).toContain('Free shipping'));
    expect(flyout(el)!.querySelectorAll('.checkout__button')).toHaveLength(2);
    expect(flyout(el)!.querySelector('.checkout__installments')).not.toBeNull();
    expect(flyout(el)!.textContent).toContain('Please note: Items and promotional pricing are not reserved until checkout is complete.');
    expect(button(el)!.getAttribute('aria-expanded')).toBe('true');
    await axeClean(el);
  });

  it.each([
    ['written as an attribute', (el: HTMLElement) => el.setAttribute('presentation', 'flyout')],
    // As React 19 sets it on a custom element that has the property (and Storybook's stories through React).
    ['set as a property', (el: HTMLElement) => { (el as HTMLElement & { presentation: string }).presentation = 'flyout'; }],
  ])('%s, the element is as wide as its "Checkout {n}" button, none of it cut off', async (_how, choose) => {
    const el = document.createElement('nm-minicart');
    choose(el);
    const holder = document.createElement('div');
    holder.style.cssText = 'display: flex; justify-content: flex-end; width: 600px;';
    holder.append(el);
    document.body.append(holder);
    await until(() => expect(button(el)?.textContent).toBe('Checkout 3'));
    const host = el.getBoundingClientRect();
    const box = button(el)!.getBoundingClientRect();
    expect(box.width).toBeGreaterThan(44);
    expect(host.left).toBeLessThanOrEqual(box.left);
    expect(host.right).toBeGreaterThanOrEqual(box.right);
    expect(holder.getBoundingClientRect().right).toBeGreaterThanOrEqual(box.right);
  });

  it('the server\'s markup takes the bag\'s look (no bullets, designers in capitals, names not underlined, sale price in the sale colour)', async () => {
    const base = route;
    route = (request) => (new URL(request.url).pathname === '/dt/api/minicart'
      ? { data: { MiniCartResp: { html: '<ul><li><img src="" alt=""><div><p><strong>Beatrix Lowell</strong></p><p><a href="/p/x">Double-Faced Coat</a></p><p><s>$695.00</s> $486.00</p></div></li></ul>' } } }
      : base(request));
    const el = mount('<nm-minicart presentation="flyout"></nm-minicart>');
    await until(() => expect(button(el)).not.toBeNull());
    button(el)!.click();
    await until(() => expect(flyout(el)!.querySelector('.flyout__items s')).not.toBeNull());
    const items = flyout(el)!.querySelector('.flyout__items')!;
    const style = (selector: string) => getComputedStyle(items.querySelector(selector)!);
    expect(style('ul').listStyleType).toBe('none');
    expect(style('li > div > p:first-child').textTransform).toBe('uppercase');
    expect(style('a[href="/p/x"]').textDecorationLine).toBe('none');
    // NM's sale colour, --nm-color-error #c4001a (README tokens), as the drawer's sale price.
    expect(style('p:has(> s)').color).toBe('rgb(196, 0, 26)');
  });

  it('hover opens it after 500 ms only in the simplified-minicart variation (b)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const plain = mount('<nm-minicart presentation="flyout"></nm-minicart>');
    await until(() => expect(button(plain)).not.toBeNull());
    enter(button(plain)!);
    vi.advanceTimersByTime(2_000);
    expect($miniCartPanel.get().open).toBe(false);
    leave(button(plain)!);
    document.body.replaceChildren();

    writable($config).set(mergeConfig('localhost', { hosts: { api: '', recs: '', stores: '' }, miniCartApiUrl: '/dt/api/minicart', abTests: { SIMPLIFIED_MINICART: 'b' } }));
    const el = mount('<nm-minicart presentation="flyout"></nm-minicart>');
    await until(() => expect(button(el)).not.toBeNull());
    enter(button(el)!);
    vi.advanceTimersByTime(499);
    expect($miniCartPanel.get().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect($miniCartPanel.get()).toEqual({ open: true, trigger: 'hover' });
  });

  it('a failed load still opens it, with the fallback panel', async () => {
    const base = route;
    route = (request) => (new URL(request.url).pathname === '/dt/api/minicart' ? json({}, 500) : base(request));
    const el = mount('<nm-minicart presentation="flyout"></nm-minicart>');
    await until(() => expect(button(el)).not.toBeNull());
    button(el)!.click();
    await until(() => expect(flyout(el)!.querySelector('.flyout__fallback')?.textContent).toContain('To review your items, please visit your shopping bag.'));
    expect(flyout(el)!.querySelector('.flyout__fallback a')?.textContent).toBe('View shopping bag');
  });

  it('an empty bag: "No products in shopping bag"', async () => {
    writable($count).set(0);
    const base = route;
    route = (request) => (new URL(request.url).pathname.startsWith('/dt/api/getCart') ? cartOf([]) : base(request));
    const el = mount('<nm-minicart presentation="flyout"></nm-minicart>');
    await until(() => expect(button(el)?.textContent).toBe('Shopping Bag'));
    button(el)!.click();
    await until(() => expect(flyout(el)!.querySelector('.flyout__empty')?.textContent).toBe('No products in shopping bag'));
  });

  it('closes 10 s after the pointer leaves, cancelled when it returns; the state is kept in local storage', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stopPersisting = startFlyoutPersistence();
    onTestFinished(stopPersisting);
    const el = mount('<nm-minicart presentation="flyout"></nm-minicart>');
    await until(() => expect(button(el)).not.toBeNull());
    button(el)!.click();
    await until(() => expect(flyout(el)!.querySelector('.flyout__items')).not.toBeNull());
    // The opening load has settled (items can show from an earlier state before it does).
    await until(() => {
      expect(requests).toContain('POST /dt/api/minicart');
      expect($flyoutLoading.get()).toBe(false);
    });
    leave(button(el)!);
    vi.advanceTimersByTime(9_000);
    enter(button(el)!);
    vi.advanceTimersByTime(20_000);
    expect($miniCartPanel.get().open).toBe(true);
    leave(button(el)!);
    vi.advanceTimersByTime(10_000);
    expect($miniCartPanel.get()).toEqual({ open: false, trigger: 'timer' });
    await until(() => expect(JSON.parse(localStorage.getItem('header-mini-cart-state') ?? '{}')).toMatchObject({ value: { cartOpened: false, animateClosed: true } }));
  });

  it('two flyout instances (a header and a sticky header) never close each other\'s panel', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const holder = document.createElement('div');
    holder.innerHTML = '<nm-minicart presentation="flyout"></nm-minicart><nm-minicart presentation="flyout" auto-close-ms="50"></nm-minicart>';
    document.body.append(holder);
    const [header, sticky] = [...holder.querySelectorAll<HTMLElement>('nm-minicart')] as [HTMLElement, HTMLElement];
    await until(() => { expect(button(header)).not.toBeNull(); expect(button(sticky)).not.toBeNull(); });
    const shown = (el: HTMLElement) => flyout(el)?.matches(':popover-open') ?? false;

    button(header)!.click();
    await until(() => expect(shown(header)).toBe(true));
    // The pointer passes over the sticky header's button and leaves it: that instance does not show the panel.
    enter(button(sticky)!);
    leave(button(sticky)!);
    vi.advanceTimersByTime(60_000);
    expect($miniCartPanel.get().open).toBe(true);
    expect(shown(header)).toBe(true);
    expect(button(header)!.getAttribute('aria-expanded')).toBe('true');

    // A click on the sticky header's button moves the open panel there rather than closing it.
    button(sticky)!.click();
    await until(() => expect(shown(sticky)).toBe(true));
    expect($miniCartPanel.get().open).toBe(true);
    expect(button(sticky)!.getAttribute('aria-expanded')).toBe('true');
    await until(() => expect(button(header)!.getAttribute('aria-expanded')).toBe('false'));
    leave(button(header)!);
    vi.advanceTimersByTime(60_000);
    expect($miniCartPanel.get().open).toBe(true);

    // Its own pointer leaving closes it, after its own auto-close-ms.
    leave(button(sticky)!);
    vi.advanceTimersByTime(50);
    expect($miniCartPanel.get()).toEqual({ open: false, trigger: 'timer' });
    vi.advanceTimersByTime(300);
    await until(() => expect(shown(sticky)).toBe(false));
    vi.useRealTimers();
    button(sticky)!.click();
    await until(() => expect(shown(sticky)).toBe(true));
    await until(() => expect(flyout(sticky)!.querySelector('.flyout__items')).not.toBeNull());
    await axeClean(header);
    await axeClean(sticky);
  });
});

describe('mobile add-to-bag modal (header.md §2)', () => {
  it('at phone widths: "Added to your shopping bag", the items, "N items in your bag", Checkout and Continue Shopping', async () => {
    await page.viewport(375, 740);
    try {
      writable($count).set(4);
      const el = mount('<nm-minicart></nm-minicart>');
      await until(() => expect(link(el)).not.toBeNull());
      window.dispatchEvent(new CustomEvent('openMobileMiniCart', { detail: [rawItem({}, {}, { displayName: 'Added Coat' })] }));
      showMobileMiniCart([rawItem({}, {}, { displayName: 'Added Coat' })], Date.now());
      const modal = () => shadow(el).querySelector<HTMLDialogElement>('dialog.added-modal');
      await until(() => expect(modal()?.open, shadow(el).innerHTML.slice(0, 300)).toBe(true));
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

describe('review findings: skeletons, a failed load, the summary, widths and motion (minicart.md §2, §8)', () => {
  beforeEach(() => { signIn('Alexandra'); });
  const summary = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('.summary');

  it('while loading: exactly one skeleton row per counted item (7 draws 7), none for a count of 0', async () => {
    writable($count).set(7);
    route = (request) => (/getCart|merge/.test(new URL(request.url).pathname) ? new Promise(() => {}) : { products: [] });
    const el = await mountAndClickIcon('<nm-minicart></nm-minicart>');
    await until(() => expect(shadow(el).querySelectorAll('.line--loading')).toHaveLength(7));
    closeMiniCart('bridge');
    writable($count).set(0);
    openMiniCart('bridge');
    await until(() => expect(summary(el)?.dataset.state).toBe('loading'));
    expect(shadow(el).querySelectorAll('.line--loading')).toHaveLength(0);
  });

  it('a failed cart load shows the fallback ("3 items", the text, View shopping bag, Try again); Try again loads it; axe clean', async () => {
    writable($count).set(3);
    let failing = true;
    route = (request) => (/getCart|merge/.test(new URL(request.url).pathname)
      ? (failing ? json({ message: 'down' }, 500) : { sessionItems: null, additionalItems: threeItems() })
      : { products: [] });
    const el = await mountAndClickIcon('<nm-minicart show-zero-value></nm-minicart>');
    await until(() => expect(summary(el)?.dataset.state).toBe('unavailable'));
    expect($bagStatus.get()).toBe('error');
    expect(shadow(el).querySelector('.summary__line')?.textContent).toBe('3 items');
    expect(shadow(el).querySelector('.summary')?.textContent).not.toContain('0 items');
    expect(shadow(el).querySelector('.summary__total')).toBeNull();
    expect(shadow(el).querySelector('.bag-fallback__text')?.textContent).toBe('To review your items, please visit your shopping bag.');
    const link = [...shadow(el).querySelectorAll<HTMLAnchorElement>('.summary__actions a')];
    expect(link.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['View shopping bag', '/cart/']]);
    expect(badge(el)?.textContent).toBe('3');
    await axeClean(el);
    failing = false;
    const retry = [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    retry.click();
    await until(() => expect(shadow(el).querySelectorAll('.line:not(.line--loading)')).toHaveLength(3));
    expect(summary(el)?.dataset.state).toBe('ready');
    // Focus stayed in the drawer (on the summary heading), not on the page behind it.
    expect(dialog(el)!.contains(deepActive())).toBe(true);
  });

  it('a failed load after an earlier cart still shows the fallback, not the earlier lines', async () => {
    writable($count).set(3);
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    closeMiniCart('bridge');
    await until(() => expect(dialog(el)?.open).toBe(false));
    // A body that is not a cart (the api/ decoder refuses it) fails the same way as a 500.
    route = (request) => (/getCart|merge/.test(new URL(request.url).pathname) ? json({ message: 'down' }, 500) : { products: [] });
    openMiniCart('bridge');
    await until(() => expect(summary(el)?.dataset.state).toBe('unavailable'));
    expect(shadow(el).querySelectorAll('.line')).toHaveLength(0);
    expect(shadow(el).querySelector('.recs')).toBeNull();
  });

  it('the not-reserved note, and the checkout call to action carries total items, total price and the guest flag', async () => {
    writable($count).set(3);
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    expect(shadow(el).querySelector('.summary__note')?.textContent).toBe('Items and promotional pricing are not reserved until checkout is complete');
    const checkout = shadow(el).querySelector<HTMLAnchorElement>('.checkout__button')!;
    expect([checkout.dataset.totalItems, checkout.dataset.totalPrice, checkout.dataset.guest, checkout.getAttribute('href')]).toEqual(['3', '1485', 'false', '/checkout']);
    closeMiniCart('bridge');
    await until(() => expect(dialog(el)?.open).toBe(false));
    // A guest (the bridge opens it for them too): the flag says so, and Checkout goes to the bag.
    writable($session).set({ customer: { isLoggedin: false, isGuest: true, customerId: 'g1' }, profile: {} });
    openMiniCart('bridge');
    await until(() => expect(shadow(el).querySelector<HTMLAnchorElement>('.checkout__button')?.dataset.guest).toBe('true'));
    expect(shadow(el).querySelector('.checkout__button')?.getAttribute('href')).toBe('/cart/');
  });

  it('the page\'s legacyRoutes switch (header.md §2 legacy routes): the icon, Checkout and View Bag go to the legacy pages', async () => {
    writable($config).set({ ...$config.get(), legacyRoutes: true });
    writable($count).set(3);
    const el = mount('<nm-minicart></nm-minicart>');
    await openedByClick(el);
    const hrefs = () => [link(el), shadow(el).querySelector('.checkout__button'), shadow(el).querySelector('.summary__actions .nm-button--secondary')]
      .map((a) => a?.getAttribute('href'));
    expect(hrefs()).toEqual(['/checkout/cart.jsp?perCatId=&catqo=&co=true', '/checkout.jsp', '/checkout/cart.jsp?perCatId=&catqo=&co=true']);
    // A guest's Checkout goes to the legacy cart.
    writable($session).set({ customer: { isLoggedin: false, isGuest: true, customerId: 'g1' }, profile: {} });
    await until(() => expect(shadow(el).querySelector('.checkout__button')?.getAttribute('href')).toBe('/checkout/cart.jsp?perCatId=&catqo=&co=true'));
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
    const mediaRules = el.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText.replace(/\s/g, '') === '(prefers-reduced-motion:reduce)');
    const dialogRule = mediaRules.flatMap((rule) => [...rule.cssRules])
      .find((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText.split(',').map((s) => s.trim()).includes('.nm-dialog'));
    expect(dialogRule?.style.transitionProperty).toBe('none');
    // Without reduced motion (this browser's default) the fade is there.
    expect(getComputedStyle(dialog(el)!).transitionDuration).not.toBe('0s');
  });

  it('the flyout fallback offers "View shopping bag" once', async () => {
    writable($count).set(3);
    const base = route;
    route = (request) => (new URL(request.url).pathname === '/dt/api/minicart' ? json({}, 500) : base(request));
    const el = mount('<nm-minicart presentation="flyout"></nm-minicart>');
    const button = () => shadow(el).querySelector<HTMLButtonElement>('.flyout-button');
    await until(() => expect(button()).not.toBeNull());
    button()!.click();
    const panel = () => shadow(el).querySelector<HTMLElement>('.flyout');
    await until(() => expect(panel()?.querySelector('.flyout__fallback')).not.toBeNull());
    expect([...panel()!.querySelectorAll('a')].filter((a) => a.textContent === 'View shopping bag')).toHaveLength(1);
  });
});

describe('what a shopper and a designer see', () => {
  beforeEach(() => { signIn('Alexandra'); });
  const body = (el: HTMLElement) => dialog(el)!.querySelector<HTMLElement>('.nm-dialog__body')!;
  const longBag = (n: number) => cartOf(Array.from({ length: n }, (_, i) => rawItem(
    { dt_itemId: `l${i}`, lastUpdatedTimestamp: 1000 - i },
    { sizeName: 'XXS-Petite-Extended-Long-Size-Name', colorName: 'Heather-Grey-Melange-Without-Spaces' },
    { designerName: 'Maison Extraordinairement Longue', displayName: `Superlongunbreakablewordproductname${i} Overcoat` },
  )));
  /** A signed-in shopper's 20-line bag, opened from the icon and scrolled to its last line. */
  async function openLongBagScrolledToBottom(): Promise<HTMLElement> {
    route = (request) => (/getCart|merge/.test(new URL(request.url).pathname) ? { sessionItems: null, additionalItems: longBag(20) } : { products: [] });
    const el = mount('<nm-minicart></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    link(el)!.click();
    await until(() => expect(shadow(el).querySelectorAll('.line:not(.line--loading)')).toHaveLength(20));
    body(el).scrollTop = body(el).scrollHeight;
    await until(() => expect(body(el).scrollTop).toBeGreaterThan(1000));
    return el;
  }
  const longRecs = {
    products: [1, 2, 3, 4].map((n) => ({
      prodId: `r${n}`, title: `Shearling-Lined-Extraordinarily-Long-Unbreakable-Title-${n}`, brand: 'Maison Extraordinairement Longue',
      price: { regularPrice: 12895, displayPrice: 10596.7 }, canonicalUrl: `/p/r${n}`, imageUrl: '',
    })),
  };
  /** Every box inside the element a shopper could scroll sideways, with its widths. */
  const sideways = (el: HTMLElement) => [...shadow(el).querySelectorAll<HTMLElement>('*')]
    .filter((node) => ['auto', 'scroll'].includes(getComputedStyle(node).overflowX) && node.clientWidth > 0 && node.scrollWidth > node.clientWidth)
    .map((node) => `${node.className}: ${node.scrollWidth} > ${node.clientWidth}`);

  it('nothing in the drawer scrolls sideways from 320 to 1440 px, with long names and recommendations', async () => {
    writable($count).set(6);
    route = (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/master-api') return longRecs;
      return /getCart|merge/.test(path) ? { sessionItems: null, additionalItems: longBag(6) } : new Response('{}', { status: 404 });
    };
    const el = mount('<nm-minicart></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    link(el)!.click();
    await until(() => expect(shadow(el).querySelectorAll('.recs__item')).toHaveLength(4));
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
      const box = shadow(el).querySelector(selector)!.getBoundingClientRect();
      expect(box.top, selector).toBeGreaterThanOrEqual(view.top);
      expect(box.bottom, selector).toBeLessThanOrEqual(view.bottom);
    }
    expect(dialog(el)!.querySelector('.nm-dialog__title')!.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.top);
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
    await until(() => expect(shadow(el).querySelectorAll('.line--added')).toHaveLength(1));
    const added = shadow(el).querySelector<HTMLElement>('.line--added')!;
    expect(added.querySelector('.line__name')?.textContent).toBe('Newest Coat');
    expect(added.querySelector('.line__added')?.textContent).toBe('Just added');
    await until(() => expect(document.querySelector('[data-nm-live-region]')?.textContent).toBe('Added to your shopping bag: Beatrix Lowell Newest Coat. 3 items in your bag'));
    const view = body(el).getBoundingClientRect();
    expect(added.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.bottom);
    await axeClean(el);
    // The shopper's own click later is not "after an add": nothing marked.
    closeMiniCart('bridge');
    await until(() => expect(dialog(el)?.open).toBe(false));
    link(el)!.click();
    await until(() => expect(shadow(el).querySelectorAll('.line:not(.line--loading)')).toHaveLength(3));
    expect(shadow(el).querySelectorAll('.line--added')).toHaveLength(0);
  });

  it('the drawer left scrolled to the bottom of a long bag comes back to the added line', async () => {
    writable($count).set(20);
    const el = await openLongBagScrolledToBottom();
    closeMiniCart('bridge');
    await until(() => expect(dialog(el)?.open).toBe(false));
    // An add: the page hands over a cart with a new newest line and the count rises; window.minicart.open() shows it.
    const cart = longBag(21);
    const list = cart.shoppingCart!.commerceItems!.shipments![0]!.items as Array<Record<string, unknown>>;
    list[20]!.lastUpdatedTimestamp = 5000;
    writable($cart).set({ cart, setFromOutside: true });
    writable($count).set(21);
    openMiniCart('bridge');
    await until(() => expect(shadow(el).querySelectorAll('.line--added')).toHaveLength(1));
    const added = shadow(el).querySelector<HTMLElement>('.line--added')!;
    expect(added.dataset.itemId).toBe('l20');
    const summaryBottom = shadow(el).querySelector('.summary')!.getBoundingClientRect().bottom;
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
      const hostile = Object.defineProperty({}, 'items', { get() { throw new Error('hostile getter'); }, enumerable: true });
      showMobileMiniCart(hostile, 1);
      const modal = () => shadow(el).querySelector<HTMLDialogElement>('dialog.added-modal');
      await until(() => expect(modal()?.open).toBe(true));
      expect(modal()!.querySelector('.added__count')?.textContent).toBe('4 items in your bag');
      expect(link(el)).not.toBeNull();
      expect(shadow(el).textContent).not.toContain('Sorry.. there was an error');
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

describe('minicart.md §9 image rules on the line images', () => {
  it('the 100x125 line image asks for wid=100, 150 and 200 at 1x, 1.5x and 2x', async () => {
    signIn('Alexandra');
    const el = mount('<nm-minicart></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    writable($cart).set({ cart: cartOf([rawItem({ dt_itemId: 'img', imageUrl: '/images/coat.svg' })]), setFromOutside: true });
    writable($count).set(1);
    openMiniCart('bridge');
    await until(() => expect(shadow(el).querySelector('.line img'), shadow(el).querySelector('.line')?.outerHTML ?? shadow(el).innerHTML.slice(0, 400)).not.toBeNull());
    const img = shadow(el).querySelector<HTMLImageElement>('.line img')!;
    expect(img.getAttribute('src')).toBe('/images/coat.svg?wid=100');
    expect(img.getAttribute('srcset')).toBe('/images/coat.svg?wid=100 1x, /images/coat.svg?wid=150 1.5x, /images/coat.svg?wid=200 2x');
    expect([img.width, img.height]).toEqual([100, 125]);
  });
});
