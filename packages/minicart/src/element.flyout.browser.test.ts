import { $config, $count, $miniCartPanel, mergeConfig } from '@nm/core';
import { axeClean, jsonResponse, shadowOf, until, writable } from '@nm/core/testing';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { startFlyoutPersistence } from './state/flyoutStore';
import { $flyoutLoading } from './state/openPanel';
import { bagPagePerTest, mount, services } from './testing/elementPage';
import { cartOf } from './storybook/fixtures';

/** <nm-minicart> in real Chromium: the flyout presentation (the header's bag). The page and its fake services: testing/elementPage.ts. */
bagPagePerTest();

describe('flyout presentation (header.md §2, §4)', () => {
  beforeEach(() => {
    writable($count).set(3);
    const base = services.route;
    services.route = (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/dt/api/minicart')
        return {
          data: {
            MiniCartResp: {
              html: '<ul><li><img src="" alt=""><p><strong>Beatrix Lowell</strong></p><p><a href="/p/x">Coat</a></p><p>replenish every 30 days</p></li></ul><script>window.__hacked=1</script>',
            },
          },
        };
      if (path.endsWith('minicart_banner.html'))
        return new Response('<p><strong>Free shipping</strong> every day</p>', {
          headers: { 'Content-Type': 'text/html' },
        });
      return base(request);
    };
  });
  // React derives onPointerEnter/Leave from pointerover/pointerout with a relatedTarget.
  const enter = (target: Element) =>
    target.dispatchEvent(
      new PointerEvent('pointerover', { bubbles: true, composed: true, relatedTarget: document.body }),
    );
  const leave = (target: Element) =>
    target.dispatchEvent(
      new PointerEvent('pointerout', { bubbles: true, composed: true, relatedTarget: document.body }),
    );
  const button = (el: HTMLElement) => shadowOf(el).querySelector<HTMLButtonElement>('.flyout-button');
  const flyout = (el: HTMLElement) => shadowOf(el).querySelector<HTMLElement>('.flyout');

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
    expect(flyout(el)!.textContent).toContain(
      'Please note: Items and promotional pricing are not reserved until checkout is complete.',
    );
    expect(button(el)!.getAttribute('aria-expanded')).toBe('true');
    await axeClean(el);
  });

  it.each([
    ['written as an attribute', (el: HTMLElement) => el.setAttribute('presentation', 'flyout')],
    // As React 19 sets it on a custom element that has the property (and Storybook's stories through React).
    [
      'set as a property',
      (el: HTMLElement) => {
        (el as HTMLElement & { presentation: string }).presentation = 'flyout';
      },
    ],
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

  it("the server's markup takes the bag's look (no bullets, designers in capitals, names not underlined, sale price in the sale colour)", async () => {
    const base = services.route;
    services.route = (request) =>
      new URL(request.url).pathname === '/dt/api/minicart'
        ? {
            data: {
              MiniCartResp: {
                html: '<ul><li><img src="" alt=""><div><p><strong>Beatrix Lowell</strong></p><p><a href="/p/x">Double-Faced Coat</a></p><p><s>$695.00</s> $486.00</p></div></li></ul>',
              },
            },
          }
        : base(request);
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

    writable($config).set(
      mergeConfig('localhost', {
        hosts: { api: '', recs: '', stores: '' },
        miniCartApiUrl: '/dt/api/minicart',
        abTests: { SIMPLIFIED_MINICART: 'b' },
      }),
    );
    const el = mount('<nm-minicart presentation="flyout"></nm-minicart>');
    await until(() => expect(button(el)).not.toBeNull());
    enter(button(el)!);
    vi.advanceTimersByTime(499);
    expect($miniCartPanel.get().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect($miniCartPanel.get()).toEqual({ open: true, trigger: 'hover' });
  });

  it('a failed load still opens it, with the fallback panel', async () => {
    const base = services.route;
    services.route = (request) =>
      new URL(request.url).pathname === '/dt/api/minicart' ? jsonResponse({}, 500) : base(request);
    const el = mount('<nm-minicart presentation="flyout"></nm-minicart>');
    await until(() => expect(button(el)).not.toBeNull());
    button(el)!.click();
    await until(() =>
      expect(flyout(el)!.querySelector('.flyout__fallback')?.textContent).toContain(
        'To review your items, please visit your shopping bag.',
      ),
    );
    expect(flyout(el)!.querySelector('.flyout__fallback a')?.textContent).toBe('View shopping bag');
  });

  it('an empty bag: "No products in shopping bag"', async () => {
    writable($count).set(0);
    const base = services.route;
    services.route = (request) =>
      new URL(request.url).pathname.startsWith('/dt/api/getCart') ? cartOf([]) : base(request);
    const el = mount('<nm-minicart presentation="flyout"></nm-minicart>');
    await until(() => expect(button(el)?.textContent).toBe('Shopping Bag'));
    button(el)!.click();
    await until(() =>
      expect(flyout(el)!.querySelector('.flyout__empty')?.textContent).toBe('No products in shopping bag'),
    );
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
      expect(services.requests).toContain('POST /dt/api/minicart');
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
    await until(() =>
      expect(JSON.parse(localStorage.getItem('header-mini-cart-state') ?? '{}')).toMatchObject({
        value: { cartOpened: false, animateClosed: true },
      }),
    );
  });

  it("two flyout instances (a header and a sticky header) never close each other's panel", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const holder = document.createElement('div');
    holder.innerHTML =
      '<nm-minicart presentation="flyout"></nm-minicart><nm-minicart presentation="flyout" auto-close-ms="50"></nm-minicart>';
    document.body.append(holder);
    const [header, sticky] = [...holder.querySelectorAll<HTMLElement>('nm-minicart')] as [HTMLElement, HTMLElement];
    await until(() => {
      expect(button(header)).not.toBeNull();
      expect(button(sticky)).not.toBeNull();
    });
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
