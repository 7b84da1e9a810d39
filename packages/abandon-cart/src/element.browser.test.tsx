import {
  $config,
  $miniCartPanel,
  closeMiniCart,
  closeMobileMenu,
  defineElement,
  mergeConfig,
  openMiniCart,
  refreshSession,
  setCount,
  toggleMobileMenu,
} from '@nm/core';
import { axeClean, deepActive, runElementContract, until, writable } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { abandonCartElement } from './element';
import { resetAbandonCart } from './state/machine';
import { pageBlock } from './model/rules';
import { otherDialogOpen, pageGate } from './state/page';
import { $watcherOwner } from './state/owner';
import { $abandonCart } from './state/store';
import { stylyzeAnswer } from './testing/products';
import { armed, exitIntent, pointerBack, reminderPage, showByExitIntent } from './testing/reminderPage';

/**
 * The element in Chromium: exit intent → 5 s → shown; idle →
 * shown; once; another tab's claim; not on a phone, not on the cart page, not
 * over the bag or while typing; the dialog's focus, Escape, buttons; the
 * carousel's buttons and keys; axe with it open at 1440 px. The 5 s are fake
 * timers; the idle time is the element's idle-ms.
 */
defineElement(abandonCartElement);

let el: HTMLElement;
let answer: unknown = stylyzeAnswer(12);
const events: Array<{ type: string; detail: unknown }> = [];
const record = (event: Event) => events.push({ type: event.type, detail: (event as CustomEvent).detail });
const realFetch = window.fetch;

const root = () => el.shadowRoot!;
const dialog = () => root().querySelector<HTMLDialogElement>('dialog.abandon-cart');

function mount(attributes: Record<string, string> = {}) {
  el = document.createElement('nm-abandon-cart-modal');
  for (const [name, value] of Object.entries({ 'page-id': 'HOME', ...attributes })) el.setAttribute(name, value);
  document.body.append(el);
}

beforeEach(async () => {
  await page.viewport(1440, 900);
  answer = stylyzeAnswer(12);
  reminderPage(() => answer);
  events.length = 0;
  document.addEventListener('nm:abandon-cart-shown', record);
  document.addEventListener('nm:abandon-cart-closed', record);
});

afterEach(() => {
  vi.useRealTimers();
  el?.remove();
  window.fetch = realFetch;
  document.removeEventListener('nm:abandon-cart-shown', record);
  document.removeEventListener('nm:abandon-cart-closed', record);
  document.querySelectorAll('.outside').forEach((node) => node.remove());
});

// At rest (no trigger yet) it renders nothing.
runElementContract(abandonCartElement, {
  attributes: { 'page-id': 'HOME' },
  rendered: () => {},
  skip: {
    move: "it renders nothing at rest, so a move has no rendered tree to keep; its moves are the element base's own test",
  },
});

