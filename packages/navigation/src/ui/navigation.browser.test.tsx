import {
  $config,
  chooseGender,
  $mobileMenuOpen,
  defineElement,
  mergeConfig,
  toggleMobileMenu,
  closeMobileMenu,
} from '@nm/core';
import { axeClean, deepActive, parkPointer, until, writable } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { decodeSilos } from '../model/decode';
import { createNavigation } from '../state/createNavigation';
import { provideMenu, resetMenus } from '../state/silos';
import { JSON_LD_ID } from '../state/structuredData';
import type { Category } from '../model/types';
import { fixtureSilos } from '../storybook/fixtures';
import { MobileMenu } from './MobileMenu';
import { SiloBar } from './SiloBar';

/**
 * Element in Chromium: the silo bar and its drawers inside
 * a navigation landmark in a shadow root (as <nm-header> renders them), and
 * the mobile menu. Pointer paths are scripted with PointerEvents at real
 * coordinates (each target found with elementFromPoint) on the real clock.
 */
/**
 * Waits `ms`. Under a fake clock (the scripted pointer paths below) time moves by exactly that much at once, then
 * one real frame lets React draw what changed: the paths' 25 to 60 ms steps against the 100 ms polls no longer
 * depend on how busy the machine is (a clean-clone run, both cores loaded, once saw a drawer close mid-path).
 */
const sleep = async (ms: number) => {
  if (!vi.isFakeTimers()) return new Promise((r) => setTimeout(r, ms));
  await vi.advanceTimersByTimeAsync(ms);
  await new Promise((r) => requestAnimationFrame(r));
};
let machine = createNavigation();
/** The page's rule, recorded; null so the test page stays (the e2e test follows a real redirect). */
const redirect = vi.fn((_gender: 'W' | 'M'): string | null => null);

defineElement({
  tag: 'nm-test-navigation',
  component: () => (
    <div className="header">
      <nav className="navigation" aria-label="Main">
        <SiloBar structuredData navigation={machine} />
      </nav>
      <main>
        <button type="button" className="after">
          After the navigation
        </button>
      </main>
    </div>
  ),
  props: {},
  // A block across the page, as <nm-header>'s host and navigation area are.
  styles: ':host { display: block; } .header { font: 14px sans-serif; } main { padding: 400px 16px; }',
});
defineElement({
  tag: 'nm-test-mobile-menu',
  component: () => <MobileMenu genderChoice redirect={redirect} />,
  props: {},
  styles: '',
});

defineElement({
  tag: 'nm-test-mobile-menu-default',
  // header.md §4 "the template's default path": <nm-header default-navpath> passes it down.
  component: () => <MobileMenu genderChoice redirect={redirect} defaultNavpath="cat000000_cat000730" />,
  props: {},
  styles: '',
});

let el: HTMLElement;
const root = () => el.shadowRoot!;
const q = <T extends Element = HTMLElement>(selector: string) => root().querySelector<T>(selector);
const qa = <T extends Element = HTMLElement>(selector: string) => [...root().querySelectorAll<T>(selector)];
const silo = (name: string) =>
  qa('.silo').find((li) => li.querySelector('.silo__link, .silo__button')?.textContent?.startsWith(name))!;
const toggleOf = (name: string) => silo(name).querySelector<HTMLButtonElement>('.silo__toggle, .silo__button')!;
const openDrawer = () => q('.drawer');

async function mountBar() {
  el = document.createElement('nm-test-navigation');
  document.body.append(el);
  await until(() => expect(qa('.silo')).toHaveLength(6));
}

