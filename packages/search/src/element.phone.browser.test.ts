import { isScrollLocked } from '@nm/core';
import { axeClean, shadowOf, until } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import {
  RECENT_SEARCHES_KEY,
  configure,
  fake,
  input,
  mount,
  mountFocused,
  searchPagePerTest,
  type,
} from './testing/elementPage';

/** <nm-search> in real Chromium: on a phone: the modal, the collapsed search bar, the page held still. The page and its fake type-ahead service: testing/elementPage.ts. */
searchPagePerTest();

describe('<nm-search> phone modal (header.md §2 "Mobile search box", §4)', () => {
  beforeEach(async () => {
    await page.viewport(375, 740);
  });
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  const dialog = (el: HTMLElement) => shadowOf(el).querySelector<HTMLDialogElement>('dialog');
  const trigger = async (el: HTMLElement) =>
    until(() => {
      const box = shadowOf(el).querySelector<HTMLButtonElement>('button.phone-trigger[aria-haspopup="dialog"]');
      if (!box) throw new Error('no phone box yet');
      return box;
    });

  it('focus opens the full-screen dialog: body class, live chat hidden, reset, camera link, 4 products; closing undoes it and returns focus', async () => {
    const chat = document.createElement('iframe');
    chat.title = 'Live chat';
    document.body.append(chat);
    const el = mount();
    const box = await trigger(el);
    // A button that reads as a search field (the magnifier, then "Search"), not an empty input.
    expect(box.localName).toBe('button');
    expect(box.textContent).toBe('Search');
    expect(box.querySelector('.phone-trigger__label')!.getBoundingClientRect().width).toBeGreaterThan(30);
    expect(box.querySelector('svg.search-icon')).not.toBeNull();
    box.focus();
    await until(() => expect(dialog(el)?.open).toBe(true));
    expect(document.body.classList.contains('search-modal-open')).toBe(true);
    expect(chat.style.visibility).toBe('hidden');
    await until(() => expect(shadowOf(el).activeElement).toBe(input(el)));
    expect(shadowOf(el).querySelector('.camera-link')?.textContent).toContain('SNAP. FIND. SHOP.');
    expect(isScrollLocked()).toBe(true);
    type(el, 'mai');
    await until(() => expect(shadowOf(el).querySelectorAll('dialog .option--product')).toHaveLength(4));
    // Two equal columns of tiles that fill the results, centred in the modal.
    const tiles = [...shadowOf(el).querySelectorAll('dialog .option--product')].map((t) => t.getBoundingClientRect());
    const modal = shadowOf(el).querySelector('dialog')!.getBoundingClientRect();
    expect(new Set(tiles.map((t) => Math.round(t.width))).size).toBe(1);
    expect(tiles[0]!.width).toBeGreaterThan(120);
    expect(Math.abs(tiles[0]!.left - modal.left - (modal.right - tiles[1]!.right))).toBeLessThan(2);
    // The focus ring keeps its bottom edge: the panel starts below it.
    const ringBottom = shadowOf(el).querySelector('dialog .box')!.getBoundingClientRect().bottom + 3;
    expect(shadowOf(el).querySelector('dialog .panel')!.getBoundingClientRect().top).toBeGreaterThanOrEqual(ringBottom);
    await axeClean(el);
    shadowOf(el).querySelector<HTMLButtonElement>('.reset')!.click();
    await until(() => expect(input(el).value).toBe(''));
    shadowOf(el).querySelector<HTMLButtonElement>('.nm-dialog__close')!.click();
    await until(() => expect(dialog(el)).toBeNull());
    expect(document.body.classList.contains('search-modal-open')).toBe(false);
    expect(chat.style.visibility).toBe('');
    // The modal's claim and the focused field's claim on the counted scroll lock are both let go.
    await until(() => expect(isScrollLocked()).toBe(false));
    await until(() => expect(shadowOf(el).activeElement).toBe(box));
    // Focus coming back did not reopen it.
    await new Promise((r) => setTimeout(r, 50));
    expect(dialog(el)).toBeNull();
  });

  it('uses the modal no-results wording, and HIDE_SNAP_FIND_SHOP hides the camera link', async () => {
    configure({ toggles: { TYPEAHEAD: true, HIDE_SNAP_FIND_SHOP: true } });
    fake.autoAnswer = () => ({ suggestions: [], products: [] });
    const el = mount();
    (await trigger(el)).focus();
    await until(() => expect(dialog(el)?.open).toBe(true));
    expect(shadowOf(el).querySelector('.camera-link')).toBeNull();
    type(el, 'zzz');
    await until(() =>
      expect(shadowOf(el).querySelector('.no-results')?.textContent).toBe(
        "We aren't able to find any results for 'zzz'",
      ),
    );
  });
});

describe('<nm-search> collapsed search bar (header.md §2, COLLAPSED_SEARCH_BAR)', () => {
  const dialog = (el: HTMLElement) => shadowOf(el).querySelector<HTMLDialogElement>('dialog');
  const openModal = async (el: HTMLElement) => {
    const button = await until(() => {
      const b = shadowOf(el).querySelector<HTMLButtonElement>('button.collapsed-trigger');
      if (!b) throw new Error('no Search button yet');
      return b;
    });
    button.click();
    await until(() => expect(dialog(el)?.open).toBe(true));
    await until(() => expect(shadowOf(el).activeElement).toBe(input(el)));
  };
  const closeModal = async (el: HTMLElement) => {
    shadowOf(el).querySelector<HTMLButtonElement>('.nm-dialog__close')!.click();
    await until(() => expect(dialog(el)).toBeNull());
  };

  it('is axe clean with the modal open, on recent searches and on answers', async () => {
    configure({ toggles: { TYPEAHEAD: true, COLLAPSED_SEARCH_BAR: true } });
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['maison verlaine']));
    const el = mount();
    await openModal(el);
    await until(() => expect(shadowOf(el).querySelectorAll('dialog [role="option"]')).toHaveLength(1));
    expect(document.body.classList.contains('search-modal-open')).toBe(true);
    await axeClean(el);
    type(el, 'mai');
    await until(() => expect(shadowOf(el).querySelectorAll('dialog .option--product')).toHaveLength(3));
    await axeClean(el);
  });

  it("reopening the modal (a new field) answers a term already asked from the page's cache, without a request", async () => {
    configure({ toggles: { TYPEAHEAD: true, COLLAPSED_SEARCH_BAR: true } });
    const el = mount();
    await openModal(el);
    type(el, 'mai');
    await until(() => expect(shadowOf(el).querySelectorAll('dialog [role="option"]')).toHaveLength(6));
    expect(fake.requested).toHaveLength(1);
    await closeModal(el);
    await openModal(el);
    type(el, 'mai');
    // From the page's cache: the answer shows with no second request (checked by count, not by the clock).
    await until(() => expect(shadowOf(el).querySelectorAll('dialog [role="option"]')).toHaveLength(6));
    expect(fake.requested).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 600));
    expect(fake.requested).toHaveLength(1);
  });
});

describe('<nm-search> on a phone, the page holds still while the search has focus (header.md §4)', () => {
  beforeEach(async () => {
    await page.viewport(375, 740);
  });
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it("the box without type-ahead (no modal) locks the page scroll while focused, through core's counted lock", async () => {
    configure({ toggles: { TYPEAHEAD: false } });
    const el = await mountFocused();
    await until(() => expect(isScrollLocked()).toBe(true));
    expect(document.documentElement.style.overflow).toBe('hidden');
    input(el).blur();
    await until(() => expect(isScrollLocked()).toBe(false));
    expect(document.documentElement.style.overflow).toBe('');
  });
});
