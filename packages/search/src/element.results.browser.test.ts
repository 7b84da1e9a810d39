import { $gender } from '@nm/core';
import axe from 'axe-core';
import { axeClean, shadowOf, until } from '@nm/core/testing';
import { describe, expect, it } from 'vitest';
import {
  aria,
  configure,
  fake,
  input,
  key,
  listbox,
  mountFocused,
  mountWithMaiOptions,
  options,
  payload,
  searchPagePerTest,
  status,
  storedRecent,
  type,
} from './testing/elementPage';

/** <nm-search> in real Chromium: the answers: links, marks, clear, remove, instant answers, geometry. The page and its fake type-ahead service: testing/elementPage.ts. */
searchPagePerTest();

describe('<nm-search>: links, marks, clear, remove, instant answers, geometry', () => {
  const products = (el: HTMLElement) => [
    ...shadowOf(el).querySelectorAll<HTMLAnchorElement>('[role="option"].option--product'),
  ];

  it('each product is a real link (a[href]) that is itself the option, out of the Tab order; axe clean', async () => {
    const el = await mountWithMaiOptions();
    expect(products(el).map((a) => [a.localName, a.getAttribute('href'), a.tabIndex])).toEqual([
      ['a', '/p/mai-0', -1],
      ['a', '/p/mai-1', -1],
      ['a', '/p/mai-2', -1],
    ]);
    // Still nothing interactive nested inside an option.
    expect(shadowOf(el).querySelectorAll('[role="option"] a, [role="option"] button')).toHaveLength(0);
    await axeClean(el);
  });

  it('a plain click goes to the product; Ctrl/Cmd/Shift+click and a middle click are left to the browser (a new tab or window)', async () => {
    const el = await mountWithMaiOptions();
    const link = products(el)[1]!;
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0, ...init });
      // Keep the test page where it is: the browser's own default is what a shopper gets.
      link.addEventListener(
        'click',
        (e) => {
          expect(e.defaultPrevented).toBe(false);
          e.preventDefault();
        },
        { once: true },
      );
      link.dispatchEvent(click);
    }
    const middle = new MouseEvent('mousedown', { bubbles: true, composed: true, cancelable: true, button: 1 });
    link.dispatchEvent(middle);
    expect(middle.defaultPrevented).toBe(false);
    expect(fake.where.assigned).toEqual([]);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0 }));
    expect(fake.where.assigned).toEqual(['/p/mai-1']);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
  ])('%s+Enter on a highlighted product opens it in a new tab and leaves the panel as it was', async (_name, mod) => {
    const el = await mountWithMaiOptions();
    key(el, 'ArrowUp');
    await until(() => expect(aria(el).activedescendant).toContain('mai item 2'));
    key(el, 'Enter', mod);
    expect(fake.where.newTabs).toEqual(['/p/mai-2']);
    expect(fake.where.assigned).toEqual([]);
    expect(aria(el).activedescendant).toContain('mai item 2');
    expect(listbox(el)).not.toBeNull();
  });

  it('marks the typed part of each suggestion with <mark>; the option is still named by the plain suggestion', async () => {
    const el = await mountWithMaiOptions();
    const suggestion = options(el)[1]!;
    expect(suggestion.innerHTML).toContain('<mark>mai</mark> shoes');
    expect(suggestion.textContent).toBe('mai shoes');
    axe.setup(el);
    try {
      expect(axe.commons.text.accessibleText(suggestion)).toBe('mai shoes');
    } finally {
      axe.teardown();
    }
    await axeClean(el);
  });

  it('the clear (x) button is named, empties the box and the results, and returns focus to the box', async () => {
    const el = await mountWithMaiOptions();
    const clear = shadowOf(el).querySelector<HTMLButtonElement>('button.clear')!;
    expect(clear.getAttribute('aria-label')).toBe('Clear search');
    await axeClean(el);
    clear.focus();
    clear.click();
    await until(() => expect(input(el).value).toBe(''));
    expect(options(el)).toHaveLength(0);
    expect(shadowOf(el).querySelector('button.clear')).toBeNull();
    await until(() => expect(shadowOf(el).activeElement).toBe(input(el)));
  });

  it('each recent search has a remove button (named, Tab-reachable, outside the listbox) that removes that one from SRP_SEARCH_RECENT_KEYWORDS and says so', async () => {
    localStorage.setItem(
      'SRP_SEARCH_RECENT_KEYWORDS',
      JSON.stringify(['red shoes', 'maison verlaine', 'cashmere coat']),
    );
    const el = await mountFocused();
    await until(() => expect(options(el)).toHaveLength(3));
    const removes = () => [...shadowOf(el).querySelectorAll<HTMLButtonElement>('.recent__remove button')];
    expect(removes().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remove Red Shoes from recent searches',
      'Remove Maison Verlaine from recent searches',
      'Remove Cashmere Coat from recent searches',
    ]);
    expect(removes().every((b) => b.closest('[role="listbox"]') === null && b.tabIndex === 0)).toBe(true);
    // Drawn beside its row.
    const row = options(el)[1]!.getBoundingClientRect();
    const button = removes()[1]!.getBoundingClientRect();
    expect(Math.abs(button.top + button.height / 2 - (row.top + row.height / 2))).toBeLessThan(2);
    await axeClean(el);

    // From the keyboard: focus moves on to the next remove button, the panel stays open.
    removes()[1]!.focus();
    removes()[1]!.click();
    await until(() => expect(storedRecent()).toEqual(['red shoes', 'cashmere coat']));
    expect(options(el).map((o) => o.textContent)).toEqual(['Red Shoes', 'Cashmere Coat']);
    expect(status(el)).toBe('Removed Maison Verlaine from recent searches');
    await until(() =>
      expect(shadowOf(el).activeElement?.getAttribute('aria-label')).toBe('Remove Cashmere Coat from recent searches'),
    );
    removes()[1]!.click();
    await until(() =>
      expect(shadowOf(el).activeElement?.getAttribute('aria-label')).toBe('Remove Red Shoes from recent searches'),
    );
    // The last one: the key goes, focus returns to the box.
    removes()[0]!.click();
    await until(() => expect(localStorage.getItem('SRP_SEARCH_RECENT_KEYWORDS')).toBeNull());
    await until(() => expect(shadowOf(el).activeElement).toBe(input(el)));
  });

  it("while the request for a longer term waits, what the page knows for a shorter one shows at once, narrowed; the service's answer then replaces it", async () => {
    fake.autoAnswer = () => ({
      suggestions: [{ parameters: { query: 'maison verlaine' } }, { parameters: { query: 'marni' } }],
      products: [
        { url: '/p/mv', brand: 'Maison Verlaine', title: 'Tweed Jacket', price: 2795 },
        { url: '/p/mr', brand: 'Marni', title: 'Tote', price: 990 },
      ],
    });
    const el = await mountFocused();
    type(el, 'ma');
    await until(() => expect(options(el)).toHaveLength(4));
    fake.autoAnswer = null;
    type(el, 'mais');
    // Before the service has answered "mais" (it answers only when this test says so): the "ma" answer, narrowed.
    await until(() =>
      expect(options(el).map((o) => o.textContent)).toEqual([
        'maison verlaine',
        expect.stringContaining('Tweed Jacket'),
      ]),
    );
    expect(shadowOf(el).querySelector('.loading')).toBeNull();
    // Not announced: the settled answer will be.
    expect(status(el)).toBe('');
    // One request for the word, 500 ms after the last key; its answer replaces the instant one.
    await until(() => expect(fake.pending).toHaveLength(1), { timeout: 2000 });
    expect(fake.requested.map((u) => u.searchParams.get('term'))).toEqual(['ma', 'mais']);
    fake.pending[0]!.resolve(payload('mais', 2, 3));
    await until(() =>
      expect(
        options(el)
          .map((o) => o.textContent)
          .slice(0, 2),
      ).toEqual(['mais bags', 'mais shoes']),
    );
    expect(status(el)).toBe('2 suggestions and 3 products');
  });

  it('the panel has its final place and width from the first key: loading and answer share them', async () => {
    fake.autoAnswer = null;
    const el = await mountFocused();
    type(el, 'm');
    await until(() => expect(shadowOf(el).querySelector('.loading')).not.toBeNull());
    const panel = () => shadowOf(el).querySelector<HTMLElement>('.panel')!.getBoundingClientRect();
    const loading = panel();
    await until(() => expect(fake.pending).toHaveLength(1), { timeout: 2000 });
    fake.pending[0]!.resolve(payload('m', 3, 3));
    await until(() => expect(options(el)).toHaveLength(6));
    const answered = panel();
    expect([answered.left, answered.top, answered.width]).toEqual([loading.left, loading.top, loading.width]);
    // The box's focus ring (2 px, offset 1 px) keeps its bottom edge above the panel.
    const ring = shadowOf(el).querySelector('.box')!.getBoundingClientRect().bottom + 3;
    expect(answered.top).toBeGreaterThanOrEqual(ring);
    // Products only and suggestions only: the same place and width again.
    for (const [term, suggestions, productCount] of [
      ['mo', 0, 3],
      ['mu', 3, 0],
    ] as const) {
      const before = fake.pending.length;
      type(el, term);
      await until(() => expect(fake.pending.length).toBe(before + 1), { timeout: 2000 });
      fake.pending.at(-1)!.resolve(payload(term, suggestions, productCount));
      await until(() => expect(options(el)).toHaveLength(suggestions + productCount));
      const p = panel();
      expect([p.left, p.top, p.width]).toEqual([loading.left, loading.top, loading.width]);
    }
  });

  it('product tiles have one fixed, picture-led width whatever the answer holds', async () => {
    const el = await mountFocused();
    const widths = async (term: string, suggestions: number) => {
      fake.autoAnswer = () => payload(term, suggestions, 3);
      type(el, term);
      await until(() => expect(products(el)).toHaveLength(3));
      return products(el).map((a) => Math.round(a.getBoundingClientRect().width));
    };
    expect(await widths('silk', 0)).toEqual([160, 160, 160]);
    expect(await widths('silks', 4)).toEqual([160, 160, 160]);
    // The designer's name never runs into the next tile.
    const [a, b] = products(el).map((p) => p.querySelector('.product__brand')!.getBoundingClientRect());
    expect(a!.right).toBeLessThanOrEqual(b!.left);
  });

  it.each([
    ["the legacy pages' plain M", 'M'],
    ['the JSON-quoted "M" this bundle once wrote', '"M"'],
  ])(
    'on submit the selected gender is written again, plain, when the stored one (%s) changed since (header.md §3, §4 "Gender")',
    async (_label, stored) => {
      configure({ toggles: { TYPEAHEAD: true, GENDER_TYPEAHEAD: true } });
      const el = await mountFocused();
      await until(() => expect($gender.get()).toBe('W'));
      // Another tab chose MEN after this page read the gender.
      sessionStorage.setItem('ta_gender', stored);
      document.cookie = 'dt_gender=M; path=/';
      type(el, 'coat');
      key(el, 'Enter');
      expect(fake.where.assigned).toHaveLength(1);
      expect(sessionStorage.getItem('ta_gender')).toBe('W');
      expect(document.cookie).toContain('dt_gender=W');
    },
  );

  it('with RECENTLY_SEARCHED, the term typed is kept in session storage "recently_searched" once typing pauses (header.md §3, §9 recent-term debounce)', async () => {
    configure({ toggles: { TYPEAHEAD: true, RECENTLY_SEARCHED: true } });
    const el = await mountFocused();
    type(el, 'cash');
    type(el, 'cashmere');
    await until(() => expect(sessionStorage.getItem('recently_searched')).toBe('"cashmere"'), { timeout: 2000 });
  });
});