/** The pointer, moved through the shadow root: pointerout/over on target changes (React's enter/leave), pointermove at each point. */
let pointerAt: Element | null = null;
function pointerTo(x: number, y: number, pointerType = 'mouse') {
  const target = root().elementFromPoint(x, y) ?? document.body;
  const init = { clientX: x, clientY: y, bubbles: true, composed: true, pointerType, isPrimary: true, pointerId: 1 };
  if (target !== pointerAt) {
    pointerAt?.dispatchEvent(new PointerEvent('pointerout', { ...init, relatedTarget: target }));
    target.dispatchEvent(new PointerEvent('pointerover', { ...init, relatedTarget: pointerAt }));
    pointerAt = target;
  }
  target.dispatchEvent(new PointerEvent('pointermove', init));
}
async function path(points: Array<[number, number]>, stepMs: number) {
  for (const [x, y] of points) {
    pointerTo(x, y);
    await sleep(stepMs);
  }
}
const centre = (element: Element) => {
  const r = element.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2] as [number, number];
};

beforeEach(async () => {
  await page.viewport(1440, 900);
  resetMenus();
  machine = createNavigation();
  pointerAt = null;
  chooseGender('W');
  closeMobileMenu();
  writable($config).set(mergeConfig('localhost', { toggles: { GLOBAL_NAV_UPDATE: true, HN_RIGHT: true } }));
  provideMenu('W', { source: 'service', silos: fixtureSilos('W') });
  provideMenu('M', { source: 'service', silos: fixtureSilos('M') });
  redirect.mockClear();
});
afterEach(() => {
  closeMobileMenu();
  document.body.replaceChildren();
  document.getElementById(JSON_LD_ID)?.remove();
});

describe('silo bar: a menu from the network is drawn in a transition', () => {
  it('is not drawn in the task that stored it, and is drawn after it', async () => {
    await mountBar();
    resetMenus();
    await until(() => expect(qa('.silo')).toHaveLength(0));
    // The bar asked for its menu again when it went: forgotten in the task that stores the menu, so that no request
    // of the bar's own is left to answer later. (Under load that request's failure, the bundled fallback of 12
    // silos, landed before the stored menu's transition was drawn, and replaced it.)
    resetMenus();
    provideMenu('W', { source: 'service', silos: fixtureSilos('W') });
    // A store's change is rendered in a microtask of this task: where a blocking render would have drawn the bar.
    for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(qa('.silo')).toHaveLength(0);
    await until(() => expect(qa('.silo')).toHaveLength(6));
  });
});