describe('<nm-abandon-cart-modal>: when it shows', () => {
  it('exit intent, 5 s later: the dialog, titled by masterApiLabel, focus inside, nm:abandon-cart-shown with the trigger', async () => {
    mount();
    await showByExitIntent(dialog);
    expect(root().querySelector('.nm-dialog__title')?.textContent).toBe('Still Thinking About These?');
    expect(root().querySelector('.abandon-cart__reminder')?.textContent).toBe('You have 2 items in your Shopping Bag.');
    expect(root().contains(deepActive())).toBe(true);
    expect(events).toEqual([{ type: 'nm:abandon-cart-shown', detail: { trigger: 'exit-intent', v: 1 } }]);
  });

  /**
   * An empty bag (no watcher yet) with the early recorder listening (its own
   * small chunk, fetched at the first render); returns how many `mouseout`
   * listeners the page has been given since (1: the recorder; 2: the watcher too).
   */
  async function mountWithRecorderOnly(): Promise<() => number> {
    const listening = vi.spyOn(document, 'addEventListener');
    onTestFinished(() => listening.mockRestore());
    const mouseoutListeners = () => listening.mock.calls.filter(([type]) => type === 'mouseout').length;
    setCount(0, 'page');
    mount();
    await until(() => expect(mouseoutListeners()).toBe(1));
    return mouseoutListeners;
  }

  it('an exit before the watcher has loaded (the bag not even known yet) is acted on when it loads: shown 5 s later', async () => {
    const mouseoutListeners = await mountWithRecorderOnly();
    exitIntent();
    // Waited for by the store, not vi.waitFor: that would move the fake clock while it waits.
    const counting = new Promise<void>((resolve) => {
      const off = $abandonCart.listen((state) => {
        if (state.phase === 'counting') {
          off();
          resolve();
        }
      });
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setCount(2, 'page');
    await counting;
    expect($abandonCart.get()).toEqual({ phase: 'counting', trigger: 'exit-intent' });
    expect(mouseoutListeners()).toBe(2);
    await vi.advanceTimersByTimeAsync(4999);
    expect(dialog()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await until(() => expect(dialog()?.open).toBe(true));
    expect(events).toEqual([{ type: 'nm:abandon-cart-shown', detail: { trigger: 'exit-intent', v: 1 } }]);
  });

  it('an exit before the watcher loads whose pointer came back in the meantime is not acted on', async () => {
    const mouseoutListeners = await mountWithRecorderOnly();
    exitIntent();
    pointerBack();
    setCount(2, 'page');
    await until(() => expect(mouseoutListeners()).toBe(2));
    expect($abandonCart.get().phase).toBe('watching');
  });

  it('idle for idle-ms: shown 5 s later', async () => {
    // Past the tab election's first round (2000 ms): only the leader acts on idle.
    mount({ 'idle-ms': '2500' });
    await vi.waitFor(() => expect($abandonCart.get()).toEqual({ phase: 'counting', trigger: 'idle' }), {
      timeout: 6000,
      interval: 50,
    });
    // The countdown runs on real timers here (it started before any fake clock could be installed): wait it out.
    await vi.waitFor(() => expect(dialog()?.open).toBe(true), { timeout: 7000, interval: 100 });
    expect(events[0]).toEqual({ type: 'nm:abandon-cart-shown', detail: { trigger: 'idle', v: 1 } });
  }, 16000);

  it('leaving the tab and coming back: the countdown starts on the return, and leaving again within 5 s cancels it', async () => {
    mount();
    await armed();
    let state: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    const tab = (next: DocumentVisibilityState) => {
      state = next;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      tab('hidden');
      expect($abandonCart.get().phase).toBe('watching');
      tab('visible');
      expect($abandonCart.get()).toEqual({ phase: 'counting', trigger: 'page-hidden' });
      // Activity on return does not cancel it (the return is the moment to remind)...
      pointerBack();
      await vi.advanceTimersByTimeAsync(2000);
      // ...leaving again does.
      tab('hidden');
      expect($abandonCart.get().phase).toBe('watching');
      tab('visible');
      await vi.advanceTimersByTimeAsync(5000);
      vi.useRealTimers();
      await until(() => expect(dialog()?.open).toBe(true));
      expect(events).toEqual([{ type: 'nm:abandon-cart-shown', detail: { trigger: 'page-hidden', v: 1 } }]);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('once: after it was shown, the next page (the stored keys) does not show it again', async () => {
    mount();
    await showByExitIntent(dialog);
    await userEvent.keyboard('{Escape}');
    expect(JSON.parse(localStorage.getItem('abandonCartModalSeen')!)).toMatchObject({ value: true });
    el.remove();
    resetAbandonCart();
    mount();
    await new Promise((resolve) => setTimeout(resolve, 300));
    exitIntent();
    expect($abandonCart.get().phase).toBe('watching');
  });

  it('another tab that claimed it during the 5 s: this one never shows it', async () => {
    mount();
    await armed();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    exitIntent();
    await vi.advanceTimersByTimeAsync(2000);
    const now = Date.now();
    localStorage.setItem('abandonCartModalSeen', JSON.stringify({ value: true, expiryTime: now + 86400000 }));
    await vi.advanceTimersByTimeAsync(3000);
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dialog()).toBeNull();
    expect(events).toEqual([]);
  });

  it('not on a phone viewport (390 px): nothing listens', async () => {
    await page.viewport(390, 844);
    mount();
    await new Promise((resolve) => setTimeout(resolve, 500));
    exitIntent();
    expect($abandonCart.get().phase).toBe('watching');
    // No watcher took the triggers: none is armed on this page.
    expect($watcherOwner.get()).toBeNull();
  });

  it('not on the cart page: the watcher is not even fetched', async () => {
    mount({ 'page-id': 'PAGE_ID_CART' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    exitIntent();
    expect($abandonCart.get().phase).toBe('watching');
    expect(root().childNodes).toHaveLength(0);
  });

  it('not while the bag or the mobile menu is open, nor while focus is in a text field', async () => {
    mount();
    await armed();
    openMiniCart('icon');
    expect(otherDialogOpen(document, 'nm-abandon-cart-modal')).toBe(true);
    exitIntent();
    expect($abandonCart.get().phase).toBe('watching');
    closeMiniCart('icon');
    expect($miniCartPanel.get().open).toBe(false);
    toggleMobileMenu();
    exitIntent();
    expect($abandonCart.get().phase).toBe('watching');
    closeMobileMenu();
    const input = Object.assign(document.createElement('input'), { type: 'search', className: 'outside' });
    document.body.append(input);
    input.focus();
    exitIntent();
    expect($abandonCart.get().phase).toBe('watching');
  });

  it("another element's open dialog counts as ours (the header's stores dialog, the search modal)", () => {
    const other = document.createElement('nm-other-widget');
    other.className = 'outside';
    other.attachShadow({ mode: 'open' }).innerHTML = '<dialog open>stores</dialog>';
    document.body.append(other);
    expect(otherDialogOpen(document, 'nm-abandon-cart-modal')).toBe(true);
    other.shadowRoot!.innerHTML = '<button aria-expanded="false">Menu</button>';
    expect(otherDialogOpen(document, 'nm-abandon-cart-modal')).toBe(false);
    other.shadowRoot!.innerHTML = '<button aria-expanded="true">Menu</button>';
    expect(otherDialogOpen(document, 'nm-abandon-cart-modal')).toBe(true);
  });
});

describe('<nm-abandon-cart-modal>: the dialog', () => {
  it('Escape closes it, focus returns where it was, nm:abandon-cart-closed says cancel', async () => {
    const before = Object.assign(document.createElement('button'), {
      textContent: 'Page button',
      className: 'outside',
    });
    document.body.append(before);
    before.focus();
    mount();
    await showByExitIntent(dialog);
    await userEvent.keyboard('{Escape}');
    await until(() => expect(dialog()).toBeNull());
    expect(document.activeElement).toBe(before);
    expect(events.at(-1)).toEqual({ type: 'nm:abandon-cart-closed', detail: { action: 'cancel', v: 1 } });
  });

  it.each([
    ['.abandon-cart__cancel', 'cancel'],
    ['.nm-dialog__close', 'close-button'],
  ])('%s closes it with action %s', async (selector, action) => {
    mount();
    await showByExitIntent(dialog);
    root().querySelector<HTMLElement>(selector)!.click();
    await until(() => expect(dialog()).toBeNull());
    expect(events.at(-1)).toEqual({ type: 'nm:abandon-cart-closed', detail: { action, v: 1 } });
  });

  it('"Go to Shopping Bag" links to /cart/ and reports go-to-bag', async () => {
    mount();
    await showByExitIntent(dialog);
    const link = root().querySelector<HTMLAnchorElement>('.abandon-cart__bag')!;
    expect(link.textContent).toBe('Go to Shopping Bag');
    expect(link.getAttribute('href')).toBe('/cart/');
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(events.at(-1)).toEqual({ type: 'nm:abandon-cart-closed', detail: { action: 'go-to-bag', v: 1 } });
  });

  it('with the page\'s legacyRoutes switch on, "Go to Shopping Bag" links to the legacy cart (header.md §2)', async () => {
    writable($config).set({ ...$config.get(), legacyRoutes: true });
    mount();
    await showByExitIntent(dialog);
    expect(root().querySelector('.abandon-cart__bag')?.getAttribute('href')).toBe(
      '/checkout/cart.jsp?perCatId=&catqo=&co=true',
    );
  });

  it("header.md §4: showing and closing send analytics link events through the page's utag.link", async () => {
    const link = vi.fn();
    Object.assign(window, { utag: { link } });
    onTestFinished(() => {
      Reflect.deleteProperty(window, 'utag');
    });
    mount();
    await showByExitIntent(dialog);
    expect(link.mock.calls).toEqual([[{ event_name: 'nm:abandon-cart-shown', trigger: 'exit-intent' }]]);
    root().querySelector<HTMLButtonElement>('.abandon-cart__cancel')!.click();
    await until(() => expect(link).toHaveBeenCalledTimes(2));
    expect(link.mock.calls[1]).toEqual([{ event_name: 'nm:abandon-cart-closed', action: 'cancel' }]);
  });

  it('fewer than 3 products: the reminder, Cancel and the link, no carousel', async () => {
    answer = stylyzeAnswer(2, 'Two Only');
    mount();
    await showByExitIntent(dialog);
    expect(root().querySelector('.carousel')).toBeNull();
    expect(root().querySelector('.nm-dialog__title')?.textContent).toBe('Two Only');
    expect(root().querySelector('.abandon-cart__reminder')).not.toBeNull();
  });

  it('ABANDON_CART_RECS off (header.md §9): the reminder without a carousel, and the recommendations never asked', async () => {
    writable($config).set(
      mergeConfig('localhost', { toggles: { BLUECORE_ABANDONCART: true }, profile: { countryPreference: 'US' } }),
    );
    const asked: string[] = [];
    const stub = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input), location.href).pathname);
      return stub(input, init);
    };
    mount();
    await showByExitIntent(dialog);
    expect(root().querySelector('.abandon-cart__reminder')?.textContent).toBe('You have 2 items in your Shopping Bag.');
    expect(root().querySelector('.carousel')).toBeNull();
    expect(asked).not.toContain('/p/api/products/stylyze');
  });

  it('the carousel: 12 products in 4 slides of 3; Next / Previous and the arrow keys move it, the status says where', async () => {
    mount();
    await showByExitIntent(dialog);
    const slides = () => [...root().querySelectorAll<HTMLElement>('.carousel__slide')];
    const status = () => root().querySelector('.carousel__status')?.textContent;
    const [prev, next] = [...root().querySelectorAll<HTMLButtonElement>('.carousel__button')];
    expect(slides().map((s) => s.querySelectorAll('.rec').length)).toEqual([3, 3, 3, 3]);
    expect(slides().map((s) => s.getAttribute('aria-label'))).toEqual([
      'Products 1 of 4',
      'Products 2 of 4',
      'Products 3 of 4',
      'Products 4 of 4',
    ]);
    expect(status()).toBe('Products 1 of 4');
    // Next is enabled once the carousel has measured its slides; a click before that would be lost.
    await until(() => expect(next!.disabled).toBe(false));
    expect(prev!.disabled).toBe(true);
    expect(slides()[1]!.inert).toBe(true);
    next!.click();
    await until(() => expect(status()).toBe('Products 2 of 4'));
    expect(slides()[0]!.inert).toBe(true);
    expect(slides()[1]!.inert).toBe(false);
    expect(prev!.disabled).toBe(false);
    next!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await until(() => expect(status()).toBe('Products 3 of 4'));
    await userEvent.keyboard('{ArrowRight}');
    await until(() => expect(next!.disabled).toBe(true));
    prev!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await until(() => expect(status()).toBe('Products 3 of 4'));
    const card = slides()[2]!.querySelector<HTMLAnchorElement>('a.rec')!;
    expect(card.getAttribute('href')).toMatch(/^\/p\/recommended-6-/);
    expect(card.querySelector('.rec__designer')?.textContent).toBeTruthy();
  });

  it('axe finds nothing with it open at 1440 px', async () => {
    mount();
    await showByExitIntent(dialog);
    await axeClean(el, 'animations');
  });
});

describe('<nm-abandon-cart-modal> for the shopper\'s country (header.md §5 "US-style qualified countries")', () => {
  it("a Canadian shopper (ucaProfileData.countryPreference CA, no page country) is never reminded; the page's own US wins", () => {
    document.cookie = `ucaProfileData=${encodeURIComponent(JSON.stringify({ countryPreference: 'CA' }))}; path=/`;
    refreshSession();
    try {
      writable($config).set(mergeConfig('localhost', { toggles: { BLUECORE_ABANDONCART: true } }));
      expect(pageBlock(pageGate(window, 'HOME'))).toBe('country');
      writable($config).set(
        mergeConfig('localhost', { toggles: { BLUECORE_ABANDONCART: true }, profile: { countryPreference: 'US' } }),
      );
      expect(pageBlock(pageGate(window, 'HOME'))).toBeNull();
    } finally {
      document.cookie = 'ucaProfileData=; max-age=0; path=/';
      refreshSession();
    }
  });
});