describe('silo bar: the disclosure navigation pattern (header.md §2, §4 "Silo drawer")', () => {
  it('links and disclosure buttons, never role="menu"; a silo without a page is one button; structured data in the document head', async () => {
    await mountBar();
    const tree = qa('.silo').map((li) =>
      [...li.querySelectorAll('.silo__trigger > a, .silo__trigger > button')]
        .map(
          (c) =>
            `${c.localName === 'a' ? 'link' : 'button'} "${c.getAttribute('aria-label') ?? c.textContent}"${c.hasAttribute('aria-expanded') ? ` expanded=${c.getAttribute('aria-expanded')}` : ''}`,
        )
        .join(' + '),
    );
    expect(tree).toEqual([
      'link "New & NowNew" + button "New & Now menu" expanded=false',
      'link "Designers" + button "Designers menu" expanded=false',
      'link "Shoes" + button "Shoes menu" expanded=false',
      'button "Gifts" expanded=false',
      'link "Magazine"',
      'link "SaleUp to 40% off"',
    ]);
    expect(root().querySelector('[role="menu"], [role="menuitem"], [role="menubar"]')).toBeNull();
    // Written by an effect after the bar's commit, which a transition's render runs a moment later.
    await until(() => expect(document.getElementById(JSON_LD_ID)).not.toBeNull());
    const script = document.getElementById(JSON_LD_ID) as HTMLScriptElement;
    expect(script.parentElement).toBe(document.head);
    expect(JSON.parse(script.text).itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'New & Now',
      'Designers',
      'Shoes',
      'Magazine',
      'Sale',
    ]);
    await axeClean(el);
  });

  it('keyboard: Tab to a toggle, Enter opens, Tab walks into the drawer, Escape closes with focus back on the toggle', async () => {
    await mountBar();
    silo('Shoes').querySelector<HTMLElement>('.silo__link')!.focus();
    await userEvent.tab();
    expect(deepActive()).toBe(toggleOf('Shoes'));
    await userEvent.keyboard('{Enter}');
    await until(() => expect(openDrawer()).not.toBeNull());
    expect(toggleOf('Shoes').getAttribute('aria-expanded')).toBe('true');
    expect(toggleOf('Shoes').getAttribute('aria-controls')).toBe(openDrawer()!.id);
    await userEvent.tab();
    expect(deepActive()?.textContent).toBe('Categories');
    await userEvent.keyboard('{Escape}');
    await until(() => expect(openDrawer()).toBeNull());
    expect(deepActive()).toBe(toggleOf('Shoes'));
    await userEvent.keyboard(' ');
    await until(() => expect(openDrawer()).not.toBeNull());
    await userEvent.keyboard(' ');
    await until(() => expect(openDrawer()).toBeNull());
  });

  it("Down on a toggle opens and focuses the drawer's first link; focus leaving the navigation closes it", async () => {
    await mountBar();
    toggleOf('New & Now').focus();
    await userEvent.keyboard('{ArrowDown}');
    await until(() => expect(deepActive()?.textContent).toBe('New Arrivals'));
    q('.after')!.focus();
    await until(() => expect(openDrawer()).toBeNull());
  });

  it('the close button closes and returns focus; an outside click closes', async () => {
    await mountBar();
    toggleOf('Shoes').click();
    await until(() => expect(q('.drawer__close')).not.toBeNull());
    expect(q('.drawer__close')!.getAttribute('aria-label')).toBe('Close Shoes menu');
    q<HTMLButtonElement>('.drawer__close')!.click();
    await until(() => expect(openDrawer()).toBeNull());
    expect(deepActive()).toBe(toggleOf('Shoes'));
    toggleOf('Shoes').click();
    await until(() => expect(openDrawer()).not.toBeNull());
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await until(() => expect(openDrawer()).toBeNull());
  });

  it('a drawer: columns at each column break, promo (right with HN_RIGHT), red entries, boutiques; axe clean open', async () => {
    await mountBar();
    toggleOf('Shoes').click();
    await until(() => expect(q('.drawer__promo')).not.toBeNull());
    expect(
      qa('.drawer__column').map((c) => [...c.querySelectorAll('.drawer__group')].map((g) => g.textContent)),
    ).toEqual([['Categories'], ['Boutiques']]);
    expect(q('.drawer__promo a')!.textContent).toBe('Shop Boots');
    expect(q('.drawer__inner')!.hasAttribute('data-promo-first')).toBe(false);
    expect(q('.drawer a[data-red]')!.textContent).toBe('Pumps');
    expect(q('.drawer__boutique')!.textContent).toBe('Monogram Shop');
    await axeClean(el);
  });

  it('the designers drawer: BY A-Z in rows of 5, 156 names, DESIGNERS BY CATEGORY, FEATURED DESIGNERS, Designers A To Z; axe clean open', async () => {
    await mountBar();
    toggleOf('Designers').click();
    await until(() => expect(q('.drawer--designers')).not.toBeNull());
    expect(qa('.drawer__heading').map((h) => h.textContent)).toEqual([
      'BY A-Z',
      'DESIGNERS BY CATEGORY',
      'FEATURED DESIGNERS',
    ]);
    expect(qa('.drawer__letters').map((row) => row.children.length)).toEqual([5, 5, 5, 5, 5, 2]);
    expect(
      qa('.drawer__letters a')
        .map((a) => a.textContent)
        .join(''),
    ).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(qa('.drawer__designers ul a')).toHaveLength(156);
    expect(qa('.drawer__column')[2]!.querySelectorAll('a')).toHaveLength(16);
    const all = q<HTMLAnchorElement>('.drawer__all')!;
    expect([all.textContent, all.getAttribute('href')]).toEqual([
      'Designers A To Z',
      '/c/designers-cat000730?navpath=cat000000_cat000730',
    ]);
    await axeClean(el);
  });
});

/**
 * Twelve silos with drawers and the stand-in's longest names and adornments
 * (its men's menu, the widest the demo serves): each silo a link and a toggle.
 */
function twelveSilos(): Category[] {
  const names: Array<[string, string?]> = [
    ['New & Now'],
    ['Designers'],
    ['Clothing'],
    ['Shoes'],
    ['Accessories'],
    ['Watches & Jewelry', 'New'],
    ['Cologne & Grooming'],
    ['Kids'],
    ['Home'],
    ['Gifts', 'Holiday'],
    ['Magazine'],
    ['Sale'],
  ];
  return names.map(([name, textAdornment], i) => {
    const id = `cat8${String(i).padStart(6, '0')}`;
    const child: Category = {
      name: 'All',
      url: `/c/all-${id}`,
      id: `${id}1`,
      catmanId: `${id}1`,
      level: 1,
      attributes: {},
      categories: [],
      children: 0,
    };
    return {
      name,
      url: `/c/${i}-${id}`,
      id,
      catmanId: id,
      level: 0,
      attributes: textAdornment ? { textAdornment } : {},
      categories: [child],
      children: 1,
    };
  });
}

/** The bar with twelveSilos(), mounted and drawn. */
async function mountTwelveSilos() {
  provideMenu('W', { source: 'service', silos: twelveSilos() });
  el = document.createElement('nm-test-navigation');
  document.body.append(el);
  await until(() => expect(qa('.silo')).toHaveLength(12));
}

describe('service ids never reach the DOM unqualified (two silos with one id, an id with a space)', () => {
  it("the answer's duplicate is dropped; one click opens one drawer; every aria-controls names exactly one element", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const child = (id: string) => ({ name: 'All', url: `/c/all-${id}`, id: `${id}-all` });
    provideMenu('W', {
      source: 'service',
      silos: decodeSilos({
        silos: [
          { name: 'Shoes', url: '/c/shoes', id: 'cat1', categories: [child('a')] },
          { name: 'Handbags', url: '/c/bags', id: 'cat 2', categories: [child('b')] },
          { name: 'Boots', url: '/c/boots', id: 'cat1', categories: [child('c')] },
        ],
      }),
    });
    el = document.createElement('nm-test-navigation');
    document.body.append(el);
    await until(() => expect(qa('.silo').length).toBeGreaterThan(0));
    expect(qa('.silo').map((li) => li.querySelector('.silo__link')?.textContent)).toEqual(['Shoes', 'Handbags']);
    for (const name of ['Shoes', 'Handbags']) {
      toggleOf(name).click();
      await until(() => expect(qa('.drawer')).toHaveLength(1));
      expect(qa('[aria-expanded="true"]')).toEqual([toggleOf(name)]);
      const controls = toggleOf(name).getAttribute('aria-controls')!;
      expect(controls.split(/\s+/)).toHaveLength(1);
      expect(qa(`[id="${controls}"]`)).toEqual([openDrawer()]);
      toggleOf(name).click();
      await until(() => expect(openDrawer()).toBeNull());
    }
    expect(
      qa('[id]')
        .map((node) => node.id)
        .filter((id) => /cat1|cat 2/.test(id)),
    ).toEqual([]);
    vi.restoreAllMocks();
  });
});

describe('the bar is one 44 px row at every desktop width (the page reserves one row for it)', () => {
  it.each([1440, 1401, 1400, 1280, 1141, 1140, 1024])(
    '%i px: twelve long silos on one row, none out of sight',
    async (width) => {
      await page.viewport(width, 900);
      await mountTwelveSilos();
      const bar = q('.silo-bar')!;
      expect(bar.getBoundingClientRect().height).toBe(44);
      expect(new Set(qa('.silo').map((s) => s.getBoundingClientRect().top)).size).toBe(1);
      expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    },
  );

  it('800 px: still one row (the names too long for it scroll sideways), and an open drawer is not clipped by that', async () => {
    await page.viewport(800, 900);
    await mountTwelveSilos();
    expect(q('.silo-bar')!.getBoundingClientRect().height).toBe(44);
    toggleOf('Shoes').click();
    await until(() => expect(openDrawer()).not.toBeNull());
    const drawer = openDrawer()!.getBoundingClientRect();
    expect(drawer.width).toBe(800);
    expect(openDrawer()!.contains(root().elementFromPoint(...centre(openDrawer()!)))).toBe(true);
  });
});

/**
 * How dark the bar is drawn 3 px inside each end, near its top (clear of the names): the page's own pixels, from a
 * screenshot of the element, 0 for the background's white up to 255 for black.
 */
async function edgeShade(bar: HTMLElement): Promise<{ left: number; right: number }> {
  const png = await page.screenshot({ element: el, save: false });
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  const host = el.getBoundingClientRect();
  const box = bar.getBoundingClientRect();
  const scale = bitmap.width / host.width;
  const shade = (x: number) => {
    const [r = 0, g = 0, b = 0] = context.getImageData(
      Math.round((x - host.left) * scale),
      Math.round((box.top + 3 - host.top) * scale),
      1,
      1,
    ).data;
    return 255 - Math.round((r + g + b) / 3);
  };
  return { left: shade(box.left + 3), right: shade(box.right - 3) };
}

describe('a row that scrolls sideways shows there is more past its edge', () => {
  it('800 px: a shadow at the end with silos past it, none at the end scrolled to; 1440 px: none', async () => {
    await page.viewport(800, 900);
    await mountTwelveSilos();
    const bar = q('.silo-bar')!;
    expect(bar.scrollWidth).toBeGreaterThan(bar.clientWidth);
    const atStart = await edgeShade(bar);
    expect(atStart.right, 'MAGAZINE and SALE are past the right edge').toBeGreaterThan(20);
    expect(atStart.left).toBeLessThan(5);

    bar.scrollLeft = bar.scrollWidth;
    await until(() => expect(bar.scrollLeft).toBeGreaterThan(0));
    const atEnd = await edgeShade(bar);
    expect(atEnd.left, 'NEW & NOW is past the left edge').toBeGreaterThan(20);
    expect(atEnd.right).toBeLessThan(5);

    await page.viewport(1440, 900);
    await until(() => expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth));
    const whole = await edgeShade(bar);
    expect([whole.left, whole.right]).toEqual([0, 0]);
  });
});

describe('hover intent and the safe triangle, scripted pointer paths (header.md §9: 5 px, 100 ms, 300 ms)', () => {
  // The machine's clock is the page's (pageClock reads setTimeout and Date at call time): faked, the paths' timing is exact.
  // The real mouse out of the way first: resting where the bar is drawn (an earlier file's hover left it), it would
  // send its own pointer events into the scripted path.
  beforeEach(async () => {
    await parkPointer();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resting on a silo opens its drawer after the first poll; leaving silo and drawer closes it 300 ms later', async () => {
    await mountBar();
    const [x, y] = centre(silo('Shoes').querySelector('.silo__link')!);
    pointerTo(x, y);
    await sleep(60);
    expect(openDrawer()).toBeNull();
    await sleep(60);
    expect(openDrawer()).not.toBeNull();
    pointerTo(x, 850);
    await sleep(200);
    expect(openDrawer()).not.toBeNull();
    await sleep(150);
    expect(openDrawer()).toBeNull();
  });

  it('sweeping across the bar at speed opens nothing', async () => {
    await mountBar();
    const [, y] = centre(silo('Shoes'));
    await path(
      Array.from({ length: 20 }, (_, i) => [20 + i * 30, y] as [number, number]),
      30,
    );
    pointerTo(700, 850);
    await sleep(150);
    expect(openDrawer()).toBeNull();
  });

  it('a diagonal path from a silo across its neighbour into the drawer keeps the drawer; a deliberate move along the bar switches', async () => {
    await mountBar();
    const start = centre(silo('New & Now').querySelector('.silo__link')!);
    pointerTo(...start);
    await sleep(150);
    expect(openDrawer()?.id).toContain(silo('New & Now').dataset.silo!);
    const neighbour = silo('Designers').querySelector('.silo__link')!.getBoundingClientRect();
    const drawerTop = openDrawer()!.getBoundingClientRect().top;
    // Down and right onto the neighbour's lower edge, resting there (under 5 px per poll) for ~180 ms,
    // then down into the drawer: hover intent alone would open the neighbour.
    const over = { x: neighbour.left + 8, y: neighbour.bottom - 6 };
    const points: Array<[number, number]> = [];
    for (let i = 1; i <= 6; i += 1)
      points.push([start[0] + ((over.x - start[0]) * i) / 6, start[1] + ((over.y - start[1]) * i) / 6]);
    await path(points, 25);
    expect(root().elementFromPoint(over.x, over.y)?.closest('.silo')).toBe(silo('Designers'));
    await path(
      [
        [over.x + 1, over.y + 1],
        [over.x + 2, over.y + 1],
        [over.x + 2, over.y + 2],
      ],
      60,
    );
    await path(
      [
        [over.x + 3, drawerTop + 20],
        [over.x + 4, drawerTop + 60],
      ],
      25,
    );
    await sleep(400);
    expect(openDrawer()?.id).toContain(silo('New & Now').dataset.silo!);
    expect(toggleOf('Designers').getAttribute('aria-expanded')).toBe('false');
    // Deliberately back up to the bar and along it to the neighbour: it takes over.
    const [nx, ny] = centre(silo('Shoes').querySelector('.silo__link')!);
    await path(
      [
        [nx - 40, ny],
        [nx - 20, ny],
        [nx, ny],
      ],
      20,
    );
    // Past the safe triangle's grace (300 ms) and the next poll.
    await sleep(500);
    expect(toggleOf('Shoes').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('touch (header.md §4: the first tap opens, the second goes to the silo url)', () => {
  it('first tap opens the drawer and stays; second tap follows the link', async () => {
    await mountBar();
    const outcomes: boolean[] = [];
    const record = (event: Event) => {
      outcomes.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      const link = silo('Shoes').querySelector<HTMLAnchorElement>('.silo__link')!;
      const tap = () => {
        link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, pointerType: 'touch' }));
        link.click();
      };
      tap();
      await until(() => expect(openDrawer()).not.toBeNull());
      tap();
      expect(outcomes).toEqual([true, false]);
    } finally {
      window.removeEventListener('click', record);
    }
  });
});

describe('mobile menu (header.md §2, §4 "Mobile menu")', () => {
  const dialog = () => q<HTMLDialogElement>('dialog.nav-menu');
  async function openMenu() {
    await page.viewport(390, 844);
    el = document.createElement('nm-test-mobile-menu');
    document.body.append(el);
    toggleMobileMenu();
    await until(() => expect(dialog()?.open).toBe(true));
    await until(() => expect(qa('.nav-level__entry').length).toBeGreaterThan(0));
  }
  const heading = () => q('.nav-level__heading')!;

  it("header.md §4: without a navpath in the URL it starts on the template's default path (default-navpath), here Designers", async () => {
    await page.viewport(390, 844);
    el = document.createElement('nm-test-mobile-menu-default');
    document.body.append(el);
    toggleMobileMenu();
    await until(() => expect(dialog()?.open).toBe(true));
    await until(() => expect(heading()?.textContent).toBe('Designers'));
  });

  it('a dialog named Menu with a close button, the gender choice, All Women, the silos and View Favorites; axe clean', async () => {
    await openMenu();
    expect(root().querySelector('#' + CSS.escape(dialog()!.getAttribute('aria-labelledby')!))!.textContent).toBe(
      'Menu',
    );
    expect(heading().textContent).toBe('All Women');
    expect(qa('.nav-menu__gender button').map((b) => `${b.textContent}:${b.getAttribute('aria-pressed')}`)).toEqual([
      'Women:true',
      'Men:false',
    ]);
    expect(qa('.nav-level__entry').map((e) => `${e.localName} ${e.textContent}`)).toEqual([
      'button New & Now',
      'button Designers',
      'button Shoes',
      'button Gifts',
      'a Magazine',
      'a Sale',
    ]);
    expect(q('.nav-menu__favorites')!.textContent).toBe('View Favorites');
    expect(q('.nav-menu__favorites')!.getAttribute('href')).toBe('/favoriteitems');
    await axeClean(el);
  });

  it("with the page's legacyRoutes switch on, View Favorites goes to the legacy favourites (header.md §2)", async () => {
    writable($config).set({ ...$config.get(), legacyRoutes: true });
    await openMenu();
    expect(q('.nav-menu__favorites')!.getAttribute('href')).toBe(
      '/myfavorites/myFavoriteItems.jsp?view=favItems&forOmniLN=1&favin=1',
    );
  });

  it("drill down: focus to each new level's heading, Back up one level with focus on the entry opened, Menu to the root; axe clean at every level", async () => {
    await openMenu();
    qa<HTMLButtonElement>('.nav-level__entry')[2]!.click();
    await until(() => expect(deepActive()).toBe(heading()));
    expect(heading().textContent).toBe('Shoes');
    expect(qa('.nav-level__entry').map((e) => e.textContent)).toEqual(['All Shoes', 'Categories', 'Boutiques']);
    await axeClean(el);
    qa<HTMLButtonElement>('.nav-level__entry')[1]!.click();
    await until(() => expect(heading().textContent).toBe('Categories'));
    await until(() => expect(deepActive()).toBe(heading()));
    expect(qa('.nav-level__entry').map((e) => e.textContent)).toEqual([
      'All Categories',
      'Boots',
      'Sneakers',
      'Sandals',
      'Pumps',
    ]);
    await axeClean(el);
    q<HTMLButtonElement>('.nav-menu__bar button')!.click();
    await until(() => expect(heading().textContent).toBe('Shoes'));
    await until(() => expect(deepActive()?.textContent).toBe('Categories'));
    qa<HTMLButtonElement>('.nav-level__entry')[1]!.click();
    await until(() => expect(heading().textContent).toBe('Categories'));
    qa<HTMLButtonElement>('.nav-menu__bar button')[1]!.click();
    await until(() => expect(heading().textContent).toBe('All Women'));
    await until(() => expect(deepActive()?.textContent).toBe('Shoes'));
    await axeClean(el);
  });

  it('the slide: starts after ~10 ms and settles after ~220 ms; off under reduced motion', async () => {
    await openMenu();
    qa<HTMLButtonElement>('.nav-level__entry')[0]!.click();
    await until(() => expect(q('.nav-level')!.classList.contains('nav-level--from-right')).toBe(true));
    await until(() => expect(q('.nav-level')!.classList.contains('nav-level--sliding')).toBe(true));
    await until(() => expect(q('.nav-level')!.className).toBe('nav-level'));
  });

  it('Escape and the overlay close it; Men then closing redirects to /mens', async () => {
    await openMenu();
    await userEvent.keyboard('{Escape}');
    await until(() => expect($mobileMenuOpen.get()).toBe(false));
    toggleMobileMenu();
    await until(() => expect(dialog()?.open).toBe(true));
    qa<HTMLButtonElement>('.nav-menu__gender button')[1]!.click();
    await until(() => expect(heading().textContent).toBe('All Men'));
    expect(qa('.nav-level__entry')[2]!.textContent).toBe("Men's Shoes");
    expect(redirect).not.toHaveBeenCalled();
    const box = dialog()!.getBoundingClientRect();
    dialog()!.dispatchEvent(
      new MouseEvent('click', { bubbles: true, composed: true, clientX: box.right + 10, clientY: 10 }),
    );
    await until(() => expect($mobileMenuOpen.get()).toBe(false));
    expect(redirect).toHaveBeenCalledWith('M');
  });
});
